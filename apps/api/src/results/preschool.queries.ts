/** Preschool results: one per pupil and (period, term, session), and what their sheet shows. */
import type { TermRef } from '@schoolmates/domain/calendar';
import { DESIGNATION } from '@schoolmates/domain/people';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { one } from '../db/rows.ts';
import { preschoolResults, preschools, users } from '../db/schema.ts';
import { closingOf } from './settings.queries.ts';

export type PreschoolResultRow = typeof preschoolResults.$inferSelect;

export async function preschoolRow(db: DbOrTx, schId: bigint, id: bigint) {
  const [pre] = await db
    .select()
    .from(preschools)
    .where(and(eq(preschools.id, id), eq(preschools.schId, schId)));
  return pre;
}

export async function preschoolResultOf(db: DbOrTx, schId: bigint, studentId: bigint, at: TermRef) {
  const [row] = await db
    .select()
    .from(preschoolResults)
    .where(
      and(
        eq(preschoolResults.schId, schId),
        eq(preschoolResults.studentId, studentId),
        eq(preschoolResults.period, at.period),
        eq(preschoolResults.term, at.term),
        eq(preschoolResults.session, at.session),
      ),
    );
  return row;
}

export const preschoolResultsOf = (
  db: DbOrTx,
  preschool: { schId: bigint; id: bigint },
  at: TermRef,
) =>
  db
    .select()
    .from(preschoolResults)
    .where(
      and(
        eq(preschoolResults.schId, preschool.schId),
        eq(preschoolResults.preschoolId, preschool.id),
        eq(preschoolResults.period, at.period),
        eq(preschoolResults.term, at.term),
        eq(preschoolResults.session, at.session),
      ),
    );

/** One result per pupil and term reference: saving again changes the fields sent. */
export async function writePreschoolResult(
  db: DbOrTx,
  key: typeof preschoolResults.$inferInsert,
  fields: Partial<typeof preschoolResults.$inferInsert>,
) {
  return one(
    await db
      .insert(preschoolResults)
      .values({ ...key, ...fields })
      .onConflictDoUpdate({
        target: [
          preschoolResults.studentId,
          preschoolResults.period,
          preschoolResults.term,
          preschoolResults.session,
          preschoolResults.schId,
        ],
        set: { ...fields, preschoolId: key.preschoolId, updatedAt: new Date() },
      })
      .returning(),
  );
}

/** What the sheets of a preschool's results show alike: the class, its people, the dates. */
export async function preschoolSheet(db: DbOrTx, first: PreschoolResultRow, studentIds: bigint[]) {
  const { schId } = first;
  const [pre] = await db
    .select()
    .from(preschools)
    .where(and(eq(preschools.schId, schId), eq(preschools.id, first.preschoolId)));
  const pupils = await db
    .select()
    .from(users)
    .where(and(eq(users.schId, schId), inArray(users.id, studentIds)));
  const classmates = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.schId, schId),
        eq(users.preschoolId, first.preschoolId),
        eq(users.kind, 'student'),
        eq(users.status, 'active'),
      ),
    );
  const teachers = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.schId, schId),
        eq(users.preschoolId, first.preschoolId),
        eq(users.kind, 'staff'),
      ),
    );
  const [hos] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.schId, schId),
        eq(users.campusId, first.campusId),
        eq(users.designationId, DESIGNATION.principal),
        eq(users.status, 'active'),
      ),
    )
    .limit(1);
  const [closing] = await closingOf(db, schId, [first.campusId], first.term, first.session);
  return { pre, pupils, classSize: classmates.length, teachers, hos, closing };
}
