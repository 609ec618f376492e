import type { Term } from '@schoolmates/domain/calendar';
/**
 * The campus's results settings as the sheets and screens read them: score scheme, grading
 * and grade-point bands, the comment bank, sheet sections, closing dates, activities.
 */

import { and, asc, eq, isNull, max, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { currentPeriod } from '../academic-setup/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { anyId, idArray, preparedOnce } from '../db/prepared.ts';
import { one } from '../db/rows.ts';
import {
  classes,
  closingResumptions,
  extraCurriculars,
  gradePoints,
  gradingBands,
  principalComments,
  ratingGroups,
  resultScores,
  results,
  scoreSettings,
  sheetSettings,
  users,
} from '../db/schema.ts';

// The campus look-ups below take a list of campuses (`= any`, prepared once): one campus for a
// screen, every campus of the school for a whole-school computation, in the same query.

/** Rows of the school's campuses `campusIds` (placeholders `schId`, `campusIds`). */
const ofCampuses = (t: { schId: AnyPgColumn; campusId: AnyPgColumn }) =>
  and(eq(t.schId, sql.placeholder('schId')), anyId(t.campusId, 'campusIds'));

/** The score schemes of the campuses (one row per campus that has one). */
export const schemeRows = (db: DbOrTx, schId: bigint, campusIds: readonly bigint[]) =>
  preparedOnce(db, 'score_settings_of', (name) =>
    db.select().from(scoreSettings).where(ofCampuses(scoreSettings)).prepare(name),
  ).execute({ schId, campusIds: idArray(campusIds) });

/** Grading bands of the campuses, lowest first. */
export const gradingOf = (db: DbOrTx, schId: bigint, campusIds: readonly bigint[]) =>
  preparedOnce(db, 'grading_bands_of', (name) =>
    db
      .select()
      .from(gradingBands)
      .where(ofCampuses(gradingBands))
      .orderBy(asc(gradingBands.scoreFrom), asc(gradingBands.id))
      .prepare(name),
  ).execute({ schId, campusIds: idArray(campusIds) });

/** Grade-point bands of the campuses, lowest first. */
export const gradePointsOf = (db: DbOrTx, schId: bigint, campusIds: readonly bigint[]) =>
  preparedOnce(db, 'grade_points_of', (name) =>
    db
      .select()
      .from(gradePoints)
      .where(ofCampuses(gradePoints))
      .orderBy(asc(gradePoints.minMark), asc(gradePoints.id))
      .prepare(name),
  ).execute({ schId, campusIds: idArray(campusIds) });

/** The comment banks of the campuses (lowest range first, then oldest), with who wrote each. */
export const commentBankOf = (db: DbOrTx, schId: bigint, campusIds: readonly bigint[]) =>
  preparedOnce(db, 'comment_bank_of', (name) =>
    db
      .select({ c: principalComments, hos: users })
      .from(principalComments)
      .innerJoin(
        users,
        and(eq(users.schId, principalComments.schId), eq(users.id, principalComments.hosId)),
      )
      .where(ofCampuses(principalComments))
      .orderBy(asc(principalComments.scoreFrom), asc(principalComments.id))
      .prepare(name),
  ).execute({ schId, campusIds: idArray(campusIds) });

export type CommentRow = Awaited<ReturnType<typeof commentBankOf>>[number];

/** The campuses' sheet settings of (period, term): at most one row per campus. */
export const sheetSettingsOf = (
  db: DbOrTx,
  schId: bigint,
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
          ofCampuses(sheetSettings),
          eq(sheetSettings.period, sql.placeholder('period')),
          eq(sheetSettings.term, sql.placeholder('term')),
        ),
      )
      .prepare(name),
  ).execute({ schId, campusIds: idArray(campusIds), period, term });

/** The campuses' closing and resumption dates of (term, session): at most one row per campus. */
export const closingOf = (
  db: DbOrTx,
  schId: bigint,
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
          ofCampuses(closingResumptions),
          eq(closingResumptions.term, sql.placeholder('term')),
          eq(closingResumptions.session, sql.placeholder('session')),
        ),
      )
      .prepare(name),
  ).execute({ schId, campusIds: idArray(campusIds), term, session });

/** Extra-curricular activities of a campus (with `classId`: those offered to that class). */
export async function activities(
  db: DbOrTx,
  schId: bigint,
  campusId: bigint,
  preschool: boolean,
  classId?: bigint,
) {
  return db
    .select({ a: extraCurriculars, className: classes.className })
    .from(extraCurriculars)
    .leftJoin(
      classes,
      and(eq(classes.schId, extraCurriculars.schId), eq(classes.id, extraCurriculars.classId)),
    )
    .where(
      and(
        eq(extraCurriculars.schId, schId),
        eq(extraCurriculars.campusId, campusId),
        eq(extraCurriculars.preschool, preschool),
        classId === undefined
          ? undefined
          : or(isNull(extraCurriculars.classId), eq(extraCurriculars.classId, classId)),
      ),
    )
    .orderBy(asc(extraCurriculars.name), asc(extraCurriculars.id));
}

/** Highest entered score (tenths) per component of the campus's term. */
export async function enteredMaxima(
  db: DbOrTx,
  schId: bigint,
  campusId: bigint,
  term: Term,
  session: string,
) {
  const rows = await db
    .select({ component: resultScores.component, tenths: max(resultScores.tenths) })
    .from(resultScores)
    .innerJoin(
      results,
      and(eq(results.schId, resultScores.schId), eq(results.id, resultScores.resultId)),
    )
    .where(
      and(
        eq(results.schId, schId),
        eq(results.campusId, campusId),
        eq(results.term, term),
        eq(results.session, session),
      ),
    )
    .groupBy(resultScores.component);
  return new Map(rows.map((r) => [r.component, r.tenths ?? 0]));
}

/** One scheme per campus: saving replaces it. */
export async function saveScheme(
  db: DbOrTx,
  values: Pick<
    typeof scoreSettings.$inferInsert,
    'schId' | 'campusId' | 'scoreOptionId' | 'components'
  >,
) {
  const { scoreOptionId, components } = values;
  return one(
    await db
      .insert(scoreSettings)
      .values(values)
      .onConflictDoUpdate({
        target: [scoreSettings.campusId, scoreSettings.schId],
        set: { scoreOptionId, components, updatedAt: sql`excluded.updated_at` },
      })
      .returning(),
  );
}

/** One sheet setting per campus and (period, term): saving replaces it. */
export async function writeSheetSetting(
  db: DbOrTx,
  values: Pick<
    typeof sheetSettings.$inferInsert,
    'schId' | 'campusId' | 'period' | 'term' | 'sectionIds'
  >,
) {
  return one(
    await db
      .insert(sheetSettings)
      .values(values)
      .onConflictDoUpdate({
        target: [
          sheetSettings.campusId,
          sheetSettings.period,
          sheetSettings.term,
          sheetSettings.schId,
        ],
        set: { sectionIds: values.sectionIds },
      })
      .returning(),
  );
}

/** A class of the campus, or undefined. */
export async function classOfCampus(db: DbOrTx, schId: bigint, campusId: bigint, id: bigint) {
  const [cls] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.schId, schId), eq(classes.id, id), eq(classes.campusId, campusId)));
  return cls;
}

export async function insertActivity(db: DbOrTx, values: typeof extraCurriculars.$inferInsert) {
  return one(await db.insert(extraCurriculars).values(values).returning());
}

/** Deletes an activity of the campus; false when it has none with this id. */
export async function deleteActivity(
  db: DbOrTx,
  schId: bigint,
  campusId: bigint,
  id: bigint,
  preschool: boolean,
) {
  const [gone] = await db
    .delete(extraCurriculars)
    .where(
      and(
        eq(extraCurriculars.id, id),
        eq(extraCurriculars.schId, schId),
        eq(extraCurriculars.campusId, campusId),
        eq(extraCurriculars.preschool, preschool),
      ),
    )
    .returning({ id: extraCurriculars.id });
  return !!gone;
}

export type RatingKind = (typeof ratingGroups.$inferSelect)['kind'];

/** The campus's skill groups or report types, by name. */
export const ratingGroupsOf = (db: DbOrTx, schId: bigint, campusId: bigint, kind: RatingKind) =>
  db
    .select()
    .from(ratingGroups)
    .where(
      and(
        eq(ratingGroups.schId, schId),
        eq(ratingGroups.campusId, campusId),
        eq(ratingGroups.kind, kind),
      ),
    )
    .orderBy(asc(ratingGroups.groupType));

export async function ratingGroupRow(
  db: DbOrTx,
  schId: bigint,
  campusId: bigint,
  kind: RatingKind,
  id: bigint,
) {
  const [row] = await db
    .select()
    .from(ratingGroups)
    .where(
      and(
        eq(ratingGroups.id, id),
        eq(ratingGroups.schId, schId),
        eq(ratingGroups.campusId, campusId),
        eq(ratingGroups.kind, kind),
      ),
    );
  return row;
}

export async function insertRatingGroup(db: DbOrTx, values: typeof ratingGroups.$inferInsert) {
  return one(await db.insert(ratingGroups).values(values).returning());
}

export async function updateRatingGroup(
  db: DbOrTx,
  schId: bigint,
  id: bigint,
  values: { groupType: string; attributes: string[] },
) {
  return one(
    await db
      .update(ratingGroups)
      .set(values)
      .where(and(eq(ratingGroups.schId, schId), eq(ratingGroups.id, id)))
      .returning(),
  );
}

export async function deleteRatingGroup(db: DbOrTx, schId: bigint, id: bigint) {
  await db.delete(ratingGroups).where(and(eq(ratingGroups.schId, schId), eq(ratingGroups.id, id)));
}

export async function insertComment(db: DbOrTx, values: typeof principalComments.$inferInsert) {
  return one(
    await db.insert(principalComments).values(values).returning({ id: principalComments.id }),
  ).id;
}

export async function updateComment(
  db: DbOrTx,
  schId: bigint,
  id: bigint,
  values: { comment: string; scoreFrom: number; scoreTo: number },
) {
  await db
    .update(principalComments)
    .set(values)
    .where(and(eq(principalComments.schId, schId), eq(principalComments.id, id)));
}

export async function deleteComment(db: DbOrTx, schId: bigint, id: bigint) {
  await db
    .delete(principalComments)
    .where(and(eq(principalComments.schId, schId), eq(principalComments.id, id)));
}

/** Highest entered score (tenths) per component in the campus's current term. */
export async function enteredThisTerm(db: DbOrTx, schId: bigint, campusId: bigint) {
  const current = await currentPeriod(db, schId, campusId);
  if (!current) return new Map<string, number>();
  return enteredMaxima(db, schId, campusId, current.term, current.session);
}
