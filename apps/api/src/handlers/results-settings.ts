/**
 * Area `results settings` (issue 6): score scheme and its presets, report-sheet sections,
 * grading and grade-point bands, extra-curricular activities (elementary and preschool),
 * skill groups and report types, and the principal's comment bank. Each longer write is a use
 * case of results/ (save-score-setting.ts, save-grading-bands.ts, add-principal-comment.ts, ...);
 * the reads that shape answers are in results/settings-reads.ts and results/bands.ts.
 */

import { removeBand, wholeHalfUp } from '@schoolmates/domain/results';
import { item, list, message, record, toId } from '../http/envelope.ts';
import { notFound, uniquely } from '../http/errors.ts';
import { commentOf, queryCampus, ratingGroupOf } from '../results/access.ts';
import { addExtraCurricular } from '../results/add-extra-curricular.ts';
import { addPrincipalComment } from '../results/add-principal-comment.ts';
import { gradePointTable, gradingTable } from '../results/bands.queries.ts';
import { editBand, gradePointList, gradingList } from '../results/bands.ts';
import { exemptStudent } from '../results/exempt-student.ts';
import { classFeeHolds, feeGateOf } from '../results/fee-gate.ts';
import { addRatingGroup, changeRatingGroup, removeRatingGroup } from '../results/rating-groups.ts';
import { saveFeeGate } from '../results/save-fee-gate.ts';
import { saveGradePoints } from '../results/save-grade-points.ts';
import { saveGradingBands } from '../results/save-grading-bands.ts';
import { saveScoreSetting } from '../results/save-score-setting.ts';
import { saveSheetSetting } from '../results/save-sheet-setting.ts';
import {
  activities,
  commentBankOf,
  deleteActivity,
  deleteComment,
  insertActivity,
  ratingGroupsOf,
  sheetSettingsOf,
} from '../results/settings.queries.ts';
import {
  defaultSheetSettingRecord,
  principalCommentRecord,
  reportRecord,
  SHEET_SECTIONS,
  sheetSettingRecord,
  skillRecord,
} from '../results/settings.ts';
import { extraCurricularsOf, scoreOptions, scoreSettingOf } from '../results/settings-reads.ts';
import { updateGradePoint } from '../results/update-grade-point.ts';
import { updateGradingBand } from '../results/update-grading-band.ts';
import { updatePrincipalComment } from '../results/update-principal-comment.ts';
import type { HandlerMap } from './types.ts';

export const resultsSettingsHandlers = {
  async listScoreOptions() {
    return list(scoreOptions());
  },

  async saveScoreSetting({ db, auth, body }) {
    return item(await saveScoreSetting(db, auth, body), 'Score settings saved.');
  },

  async getScoreSetting({ db, auth, query }) {
    return item(await scoreSettingOf(db, auth, query));
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
    return item(await saveSheetSetting(db, auth, body), 'Sheet settings saved.');
  },

  async listGradingBands({ db, auth }) {
    return gradingList(db, auth.schId, auth.campusId);
  },

  async saveGradingBands({ db, auth, body }) {
    return { ...(await saveGradingBands(db, auth, body)), message: 'Grading saved.' };
  },

  async updateGradingBand({ db, auth, params, body }) {
    return {
      ...(await updateGradingBand(db, auth, params.id, body)),
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
    return { ...(await saveGradePoints(db, auth, body)), message: 'Grade points saved.' };
  },

  async updateGradePoint({ db, auth, params, body }) {
    return {
      ...(await updateGradePoint(db, auth, params.id, body)),
      message: 'Grade-point band updated.',
    };
  },

  async deleteGradePoint({ db, auth, params }) {
    await editBand(db, auth, gradePointTable, params.id, (bands) => removeBand(bands, params.id));
    return message('Grade-point band deleted.');
  },

  async listExtraCurriculars({ db, auth, query }) {
    return list(await extraCurricularsOf(db, auth, query));
  },

  async createExtraCurricular({ db, auth, body }) {
    return item(await addExtraCurricular(db, auth, body), 'Activity added.');
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
    const group = { groupType: body.skill_type, attributes: body.attribute };
    return item(skillRecord(await addRatingGroup(db, auth, 'skill', group)));
  },
  async getSkill({ db, auth, params }) {
    return item(skillRecord(await ratingGroupOf(db, auth, 'skill', params.id)));
  },
  async updateSkill({ db, auth, params, body }) {
    const changes = { groupType: body.skill_type, attributes: body.attribute };
    return item(skillRecord(await changeRatingGroup(db, auth, 'skill', params.id, changes)));
  },
  async deleteSkill({ db, auth, params }) {
    await removeRatingGroup(db, auth, 'skill', params.id);
    return message('Skill deleted.');
  },

  async listReportTypes({ db, auth }) {
    return list((await ratingGroupsOf(db, auth.schId, auth.campusId, 'report')).map(reportRecord));
  },
  async createReportType({ db, auth, body }) {
    const group = { groupType: body.report_type, attributes: body.attribute };
    return item(reportRecord(await addRatingGroup(db, auth, 'report', group)));
  },
  async getReportType({ db, auth, params }) {
    return item(reportRecord(await ratingGroupOf(db, auth, 'report', params.id)));
  },
  async updateReportType({ db, auth, params, body }) {
    const changes = { groupType: body.report_type, attributes: body.attribute };
    return item(reportRecord(await changeRatingGroup(db, auth, 'report', params.id, changes)));
  },
  async deleteReportType({ db, auth, params }) {
    await removeRatingGroup(db, auth, 'report', params.id);
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
    return item(await addPrincipalComment(db, auth, body), 'Comment added.');
  },

  async updatePrincipalComment({ db, auth, params, body }) {
    return item(await updatePrincipalComment(db, auth, params.id, body), 'Comment updated.');
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
    const gate = await saveFeeGate(db, auth, body);
    return item(
      record(auth.schId, gate),
      gate.enabled
        ? 'Results of students owing fees will be held.'
        : 'Results are not held for fees.',
    );
  },

  async getResultFeeHolds({ db, auth, params, query }) {
    return item(await classFeeHolds(db, auth, params, query.sub_class));
  },

  async createResultFeeExemption({ db, auth, body }) {
    return item(await exemptStudent(db, auth, body), 'Exempted: this result will not be held.');
  },
} satisfies Partial<HandlerMap>;
