/**
 * The campus's results settings as the sheets and screens read them: score scheme, grading
 * and grade-point bands, the comment bank, sheet sections, closing dates, activities.
 */

import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { anyId, idArray, preparedOnce } from '../db/prepared.ts';
import {
  classes,
  closingResumptions,
  extraCurriculars,
  gradePoints,
  gradingBands,
  principalComments,
  scoreSettings,
  sheetSettings,
  users,
} from '../db/schema.ts';

// The campus look-ups below take a list of campuses (`= any`, prepared once): one campus for a
// screen, every campus of the school for a whole-school computation, in the same query.

/** The score schemes of the campuses (one row per campus that has one). */
export const schemeRows = (db: DbOrTx, campusIds: readonly bigint[]) =>
  preparedOnce(db, 'score_settings_of', (name) =>
    db.select().from(scoreSettings).where(anyId(scoreSettings.campusId, 'campusIds')).prepare(name),
  ).execute({ campusIds: idArray(campusIds) });

/** Grading bands of the campuses, lowest first. */
export const gradingOf = (db: DbOrTx, campusIds: readonly bigint[]) =>
  preparedOnce(db, 'grading_bands_of', (name) =>
    db
      .select()
      .from(gradingBands)
      .where(anyId(gradingBands.campusId, 'campusIds'))
      .orderBy(asc(gradingBands.scoreFrom), asc(gradingBands.id))
      .prepare(name),
  ).execute({ campusIds: idArray(campusIds) });

/** Grade-point bands of the campuses, lowest first. */
export const gradePointsOf = (db: DbOrTx, campusIds: readonly bigint[]) =>
  preparedOnce(db, 'grade_points_of', (name) =>
    db
      .select()
      .from(gradePoints)
      .where(anyId(gradePoints.campusId, 'campusIds'))
      .orderBy(asc(gradePoints.minMark), asc(gradePoints.id))
      .prepare(name),
  ).execute({ campusIds: idArray(campusIds) });

/** The comment banks of the campuses (lowest range first, then oldest), with who wrote each. */
export const commentBankOf = (db: DbOrTx, campusIds: readonly bigint[]) =>
  preparedOnce(db, 'comment_bank_of', (name) =>
    db
      .select({ c: principalComments, hos: users })
      .from(principalComments)
      .innerJoin(users, eq(users.id, principalComments.hosId))
      .where(anyId(principalComments.campusId, 'campusIds'))
      .orderBy(asc(principalComments.scoreFrom), asc(principalComments.id))
      .prepare(name),
  ).execute({ campusIds: idArray(campusIds) });

export type CommentRow = Awaited<ReturnType<typeof commentBankOf>>[number];

/** The campuses' sheet settings of (period, term): at most one row per campus. */
export const sheetSettingsOf = (
  db: DbOrTx,
  campusIds: readonly bigint[],
  period: string,
  term: string,
) =>
  preparedOnce(db, 'sheet_settings_of', (name) =>
    db
      .select()
      .from(sheetSettings)
      .where(
        and(
          anyId(sheetSettings.campusId, 'campusIds'),
          eq(sheetSettings.period, sql.placeholder('period')),
          eq(sheetSettings.term, sql.placeholder('term')),
        ),
      )
      .prepare(name),
  ).execute({ campusIds: idArray(campusIds), period, term });

/** The campuses' closing and resumption dates of (term, session): at most one row per campus. */
export const closingOf = (
  db: DbOrTx,
  campusIds: readonly bigint[],
  term: string,
  session: string,
) =>
  preparedOnce(db, 'closing_of', (name) =>
    db
      .select()
      .from(closingResumptions)
      .where(
        and(
          anyId(closingResumptions.campusId, 'campusIds'),
          eq(closingResumptions.term, sql.placeholder('term')),
          eq(closingResumptions.session, sql.placeholder('session')),
        ),
      )
      .prepare(name),
  ).execute({ campusIds: idArray(campusIds), term, session });

/** Extra-curricular activities of a campus (with `classId`: those offered to that class). */
export async function activities(
  db: DbOrTx,
  campusId: bigint,
  preschool: boolean,
  classId?: bigint,
) {
  return db
    .select({ a: extraCurriculars, className: classes.className })
    .from(extraCurriculars)
    .leftJoin(classes, eq(classes.id, extraCurriculars.classId))
    .where(
      and(
        eq(extraCurriculars.campusId, campusId),
        eq(extraCurriculars.preschool, preschool),
        classId === undefined
          ? undefined
          : or(isNull(extraCurriculars.classId), eq(extraCurriculars.classId, classId)),
      ),
    )
    .orderBy(asc(extraCurriculars.name), asc(extraCurriculars.id));
}
