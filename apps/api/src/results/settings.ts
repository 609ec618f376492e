/** Results settings rows → the domain's types and the contract's records (no query). */

import {
  assessmentCount,
  type GradePointBand,
  type GradingBand,
  type SchemeComponent,
  schemeValue,
} from '@schoolmates/domain/results';
import type { components } from '@schoolmates/sdk';
import type {
  closingResumptions,
  extraCurriculars,
  gradePoints,
  gradingBands,
  ratingGroups,
  StoredActivity,
  scoreSettings,
  sheetSettings,
} from '../db/schema.ts';
import { optId, record } from '../http/envelope.ts';
import { conflict, type FieldErrors, invalid, notFound } from '../http/errors.ts';
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

export function schemeAttributes(
  row: ScoreSettingRow,
  hasScores: boolean,
): S['ScoreSettingAttributes'] {
  return {
    campus_id: String(row.campusId),
    score_option_id: optId(row.scoreOptionId),
    value: schemeValue(row.components),
    assessment_type: assessmentCount(row.components),
    components: row.components,
    total: row.components.reduce((sum, c) => sum + c.maximum, 0),
    has_scores: hasScores,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Refuses a new scheme that would leave an entered score without room (rules.md). Messages
 * name components as the school does ("First Assessment"), never by key.
 */
export function checkSchemeChange(
  current: SchemeComponent[],
  next: SchemeComponent[],
  entered: Map<string, number>,
) {
  for (const [key, tenths] of entered) {
    const component = next.find((c) => c.key === key);
    if (!component) {
      const name = current.find((c) => c.key === key)?.name ?? key;
      throw conflict(`Scores have been entered for ${name} this term: it cannot be removed.`);
    }
    if (tenths > component.maximum * 10) {
      throw conflict(
        `A ${component.name} score of ${tenths / 10} has been entered this term: its maximum cannot go below it.`,
      );
    }
  }
}

type ActivityRow = { a: typeof extraCurriculars.$inferSelect; className: string | null };

export const activityRecord = ({ a, className }: ActivityRow): S['ExtraCurricularRecord'] =>
  record(a.id, { name: a.name, class_id: optId(a.classId), class_name: className });

type GroupRow = typeof ratingGroups.$inferSelect;
export const skillRecord = (g: GroupRow): S['SkillRecord'] =>
  record(g.id, { skill_type: g.groupType as S['SkillTypeName'], attribute: g.attributes });
export const reportRecord = (g: GroupRow): S['ReportTypeRecord'] =>
  record(g.id, { report_type: g.groupType as S['ReportTypeName'], attribute: g.attributes });

/** A campus's sheet setting of (period, term), as asked or saved. */
export const sheetSettingRecord = (
  row: typeof sheetSettings.$inferSelect,
  { period, term }: { period: S['Period']; term: S['Term'] },
): S['SheetSettingRecord'] =>
  record(row.id, {
    campus_id: String(row.campusId),
    period,
    term,
    sheet_sections: sectionsOf(row),
    saved: true,
  });

/** What the sheets of (period, term) show when the campus saved nothing: every section. */
export const defaultSheetSettingRecord = (
  campusId: bigint,
  { period, term }: { period: S['Period']; term: S['Term'] },
): S['SheetSettingRecord'] =>
  record(campusId, {
    campus_id: String(campusId),
    period,
    term,
    sheet_sections: sectionsOf(undefined),
    saved: false,
  });

/** A bank comment covers whole averages from..to. */
export function checkCommentRange(from: number, to: number) {
  if (from > to) throw invalid({ score_from: ['must not be above score_to'] });
}

export const closingRecord = (
  row: typeof closingResumptions.$inferSelect,
): S['ClosingResumptionRecord'] =>
  record(row.id, {
    campus_id: String(row.campusId),
    term: row.term as S['Term'],
    session: row.session,
    session_ends: row.sessionEnds,
    session_resumes: row.sessionResumes,
  });

/** The legacy maximum scores (`GET /maximumscores`), from the campus's scheme. */
export function maximumScoresRecord(row: ScoreSettingRow): S['MaximumScoresRecord'] {
  const cas = row.components.filter((c) => c.period === 'First Half');
  const exam = row.components.find((c) => c.period === 'Second Half');
  return record(row.id, {
    campus_id: String(row.campusId),
    midterm: cas.reduce((sum, c) => sum + c.maximum, 0),
    first_assessment: cas[0]?.maximum ?? null,
    second_assessment: cas[1]?.maximum ?? null,
    has_two_assessment: cas.length >= 2,
    exam: exam?.maximum ?? 0,
    total: row.components.reduce((sum, c) => sum + c.maximum, 0),
    components: row.components,
  });
}
