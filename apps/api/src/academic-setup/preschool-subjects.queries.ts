/** Preschool subjects of a campus per academic period, and those given to each preschool. */
import type { TermRef } from '@schoolmates/domain/calendar';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { one } from '../db/rows.ts';
import { preschoolSubjectClasses, preschoolSubjects } from '../db/schema.ts';

export const ofPeriod = (ref: TermRef) =>
  and(
    eq(preschoolSubjects.period, ref.period),
    eq(preschoolSubjects.term, ref.term),
    eq(preschoolSubjects.session, ref.session),
  );

export const byCategory = [
  asc(preschoolSubjects.category),
  asc(preschoolSubjects.subject),
] as const;

export async function preschoolSubjectRow(db: DbOrTx, schId: bigint, id: bigint) {
  const [row] = await db
    .select()
    .from(preschoolSubjects)
    .where(and(eq(preschoolSubjects.id, id), eq(preschoolSubjects.schId, schId)));
  return row;
}

/** The campus's preschool subjects of the period, by category then name. */
export const preschoolSubjectsOfCampus = (
  db: DbOrTx,
  schId: bigint,
  campusId: bigint,
  ref: TermRef,
) =>
  db
    .select()
    .from(preschoolSubjects)
    .where(
      and(
        eq(preschoolSubjects.schId, schId),
        eq(preschoolSubjects.campusId, campusId),
        ofPeriod(ref),
      ),
    )
    .orderBy(...byCategory);

export async function insertPreschoolSubject(
  db: DbOrTx,
  values: typeof preschoolSubjects.$inferInsert,
) {
  return one(await db.insert(preschoolSubjects).values(values).returning());
}

export async function updatePreschoolSubject(
  db: DbOrTx,
  schId: bigint,
  id: bigint,
  values: Partial<typeof preschoolSubjects.$inferInsert>,
) {
  return one(
    await db
      .update(preschoolSubjects)
      .set(values)
      .where(and(eq(preschoolSubjects.id, id), eq(preschoolSubjects.schId, schId)))
      .returning(),
  );
}

export async function deletePreschoolSubject(db: DbOrTx, schId: bigint, id: bigint) {
  await db
    .delete(preschoolSubjects)
    .where(and(eq(preschoolSubjects.id, id), eq(preschoolSubjects.schId, schId)));
}

/** Which of `ids` are preschool subjects of the campus and period. */
export async function preschoolSubjectIdsOf(
  db: DbOrTx,
  schId: bigint,
  campusId: bigint,
  ref: TermRef,
  ids: bigint[],
) {
  if (ids.length === 0) return new Set<bigint>();
  const found = await db
    .select({ id: preschoolSubjects.id })
    .from(preschoolSubjects)
    .where(
      and(
        eq(preschoolSubjects.schId, schId),
        eq(preschoolSubjects.campusId, campusId),
        ofPeriod(ref),
        inArray(preschoolSubjects.id, ids),
      ),
    );
  return new Set(found.map((f) => f.id));
}

/** The preschool's subjects of the period become exactly `subjectIds` (one transaction). */
export async function replacePreschoolSubjects(
  db: DbOrTx,
  schId: bigint,
  preschool: { id: bigint; campusId: bigint },
  ref: TermRef,
  subjectIds: bigint[],
) {
  await db.transaction(async (tx) => {
    const samePeriod = tx
      .select({ schId: preschoolSubjects.schId, id: preschoolSubjects.id })
      .from(preschoolSubjects)
      .where(
        and(
          eq(preschoolSubjects.schId, schId),
          eq(preschoolSubjects.campusId, preschool.campusId),
          ofPeriod(ref),
        ),
      );
    await tx
      .delete(preschoolSubjectClasses)
      .where(
        and(
          eq(preschoolSubjectClasses.schId, schId),
          eq(preschoolSubjectClasses.preschoolId, preschool.id),
          inArray(
            sql`(${preschoolSubjectClasses.schId}, ${preschoolSubjectClasses.preschoolSubjectId})`,
            samePeriod,
          ),
        ),
      );
    if (subjectIds.length > 0) {
      await tx
        .insert(preschoolSubjectClasses)
        .values(
          subjectIds.map((id) => ({ schId, preschoolId: preschool.id, preschoolSubjectId: id })),
        )
        .onConflictDoNothing();
    }
  });
}
