/** Guardians (users of kind `guardian`) and their links to students: rows in, rows out. */
import type { Schema } from '@schoolmates/sdk';
import { and, count, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { byName, containing, fullName, nameMatches } from '../db/names.ts';
import { classes, guardianLinks, passwordResets, users } from '../db/schema.ts';

const isGuardian = (schId: bigint) => and(eq(users.schId, schId), eq(users.kind, 'guardian'));

/** A name, e-mail or phone containing `search`. */
function searching(search: string | undefined): SQL | undefined {
  const typed = search?.trim();
  if (!typed) return undefined;
  return or(
    nameMatches(users, typed),
    sql`lower(${users.email}) like lower(${containing(typed)})`,
    sql`${users.phone} like ${containing(typed.replace(/[\s().-]/g, ''))}`,
  );
}

const guardianColumns = {
  id: users.id,
  surname: users.surname,
  firstname: users.firstname,
  email: users.email,
  phone: users.phone,
  whatsapp: users.whatsapp,
  username: users.username,
  signedIn: sql<boolean>`not ${users.mustChangePassword}`,
  // Qualified by hand: Drizzle writes a one-table select's columns bare, and a bare "sch_id"
  // in the subquery would be the opt-out's own.
  optedOut: sql<Schema<'MessageChannel'>[]>`coalesce((
    select array_agg(o.channel order by o.channel) from message_opt_outs o
    where o.sch_id = users.sch_id and o.user_id = users.id), '{}')`,
};
export type GuardianRow = Awaited<ReturnType<typeof guardianRows>>[number];

function guardianRows(db: DbOrTx, schId: bigint, where: SQL | undefined) {
  return db
    .select(guardianColumns)
    .from(users)
    .where(and(isGuardian(schId), where))
    .orderBy(...byName(users));
}

/** A page of the school's guardians (optionally of one student), by name, and how many. */
export async function guardiansPage(
  db: DbOrTx,
  schId: bigint,
  filter: { search?: string | undefined; studentId?: bigint | undefined },
  page: { perPage: number; offset: number },
) {
  const where = and(
    searching(filter.search),
    filter.studentId === undefined
      ? undefined
      : sql`exists (select 1 from guardian_links l where l.sch_id = ${users.schId}
          and l.guardian_id = ${users.id} and l.student_id = ${filter.studentId})`,
  );
  const [rows, [total]] = await Promise.all([
    guardianRows(db, schId, where).limit(page.perPage).offset(page.offset),
    db
      .select({ n: count() })
      .from(users)
      .where(and(isGuardian(schId), where)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function guardianOf(db: DbOrTx, schId: bigint, id: bigint) {
  const [row] = await guardianRows(db, schId, eq(users.id, id));
  return row;
}

/** The school's guardian with this e-mail (any case) or phone, for matching instead of a copy. */
export async function guardianByContact(
  db: DbOrTx,
  schId: bigint,
  contact: { email: string | null; phone: string | null },
) {
  const matches = [
    contact.email ? sql`lower(${users.email}) = lower(${contact.email})` : undefined,
    contact.phone ? eq(users.phone, contact.phone) : undefined,
  ].filter((m) => m !== undefined);
  if (matches.length === 0) return undefined;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isGuardian(schId), or(...matches)))
    .orderBy(users.id)
    .limit(1);
  return row?.id;
}

/** Another user of the school with this phone number (guardians sign in with it). */
export async function phoneTaken(db: DbOrTx, schId: bigint, phone: string, exceptId?: bigint) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isGuardian(schId),
        eq(users.phone, phone),
        exceptId === undefined ? undefined : sql`${users.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return !!row;
}

/** The links of these guardians, with each student's name and class. */
export function childrenOf(db: DbOrTx, schId: bigint, guardianIds: readonly bigint[]) {
  if (guardianIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      guardianId: guardianLinks.guardianId,
      studentId: guardianLinks.studentId,
      relationship: guardianLinks.relationship,
      feeContact: guardianLinks.feeContact,
      studentName: fullName(users),
      admissionNumber: users.admissionNumber,
      className: classes.className,
      subClass: users.subClass,
    })
    .from(guardianLinks)
    .innerJoin(
      users,
      and(eq(users.schId, guardianLinks.schId), eq(users.id, guardianLinks.studentId)),
    )
    .leftJoin(classes, and(eq(classes.schId, users.schId), eq(classes.id, users.classId)))
    .where(and(eq(guardianLinks.schId, schId), inArray(guardianLinks.guardianId, [...guardianIds])))
    .orderBy(guardianLinks.guardianId, ...byName(users));
}

export type LinkValues = Pick<
  typeof guardianLinks.$inferInsert,
  'studentId' | 'relationship' | 'feeContact'
>;

/** Links (or re-links with new terms) the guardian to each student. */
export async function saveLinks(
  db: DbOrTx,
  schId: bigint,
  guardianId: bigint,
  links: readonly LinkValues[],
) {
  if (links.length === 0) return;
  await db
    .insert(guardianLinks)
    .values(links.map((link) => ({ ...link, schId, guardianId })))
    .onConflictDoUpdate({
      target: [guardianLinks.schId, guardianLinks.guardianId, guardianLinks.studentId],
      set: {
        relationship: sql`excluded.relationship`,
        feeContact: sql`excluded.fee_contact`,
      },
    });
}

/** Answers whether there was such a link. */
export async function deleteLink(db: DbOrTx, schId: bigint, guardianId: bigint, studentId: bigint) {
  const gone = await db
    .delete(guardianLinks)
    .where(
      and(
        eq(guardianLinks.schId, schId),
        eq(guardianLinks.guardianId, guardianId),
        eq(guardianLinks.studentId, studentId),
      ),
    )
    .returning({ id: guardianLinks.id });
  return gone.length > 0;
}

/** The students of the school among `ids` (any campus), for linking. */
export async function studentsAmong(db: DbOrTx, schId: bigint, ids: readonly bigint[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, campusId: users.campusId })
    .from(users)
    .where(and(eq(users.schId, schId), eq(users.kind, 'student'), inArray(users.id, [...ids])));
}

/** A new invitation makes the guardian's earlier links (and reset links) stop working. */
export async function endOpenResets(db: DbOrTx, schId: bigint, userId: bigint) {
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.schId, schId),
        eq(passwordResets.userId, userId),
        isNull(passwordResets.usedAt),
      ),
    );
}
