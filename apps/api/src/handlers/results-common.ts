/**
 * Look-ups shared by the results areas (results-settings.ts, results.ts): the campus's score
 * scheme, grading and grade-point bands, rating groups, activities, the comment bank, and the
 * `sch_id`/`campus` compatibility query of the original client.
 */

import type { components } from '@schoolmates/sdk';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
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
import type { GradePointBand, GradingBand } from '../domain/results/grading.ts';
import type { SchemeComponent } from '../domain/results/scheme.ts';
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

export async function schemeRow(db: DbOrTx, campusId: bigint) {
  const [row] = await db.select().from(scoreSettings).where(eq(scoreSettings.campusId, campusId));
  return row;
}

/** The campus's score scheme, or 422 on `field` when none is set (scores cannot be entered). */
export async function schemeOf(db: DbOrTx, campusId: bigint): Promise<SchemeComponent[]> {
  const row = await schemeRow(db, campusId);
  if (!row) throw notFound('Score settings of the campus');
  return row.components;
}

export async function gradingOf(db: DbOrTx, campusId: bigint) {
  return db
    .select()
    .from(gradingBands)
    .where(eq(gradingBands.campusId, campusId))
    .orderBy(asc(gradingBands.scoreFrom));
}

export async function gradePointsOf(db: DbOrTx, campusId: bigint) {
  return db
    .select()
    .from(gradePoints)
    .where(eq(gradePoints.campusId, campusId))
    .orderBy(asc(gradePoints.minMark));
}

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

export async function commentBankOf(db: DbOrTx, campusId: bigint) {
  return db
    .select({ c: principalComments, hos: users })
    .from(principalComments)
    .innerJoin(users, eq(users.id, principalComments.hosId))
    .where(eq(principalComments.campusId, campusId))
    .orderBy(asc(principalComments.scoreFrom), asc(principalComments.id));
}

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

export async function sheetSectionsOf(
  db: DbOrTx,
  campusId: bigint,
  period: string,
  term: string,
): Promise<S['SheetSectionSummary'][]> {
  const [row] = await db
    .select()
    .from(sheetSettings)
    .where(
      and(
        eq(sheetSettings.campusId, campusId),
        eq(sheetSettings.period, period),
        eq(sheetSettings.term, term),
      ),
    );
  if (!row) return SHEET_SECTIONS;
  return row.sectionIds.flatMap((id) => SHEET_SECTIONS.filter((s) => s.id === String(id)));
}

export async function closingOf(db: DbOrTx, campusId: bigint, term: string, session: string) {
  const [row] = await db
    .select()
    .from(closingResumptions)
    .where(
      and(
        eq(closingResumptions.campusId, campusId),
        eq(closingResumptions.term, term),
        eq(closingResumptions.session, session),
      ),
    );
  return row;
}

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
