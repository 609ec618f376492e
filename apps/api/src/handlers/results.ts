/**
 * Area `results` (issue 6): score entry (results-entry.ts), every read of mid-term and
 * end-of-term results, first/second assessment, cumulative scores, the end-of-year class
 * average, `get-result`, the broadsheet (results-sheets.ts computes), release and withhold,
 * closing/resumption dates, the legacy maximum scores, and preschool results.
 *
 * Visibility (DECISIONS #6, #14): a student reads only their own results and only once
 * released (404 with `result_status` otherwise); staff read every status; a teacher reads the
 * class arms they teach.
 */

import { TERMS as terms } from '@schoolmates/domain/calendar';
import { gradeFor } from '@schoolmates/domain/results';
import type { components } from '@schoolmates/sdk';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { currentPeriod } from '../academic-setup/periods.queries.ts';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { must, one } from '../db/rows.ts';
import {
  classes,
  closingResumptions,
  preschoolResults,
  preschoolSubjectClasses,
  preschoolSubjects,
  preschools,
  resultAudit,
  results,
  type StoredTopicSubject,
  subjects,
  users,
} from '../db/schema.ts';
import { item, list, record, toId } from '../http/envelope.ts';
import { type FieldErrors, forbidden, invalid, notFound } from '../http/errors.ts';
import { targetCampus, visibleCampus } from '../http/scope.ts';
import { fullName } from '../people/records.ts';
import { checkReads, queryCampus } from '../results/access.ts';
import { broadsheetAttributes } from '../results/broadsheet.ts';
import { annualSummary, loadAnnual } from '../results/cumulative.ts';
import { type EntryBody, saveEntries } from '../results/entry.ts';
import { activities, closingOf, gradingOf, schemeRows } from '../results/settings.queries.ts';
import { attendanceRefused, gradingBandOf, pickActivities } from '../results/settings.ts';
import { loadEndTerm, loadSheets, type ResultRow } from '../results/sheets.queries.ts';
import { compute, hosCommentOf, resultRecords, type View, viewOf } from '../results/sheets.ts';
import type { HandlerMap } from './types.ts';

type S = components['schemas'];
type Period = 'First Half' | 'Second Half';

// ---------------------------------------------------------------- look-ups

async function studentOfSchool(db: DbOrTx, auth: Auth, id: string) {
  const [student] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, toId(id)), eq(users.schId, auth.schId), eq(users.kind, 'student')));
  if (!student || !visibleCampus(auth, student.campusId)) throw notFound('Student');
  return student;
}

async function resultOf(
  db: DbOrTx,
  studentId: bigint,
  period: Period,
  term: string,
  session: string,
) {
  const [row] = await db
    .select()
    .from(results)
    .where(
      and(
        eq(results.studentId, studentId),
        eq(results.period, period),
        eq(results.term, term),
        eq(results.session, session),
      ),
    );
  return row;
}

async function classRow(db: DbOrTx, id: bigint) {
  return one(await db.select().from(classes).where(eq(classes.id, id)), 'class');
}

const UNAVAILABLE: Record<string, string> = {
  none: 'There is no result for this term yet.',
  not_released: 'This result has not been released yet.',
  withheld: 'This result has been withheld. Please contact the school.',
};

/** One result of one student, under a view, for staff (any status) or the student. */
async function oneResult(
  ctx: { db: DbOrTx; auth: Auth; reply: FastifyReply },
  params: { student_id: string; term: S['Term']; session: string },
  resultType: View['resultType'],
  asStudent: boolean,
) {
  const { db, auth } = ctx;
  if (asStudent && params.student_id !== String(auth.userId)) {
    throw forbidden('You may only read your own results.');
  }
  const student = await studentOfSchool(db, auth, params.student_id);
  const period: Period = resultType === 'endterm' ? 'Second Half' : 'First Half';
  const result = await resultOf(db, student.id, period, params.term, params.session);
  if (asStudent && result?.status !== 'released') {
    return studentUnavailable(
      ctx.reply,
      result?.status === 'withheld' ? 'withheld' : result ? 'not_released' : null,
    );
  }
  if (!result) throw notFound('Result');
  await checkReads(db, auth, params.session, [
    { classId: result.classId, subClass: result.subClass },
  ]);
  const sheets = await loadSheets(
    db,
    [await classRow(db, result.classId)],
    params.term,
    params.session,
  );
  if (!viewOf(one(sheets, 'sheet').scheme, resultType)) {
    throw notFound('Assessment of the score scheme');
  }
  const [rec] = await resultRecords(db, sheets, resultType, (r) => r.result.id === result.id);
  if (!rec) throw notFound('Result');
  return rec;
}

/** The contract's ResultUnavailable body: `{ message, result_status }` with 404. */
async function studentUnavailable(
  reply: FastifyReply,
  status: 'not_released' | 'withheld' | null,
): Promise<never> {
  await reply.code(404).send({ message: UNAVAILABLE[status ?? 'none'], result_status: status });
  return reply as never;
}

// ---------------------------------------------------------------- release and withhold

type ReleaseBody = S['ResultReleaseClassInput'] | S['ResultReleaseStudentsInput'];

async function setStatus(
  db: DbOrTx,
  auth: Auth,
  body: ReleaseBody,
  status: 'released' | 'withheld',
) {
  let selected: ResultRow[];
  if ('class_id' in body) {
    const cls = await classOfCampus(db, auth, body.class_id);
    selected = await db
      .select()
      .from(results)
      .where(
        and(
          eq(results.classId, cls.id),
          body.sub_class ? eq(results.subClass, body.sub_class) : undefined,
          eq(results.period, body.period),
          eq(results.term, body.term),
          eq(results.session, body.session),
        ),
      );
  } else {
    const ids = body.student_ids.map(toId);
    selected = await db
      .select()
      .from(results)
      .where(
        and(
          eq(results.schId, auth.schId),
          inArray(results.studentId, ids),
          eq(results.period, body.period),
          eq(results.term, body.term),
          eq(results.session, body.session),
        ),
      );
    const errors: FieldErrors = {};
    body.student_ids.forEach((id, n) => {
      const r = selected.find((s) => String(s.studentId) === id);
      if (!r || !visibleCampus(auth, r.campusId)) {
        errors[`student_ids.${n}`] = ['has no result for this period in your campus'];
      }
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);
  }
  const changing = selected.filter((r) => r.status !== status);
  await db.transaction(async (tx) => {
    if (changing.length === 0) return;
    const ids = changing.map((r) => r.id);
    await tx
      .update(results)
      .set(status === 'released' ? { status, everReleased: true } : { status })
      .where(inArray(results.id, ids));
    await tx.insert(resultAudit).values(
      changing.map((r) => ({
        schId: auth.schId,
        resultId: r.id,
        actorId: auth.userId,
        action: status === 'released' ? 'release' : 'withhold',
        detail: { from: r.status },
      })),
    );
    if (status === 'released' && body.period === 'Second Half')
      await copyBankComments(tx, changing);
  });
  const verb = status === 'released' ? 'released' : 'withheld';
  return {
    message: `${changing.length} result${changing.length === 1 ? '' : 's'} ${verb}.`,
    data: {
      status,
      changed: changing.length,
      unchanged: selected.length - changing.length,
      student_ids: changing.map((r) => String(r.studentId)),
    },
  };
}

/** On release, the bank comment shown is copied onto the result (it no longer follows the bank). */
async function copyBankComments(db: DbOrTx, released: ResultRow[]) {
  const pending = released.filter((r) => r.hosComment === null);
  // One load per term for every class involved (a list of students may span classes).
  const byTerm = new Map<string, ResultRow[]>();
  for (const r of pending) {
    const key = `${r.term}|${r.session}`;
    const rows = byTerm.get(key);
    if (rows) rows.push(r);
    else byTerm.set(key, [r]);
  }
  for (const rows of byTerm.values()) {
    const { term, session } = rows[0] as ResultRow;
    const wanted = new Set(rows.map((r) => r.id));
    const classList = await classesOf(db, rows);
    const { sheets, extras } = await loadEndTerm(db, classList, term, session);
    for (const sheet of sheets) {
      const c = compute(sheet, viewOf(sheet.scheme, 'endterm') as View);
      const campusExtras = must(extras.get(sheet.campus.id));
      for (const { result, student } of c.holders) {
        if (!wanted.has(result.id)) continue;
        const arm = c.arms.get(result.subClass ?? '');
        const average = arm?.students.get(String(student.id))?.average ?? null;
        const comment = hosCommentOf(result, average, campusExtras);
        if (comment !== null) {
          await db
            .update(results)
            .set({ hosComment: comment, hosCommentEdited: false })
            .where(eq(results.id, result.id));
        }
      }
    }
  }
}

/** The classes of some results, each once. */
async function classesOf(db: DbOrTx, rows: readonly ResultRow[]) {
  if (rows.length === 0) return [];
  return db
    .select()
    .from(classes)
    .where(inArray(classes.id, [...new Set(rows.map((r) => r.classId))]));
}

async function classOfCampus(db: DbOrTx, auth: Auth, id: string) {
  const [cls] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.id, toId(id)), eq(classes.schId, auth.schId)));
  if (!cls || !visibleCampus(auth, cls.campusId)) throw notFound('Class');
  return cls;
}

// ---------------------------------------------------------------- cumulative

/** Annual figures of a student over `countedTerms`, within the arm they were in for `term`. */
async function cumulativeOf(
  db: DbOrTx,
  auth: Auth,
  student: typeof users.$inferSelect,
  anchor: ResultRow,
  session: string,
  countedTerms: readonly string[],
) {
  await checkReads(db, auth, session, [{ classId: anchor.classId, subClass: anchor.subClass }]);
  const armMates = await db
    .selectDistinct({ studentId: results.studentId })
    .from(results)
    .where(
      and(
        eq(results.classId, anchor.classId),
        anchor.subClass === null ? isNull(results.subClass) : eq(results.subClass, anchor.subClass),
        eq(results.term, anchor.term),
        eq(results.session, session),
      ),
    );
  const cls = await classRow(db, anchor.classId);
  const annual = await loadAnnual(
    db,
    auth.schId,
    armMates.map((m) => m.studentId),
    session,
    countedTerms,
  );
  const bands = (await gradingOf(db, [cls.campusId])).map(gradingBandOf);
  return { cls, annual, bands, summary: annualSummary(annual, String(student.id), bands) };
}

// ---------------------------------------------------------------- preschool

async function preschoolSubjectsOf(
  db: DbOrTx,
  preschoolId: bigint,
  period: string,
  term: string,
  session: string,
) {
  return db
    .select({ ps: preschoolSubjects })
    .from(preschoolSubjectClasses)
    .innerJoin(
      preschoolSubjects,
      eq(preschoolSubjects.id, preschoolSubjectClasses.preschoolSubjectId),
    )
    .where(
      and(
        eq(preschoolSubjectClasses.preschoolId, preschoolId),
        eq(preschoolSubjects.period, period),
        eq(preschoolSubjects.term, term),
        eq(preschoolSubjects.session, session),
      ),
    );
}

async function preschoolRecords(db: DbOrTx, rows: (typeof preschoolResults.$inferSelect)[]) {
  if (rows.length === 0) return [];
  const first = rows[0] as typeof preschoolResults.$inferSelect;
  const [pre] = await db.select().from(preschools).where(eq(preschools.id, first.preschoolId));
  const pupils = await db
    .select()
    .from(users)
    .where(
      inArray(
        users.id,
        rows.map((r) => r.studentId),
      ),
    );
  const classmates = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.preschoolId, first.preschoolId),
        eq(users.kind, 'student'),
        eq(users.status, 'active'),
      ),
    );
  const teachers = await db
    .select()
    .from(users)
    .where(and(eq(users.preschoolId, first.preschoolId), eq(users.kind, 'staff')));
  const [hos] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.campusId, first.campusId),
        eq(users.designationId, 3),
        eq(users.status, 'active'),
      ),
    )
    .limit(1);
  const [closing] = await closingOf(db, [first.campusId], first.term, first.session);
  const sign = (u: typeof users.$inferSelect) => ({
    staff_id: String(u.id),
    name: fullName(u),
    signature: u.signature,
  });
  return rows.map((r): S['PreschoolResultRecord'] => {
    const pupil = pupils.find((p) => p.id === r.studentId) as typeof users.$inferSelect;
    return record(r.id, {
      student_id: String(r.studentId),
      student_fullname: fullName(pupil),
      student_image: pupil.image,
      admission_number: pupil.admissionNumber ?? '',
      class_id: String(r.preschoolId),
      class_name: pre?.name ?? '',
      period: r.period as S['Period'],
      term: r.term as S['Term'],
      session: r.session,
      school_opened: r.schoolOpened,
      times_present: r.timesPresent,
      times_absent:
        r.schoolOpened !== null && r.timesPresent !== null ? r.schoolOpened - r.timesPresent : null,
      total_no_in_class: classmates.length,
      evaluation_report: r.evaluationReport as S['PreschoolEvaluationSubject'][],
      cognitive_development: r.cognitiveDevelopment as S['PreschoolCognitiveSubject'][],
      extra_curricular_activities: r.extraCurricular,
      teacher_comment: r.teacherComment,
      teachers: teachers.map(sign),
      hos_comment: r.hosComment,
      hos: hos ? sign(hos) : null,
      session_ends: closing?.sessionEnds ?? null,
      session_resumes: closing?.sessionResumes ?? null,
      updated_at: r.updatedAt.toISOString(),
    });
  });
}

async function preschoolOf(db: DbOrTx, auth: Auth, id: bigint) {
  const [pre] = await db
    .select()
    .from(preschools)
    .where(and(eq(preschools.id, id), eq(preschools.schId, auth.schId)));
  if (!pre || !visibleCampus(auth, pre.campusId)) throw notFound('Preschool class');
  return pre;
}

async function preschoolResultOf(
  db: DbOrTx,
  studentId: bigint,
  at: { period: string; term: string; session: string },
) {
  const [row] = await db
    .select()
    .from(preschoolResults)
    .where(
      and(
        eq(preschoolResults.studentId, studentId),
        eq(preschoolResults.period, at.period),
        eq(preschoolResults.term, at.term),
        eq(preschoolResults.session, at.session),
      ),
    );
  return row;
}

async function checkPreschoolTeacher(db: DbOrTx, auth: Auth, preschoolId: bigint) {
  if (auth.role !== 'teacher') return;
  const [me] = await db
    .select({ preschoolId: users.preschoolId })
    .from(users)
    .where(eq(users.id, auth.userId));
  if (me?.preschoolId !== preschoolId)
    throw forbidden('You are not the teacher of this preschool class.');
}

/** Ratings of topics, checked against the class's subjects of that category. */
function topicRatings(
  subjectsOfClass: { ps: typeof preschoolSubjects.$inferSelect }[],
  category: 'evaluation_report' | 'cognitive_development',
  input: { subject_id: string; topics: { topic: string; score: string }[] }[],
  errors: FieldErrors,
): StoredTopicSubject[] {
  const seen = new Set<string>();
  return input.map((entry, n) => {
    const subject = subjectsOfClass.find(
      (s) => String(s.ps.id) === entry.subject_id && s.ps.category === category,
    );
    if (!subject || seen.has(entry.subject_id)) {
      errors[`${category}.${n}.subject_id`] = [
        `is not a ${category} subject of this class (or is given twice)`,
      ];
    }
    seen.add(entry.subject_id);
    const topics = new Set<string>();
    entry.topics.forEach((t, m) => {
      if (subject && !subject.ps.topics.includes(t.topic))
        errors[`${category}.${n}.topics.${m}.topic`] = ['is not a topic of this subject'];
      if (topics.has(t.topic)) errors[`${category}.${n}.topics.${m}.topic`] = ['is rated twice'];
      topics.add(t.topic);
    });
    return {
      subject_id: entry.subject_id,
      subject: subject?.ps.subject ?? '',
      topics: entry.topics,
    };
  });
}

export const resultsHandlers = {
  async saveMidTermResult({ db, auth, body }) {
    const saved = await saveEntries(db, auth, body as EntryBody, 'First Half');
    return list(saved as S['MidTermResultRecord'][], { message: 'Scores saved.' });
  },

  async saveEndTermResult({ db, auth, body }) {
    const saved = await saveEntries(db, auth, body as EntryBody, 'Second Half');
    return list(saved as S['EndTermResultRecord'][], { message: 'Results saved.' });
  },

  async getMidTermResult(ctx) {
    return item((await oneResult(ctx, ctx.params, 'midterm', true)) as S['MidTermResultRecord']);
  },
  async getStaffMidTermResult(ctx) {
    return item((await oneResult(ctx, ctx.params, 'midterm', false)) as S['MidTermResultRecord']);
  },
  async getEndTermResult(ctx) {
    return item((await oneResult(ctx, ctx.params, 'endterm', true)) as S['EndTermResultRecord']);
  },
  async getStaffEndTermResult(ctx) {
    return item((await oneResult(ctx, ctx.params, 'endterm', false)) as S['EndTermResultRecord']);
  },
  async getFirstAssessmentResult(ctx) {
    return item(
      (await oneResult(ctx, ctx.params, 'first_assessment', false)) as S['MidTermResultRecord'],
    );
  },
  async getSecondAssessmentResult(ctx) {
    return item(
      (await oneResult(ctx, ctx.params, 'second_assessment', false)) as S['MidTermResultRecord'],
    );
  },

  async getCumulativeScore({ db, auth, params }) {
    const asStudent = auth.role === 'student';
    if (asStudent && params.student_id !== String(auth.userId)) {
      throw forbidden('You may only read your own results.');
    }
    const student = await studentOfSchool(db, auth, params.student_id);
    const anchor =
      (await resultOf(db, student.id, 'Second Half', params.term, params.session)) ??
      (await resultOf(db, student.id, 'First Half', params.term, params.session));
    if (!anchor) throw notFound('Result');
    let counted: string[] = terms.slice(0, terms.indexOf(params.term) + 1);
    if (asStudent) {
      const released = await db
        .select({ term: results.term })
        .from(results)
        .where(
          and(
            eq(results.studentId, student.id),
            eq(results.period, 'Second Half'),
            eq(results.session, params.session),
            eq(results.status, 'released'),
          ),
        );
      counted = counted.filter((t) => released.some((r) => r.term === t));
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
      for (const s of await db
        .select()
        .from(subjects)
        .where(inArray(subjects.id, missing.map(toId)))) {
        subjectNames.set(String(s.id), s.name);
      }
    }
    const lines = [...(mine?.subjects ?? [])]
      .map(([subjectId, s]): S['CumulativeScoreSubject'] => {
        const stats = annual.subjects.get(subjectId);
        const band = gradeFor(s.average, bands);
        return {
          subject_id: subjectId,
          subject: subjectNames.get(subjectId) ?? '',
          first_term: s.terms[0] === null ? null : s.terms[0] / 10,
          second_term: s.terms[1] === null ? null : s.terms[1] / 10,
          third_term: s.terms[2] === null ? null : s.terms[2] / 10,
          terms_counted: s.terms.filter((t) => t !== null).length,
          total_score: s.total_tenths / 10,
          average_score: s.average,
          grade: band?.grade ?? null,
          remark: band?.remark ?? null,
          position: s.position,
          class_average: stats?.average ?? s.average,
          highest: stats?.highest ?? s.average,
          lowest: stats?.lowest ?? s.average,
          number_taken: stats?.taken ?? 1,
        };
      })
      .sort((a, b) => a.subject.localeCompare(b.subject));
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
    const [anchor] = await db
      .select()
      .from(results)
      .where(
        and(
          eq(results.studentId, student.id),
          eq(results.classId, toId(params.class_name)),
          eq(results.session, params.session),
        ),
      )
      .orderBy(asc(results.id));
    if (!anchor) throw notFound('Result in this class for the session');
    const { cls, summary } = await cumulativeOf(db, auth, student, anchor, params.session, terms);
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

  async releaseResults({ db, auth, body }) {
    return setStatus(db, auth, body, 'released');
  },
  async withholdResults({ db, auth, body }) {
    return setStatus(db, auth, body, 'withheld');
  },

  async getBroadsheet({ db, auth, params, query }) {
    const cls = await classOfCampus(db, auth, params.class_id);
    const subClass = query.sub_class ?? null;
    if (subClass && !cls.subClasses.includes(subClass))
      throw invalid({ sub_class: ['is not an arm of this class'] });
    await checkReads(db, auth, params.session, [{ classId: cls.id, subClass }]);
    const sheet = one(await loadSheets(db, [cls], params.term, params.session), 'sheet');
    const view = viewOf(
      sheet.scheme,
      query.period === 'First Half' ? 'midterm' : 'endterm',
    ) as View;
    const members = await db
      .select()
      .from(users)
      .where(and(eq(users.classId, cls.id), eq(users.kind, 'student'), eq(users.status, 'active')));
    return item(record(cls.id, broadsheetAttributes(sheet, view, subClass, members)));
  },

  async listResults({ db, auth, query }) {
    const campus = await queryCampus(db, auth, query);
    const type = query.result_type ?? (query.period === 'First Half' ? 'midterm' : 'endterm');
    if ((type === 'endterm') !== (query.period === 'Second Half')) {
      throw invalid({ result_type: [`does not go with ${query.period}`] });
    }
    const asStudent = auth.role === 'student';
    if (!asStudent && !query.class && !query.student_id) {
      throw invalid({ class: ['give a class or a student'] });
    }
    if (asStudent && query.status && query.status !== 'released') return list([]);
    const where = and(
      eq(results.schId, auth.schId),
      eq(results.campusId, campus.id),
      eq(results.period, query.period),
      eq(results.term, query.term),
      eq(results.session, query.session),
      asStudent ? eq(results.studentId, auth.userId) : undefined,
      asStudent
        ? eq(results.status, 'released')
        : query.status
          ? eq(results.status, query.status)
          : undefined,
      !asStudent && query.student_id ? eq(results.studentId, toId(query.student_id)) : undefined,
      !asStudent && query.class ? eq(results.classId, toId(query.class)) : undefined,
      !asStudent && query.class && query.sub_class
        ? eq(results.subClass, query.sub_class)
        : undefined,
    );
    const found = await db.select().from(results).where(where);
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
    const classList = await classesOf(db, found);
    const sheets = await loadSheets(db, classList, query.term, query.session);
    if (sheets.some((sheet) => !viewOf(sheet.scheme, type))) {
      throw invalid({ result_type: ['is not a component of the score scheme'] });
    }
    const out = (await resultRecords(db, sheets, type, (r) =>
      wanted.has(r.result.id),
    )) as S['ResultRecord'][];
    return list(out);
  },

  async getClosingResumption({ db, auth, query }) {
    let term: string | undefined = query.term;
    let session: string | undefined = query.session;
    if (!term || !session) {
      const current = await currentPeriod(db, auth.campusId);
      term ??= current?.term;
      session ??= current?.session;
    }
    const [row] = term && session ? await closingOf(db, [auth.campusId], term, session) : [];
    if (!row) throw notFound('Closing and resumption dates');
    return item(closingRecord(row));
  },

  async saveClosingResumption({ db, auth, body }) {
    const campus = await targetCampus(db, auth, body.campus_id);
    if (body.session_resumes <= body.session_ends) {
      throw invalid({ session_resumes: ['must be after session_ends'] });
    }
    const row = one(
      await db
        .insert(closingResumptions)
        .values({
          schId: auth.schId,
          campusId: campus.id,
          term: body.term,
          session: body.session,
          sessionEnds: body.session_ends,
          sessionResumes: body.session_resumes,
        })
        .onConflictDoUpdate({
          target: [
            closingResumptions.campusId,
            closingResumptions.term,
            closingResumptions.session,
          ],
          set: { sessionEnds: body.session_ends, sessionResumes: body.session_resumes },
        })
        .returning(),
    );
    return item(closingRecord(row), 'Dates saved.');
  },

  async getMaximumScores({ db, auth }) {
    const [row] = await schemeRows(db, [auth.campusId]);
    if (!row) throw notFound('Score settings of the campus');
    const cas = row.components.filter((c) => c.period === 'First Half');
    const exam = row.components.find((c) => c.period === 'Second Half');
    return item(
      record(row.id, {
        campus_id: String(row.campusId),
        midterm: cas.reduce((sum, c) => sum + c.maximum, 0),
        first_assessment: cas[0]?.maximum ?? null,
        second_assessment: cas[1]?.maximum ?? null,
        has_two_assessment: cas.length >= 2,
        exam: exam?.maximum ?? 0,
        total: row.components.reduce((sum, c) => sum + c.maximum, 0),
        components: row.components,
      }),
    );
  },

  async listPreschoolResults({ db, auth, params, query }) {
    let preschoolId: bigint | null = query.class_id ? toId(query.class_id) : null;
    if (preschoolId === null && auth.role === 'teacher') {
      const [me] = await db
        .select({ p: users.preschoolId })
        .from(users)
        .where(eq(users.id, auth.userId));
      preschoolId = me?.p ?? null;
    }
    if (preschoolId === null) throw invalid({ class_id: ['is required'] });
    const pre = await preschoolOf(db, auth, preschoolId);
    await checkPreschoolTeacher(db, auth, pre.id);
    const rows = await db
      .select()
      .from(preschoolResults)
      .where(
        and(
          eq(preschoolResults.preschoolId, pre.id),
          eq(preschoolResults.period, params.period),
          eq(preschoolResults.term, params.term),
          eq(preschoolResults.session, params.session),
        ),
      );
    return list(await preschoolRecords(db, rows));
  },

  async getPreschoolResult({ db, auth, params }) {
    const student = await studentOfSchool(db, auth, params.student_id);
    const row = await preschoolResultOf(db, student.id, params);
    if (!row) throw notFound('Preschool result');
    await checkPreschoolTeacher(db, auth, row.preschoolId);
    return item((await preschoolRecords(db, [row]))[0] as S['PreschoolResultRecord']);
  },

  async savePreschoolResult({ db, auth, body }) {
    const student = await studentOfSchool(db, auth, body.student_id);
    const pre = await preschoolOf(db, auth, toId(body.class_id));
    const errors: FieldErrors = {};
    if (student.preschoolId !== pre.id)
      errors.student_id = ['is not a pupil of this preschool class'];
    await checkPreschoolTeacher(db, auth, pre.id);
    const subjectsOfClass = await preschoolSubjectsOf(
      db,
      pre.id,
      body.period,
      body.term,
      body.session,
    );
    const evaluation = body.evaluation_report
      ? topicRatings(subjectsOfClass, 'evaluation_report', body.evaluation_report, errors)
      : undefined;
    const cognitive = body.cognitive_development
      ? topicRatings(subjectsOfClass, 'cognitive_development', body.cognitive_development, errors)
      : undefined;
    const existing = await preschoolResultOf(db, student.id, body);
    if (attendanceRefused(body, existing)) {
      errors.times_present = ['must not be more than the times school opened'];
    }
    const picked = body.extra_curricular_activities
      ? pickActivities(
          (await activities(db, pre.campusId, true)).map((o) => o.a),
          body.extra_curricular_activities,
          'extra_curricular_activities',
          errors,
        )
      : undefined;
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const fields = {
      ...(body.school_opened !== undefined ? { schoolOpened: body.school_opened } : {}),
      ...(body.times_present !== undefined ? { timesPresent: body.times_present } : {}),
      ...(evaluation ? { evaluationReport: evaluation } : {}),
      ...(cognitive ? { cognitiveDevelopment: cognitive } : {}),
      ...(picked ? { extraCurricular: picked } : {}),
      ...(body.teacher_comment !== undefined ? { teacherComment: body.teacher_comment } : {}),
      ...(body.hos_comment !== undefined ? { hosComment: body.hos_comment } : {}),
    };
    const row = one(
      await db
        .insert(preschoolResults)
        .values({
          schId: auth.schId,
          campusId: pre.campusId,
          studentId: student.id,
          preschoolId: pre.id,
          period: body.period,
          term: body.term,
          session: body.session,
          ...fields,
        })
        .onConflictDoUpdate({
          target: [
            preschoolResults.studentId,
            preschoolResults.period,
            preschoolResults.term,
            preschoolResults.session,
          ],
          set: { ...fields, preschoolId: pre.id, updatedAt: new Date() },
        })
        .returning(),
    );
    return item(
      (await preschoolRecords(db, [row]))[0] as S['PreschoolResultRecord'],
      'Result saved.',
    );
  },
} satisfies Partial<HandlerMap>;

function closingRecord(row: typeof closingResumptions.$inferSelect): S['ClosingResumptionRecord'] {
  return record(row.id, {
    campus_id: String(row.campusId),
    term: row.term as S['Term'],
    session: row.session,
    session_ends: row.sessionEnds,
    session_resumes: row.sessionResumes,
  });
}
