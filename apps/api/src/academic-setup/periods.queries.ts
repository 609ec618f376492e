/** Academic periods (period, term, session) of a campus; one of them is current. */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { one } from '../db/rows.ts';
import { academicPeriods } from '../db/schema.ts';

export type AcademicPeriodRow = typeof academicPeriods.$inferSelect;

/** The campus's periods, newest session first. */
export const periodsOfCampus = (db: DbOrTx, schId: bigint, campusId: bigint) =>
  db
    .select()
    .from(academicPeriods)
    .where(and(eq(academicPeriods.schId, schId), eq(academicPeriods.campusId, campusId)))
    .orderBy(desc(academicPeriods.session), asc(academicPeriods.term), asc(academicPeriods.period));

export async function insertPeriod(db: DbOrTx, values: typeof academicPeriods.$inferInsert) {
  return one(await db.insert(academicPeriods).values(values).returning());
}

/**
 * Makes (period, term, session) the campus's current period, in one transaction; undefined
 * when the campus has no such period.
 */
export async function makeCurrent(
  db: DbOrTx,
  schId: bigint,
  campusId: bigint,
  ref: Pick<AcademicPeriodRow, 'period' | 'term' | 'session'>,
) {
  return db.transaction(async (tx) => {
    const [p] = await tx
      .select()
      .from(academicPeriods)
      .where(
        and(
          eq(academicPeriods.schId, schId),
          eq(academicPeriods.campusId, campusId),
          eq(academicPeriods.period, ref.period),
          eq(academicPeriods.term, ref.term),
          eq(academicPeriods.session, ref.session),
        ),
      );
    if (!p || p.isCurrent) return p;
    await tx
      .update(academicPeriods)
      .set({ isCurrent: false })
      .where(
        and(
          eq(academicPeriods.schId, schId),
          eq(academicPeriods.campusId, campusId),
          eq(academicPeriods.isCurrent, true),
        ),
      );
    return one(
      await tx
        .update(academicPeriods)
        .set({ isCurrent: true })
        .where(and(eq(academicPeriods.schId, schId), eq(academicPeriods.id, p.id)))
        .returning(),
    );
  });
}
