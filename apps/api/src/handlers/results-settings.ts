/**
 * Area `results settings` (issue 6): score scheme and its presets, report-sheet sections,
 * grading and grade-point bands, extra-curricular activities (elementary and preschool),
 * skill groups and report types, and the principal's comment bank.
 */

import {
  assessmentCount,
  keyComponents,
  moveBand,
  removeBand,
  SCORE_OPTIONS,
  schemeProblems,
  schemeValue,
  wholeHalfUp,
} from '@schoolmates/domain/results';
import { item, list, message, record, toId } from '../http/envelope.ts';
import { type FieldErrors, invalid, notFound, uniquely } from '../http/errors.ts';
import { targetCampus } from '../http/scope.ts';
import { commentOf, queryCampus, ratingGroupOf } from '../results/access.ts';
import {
  gradePointTable,
  gradingTable,
  replaceGradePoints,
  replaceGradingBands,
} from '../results/bands.queries.ts';
import { coverageErrors, editBand, gradePointList, gradingList } from '../results/bands.ts';
import { exemptStudent } from '../results/exempt-student.ts';
import { saveGate } from '../results/fee-gate.queries.ts';
import { classFeeHolds, feeGateOf } from '../results/fee-gate.ts';
import {
  activities,
  classOfCampus,
  commentBankOf,
  deleteActivity,
  deleteComment,
  deleteRatingGroup,
  enteredThisTerm,
  insertActivity,
  insertComment,
  insertRatingGroup,
  ratingGroupsOf,
  saveScheme,
  saveSheetSetting,
  schemeRows,
  sheetSettingsOf,
  updateComment,
  updateRatingGroup,
} from '../results/settings.queries.ts';
import {
  activityRecord,
  checkCommentRange,
  checkSchemeChange,
  defaultSheetSettingRecord,
  principalCommentRecord,
  reportRecord,
  SHEET_SECTIONS,
  schemeAttributes,
  sheetSettingRecord,
  skillRecord,
} from '../results/settings.ts';
import type { HandlerMap } from './types.ts';

const GROUP_EXISTS = {
  skill: 'The campus already has this skill group.',
  report: 'The campus already has this report type.',
};

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
      const [existing] = await schemeRows(tx, auth.schId, [campus.id]);
      const entered = await enteredThisTerm(tx, auth.schId, campus.id);
      if (existing) checkSchemeChange(existing.components, components, entered);
      return saveScheme(tx, {
        schId: auth.schId,
        campusId: campus.id,
        scoreOptionId: optionId,
        components,
      });
    });
    const entered = await enteredThisTerm(db, auth.schId, campus.id);
    return item(record(row.id, schemeAttributes(row, entered.size > 0)), 'Score settings saved.');
  },

  async getScoreSetting({ db, auth, query }) {
    const campus = await queryCampus(db, auth, query);
    const [row] = await schemeRows(db, auth.schId, [campus.id]);
    if (!row) throw notFound('Score settings of the campus');
    const entered = await enteredThisTerm(db, auth.schId, campus.id);
    return item(record(row.id, schemeAttributes(row, entered.size > 0)));
  },

  async listSheetSections() {
    return list(SHEET_SECTIONS.map((s) => record(s.id, { section: s.section })));
  },

  async getSheetSetting({ db, auth, query }) {
    const campus = await queryCampus(db, auth, query);
    const [row] = await sheetSettingsOf(db, auth.schId, [campus.id], query.period, query.term);
    return item(row ? sheetSettingRecord(row, query) : defaultSheetSettingRecord(campus.id, query));
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
    const row = await saveSheetSetting(db, {
      schId: auth.schId,
      campusId: campus.id,
      period: body.period,
      term: body.term,
      sectionIds,
    });
    return item(sheetSettingRecord(row, body), 'Sheet settings saved.');
  },

  async listGradingBands({ db, auth }) {
    return gradingList(db, auth.schId, auth.campusId);
  },

  async saveGradingBands({ db, auth, body }) {
    const errors = coverageErrors(
      body.bands.map((b) => ({ from: b.score_from, to: b.score_to })),
      { from: 'score_from', to: 'score_to' },
    );
    if (errors) throw invalid(errors, 'The grading bands must cover 0 to 100 exactly once.');
    await replaceGradingBands(
      db,
      auth.schId,
      auth.campusId,
      body.bands.map((b) => ({
        schId: auth.schId,
        campusId: auth.campusId,
        scoreFrom: b.score_from,
        scoreTo: b.score_to,
        grade: b.grade,
        remark: b.remark,
      })),
    );
    return { ...(await gradingList(db, auth.schId, auth.campusId)), message: 'Grading saved.' };
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
    return {
      ...(await gradingList(db, auth.schId, auth.campusId)),
      message: 'Grading band updated.',
    };
  },

  async deleteGradingBand({ db, auth, params }) {
    await editBand(db, auth, gradingTable, params.id, (bands) => removeBand(bands, params.id));
    return message('Grading band deleted.');
  },

  async listGradePoints({ db, auth }) {
    return gradePointList(db, auth.schId, auth.campusId);
  },

  async saveGradePoints({ db, auth, body }) {
    const errors = coverageErrors(
      body.bands.map((b) => ({ from: b.min_mark, to: b.max_mark })),
      { from: 'min_mark', to: 'max_mark' },
    );
    if (errors) throw invalid(errors, 'The grade-point bands must cover 0 to 100 exactly once.');
    await replaceGradePoints(
      db,
      auth.schId,
      auth.campusId,
      body.bands.map((b) => ({
        schId: auth.schId,
        campusId: auth.campusId,
        minMark: b.min_mark,
        maxMark: b.max_mark,
        gradePoint: wholeHalfUp(b.grade_point * 100),
        remark: b.remark,
      })),
    );
    return {
      ...(await gradePointList(db, auth.schId, auth.campusId)),
      message: 'Grade points saved.',
    };
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
    return {
      ...(await gradePointList(db, auth.schId, auth.campusId)),
      message: 'Grade-point band updated.',
    };
  },

  async deleteGradePoint({ db, auth, params }) {
    await editBand(db, auth, gradePointTable, params.id, (bands) => removeBand(bands, params.id));
    return message('Grade-point band deleted.');
  },

  async listExtraCurriculars({ db, auth, query }) {
    if (
      query.class_id &&
      !(await classOfCampus(db, auth.schId, auth.campusId, toId(query.class_id)))
    ) {
      throw notFound('Class');
    }
    const rows = await activities(
      db,
      auth.schId,
      auth.campusId,
      false,
      query.class_id ? toId(query.class_id) : undefined,
    );
    return list(rows.map(activityRecord));
  },

  async createExtraCurricular({ db, auth, body }) {
    let classId: bigint | null = null;
    if (body.class_id) {
      const cls = await classOfCampus(db, auth.schId, auth.campusId, toId(body.class_id));
      if (!cls) throw invalid({ class_id: ['is not a class of this campus'] });
      classId = cls.id;
    }
    const row = await uniquely('The campus already has this activity.', () =>
      insertActivity(db, {
        schId: auth.schId,
        campusId: auth.campusId,
        classId,
        name: body.name.trim(),
      }),
    );
    const [withName] = (await activities(db, auth.schId, auth.campusId, false)).filter(
      (r) => r.a.id === row.id,
    );
    return item(activityRecord(withName ?? { a: row, className: null }), 'Activity added.');
  },

  async deleteExtraCurricular({ db, auth, params }) {
    if (!(await deleteActivity(db, auth.schId, auth.campusId, toId(params.id), false))) {
      throw notFound('Extra-curricular activity');
    }
    return message('Activity deleted.');
  },

  async listPreschoolExtraCurriculars({ db, auth }) {
    const rows = await activities(db, auth.schId, auth.campusId, true);
    return list(rows.map(({ a }) => record(a.id, { name: a.name })));
  },

  async createPreschoolExtraCurricular({ db, auth, body }) {
    const row = await uniquely('The campus already has this activity.', () =>
      insertActivity(db, {
        schId: auth.schId,
        campusId: auth.campusId,
        preschool: true,
        name: body.name.trim(),
      }),
    );
    return item(record(row.id, { name: row.name }), 'Activity added.');
  },

  async deletePreschoolExtraCurricular({ db, auth, params }) {
    if (!(await deleteActivity(db, auth.schId, auth.campusId, toId(params.id), true))) {
      throw notFound('Extra-curricular activity');
    }
    return message('Activity deleted.');
  },

  async listSkills({ db, auth }) {
    return list((await ratingGroupsOf(db, auth.schId, auth.campusId, 'skill')).map(skillRecord));
  },
  async createSkill({ db, auth, body }) {
    const row = await uniquely(GROUP_EXISTS.skill, () =>
      insertRatingGroup(db, {
        schId: auth.schId,
        campusId: auth.campusId,
        kind: 'skill',
        groupType: body.skill_type,
        attributes: body.attribute,
      }),
    );
    return item(skillRecord(row));
  },
  async getSkill({ db, auth, params }) {
    return item(skillRecord(await ratingGroupOf(db, auth, 'skill', params.id)));
  },
  async updateSkill({ db, auth, params, body }) {
    const row = await ratingGroupOf(db, auth, 'skill', params.id);
    const updated = await uniquely(GROUP_EXISTS.skill, () =>
      updateRatingGroup(db, auth.schId, row.id, {
        groupType: body.skill_type ?? row.groupType,
        attributes: body.attribute ?? row.attributes,
      }),
    );
    return item(skillRecord(updated));
  },
  async deleteSkill({ db, auth, params }) {
    const row = await ratingGroupOf(db, auth, 'skill', params.id);
    await deleteRatingGroup(db, auth.schId, row.id);
    return message('Skill deleted.');
  },

  async listReportTypes({ db, auth }) {
    return list((await ratingGroupsOf(db, auth.schId, auth.campusId, 'report')).map(reportRecord));
  },
  async createReportType({ db, auth, body }) {
    const row = await uniquely(GROUP_EXISTS.report, () =>
      insertRatingGroup(db, {
        schId: auth.schId,
        campusId: auth.campusId,
        kind: 'report',
        groupType: body.report_type,
        attributes: body.attribute,
      }),
    );
    return item(reportRecord(row));
  },
  async getReportType({ db, auth, params }) {
    return item(reportRecord(await ratingGroupOf(db, auth, 'report', params.id)));
  },
  async updateReportType({ db, auth, params, body }) {
    const row = await ratingGroupOf(db, auth, 'report', params.id);
    const updated = await uniquely(GROUP_EXISTS.report, () =>
      updateRatingGroup(db, auth.schId, row.id, {
        groupType: body.report_type ?? row.groupType,
        attributes: body.attribute ?? row.attributes,
      }),
    );
    return item(reportRecord(updated));
  },
  async deleteReportType({ db, auth, params }) {
    const row = await ratingGroupOf(db, auth, 'report', params.id);
    await deleteRatingGroup(db, auth.schId, row.id);
    return message('Report type deleted.');
  },

  async listPrincipalComments({ db, auth, query }) {
    const rows = await commentBankOf(db, auth.schId, [auth.campusId]);
    const whole = query.average === undefined ? null : wholeHalfUp(query.average);
    return list(
      rows
        .filter((r) => whole === null || (r.c.scoreFrom <= whole && whole <= r.c.scoreTo))
        .map(principalCommentRecord),
    );
  },

  async createPrincipalComment({ db, auth, body }) {
    checkCommentRange(body.score_from, body.score_to);
    const id = await insertComment(db, {
      schId: auth.schId,
      campusId: auth.campusId,
      hosId: auth.userId,
      comment: body.hos_comment,
      scoreFrom: body.score_from,
      scoreTo: body.score_to,
    });
    const row = await commentOf(db, auth, String(id));
    return item(principalCommentRecord(row), 'Comment added.');
  },

  async updatePrincipalComment({ db, auth, params, body }) {
    const row = await commentOf(db, auth, params.id);
    const from = body.score_from ?? row.c.scoreFrom;
    const to = body.score_to ?? row.c.scoreTo;
    checkCommentRange(from, to);
    await updateComment(db, auth.schId, row.c.id, {
      comment: body.hos_comment ?? row.c.comment,
      scoreFrom: from,
      scoreTo: to,
    });
    const updated = await commentOf(db, auth, String(row.c.id));
    return item(principalCommentRecord(updated), 'Comment updated.');
  },

  async deletePrincipalComment({ db, auth, params }) {
    const row = await commentOf(db, auth, params.id);
    await deleteComment(db, auth.schId, row.c.id);
    return message('Comment deleted.');
  },

  async getResultFeeGate({ db, auth }) {
    return item(record(auth.schId, await feeGateOf(db, auth.schId)));
  },

  async saveResultFeeGate({ db, auth, body }) {
    const row = await saveGate(db, {
      schId: auth.schId,
      enabled: body.enabled,
      threshold: body.threshold,
      updatedBy: auth.userId,
    });
    return item(
      record(auth.schId, { enabled: row.enabled, threshold: row.threshold }),
      row.enabled
        ? 'Results of students owing fees will be held.'
        : 'Results are not held for fees.',
    );
  },

  async getResultFeeHolds({ db, auth, params, query }) {
    return item(await classFeeHolds(db, auth, params, query.sub_class));
  },

  async createResultFeeExemption({ db, auth, body }) {
    const row = await exemptStudent(db, auth, body);
    return item(
      record(row.id, {
        student_id: String(row.studentId),
        term: row.term,
        session: row.session,
        reason: row.reason,
        created_at: row.createdAt.toISOString(),
      }),
      'Exempted: this result will not be held.',
    );
  },
} satisfies Partial<HandlerMap>;
