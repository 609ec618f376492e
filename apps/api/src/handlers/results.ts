/**
 * Area `results` (issue 6): score entry (results/entry.ts), every read of mid-term and
 * end-of-term results, first/second assessment, cumulative scores, the end-of-year class
 * average, `get-result`, the broadsheet, release and withhold, closing/resumption dates and
 * the legacy maximum scores. Preschool results: preschool-results.ts. The figures come from
 * results/sheets.ts (loaded by results/sheets.queries.ts); the reads are in results/reads.ts,
 * annual-records.ts and audit.ts, the writes in use cases of results/ (save-hos-comment.ts, ...).
 *
 * Visibility (DECISIONS #6, #14): a student reads only their own results and only once
 * released (404 with `result_status` otherwise); staff read every status; a teacher reads the
 * class arms they teach.
 */

import { one } from '../db/rows.ts';
import { item, list, record } from '../http/envelope.ts';
import { invalid, notFound } from '../http/errors.ts';
import { withSeals } from '../report-cards/seals.ts';
import { checkReads, visibleClass } from '../results/access.ts';
import { cumulativeScore, endTermClassAverage } from '../results/annual-records.ts';
import { auditTrail } from '../results/audit.ts';
import { broadsheetAttributes } from '../results/broadsheet.ts';
import { saveEntries } from '../results/entry.ts';
import { oneResult, resultList } from '../results/reads.ts';
import { setStatus } from '../results/release.ts';
import { activeStudentsOfClass, saveClassRanking } from '../results/results.queries.ts';
import { saveClosingResumption } from '../results/save-closing-resumption.ts';
import { saveHosComment } from '../results/save-hos-comment.ts';
import { schemeRows } from '../results/settings.queries.ts';
import { maximumScoresRecord } from '../results/settings.ts';
import { closingResumptionOf } from '../results/settings-reads.ts';
import { loadSheets } from '../results/sheets.queries.ts';
import { resultRecords, viewOf } from '../results/sheets.ts';
import type { HandlerMap } from './types.ts';

export const resultsHandlers = {
  async saveMidTermResult({ db, auth, body }) {
    const { cls, entered } = await saveEntries(db, auth, body);
    const sheets = await loadSheets(db, [cls], body.term, body.session);
    const saved = await resultRecords(db, sheets, 'midterm', (r) =>
      entered.has(String(r.student.id)),
    );
    return list(saved, { message: 'Scores saved.' });
  },

  async saveEndTermResult({ db, auth, body }) {
    const { cls, entered } = await saveEntries(db, auth, body);
    const sheets = await loadSheets(db, [cls], body.term, body.session);
    const saved = await resultRecords(db, sheets, 'endterm', (r) =>
      entered.has(String(r.student.id)),
    );
    return list(saved, { message: 'Results saved.' });
  },

  async getMidTermResult(ctx) {
    const card = await oneResult(ctx, ctx.params, 'midterm', true);
    return item(one(await withSeals(ctx.db, ctx.config, ctx.auth.schId, [card])));
  },
  async getStaffMidTermResult(ctx) {
    const card = await oneResult(ctx, ctx.params, 'midterm', false);
    return item(one(await withSeals(ctx.db, ctx.config, ctx.auth.schId, [card])));
  },
  async getEndTermResult(ctx) {
    const card = await oneResult(ctx, ctx.params, 'endterm', true);
    return item(one(await withSeals(ctx.db, ctx.config, ctx.auth.schId, [card])));
  },
  async getStaffEndTermResult(ctx) {
    const card = await oneResult(ctx, ctx.params, 'endterm', false);
    return item(one(await withSeals(ctx.db, ctx.config, ctx.auth.schId, [card])));
  },
  async getFirstAssessmentResult(ctx) {
    return item(await oneResult(ctx, ctx.params, 'first_assessment', false));
  },
  async getSecondAssessmentResult(ctx) {
    return item(await oneResult(ctx, ctx.params, 'second_assessment', false));
  },

  async getCumulativeScore({ db, auth, params }) {
    return item(await cumulativeScore(db, auth, params));
  },

  async getEndTermClassAverage({ db, auth, params }) {
    return item(await endTermClassAverage(db, auth, params));
  },

  async saveHosComment({ db, auth, body }) {
    return item(await saveHosComment(db, auth, body), "Principal's comment saved.");
  },

  async setClassRanking({ db, auth, params, body }) {
    const cls = await visibleClass(db, auth, params.class_id);
    await saveClassRanking(db, auth.schId, cls.id, body.ranked_by);
    return { message: `${cls.className} now ranks by ${body.ranked_by}.` };
  },

  async listResultAudit({ db, auth, query }) {
    return auditTrail(db, auth, query);
  },

  async releaseResults({ db, outbox, config, auth, body }) {
    return setStatus(db, outbox, config, auth, body, 'released');
  },
  async withholdResults({ db, outbox, config, auth, body }) {
    return setStatus(db, outbox, config, auth, body, 'withheld');
  },

  async getBroadsheet({ db, auth, params, query }) {
    const cls = await visibleClass(db, auth, params.class_id);
    const subClass = query.sub_class ?? null;
    if (subClass && !cls.subClasses.includes(subClass))
      throw invalid({ sub_class: ['is not an arm of this class'] });
    await checkReads(db, auth, params.session, [{ classId: cls.id, subClass }]);
    const sheet = one(await loadSheets(db, [cls], params.term, params.session), 'sheet');
    const view = viewOf(sheet.scheme, query.period === 'First Half' ? 'midterm' : 'endterm');
    if (!view) throw notFound('Assessment of the score scheme');
    const members = await activeStudentsOfClass(db, cls);
    return item(record(cls.id, broadsheetAttributes(sheet, view, subClass, members)));
  },

  async listResults({ db, config, auth, query }) {
    return list(await resultList(db, config, auth, query));
  },

  async getClosingResumption({ db, auth, query }) {
    return item(await closingResumptionOf(db, auth, query));
  },

  async saveClosingResumption({ db, auth, body }) {
    return item(await saveClosingResumption(db, auth, body), 'Dates saved.');
  },

  async getMaximumScores({ db, auth }) {
    const [row] = await schemeRows(db, auth.schId, [auth.campusId]);
    if (!row) throw notFound('Score settings of the campus');
    return item(maximumScoresRecord(row));
  },
} satisfies Partial<HandlerMap>;
