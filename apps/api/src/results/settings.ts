/** Results settings rows → the domain's types and the contract's records (no query). */

import type { GradePointBand, GradingBand, SchemeComponent } from '@schoolmates/domain/results';
import type { components } from '@schoolmates/sdk';
import type {
  gradePoints,
  gradingBands,
  StoredActivity,
  scoreSettings,
  sheetSettings,
} from '../db/schema.ts';
import { record } from '../http/envelope.ts';
import { type FieldErrors, notFound } from '../http/errors.ts';
import { fullName } from '../people/records.ts';
import type { CommentRow } from './settings.queries.ts';

type S = components['schemas'];

export type ScoreSettingRow = typeof scoreSettings.$inferSelect;

/** The campus's score scheme among `rows`, or 404 when none is set (scores cannot be entered). */
export function schemeOf(rows: readonly ScoreSettingRow[], campusId: bigint): SchemeComponent[] {
  const row = rows.find((r) => r.campusId === campusId);
  if (!row) throw notFound('Score settings of the campus');
  return row.components;
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

/** The sections a sheet shows: those of the campus's settings row, or every one without it. */
export function sectionsOf(
  row: typeof sheetSettings.$inferSelect | undefined,
): S['SheetSectionSummary'][] {
  if (!row) return SHEET_SECTIONS;
  return row.sectionIds.flatMap((id) => SHEET_SECTIONS.filter((s) => s.id === String(id)));
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
