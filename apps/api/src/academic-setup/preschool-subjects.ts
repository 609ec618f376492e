/**
 * The subjects a preschool class takes in a term, which its rating sheet (results/) and the
 * subject screens both read.
 */
import type { TermRef } from '@schoolmates/domain/calendar';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { preschoolSubjectClasses, preschoolSubjects } from '../db/schema.ts';
import { byCategory, ofPeriod } from './preschool-subjects.queries.ts';

/** The subjects given to a preschool for the period, by category then name. */
export async function subjectsOfPreschool(
  db: DbOrTx,
  schId: bigint,
  preschoolId: bigint,
  ref: TermRef,
) {
  const rows = await db
    .select({ ps: preschoolSubjects })
    .from(preschoolSubjectClasses)
    .innerJoin(
      preschoolSubjects,
      and(
        eq(preschoolSubjects.schId, preschoolSubjectClasses.schId),
        eq(preschoolSubjects.id, preschoolSubjectClasses.preschoolSubjectId),
      ),
    )
    .where(
      and(
        eq(preschoolSubjectClasses.schId, schId),
        eq(preschoolSubjectClasses.preschoolId, preschoolId),
        ofPeriod(ref),
      ),
    )
    .orderBy(...byCategory);
  return rows.map((r) => r.ps);
}
