/**
 * Look-ups shared by the results areas (results-settings.ts, results.ts): the campus's score
 * scheme, grading and grade-point bands, rating groups, activities, the comment bank, and the
 * `sch_id`/`campus` compatibility query of the original client.
 */

import type { GradePointBand, GradingBand, SchemeComponent } from '@schoolmates/domain/results';
import type { components } from '@schoolmates/sdk';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { anyId, idArray, preparedOnce } from '../db/prepared.ts';
import {
  classes,
  closingResumptions,
  extraCurriculars,
  gradePoints,
  gradingBands,
  principalComments,
  type StoredActivity,
  scoreSettings,
  sheetSettings,
  users,
} from '../db/schema.ts';
import { record } from '../http/envelope.ts';
import { type FieldErrors, forbidden, notFound } from '../http/errors.ts';
import { targetCampus } from '../http/scope.ts';
import { fullName } from './views.ts';

type S = components['schemas'];

/** `?sch_id=&campus=`: the school code must be the caller's own; the campus as targetCampus. */
export async function queryCampus(
  db: DbOrTx,
  auth: Auth,
  query: { sch_id?: string; campus?: string },
) {
  if (query.sch_id !== undefined && query.sch_id !== String(auth.schId)) {
    throw forbidden('You may only read your own school.');
  }
  return targetCampus(db, auth, query.campus);
}

export type ScoreSettingRow = typeof scoreSettings.$inferSelect;

// The campus look-ups below take a list of campuses (`= any`, prepared once): one campus for a
// screen, every campus of the school for a whole-school computation, in the same query.

/** The score schemes of the campuses (one row per campus that has one). */
export const schemeRows = (db: DbOrTx, campusIds: readonly bigint[]) =>
  preparedOnce(db, 'score_settings_of', (name) =>
    db.select().from(scoreSettings).where(anyId(scoreSettings.campusId, 'campusIds')).prepare(name),
  ).execute({ campusIds: idArray(campusIds) });

/** The campus's score scheme among `rows`, or 404 when none is set (scores cannot be entered). */
export function schemeOf(rows: readonly ScoreSettingRow[], campusId: bigint): SchemeComponent[] {
  const row = rows.find((r) => r.campusId === campusId);
  if (!row) throw notFound('Score settings of the campus');
  return row.components;
}

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

export const gradingBandOf = (b: typeof gradingBands.$inferSelect): GradingBand => ({
  score_from: b.scoreFrom,
  score_to: b.scoreTo,
  grade: b.grade,
  remark: b.remark,
});

export const gradePointBandOf = (b: typeof gradePoints.$inferSelect): GradePointBand => ({
  min_mark: b.minMark,
  max_mark: b.maxMark,
  grade_point: b.gradePoint / 100,
});

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

export const principalCommentRecord = (r: CommentRow): S['PrincipalCommentRecord'] =>
  record(r.c.id, {
    hos_id: String(r.c.hosId),
    hos_fullname: fullName(r.hos),
    hos_comment: r.c.comment,
    score_from: r.c.scoreFrom,
    score_to: r.c.scoreTo,
    signature: r.hos.signature,
  });

/** The fixed sections of a report sheet (`GET /v2/result/settings/sheet-sections`). */
export const SHEET_SECTIONS = [
  'Attendance Record',
  'Affective Disposition',
  'Psychomotor Skills',
  'Pupil Report',
  'Psychomotor Performance',
  'Extra-Curricular Activities',
  'Abacus',
  'Cumulative Scores',
  'Performance Chart',
  'Academic Rating',
  "Class Teacher's Comment",
  "Principal's Comment",
  'Signatures',
  'School Logo',
  'Next Term Begins',
].map((section, index) => ({ id: String(index + 1), section }));

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

/** The sections a sheet shows: those of the campus's settings row, or every one without it. */
export function sectionsOf(
  row: typeof sheetSettings.$inferSelect | undefined,
): S['SheetSectionSummary'][] {
  if (!row) return SHEET_SECTIONS;
  return row.sectionIds.flatMap((id) => SHEET_SECTIONS.filter((s) => s.id === String(id)));
}

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

/** Times present above times opened, once the sent values are merged with the stored ones. */
export function attendanceRefused(
  sent: { school_opened?: number | null; times_present?: number | null },
  stored: { schoolOpened: number | null; timesPresent: number | null } | undefined,
): boolean {
  const opened =
    sent.school_opened !== undefined ? sent.school_opened : (stored?.schoolOpened ?? null);
  const present =
    sent.times_present !== undefined ? sent.times_present : (stored?.timesPresent ?? null);
  return opened !== null && present !== null && present > opened;
}

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

/** The activities a result records, each offered and at most once (422 on `field.N...`). */
export function pickActivities(
  offered: { id: bigint; name: string }[],
  input: { extra_curricular_id: string; value: boolean }[],
  field: string,
  errors: FieldErrors,
): StoredActivity[] {
  const picked: StoredActivity[] = [];
  input.forEach((a, n) => {
    const activity = offered.find((o) => String(o.id) === a.extra_curricular_id);
    if (!activity || picked.some((p) => p.extra_curricular_id === a.extra_curricular_id)) {
      errors[`${field}.${n}.extra_curricular_id`] = [
        'is not an activity offered here (or is given twice)',
      ];
      return;
    }
    picked.push({
      extra_curricular_id: a.extra_curricular_id,
      name: activity.name,
      value: a.value,
    });
  });
  return picked;
}
