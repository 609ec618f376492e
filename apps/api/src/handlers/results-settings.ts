/**
 * Area `results settings` (issue 6): score scheme and its presets, report-sheet sections,
 * grading and grade-point bands, extra-curricular activities (elementary and preschool),
 * skill groups and report types, and the principal's comment bank.
 */

import {
  assessmentCount,
  type Band,
  type BandEdit,
  bandCoverageIssues,
  keyComponents,
  moveBand,
  removeBand,
  SCORE_OPTIONS,
  type SchemeComponent,
  schemeProblems,
  schemeValue,
  wholeHalfUp,
} from '@schoolmates/domain/results';
import type { components } from '@schoolmates/sdk';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import { currentPeriod } from '../academic-setup/periods.queries.ts';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { one } from '../db/rows.ts';
import {
  classes,
  extraCurriculars,
  gradePoints,
  gradingBands,
  principalComments,
  ratingGroups,
  resultScores,
  results,
  scoreSettings,
  sheetSettings,
} from '../db/schema.ts';
import { item, list, message, optId, record, toId } from '../http/envelope.ts';
import { conflict, type FieldErrors, invalid, notFound, uniquely } from '../http/errors.ts';
import { targetCampus } from '../http/scope.ts';
import { queryCampus } from '../results/access.ts';
import {
  activities,
  commentBankOf,
  gradePointsOf,
  gradingOf,
  schemeRows,
  sheetSettingsOf,
} from '../results/settings.queries.ts';
import {
  principalCommentRecord,
  type ScoreSettingRow,
  SHEET_SECTIONS,
  sectionsOf,
} from '../results/settings.ts';
import type { HandlerMap } from './types.ts';

type S = components['schemas'];

// ---------------------------------------------------------------- score scheme

/** Highest entered score (tenths) per component in the campus's current term. */
async function enteredMaxima(db: DbOrTx, campusId: bigint) {
  const current = await currentPeriod(db, campusId);
  if (!current) return new Map<string, number>();
  const rows = await db
    .select({ component: resultScores.component, tenths: max(resultScores.tenths) })
    .from(resultScores)
    .innerJoin(results, eq(results.id, resultScores.resultId))
    .where(
      and(
        eq(results.campusId, campusId),
        eq(results.term, current.term),
        eq(results.session, current.session),
      ),
    )
    .groupBy(resultScores.component);
  return new Map(rows.map((r) => [r.component, r.tenths ?? 0]));
}

function schemeAttributes(row: ScoreSettingRow, hasScores: boolean): S['ScoreSettingAttributes'] {
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

/** Refuses a new scheme that would leave an entered score without room (rules.md). */
function checkSchemeChange(next: SchemeComponent[], entered: Map<string, number>) {
  for (const [key, tenths] of entered) {
    const component = next.find((c) => c.key === key);
    if (!component) {
      throw conflict(`Scores have been entered for ${key} this term: it cannot be removed.`);
    }
    if (tenths > component.maximum * 10) {
      throw conflict(
        `A ${key} score of ${tenths / 10} has been entered this term: its maximum cannot go below it.`,
      );
    }
  }
}

// ---------------------------------------------------------------- bands

/** 422 with the reason on `bands.N.<bound field>` when the set does not cover 0..100 once. */
function coverageErrors(
  bands: { from: number; to: number }[],
  fields: { from: string; to: string },
): FieldErrors | null {
  const issues = bandCoverageIssues(bands);
  if (issues.length === 0) return null;
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.index === null ? 'bands' : `bands.${issue.index}.${fields[issue.bound]}`;
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

type BandTable = {
  list(db: DbOrTx, campusId: bigint): Promise<Band[]>;
  /** Writes a band's bounds (and, for the edited band, its other fields). */
  write(db: DbOrTx, band: Band, extra: Record<string, unknown>): Promise<unknown>;
  remove(db: DbOrTx, id: bigint): Promise<unknown>;
};

const gradingTable: BandTable = {
  list: async (db, campusId) =>
    (await gradingOf(db, [campusId])).map((b) => ({
      id: String(b.id),
      from: b.scoreFrom,
      to: b.scoreTo,
    })),
  write: (db, b, extra) =>
    db
      .update(gradingBands)
      .set({ scoreFrom: b.from, scoreTo: b.to, ...extra })
      .where(eq(gradingBands.id, toId(b.id))),
  remove: (db, id) => db.delete(gradingBands).where(eq(gradingBands.id, id)),
};

const gradePointTable: BandTable = {
  list: async (db, campusId) =>
    (await gradePointsOf(db, [campusId])).map((b) => ({
      id: String(b.id),
      from: b.minMark,
      to: b.maxMark,
    })),
  write: (db, b, extra) =>
    db
      .update(gradePoints)
      .set({ minMark: b.from, maxMark: b.to, ...extra })
      .where(eq(gradePoints.id, toId(b.id))),
  remove: (db, id) => db.delete(gradePoints).where(eq(gradePoints.id, id)),
};

/**
 * Edits one band of the caller's campus with a pure edit (move or remove), writing every
 * bound it changes in one transaction; 404 for a band of another campus, 409 with the edit's
 * reason when the set would stop covering 0..100.
 */
async function editBand(
  db: DbOrTx,
  auth: Auth,
  table: BandTable,
  id: string,
  edit: (bands: Band[], band: Band) => BandEdit<Band>,
  extra: Record<string, unknown> = {},
) {
  const bands = await table.list(db, auth.campusId);
  const band = bands.find((b) => b.id === id);
  if (!band) throw notFound('Band');
  const result = edit(bands, band);
  if (!result.ok) throw conflict(result.reason);
  const kept = new Set(result.bands.map((b) => b.id));
  await db.transaction(async (tx) => {
    if (!kept.has(id)) await table.remove(tx, toId(id));
    for (const b of result.bands) await table.write(tx, b, b.id === id ? extra : {});
  });
}

const gradingList = async (db: DbOrTx, campusId: bigint): Promise<S['GradingList']> =>
  list(
    (await gradingOf(db, [campusId])).map((b) =>
      record(b.id, {
        score_from: b.scoreFrom,
        score_to: b.scoreTo,
        grade: b.grade,
        remark: b.remark,
      }),
    ),
  );

const gradePointList = async (db: DbOrTx, campusId: bigint): Promise<S['GradePointList']> =>
  list(
    (await gradePointsOf(db, [campusId])).map((b) =>
      record(b.id, {
        min_mark: b.minMark,
        max_mark: b.maxMark,
        grade_point: b.gradePoint / 100,
        remark: b.remark,
        key_range: `${b.minMark}-${b.maxMark}`,
      }),
    ),
  );

// ---------------------------------------------------------------- activities and ratings

type ActivityRow = { a: typeof extraCurriculars.$inferSelect; className: string | null };

const activityRecord = ({ a, className }: ActivityRow): S['ExtraCurricularRecord'] =>
  record(a.id, { name: a.name, class_id: optId(a.classId), class_name: className });

async function deleteActivity(db: DbOrTx, auth: Auth, id: string, preschool: boolean) {
  const [gone] = await db
    .delete(extraCurriculars)
    .where(
      and(
        eq(extraCurriculars.id, toId(id)),
        eq(extraCurriculars.schId, auth.schId),
        eq(extraCurriculars.campusId, auth.campusId),
        eq(extraCurriculars.preschool, preschool),
      ),
    )
    .returning({ id: extraCurriculars.id });
  if (!gone) throw notFound('Extra-curricular activity');
  return message('Activity deleted.');
}

type GroupRow = typeof ratingGroups.$inferSelect;
const skillRecord = (g: GroupRow): S['SkillRecord'] =>
  record(g.id, { skill_type: g.groupType as S['SkillTypeName'], attribute: g.attributes });
const reportRecord = (g: GroupRow): S['ReportTypeRecord'] =>
  record(g.id, { report_type: g.groupType as S['ReportTypeName'], attribute: g.attributes });

const groupsOf = (db: DbOrTx, auth: Auth, kind: 'skill' | 'report') =>
  db
    .select()
    .from(ratingGroups)
    .where(and(eq(ratingGroups.campusId, auth.campusId), eq(ratingGroups.kind, kind)))
    .orderBy(asc(ratingGroups.groupType));

async function groupOf(db: DbOrTx, auth: Auth, kind: 'skill' | 'report', id: string) {
  const [row] = await db
    .select()
    .from(ratingGroups)
    .where(
      and(
        eq(ratingGroups.id, toId(id)),
        eq(ratingGroups.schId, auth.schId),
        eq(ratingGroups.campusId, auth.campusId),
        eq(ratingGroups.kind, kind),
      ),
    );
  if (!row) throw notFound(kind === 'skill' ? 'Skill' : 'Report type');
  return row;
}

const groupExists = (kind: 'skill' | 'report') =>
  `The campus already has this ${kind === 'skill' ? 'skill group' : 'report type'}.`;

async function createGroup(
  db: DbOrTx,
  auth: Auth,
  kind: 'skill' | 'report',
  type: string,
  attributes: string[],
) {
  return uniquely(groupExists(kind), async () =>
    one(
      await db
        .insert(ratingGroups)
        .values({ schId: auth.schId, campusId: auth.campusId, kind, groupType: type, attributes })
        .returning(),
    ),
  );
}

async function updateGroup(
  db: DbOrTx,
  auth: Auth,
  kind: 'skill' | 'report',
  id: string,
  type: string | undefined,
  attributes: string[] | undefined,
) {
  const row = await groupOf(db, auth, kind, id);
  return uniquely(groupExists(kind), async () =>
    one(
      await db
        .update(ratingGroups)
        .set({ groupType: type ?? row.groupType, attributes: attributes ?? row.attributes })
        .where(eq(ratingGroups.id, row.id))
        .returning(),
    ),
  );
}

async function deleteGroup(db: DbOrTx, auth: Auth, kind: 'skill' | 'report', id: string) {
  const row = await groupOf(db, auth, kind, id);
  await db.delete(ratingGroups).where(eq(ratingGroups.id, row.id));
  return message(kind === 'skill' ? 'Skill deleted.' : 'Report type deleted.');
}

// ---------------------------------------------------------------- principal comments

function checkRange(from: number, to: number) {
  if (from > to) throw invalid({ score_from: ['must not be above score_to'] });
}

async function commentOf(db: DbOrTx, auth: Auth, id: string) {
  const row = (await commentBankOf(db, [auth.campusId])).find((r) => String(r.c.id) === id);
  if (!row) throw notFound('Comment');
  return row;
}

async function commentItem(db: DbOrTx, auth: Auth, id: bigint): Promise<S['PrincipalCommentItem']> {
  return item(principalCommentRecord(await commentOf(db, auth, String(id))));
}

export const resultsSettingsHandlers = {
  async listScoreOptions() {
    return list(
      SCORE_OPTIONS.map((o) =>
        record(o.id, {
          label: o.label,
          value: schemeValue(o.components),
          assessment_type: assessmentCount(o.components),
          components: o.components,
          is_default: o.is_default,
        }),
      ),
    );
  },

  async saveScoreSetting({ db, auth, body }) {
    const campus = await targetCampus(db, auth, body.campus_id);
    const problems = schemeProblems(body.components);
    if (Object.keys(problems).length > 0) throw invalid(problems);
    const optionId = body.score_option_id ? Number(body.score_option_id) : null;
    if (optionId !== null && !SCORE_OPTIONS.some((o) => o.id === optionId)) {
      throw invalid({ score_option_id: ['is not a preset score scheme'] });
    }
    const components = keyComponents(body.components);
    const row = await db.transaction(async (tx) => {
      const [existing] = await schemeRows(tx, [campus.id]);
      const entered = await enteredMaxima(tx, campus.id);
      if (existing) checkSchemeChange(components, entered);
      return one(
        await tx
          .insert(scoreSettings)
          .values({ schId: auth.schId, campusId: campus.id, scoreOptionId: optionId, components })
          .onConflictDoUpdate({
            target: scoreSettings.campusId,
            set: { scoreOptionId: optionId, components, updatedAt: sql`now()` },
          })
          .returning(),
      );
    });
    const entered = await enteredMaxima(db, campus.id);
    return item(record(row.id, schemeAttributes(row, entered.size > 0)), 'Score settings saved.');
  },

  async getScoreSetting({ db, auth, query }) {
    const campus = await queryCampus(db, auth, query);
    const [row] = await schemeRows(db, [campus.id]);
    if (!row) throw notFound('Score settings of the campus');
    const entered = await enteredMaxima(db, campus.id);
    return item(record(row.id, schemeAttributes(row, entered.size > 0)));
  },

  async listSheetSections() {
    return list(SHEET_SECTIONS.map((s) => record(s.id, { section: s.section })));
  },

  async getSheetSetting({ db, auth, query }) {
    const campus = await queryCampus(db, auth, query);
    const [row] = await sheetSettingsOf(db, [campus.id], query.period, query.term);
    if (!row) throw notFound('Sheet settings');
    return item(
      record(row.id, {
        campus_id: String(campus.id),
        period: query.period,
        term: query.term,
        sheet_sections: sectionsOf(row),
      }),
    );
  },

  async saveSheetSetting({ db, auth, body }) {
    const campus = await targetCampus(db, auth, body.campus_id);
    const errors: FieldErrors = {};
    body.sheet_ids.forEach((id, n) => {
      if (!SHEET_SECTIONS.some((s) => s.id === id))
        errors[`sheet_ids.${n}`] = ['is not a sheet section'];
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const sectionIds = body.sheet_ids.map(Number);
    const row = one(
      await db
        .insert(sheetSettings)
        .values({
          schId: auth.schId,
          campusId: campus.id,
          period: body.period,
          term: body.term,
          sectionIds,
        })
        .onConflictDoUpdate({
          target: [sheetSettings.campusId, sheetSettings.period, sheetSettings.term],
          set: { sectionIds },
        })
        .returning(),
    );
    return item(
      record(row.id, {
        campus_id: String(campus.id),
        period: body.period,
        term: body.term,
        sheet_sections: sectionsOf(row),
      }),
      'Sheet settings saved.',
    );
  },

  async listGradingBands({ db, auth }) {
    return gradingList(db, auth.campusId);
  },

  async saveGradingBands({ db, auth, body }) {
    const errors = coverageErrors(
      body.bands.map((b) => ({ from: b.score_from, to: b.score_to })),
      { from: 'score_from', to: 'score_to' },
    );
    if (errors) throw invalid(errors, 'The grading bands must cover 0 to 100 exactly once.');
    await db.transaction(async (tx) => {
      await tx.delete(gradingBands).where(eq(gradingBands.campusId, auth.campusId));
      await tx.insert(gradingBands).values(
        body.bands.map((b) => ({
          schId: auth.schId,
          campusId: auth.campusId,
          scoreFrom: b.score_from,
          scoreTo: b.score_to,
          grade: b.grade,
          remark: b.remark,
        })),
      );
    });
    return { ...(await gradingList(db, auth.campusId)), message: 'Grading saved.' };
  },

  async updateGradingBand({ db, auth, params, body }) {
    await editBand(
      db,
      auth,
      gradingTable,
      params.id,
      (bands, band) =>
        moveBand(bands, params.id, body.score_from ?? band.from, body.score_to ?? band.to),
      { grade: body.grade, remark: body.remark },
    );
    return { ...(await gradingList(db, auth.campusId)), message: 'Grading band updated.' };
  },

  async deleteGradingBand({ db, auth, params }) {
    await editBand(db, auth, gradingTable, params.id, (bands) => removeBand(bands, params.id));
    return message('Grading band deleted.');
  },

  async listGradePoints({ db, auth }) {
    return gradePointList(db, auth.campusId);
  },

  async saveGradePoints({ db, auth, body }) {
    const errors = coverageErrors(
      body.bands.map((b) => ({ from: b.min_mark, to: b.max_mark })),
      { from: 'min_mark', to: 'max_mark' },
    );
    if (errors) throw invalid(errors, 'The grade-point bands must cover 0 to 100 exactly once.');
    await db.transaction(async (tx) => {
      await tx.delete(gradePoints).where(eq(gradePoints.campusId, auth.campusId));
      await tx.insert(gradePoints).values(
        body.bands.map((b) => ({
          schId: auth.schId,
          campusId: auth.campusId,
          minMark: b.min_mark,
          maxMark: b.max_mark,
          gradePoint: wholeHalfUp(b.grade_point * 100),
          remark: b.remark,
        })),
      );
    });
    return { ...(await gradePointList(db, auth.campusId)), message: 'Grade points saved.' };
  },

  async updateGradePoint({ db, auth, params, body }) {
    await editBand(
      db,
      auth,
      gradePointTable,
      params.id,
      (bands, band) =>
        moveBand(bands, params.id, body.min_mark ?? band.from, body.max_mark ?? band.to),
      {
        remark: body.remark,
        gradePoint:
          body.grade_point === undefined ? undefined : wholeHalfUp(body.grade_point * 100),
      },
    );
    return { ...(await gradePointList(db, auth.campusId)), message: 'Grade-point band updated.' };
  },

  async deleteGradePoint({ db, auth, params }) {
    await editBand(db, auth, gradePointTable, params.id, (bands) => removeBand(bands, params.id));
    return message('Grade-point band deleted.');
  },

  async listExtraCurriculars({ db, auth, query }) {
    const rows = await activities(
      db,
      auth.campusId,
      false,
      query.class_id ? toId(query.class_id) : undefined,
    );
    return list(rows.map(activityRecord));
  },

  async createExtraCurricular({ db, auth, body }) {
    let classId: bigint | null = null;
    if (body.class_id) {
      const [cls] = await db
        .select({ id: classes.id })
        .from(classes)
        .where(and(eq(classes.id, toId(body.class_id)), eq(classes.campusId, auth.campusId)));
      if (!cls) throw invalid({ class_id: ['is not a class of this campus'] });
      classId = cls.id;
    }
    const row = await uniquely('The campus already has this activity.', async () =>
      one(
        await db
          .insert(extraCurriculars)
          .values({ schId: auth.schId, campusId: auth.campusId, classId, name: body.name.trim() })
          .returning(),
      ),
    );
    const [withName] = (await activities(db, auth.campusId, false)).filter(
      (r) => r.a.id === row.id,
    );
    return item(activityRecord(withName ?? { a: row, className: null }), 'Activity added.');
  },

  async deleteExtraCurricular({ db, auth, params }) {
    return deleteActivity(db, auth, params.id, false);
  },

  async listPreschoolExtraCurriculars({ db, auth }) {
    const rows = await activities(db, auth.campusId, true);
    return list(rows.map(({ a }) => record(a.id, { name: a.name })));
  },

  async createPreschoolExtraCurricular({ db, auth, body }) {
    const row = await uniquely('The campus already has this activity.', async () =>
      one(
        await db
          .insert(extraCurriculars)
          .values({
            schId: auth.schId,
            campusId: auth.campusId,
            preschool: true,
            name: body.name.trim(),
          })
          .returning(),
      ),
    );
    return item(record(row.id, { name: row.name }), 'Activity added.');
  },

  async deletePreschoolExtraCurricular({ db, auth, params }) {
    return deleteActivity(db, auth, params.id, true);
  },

  async listSkills({ db, auth }) {
    return list((await groupsOf(db, auth, 'skill')).map(skillRecord));
  },
  async createSkill({ db, auth, body }) {
    return item(skillRecord(await createGroup(db, auth, 'skill', body.skill_type, body.attribute)));
  },
  async getSkill({ db, auth, params }) {
    return item(skillRecord(await groupOf(db, auth, 'skill', params.id)));
  },
  async updateSkill({ db, auth, params, body }) {
    return item(
      skillRecord(await updateGroup(db, auth, 'skill', params.id, body.skill_type, body.attribute)),
    );
  },
  async deleteSkill({ db, auth, params }) {
    return deleteGroup(db, auth, 'skill', params.id);
  },

  async listReportTypes({ db, auth }) {
    return list((await groupsOf(db, auth, 'report')).map(reportRecord));
  },
  async createReportType({ db, auth, body }) {
    return item(
      reportRecord(await createGroup(db, auth, 'report', body.report_type, body.attribute)),
    );
  },
  async getReportType({ db, auth, params }) {
    return item(reportRecord(await groupOf(db, auth, 'report', params.id)));
  },
  async updateReportType({ db, auth, params, body }) {
    return item(
      reportRecord(
        await updateGroup(db, auth, 'report', params.id, body.report_type, body.attribute),
      ),
    );
  },
  async deleteReportType({ db, auth, params }) {
    return deleteGroup(db, auth, 'report', params.id);
  },

  async listPrincipalComments({ db, auth, query }) {
    const rows = await commentBankOf(db, [auth.campusId]);
    const whole = query.average === undefined ? null : wholeHalfUp(query.average);
    return list(
      rows
        .filter((r) => whole === null || (r.c.scoreFrom <= whole && whole <= r.c.scoreTo))
        .map(principalCommentRecord),
    );
  },

  async createPrincipalComment({ db, auth, body }) {
    checkRange(body.score_from, body.score_to);
    const row = one(
      await db
        .insert(principalComments)
        .values({
          schId: auth.schId,
          campusId: auth.campusId,
          hosId: auth.userId,
          comment: body.hos_comment,
          scoreFrom: body.score_from,
          scoreTo: body.score_to,
        })
        .returning({ id: principalComments.id }),
    );
    return { ...(await commentItem(db, auth, row.id)), message: 'Comment added.' };
  },

  async updatePrincipalComment({ db, auth, params, body }) {
    const row = await commentOf(db, auth, params.id);
    const from = body.score_from ?? row.c.scoreFrom;
    const to = body.score_to ?? row.c.scoreTo;
    checkRange(from, to);
    await db
      .update(principalComments)
      .set({ comment: body.hos_comment ?? row.c.comment, scoreFrom: from, scoreTo: to })
      .where(eq(principalComments.id, row.c.id));
    return { ...(await commentItem(db, auth, row.c.id)), message: 'Comment updated.' };
  },

  async deletePrincipalComment({ db, auth, params }) {
    const row = await commentOf(db, auth, params.id);
    await db.delete(principalComments).where(eq(principalComments.id, row.c.id));
    return message('Comment deleted.');
  },
} satisfies Partial<HandlerMap>;
