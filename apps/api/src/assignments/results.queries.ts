/**
 * Published results: a submission with `result_published_at`. Scores are computed when read
 * (domain `assignmentScore`) from the set's questions and the student's marks, so a later
 * answer-key edit or remark shows at once; the performance series sums in SQL.
 */
import { assignmentScore, percentageOfTenths, weeklySeries } from '@schoolmates/domain/assignments';
import type { Schema } from '@schoolmates/sdk';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { byName } from '../db/names.ts';
import {
  assignmentAnswers,
  assignmentQuestions,
  assignmentSets,
  assignmentSubmissions,
  classes,
  subjects,
  users,
} from '../db/schema.ts';
import { type AssignmentCaller, submissionsOf } from './access.ts';
import { studentName } from './answers.queries.ts';
import { matchSubmissions, type SubmissionFilter, setNames } from './sets.queries.ts';

const a = assignmentAnswers;
const q = assignmentQuestions;
const s = assignmentSets;
const sub = assignmentSubmissions;

/** Published results the caller may see, `where` over submissions, sets and students. */
async function resultsWhere(db: DbOrTx, caller: AssignmentCaller, where: SQL[]) {
  const subs = await db
    .select({
      id: sub.id,
      setId: sub.setId,
      studentId: sub.studentId,
      publishedAt: sub.resultPublishedAt,
      studentName,
      admissionNumber: users.admissionNumber,
      period: s.period,
      term: s.term,
      session: s.session,
      week: s.week,
      classId: s.classId,
      className: classes.className,
      subClass: s.subClass,
      subjectId: s.subjectId,
      subject: subjects.name,
      questionType: s.questionType,
    })
    .from(sub)
    .innerJoin(s, and(eq(s.schId, sub.schId), eq(s.id, sub.setId)))
    .innerJoin(users, and(eq(users.schId, sub.schId), eq(users.id, sub.studentId)))
    .innerJoin(classes, setNames.classes)
    .innerJoin(subjects, setNames.subjects)
    .where(and(submissionsOf(caller), sql`${sub.resultPublishedAt} is not null`, ...where))
    .orderBy(
      asc(classes.className),
      asc(subjects.name),
      asc(s.week),
      ...byName(users),
      asc(sub.id),
    );
  if (subs.length === 0) return [];
  const questions = await db
    .select({ id: q.id, setId: q.setId, number: q.questionNumber, mark: q.questionMark })
    .from(q)
    .where(and(eq(q.schId, caller.schId), inArray(q.setId, [...new Set(subs.map((x) => x.setId))])))
    .orderBy(asc(q.questionNumber));
  const marks = await db
    .select({ submissionId: a.submissionId, questionId: a.questionId, markTenths: a.markTenths })
    .from(a)
    .where(
      and(
        eq(a.schId, caller.schId),
        inArray(
          a.submissionId,
          subs.map((x) => x.id),
        ),
      ),
    );
  const markOf = new Map(marks.map((m) => [`${m.submissionId}:${m.questionId}`, m.markTenths]));
  return subs.map((r): Schema<'AssignmentResultRecord'> => {
    const perQuestion = questions
      .filter((x) => x.setId === r.setId)
      .map((x) => ({ ...x, markTenths: markOf.get(`${r.id}:${x.id}`) ?? null }));
    const score = assignmentScore(
      perQuestion.map((x) => ({ questionMark: x.mark, markTenths: x.markTenths })),
    );
    return {
      id: String(r.id),
      attributes: {
        student_id: String(r.studentId),
        student_name: r.studentName,
        admission_number: r.admissionNumber ?? '',
        period: r.period,
        term: r.term,
        session: r.session,
        week: r.week,
        class_id: String(r.classId),
        class_name: r.className,
        sub_class: r.subClass,
        subject_id: String(r.subjectId),
        subject: r.subject,
        question_type: r.questionType,
        total_question: perQuestion.length,
        total_mark: score.totalMark,
        score: score.score,
        percentage_score: score.percentage,
        questions: perQuestion.map((x) => ({
          assignment_id: String(x.id),
          question_number: x.number,
          question_mark: x.mark,
          teacher_mark: (x.markTenths ?? 0) / 10,
        })),
        published_at: (r.publishedAt ?? new Date()).toISOString(),
      },
    };
  });
}

/** Published results the caller may see of the submissions `filter` names. */
export const listResults = (db: DbOrTx, caller: AssignmentCaller, filter: SubmissionFilter) =>
  resultsWhere(db, caller, matchSubmissions(filter));

/** The submissions to the sets (of the listed students only, when `studentIds`). */
export async function submissionsOfSets(
  db: DbOrTx,
  schId: bigint,
  setIds: bigint[],
  studentIds: bigint[] | undefined,
) {
  return db
    .select({ id: sub.id, studentId: sub.studentId, studentName })
    .from(sub)
    .innerJoin(users, and(eq(users.schId, sub.schId), eq(users.id, sub.studentId)))
    .where(
      and(
        eq(sub.schId, schId),
        inArray(sub.setId, setIds),
        ...(studentIds ? [inArray(sub.studentId, studentIds)] : []),
      ),
    );
}

/** The submissions among `subIds` with a theory answer not marked yet. */
export async function unmarkedSubmissions(db: DbOrTx, schId: bigint, subIds: bigint[]) {
  const rows = await db
    .selectDistinct({ submissionId: a.submissionId })
    .from(a)
    .where(and(eq(a.schId, schId), inArray(a.submissionId, subIds), sql`${a.markTenths} is null`));
  return rows.map((row) => row.submissionId);
}

/** Publishes (again) the results of the submissions; answers them as results. */
export async function markPublished(db: DbOrTx, caller: AssignmentCaller, subIds: bigint[]) {
  await db
    .update(sub)
    .set({ resultPublishedAt: new Date() })
    .where(and(eq(sub.schId, caller.schId), inArray(sub.id, subIds)));
  return resultsWhere(db, caller, [inArray(sub.id, subIds)]);
}

/**
 * The performance series per subject: the mean percentage of the week's published results
 * the caller may see, `filter` narrowing (class, arm, student, kind). Sums are taken in SQL.
 */
export async function performance(db: DbOrTx, caller: AssignmentCaller, filter: SubmissionFilter) {
  const rows = await db
    .select({
      subjectId: s.subjectId,
      subject: subjects.name,
      week: s.week,
      scoreTenths: sql<number>`coalesce((select sum(${a.markTenths}) from ${a}
        where ${a.schId} = ${sub.schId} and ${a.submissionId} = ${sub.id}), 0)`.mapWith(Number),
      totalMark: sql<number>`(select sum(${q.questionMark}) from ${q}
        where ${q.schId} = ${s.schId} and ${q.setId} = ${s.id})`.mapWith(Number),
    })
    .from(sub)
    .innerJoin(s, and(eq(s.schId, sub.schId), eq(s.id, sub.setId)))
    .innerJoin(subjects, setNames.subjects)
    .where(
      and(
        submissionsOf(caller),
        sql`${sub.resultPublishedAt} is not null`,
        ...matchSubmissions(filter),
      ),
    )
    .orderBy(asc(subjects.name), asc(s.subjectId), asc(s.week));
  const bySubject = new Map<
    bigint,
    { subject: string; results: { week: number; percentage: number }[] }
  >();
  for (const r of rows) {
    const entry = bySubject.get(r.subjectId) ?? { subject: r.subject, results: [] };
    entry.results.push({
      week: r.week,
      percentage: percentageOfTenths(r.scoreTenths, r.totalMark),
    });
    bySubject.set(r.subjectId, entry);
  }
  return [...bySubject.entries()].map(
    ([subjectId, x]): Schema<'AssignmentPerformanceRecord'> => ({
      id: String(subjectId),
      attributes: {
        subject_id: String(subjectId),
        subject: x.subject,
        points: weeklySeries(x.results).map((p) => ({
          week: p.week,
          percentage_score: p.percentage,
          results: p.results,
        })),
      },
    }),
  );
}
