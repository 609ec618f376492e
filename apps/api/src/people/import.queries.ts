/** Bulk imports of people: the school's data a whole file is checked against, and the insert. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { one } from '../db/rows.ts';
import {
  admissionSequences,
  classes,
  departments,
  preschools,
  usernames,
  users,
} from '../db/schema.ts';
import { insertUsers } from '../db/users.ts';
import { type PersonRow, selectPeople } from './people.queries.ts';

/** The classes a student of the campus may join, by name: its classes, or its preschools. */
export async function placesOfCampus(
  db: DbOrTx,
  schId: bigint,
  campus: { id: bigint; isPreschool: boolean },
) {
  if (campus.isPreschool) {
    const rows = await db
      .select({ id: preschools.id, name: preschools.name })
      .from(preschools)
      .where(and(eq(preschools.schId, schId), eq(preschools.campusId, campus.id)));
    return rows.map((r) => ({ ...r, subClasses: null }));
  }
  return db
    .select({ id: classes.id, name: classes.className, subClasses: classes.subClasses })
    .from(classes)
    .where(and(eq(classes.schId, schId), eq(classes.campusId, campus.id)));
}

/** Which of these admission numbers the school already uses, lower-cased. */
export async function admissionNumbersTaken(db: DbOrTx, schId: bigint, numbers: string[]) {
  if (numbers.length === 0) return new Set<string>();
  const rows = await db
    .select({ n: sql<string>`lower(${users.admissionNumber})` })
    .from(users)
    .where(
      and(
        eq(users.schId, schId),
        inArray(
          sql`lower(${users.admissionNumber})`,
          numbers.map((n) => n.toLowerCase()),
        ),
      ),
    );
  return new Set(rows.map((r) => r.n));
}

/** Which of these e-mails the school's accounts already use, lower-cased. */
export async function emailsTaken(db: DbOrTx, schId: bigint, emails: string[]) {
  if (emails.length === 0) return new Set<string>();
  const rows = await db
    .select({ e: sql<string>`lower(${users.email})` })
    .from(users)
    .where(
      and(
        eq(users.schId, schId),
        inArray(
          sql`lower(${users.email})`,
          emails.map((e) => e.toLowerCase()),
        ),
      ),
    );
  return new Set(rows.map((r) => r.e));
}

/** Which of these usernames are taken anywhere in the portal (`usernames` is lower-cased). */
export async function usernamesTaken(db: DbOrTx, names: string[]) {
  if (names.length === 0) return new Set<string>();
  const rows = await db
    .select({ name: usernames.name })
    .from(usernames)
    .where(inArray(usernames.name, names));
  return new Set(rows.map((r) => r.name));
}

/**
 * Allocates `count` consecutive admission-number sequences of the month atomically (one
 * UPSERT … RETURNING), answering the first.
 */
export async function nextAdmissionSequences(
  db: DbOrTx,
  schId: bigint,
  month: string,
  count: number,
) {
  const row = one(
    await db
      .insert(admissionSequences)
      .values({ schId, month, lastNumber: count })
      .onConflictDoUpdate({
        target: [admissionSequences.schId, admissionSequences.month],
        set: { lastNumber: sql`${admissionSequences.lastNumber} + ${count}` },
      })
      .returning({ last: admissionSequences.lastNumber }),
  );
  return row.last - count + 1;
}

/**
 * Inserts people in batches (PostgreSQL takes at most 65,535 parameters a statement); answers
 * their ids by username.
 */
export async function insertPeople(db: DbOrTx, rows: (typeof users.$inferInsert)[]) {
  const ids = new Map<string, bigint>();
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await insertUsers(db, rows.slice(i, i + 500));
    for (const r of inserted) ids.set(r.username, r.id);
  }
  return ids;
}

/** The people just imported, with everything a login slip needs, by id. */
export async function peopleByIds(db: DbOrTx, schId: bigint, ids: bigint[]) {
  const byId = new Map<bigint, PersonRow>();
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await selectPeople(db).where(
      and(eq(users.schId, schId), inArray(users.id, ids.slice(i, i + 1000))),
    );
    for (const r of rows) byId.set(r.user.id, r);
  }
  return byId;
}

/** The school's departments, to find one by name or code. */
export const departmentsOfSchool = (db: DbOrTx, schId: bigint) =>
  db
    .select({ id: departments.id, name: departments.name, code: departments.code })
    .from(departments)
    .where(eq(departments.schId, schId));

/**
 * The school's accounts with any of these e-mails (lower-cased) or phones (international
 * form): an import's guardians are matched against them.
 */
export async function accountsWithContacts(
  db: DbOrTx,
  schId: bigint,
  emails: readonly string[],
  phones: readonly string[],
) {
  if (emails.length === 0 && phones.length === 0) return [];
  const lowerEmail = sql<string | null>`lower(${users.email})`;
  return db
    .select({ id: users.id, kind: users.kind, email: lowerEmail, phone: users.phone })
    .from(users)
    .where(
      and(
        eq(users.schId, schId),
        sql`(${emails.length ? inArray(lowerEmail, [...emails]) : sql`false`} or ${
          phones.length
            ? and(eq(users.kind, 'guardian'), inArray(users.phone, [...phones]))
            : sql`false`
        })`,
      ),
    )
    .orderBy(users.id);
}
