/**
 * Students: list filters, placement (class or preschool), admission numbers, login slips,
 * promotion.
 */

import { formatAdmissionNumber } from '@schoolmates/domain/people';
import { and, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { QueryOf } from '../contract.ts';
import type { DbOrTx } from '../db/client.ts';
import { byName, containing, nameMatches } from '../db/names.ts';
import { one } from '../db/rows.ts';
import {
  admissionSequences,
  classes,
  preschools,
  promotions,
  schools,
  teacherSubjects,
  users,
} from '../db/schema.ts';
import { deleteUsers } from '../db/users.ts';
import { selectPeople } from './people.queries.ts';

/** The students list's filter (`GET /students`), within `seen` (a teacher's arms). */
export function studentWhere(
  schId: bigint,
  campusId: bigint | null,
  seen: SQL | undefined,
  query: QueryOf<'listStudents'>,
): SQL | undefined {
  const classId = query.class_id ? BigInt(query.class_id) : undefined;
  return and(
    eq(users.schId, schId),
    eq(users.kind, 'student'),
    campusId ? eq(users.campusId, campusId) : undefined,
    seen,
    classId ? or(eq(users.classId, classId), eq(users.preschoolId, classId)) : undefined,
    query.sub_class ? eq(users.subClass, query.sub_class) : undefined,
    query.status ? eq(users.status, query.status) : undefined,
    query.session_admitted ? eq(users.sessionAdmitted, query.session_admitted) : undefined,
    query.search
      ? or(nameMatches(users, query.search), ilike(users.admissionNumber, containing(query.search)))
      : undefined,
  );
}

/**
 * Class arms a teacher teaches (class teacher and subject teacher), and the preschool they are
 * the class teacher of (null when none).
 */
export async function teacherArms(db: DbOrTx, schId: bigint, staffId: bigint) {
  const [me] = await db
    .select({ classId: users.classId, subClass: users.subClass, preschoolId: users.preschoolId })
    .from(users)
    .where(and(eq(users.schId, schId), eq(users.id, staffId)));
  const arms = await db
    .selectDistinct({ classId: teacherSubjects.classId, subClass: teacherSubjects.subClass })
    .from(teacherSubjects)
    .where(and(eq(teacherSubjects.schId, schId), eq(teacherSubjects.staffId, staffId)));
  if (me?.classId) arms.push({ classId: me.classId, subClass: me.subClass });
  return { arms, preschoolId: me?.preschoolId ?? null };
}

/** The campus of a class or a preschool of the school (students sit in one or the other). */
export async function classOrPreschoolCampus(db: DbOrTx, schId: bigint, id: bigint) {
  // One look-up after the other, not a UNION of two parameters the scope check cannot tie.
  for (const t of [classes, preschools]) {
    const [found] = await db
      .select({ campusId: t.campusId })
      .from(t)
      .where(and(eq(t.id, id), eq(t.schId, schId)));
    if (found) return found.campusId;
  }
  return undefined;
}

export async function preschoolOfCampus(db: DbOrTx, schId: bigint, campusId: bigint, id: bigint) {
  const [p] = await db
    .select()
    .from(preschools)
    .where(
      and(eq(preschools.id, id), eq(preschools.schId, schId), eq(preschools.campusId, campusId)),
    );
  return p;
}

/** Allocates the next `{INITIAL}/{MMYYYY}/{NNNNN}` of the month atomically (one UPSERT … RETURNING). */
export async function nextAdmissionNumber(
  db: DbOrTx,
  schId: bigint,
  initial: string,
  month: string,
) {
  const row = one(
    await db
      .insert(admissionSequences)
      .values({ schId, month, lastNumber: 1 })
      .onConflictDoUpdate({
        target: [admissionSequences.schId, admissionSequences.month],
        set: { lastNumber: sql`${admissionSequences.lastNumber} + 1` },
      })
      .returning({ n: admissionSequences.lastNumber }),
  );
  return formatAdmissionNumber(initial, month, row.n);
}

/** The last number given in the month, 0 before the first. */
export async function lastAdmissionNumber(db: DbOrTx, schId: bigint, month: string) {
  const [seq] = await db
    .select({ n: admissionSequences.lastNumber })
    .from(admissionSequences)
    .where(and(eq(admissionSequences.schId, schId), eq(admissionSequences.month, month)));
  return seq?.n ?? 0;
}

/** The highest `NNNNN` already issued with `prefix` (`{INITIAL}/{MMYYYY}/`), or null. */
export async function highestAdmissionNumber(db: DbOrTx, schId: bigint, prefix: string) {
  const [row] = await db
    .select({
      max: sql<
        number | null
      >`max((substring(${users.admissionNumber} from ${prefix.length + 1}))::int)`.mapWith((v) =>
        v === null ? null : Number(v),
      ),
    })
    .from(users)
    .where(
      and(
        eq(users.schId, schId),
        sql`upper(${users.admissionNumber}) like ${`${prefix}%`}`,
        sql`substring(${users.admissionNumber} from ${prefix.length + 1}) ~ '^[0-9]{5}$'`,
      ),
    );
  return row?.max ?? null;
}

/** The month's sequence continues from at least `lastNumber`. */
export async function raiseAdmissionSequence(
  db: DbOrTx,
  schId: bigint,
  month: string,
  lastNumber: number,
) {
  await db
    .insert(admissionSequences)
    .values({ schId, month, lastNumber })
    .onConflictDoUpdate({
      target: [admissionSequences.schId, admissionSequences.month],
      set: { lastNumber: sql`greatest(${admissionSequences.lastNumber}, ${lastNumber})` },
    });
}

export async function saveAdmissionSettings(
  db: DbOrTx,
  schId: bigint,
  settings: { admissionAutoGenerate: boolean; admissionInitial?: string },
) {
  await db.update(schools).set(settings).where(eq(schools.id, schId));
}

/** Whether another student of the school (not `exceptId`) has this admission number. */
export async function admissionNumberTaken(
  db: DbOrTx,
  schId: bigint,
  admissionNumber: string,
  exceptId?: bigint,
) {
  const [used] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.schId, schId),
        exceptId ? ne(users.id, exceptId) : undefined,
        sql`lower(${users.admissionNumber}) = lower(${admissionNumber})`,
      ),
    );
  return !!used;
}

/** A student and their promotion history. */
export async function deleteStudentRows(db: DbOrTx, schId: bigint, id: bigint) {
  await db.transaction(async (tx) => {
    await tx
      .delete(promotions)
      .where(and(eq(promotions.schId, schId), eq(promotions.studentId, id)));
    await deleteUsers(tx, schId, [id]);
  });
}

/** The active students of a class (or preschool) who get login slips, in name order. */
export function slipStudents(
  db: DbOrTx,
  schId: bigint,
  campusId: bigint | null,
  classId: bigint,
  choice: { subClass?: string; studentIds?: bigint[]; includeActivated?: boolean },
) {
  return selectPeople(db)
    .where(
      and(
        eq(users.schId, schId),
        eq(users.kind, 'student'),
        eq(users.status, 'active'),
        or(eq(users.classId, classId), eq(users.preschoolId, classId)),
        campusId === null ? undefined : eq(users.campusId, campusId),
        choice.subClass ? eq(users.subClass, choice.subClass) : undefined,
        choice.studentIds ? inArray(users.id, choice.studentIds) : undefined,
        choice.includeActivated ? undefined : eq(users.mustChangePassword, true),
      ),
    )
    .orderBy(...byName(users));
}

/** The chosen students of the school, locked until the promotion commits. */
export const lockStudents = (db: DbOrTx, schId: bigint, ids: bigint[]) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.schId, schId), eq(users.kind, 'student'), inArray(users.id, ids)))
    .for('update');

export async function insertPromotion(db: DbOrTx, values: typeof promotions.$inferInsert) {
  const row = one(await db.insert(promotions).values(values).returning({ id: promotions.id }));
  return row.id;
}
