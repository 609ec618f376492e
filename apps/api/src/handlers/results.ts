/**
 * Area `results` (issue 6): score entry (results/entry.ts), every read of mid-term and
 * end-of-term results, first/second assessment, cumulative scores, the end-of-year class
 * average, `get-result`, the broadsheet, release and withhold, closing/resumption dates and
 * the legacy maximum scores. Preschool results: preschool-results.ts. The figures come from
 * results/sheets.ts (loaded by results/sheets.queries.ts).
 *
 * Visibility (DECISIONS #6, #14): a student reads only their own results and only once
 * released (404 with `result_status` otherwise); staff read every status; a teacher reads the
 * class arms they teach.
 */

import { TERMS, type Term } from '@schoolmates/domain/calendar';
import { currentPeriod } from '../academic-setup/periods.queries.ts';
import { must, one } from '../db/rows.ts';
import { item, list, paged, pageMeta, paging, record, toId } from '../http/envelope.ts';
import { conflict, invalid, notFound } from '../http/errors.ts';
import { targetCampus } from '../http/scope.ts';
import { fullName } from '../people/records.ts';
import { withSeals } from '../report-cards/seals.ts';
import {
  checkOwnResults,
  checkReads,
  queryCampus,
  readsAsFamily,
  studentOfSchool,
  visibleClass,
} from '../results/access.ts';
import { auditPage } from '../results/audit.queries.ts';
import { auditRecord } from '../results/audit.ts';
import { broadsheetAttributes } from '../results/broadsheet.ts';
import { cumulativeLines, cumulativeOf } from '../results/cumulative.ts';
import { saveEntries } from '../results/entry.ts';
import { checkNotHeld, isHeld } from '../results/fee-gate.ts';
import { oneResult } from '../results/reads.ts';
import { setStatus } from '../results/release.ts';
import {
  activeStudentsOfClass,
  classesOfResults,
  classOfResult,
  firstResultInClass,
  latestResultOf,
  listedResults,
  releasedTerms,
  resultOf,
  saveClassRanking,
  saveClosing,
  subjectsByIds,
  writeHosComment,
} from '../results/results.queries.ts';
import { closingOf, schemeRows } from '../results/settings.queries.ts';
import { closingRecord, maximumScoresRecord } from '../results/settings.ts';
import { loadSheets, type SheetRow } from '../results/sheets.queries.ts';
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
    const asStudent = readsAsFamily(auth);
    checkOwnResults(auth, params.student_id);
    const student = await studentOfSchool(db, auth, params.student_id);
    let counted: Term[] = TERMS.slice(0, TERMS.indexOf(params.term) + 1);
    // When the asked term has no result yet, the arm of the latest term that has one.
    const anchor = await latestResultOf(db, auth.schId, student.id, counted, params.session);
    if (!anchor) throw notFound('Result');
    if (asStudent) {
      // The asked term held for fees owed is the held answer; an earlier held term counts as
      // one not released (issue 29).
      await checkNotHeld(db, auth.schId, student.id, params.term, params.session);
      const released = await releasedTerms(db, auth.schId, student.id, params.session);
      const held = await Promise.all(
        counted.map(
          (t) => released.has(t) && isHeld(db, auth.schId, student.id, t, params.session),
        ),
      );
      counted = counted.filter((t, n) => released.has(t) && !held[n]);
    }
    const { cls, annual, bands, summary } = await cumulativeOf(
      db,
      auth,
      student,
      anchor,
      params.session,
      counted,
    );
    const mine = annual.students.get(String(student.id));
    const subjectNames = new Map(
      one(await loadSheets(db, [cls], params.term, params.session)).subjects.map((s) => [
        String(s.id),
        s.name,
      ]),
    );
    const missing = [...(mine?.subjects.keys() ?? [])].filter((id) => !subjectNames.has(id));
    if (missing.length > 0) {
      for (const s of await subjectsByIds(db, auth.schId, missing.map(toId))) {
        subjectNames.set(String(s.id), s.name);
      }
    }
    const lines = cumulativeLines(annual, String(student.id), bands, subjectNames);
    return item(
      record(student.id, {
        student_id: String(student.id),
        student_fullname: fullName(student),
        admission_number: student.admissionNumber ?? '',
        class_id: String(cls.id),
        class_name: cls.className,
        sub_class: anchor.subClass,
        period: params.period,
        term: params.term,
        session: params.session,
        subjects: lines,
        ...summary,
      }),
    );
  },

  async getEndTermClassAverage({ db, auth, params }) {
    const student = await studentOfSchool(db, auth, params.student_id);
    const anchor = await firstResultInClass(
      db,
      auth.schId,
      student.id,
      toId(params.class_name),
      params.session,
    );
    if (!anchor) throw notFound('Result in this class for the session');
    const { cls, summary } = await cumulativeOf(db, auth, student, anchor, params.session, TERMS);
    return item(
      record(student.id, {
        student_id: String(student.id),
        student_fullname: fullName(student),
        class_id: String(cls.id),
        class_name: cls.className,
        sub_class: anchor.subClass,
        session: params.session,
        ...summary,
      }),
    );
  },

  async saveHosComment({ db, auth, body }) {
    const period = body.period ?? 'Second Half';
    const student = await studentOfSchool(db, auth, body.student_id);
    const result = await resultOf(db, auth.schId, student.id, period, body.term, body.session);
    if (!result) throw notFound(period === 'First Half' ? 'Mid-term result' : 'End-of-term result');
    if (result.status === 'released') {
      throw conflict(
        "This result is released; withhold it first to change the principal's comment.",
      );
    }
    await writeHosComment(db, result, body.hos_comment, {
      schId: auth.schId,
      actorId: auth.userId,
    });
    const cls = await classOfResult(db, result);
    const sheets = await loadSheets(db, [cls], body.term, body.session);
    const mine = (r: SheetRow) => r.result.id === result.id;
    const [saved] =
      period === 'First Half'
        ? await resultRecords(db, sheets, 'midterm', mine)
        : await resultRecords(db, sheets, 'endterm', mine);
    return item(must(saved), "Principal's comment saved.");
  },

  async setClassRanking({ db, auth, params, body }) {
    const cls = await visibleClass(db, auth, params.class_id);
    await saveClassRanking(db, auth.schId, cls.id, body.ranked_by);
    return { message: `${cls.className} now ranks by ${body.ranked_by}.` };
  },

  async listResultAudit({ db, auth, query }) {
    if (query.from && query.to && query.to < query.from) {
      throw invalid({ to: ['must not be before from'] });
    }
    const page = paging(query);
    const { rows, total } = await auditPage(
      db,
      {
        schId: auth.schId,
        campusId: auth.role === 'superadmin' ? undefined : auth.campusId,
        studentId: query.student_id ? toId(query.student_id) : undefined,
        classId: query.class_id ? toId(query.class_id) : undefined,
        subClass: query.sub_class,
        term: query.term,
        session: query.session,
        actorId: query.actor_id ? toId(query.actor_id) : undefined,
        from: query.from,
        to: query.to,
      },
      page,
    );
    return paged(rows.map(auditRecord), pageMeta(page, total));
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
    const campus = await queryCampus(db, auth, query);
    const type = query.result_type ?? (query.period === 'First Half' ? 'midterm' : 'endterm');
    if ((type === 'endterm') !== (query.period === 'Second Half')) {
      throw invalid({ result_type: [`does not go with ${query.period}`] });
    }
    const asStudent = auth.role === 'student';
    if (!asStudent && !query.class && !query.student_id) {
      throw invalid({ class: ['give a class or a student'] });
    }
    if (query.student_id && !asStudent) {
      // Another school's student is not an empty list: 404, logged.
      await studentOfSchool(db, auth, query.student_id).catch(() => {
        throw notFound('Student');
      });
    }
    if (asStudent && query.status && query.status !== 'released') return list([]);
    if (asStudent) await checkNotHeld(db, auth.schId, auth.userId, query.term, query.session);
    const found = await listedResults(
      db,
      auth.schId,
      campus.id,
      query,
      asStudent ? auth.userId : null,
    );
    if (!asStudent) {
      await checkReads(
        db,
        auth,
        query.session,
        found.map((r) => ({ classId: r.classId, subClass: r.subClass })),
      );
    }
    const wanted = new Set(found.map((r) => r.id));
    // Every class found in one load (a student's results may span classes).
    const classList = await classesOfResults(db, found);
    const sheets = await loadSheets(db, classList, query.term, query.session);
    if (sheets.some((sheet) => !viewOf(sheet.scheme, type))) {
      throw invalid({ result_type: ['is not a component of the score scheme'] });
    }
    const cards = await resultRecords(db, sheets, type, (r) => wanted.has(r.result.id));
    return list(await withSeals(db, config, auth.schId, cards));
  },

  async getClosingResumption({ db, auth, query }) {
    let term: string | undefined = query.term;
    let session: string | undefined = query.session;
    if (!term || !session) {
      const current = await currentPeriod(db, auth.schId, auth.campusId);
      term ??= current?.term;
      session ??= current?.session;
    }
    const [row] =
      term && session ? await closingOf(db, auth.schId, [auth.campusId], term, session) : [];
    if (!row) throw notFound('Closing and resumption dates');
    return item(closingRecord(row));
  },

  async saveClosingResumption({ db, auth, body }) {
    const campus = await targetCampus(db, auth, body.campus_id);
    if (body.session_resumes <= body.session_ends) {
      throw invalid({ session_resumes: ['must be after session_ends'] });
    }
    const row = await saveClosing(db, {
      schId: auth.schId,
      campusId: campus.id,
      term: body.term,
      session: body.session,
      sessionEnds: body.session_ends,
      sessionResumes: body.session_resumes,
    });
    return item(closingRecord(row), 'Dates saved.');
  },

  async getMaximumScores({ db, auth }) {
    const [row] = await schemeRows(db, auth.schId, [auth.campusId]);
    if (!row) throw notFound('Score settings of the campus');
    return item(maximumScoresRecord(row));
  },
} satisfies Partial<HandlerMap>;
