/**
 * Students' answers: submission (objective answers marked here, by the server, from the stored
 * key), the answer lists, and the teacher's theory marks. Every record goes through
 * `answerRecord`, which blanks the key, mark and comment unless `reveals` allows them.
 */
import { objectiveMarkTenths, theoryMarkProblem } from '@schoolmates/domain/assignments';
import { toTenths } from '@schoolmates/domain/results';
import type { Schema } from '@schoolmates/sdk';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import {
  assignmentAnswers,
  assignmentQuestions,
  assignmentSets,
  assignmentSubmissions,
  classes,
  subjects,
  users,
} from '../db/schema.ts';
import { conflict, type FieldErrors, invalid, notFound, uniquely } from '../http/errors.ts';
import { type AssignmentCaller, reveals, setsOf, submissionsOf } from './access.ts';
import {
  matchSets,
  matchSubmissions,
  remarkObjective,
  type SubmissionFilter,
  setNames,
} from './sets.queries.ts';

type Kind = Schema<'AssignmentQuestionType'>;

const a = assignmentAnswers;
const q = assignmentQuestions;
const s = assignmentSets;
const sub = assignmentSubmissions;

export const studentName = sql<string>`concat_ws(' ', ${users.surname}, ${users.firstname}, ${users.middlename})`;

/** Answer rows with everything a record shows, `where` over the joined tables. */
async function answerRows(db: DbOrTx, where: SQL[]) {
  return db
    .select({
      id: a.id,
      questionId: q.id,
      studentId: sub.studentId,
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
      questionNumber: q.questionNumber,
      question: q.question,
      option1: q.option1,
      option2: q.option2,
      option3: q.option3,
      option4: q.option4,
      questionMark: q.questionMark,
      answer: a.answer,
      correctAnswer: q.answer,
      markTenths: a.markTenths,
      comment: a.comment,
      submittedAt: sub.submittedAt,
      markedAt: a.markedAt,
      resultPublishedAt: sub.resultPublishedAt,
    })
    .from(a)
    .innerJoin(sub, and(eq(sub.schId, a.schId), eq(sub.id, a.submissionId)))
    .innerJoin(q, and(eq(q.schId, a.schId), eq(q.id, a.questionId)))
    .innerJoin(s, and(eq(s.schId, sub.schId), eq(s.id, sub.setId)))
    .innerJoin(users, and(eq(users.schId, sub.schId), eq(users.id, sub.studentId)))
    .innerJoin(classes, setNames.classes)
    .innerJoin(subjects, setNames.subjects)
    .where(and(...where))
    .orderBy(
      asc(classes.className),
      asc(subjects.name),
      asc(users.surname),
      asc(users.firstname),
      asc(sub.studentId),
      asc(q.questionNumber),
    );
}

type AnswerRow = Awaited<ReturnType<typeof answerRows>>[number];

/** THE shaping of an answer: key, mark and comment only where `reveals` says so. */
function answerRecord(caller: AssignmentCaller, r: AnswerRow): Schema<'AssignmentAnswerRecord'> {
  const shown = reveals(caller, r.resultPublishedAt);
  return {
    id: String(r.id),
    attributes: {
      assignment_id: String(r.questionId),
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
      question_number: r.questionNumber,
      question: r.question,
      option1: r.option1,
      option2: r.option2,
      option3: r.option3,
      option4: r.option4,
      question_mark: r.questionMark,
      answer: r.answer,
      correct_answer: shown ? r.correctAnswer : null,
      teacher_mark: shown && r.markTenths !== null ? r.markTenths / 10 : null,
      mark: r.markTenths === null ? 'not_marked' : 'marked',
      submitted_at: r.submittedAt.toISOString(),
      marked_at: r.markedAt?.toISOString() ?? null,
      teacher_comment: shown ? r.comment : null,
    },
  };
}

async function answersWhere(db: DbOrTx, caller: AssignmentCaller, where: SQL[]) {
  const rows = await answerRows(db, [submissionsOf(caller), ...where]);
  return rows.map((r) => answerRecord(caller, r));
}

/** What a student may read of marked answers: only those of published results. */
const markedFor = (caller: AssignmentCaller): SQL[] => [
  sql`${a.markTenths} is not null`,
  ...(caller.role === 'student' ? [sql`${sub.resultPublishedAt} is not null`] : []),
];

/** The answers the caller may see of the submissions `filter` names; `marked`: marked only. */
export const listAnswers = (
  db: DbOrTx,
  caller: AssignmentCaller,
  filter: SubmissionFilter,
  marked = false,
) => answersWhere(db, caller, [...matchSubmissions(filter), ...(marked ? markedFor(caller) : [])]);

/**
 * Marks again, from the stored key, the objective answers to the caller's sets `filter` names
 * (404 when there are none), all or none; returns those answers.
 */
export async function remarkObjectiveAnswers(
  db: DbOrTx,
  caller: AssignmentCaller,
  filter: SubmissionFilter,
) {
  const ofStudent = filter.studentId === undefined ? [] : [eq(sub.studentId, filter.studentId)];
  const sets = [setsOf(caller), ...matchSets(filter)];
  await db.transaction(async (tx) => {
    const marked = await remarkObjective(
      tx,
      caller.schId,
      and(
        ...sets,
        inArray(
          a.submissionId,
          tx
            .select({ id: sub.id })
            .from(sub)
            .where(and(eq(sub.schId, caller.schId), eq(sub.setId, s.id), ...ofStudent)),
        ),
      ) as SQL,
    );
    if (marked === 0) throw notFound('Answer');
  });
  return answersWhere(db, caller, [...sets, ...ofStudent]);
}

/**
 * A student's submission of one published set of their class arm: once (409 again, or after
 * the due date), every question at most once; objective answers are marked here.
 */
export async function submitAnswers(
  db: DbOrTx,
  caller: AssignmentCaller,
  kind: Kind,
  answers: readonly { assignment_id: string; answer: string }[],
) {
  const ids = answers.map((x) => BigInt(x.assignment_id));
  if (new Set(ids).size !== ids.length) {
    throw invalid({ answers: ['answer each question at most once'] });
  }
  const questions = await db
    .select({
      id: q.id,
      setId: q.setId,
      key: q.answer,
      questionMark: q.questionMark,
      questionType: s.questionType,
      late: sql<boolean>`${s.dueDate} < current_date`,
    })
    .from(q)
    .innerJoin(s, and(eq(s.schId, q.schId), eq(s.id, q.setId)))
    .where(and(setsOf(caller), eq(q.status, 'published'), inArray(q.id, ids)));
  if (questions.length !== ids.length) throw notFound('Assignment');
  const setIds = new Set(questions.map((x) => x.setId));
  if (setIds.size > 1) throw invalid({ answers: ['must all belong to one assignment'] });
  if (questions.some((x) => x.questionType !== kind)) {
    throw invalid({ answers: [`must answer ${kind} questions`] });
  }
  const [setId] = [...setIds];
  if (setId === undefined) throw notFound('Assignment');
  if (questions.some((x) => x.late)) throw conflict('This assignment is past its due date.');

  // One statement, so one round trip and one commit: the submission and its answers, all or
  // none (a second submission breaks the unique key: 409).
  const markedAt = new Date().toISOString();
  const values = answers.map((x) => {
    const question = questions.find((y) => y.id === BigInt(x.assignment_id));
    const marked = kind === 'objective' && question;
    const markTenths = marked
      ? objectiveMarkTenths(x.answer, question.key, question.questionMark)
      : null;
    return sql`(${BigInt(x.assignment_id)}::bigint, ${x.answer}::text, ${markTenths}::integer,
      ${marked ? markedAt : null}::timestamptz)`;
  });
  const result = await uniquely('You have already submitted this assignment.', () =>
    db.execute(sql`
      with submission as (
        insert into ${sub} (sch_id, set_id, student_id)
        values (${caller.schId}, ${setId}, ${caller.userId})
        returning id),
      answered as (
        insert into ${a} (sch_id, submission_id, question_id, answer, mark_tenths, marked_at)
        select ${caller.schId}, submission.id, v.question_id, v.answer, v.mark_tenths, v.marked_at
        from submission, (values ${sql.join(values, sql`, `)})
          as v(question_id, answer, mark_tenths, marked_at))
      select id from submission`),
  );
  const [row] = (result as unknown as { rows: { id: string | number | bigint }[] }).rows;
  if (!row) throw new Error('Expected a submission');
  const submissionId = BigInt(row.id);
  return answersWhere(db, caller, [eq(sub.id, submissionId)]);
}

/**
 * The teacher's marks on theory answers, all or none. `first`: answers not marked yet (409
 * otherwise); `change`: answers already marked. Either way 409 once the student's result for
 * the set is published: marks are corrected before publication (issue 15).
 */
export async function markTheory(
  db: DbOrTx,
  caller: AssignmentCaller,
  marks: readonly Schema<'TheoryAssignmentMarkEntry'>[],
  mode: 'first' | 'change',
) {
  const keys = marks.map((m) => `${m.assignment_id}:${m.student_id}`);
  if (new Set(keys).size !== keys.length) {
    throw invalid({ marks: ['mark each answer at most once'] });
  }
  const rows = await db
    .select({
      id: a.id,
      questionId: a.questionId,
      studentId: sub.studentId,
      markTenths: a.markTenths,
      questionMark: q.questionMark,
      questionType: s.questionType,
      resultPublishedAt: sub.resultPublishedAt,
    })
    .from(a)
    .innerJoin(sub, and(eq(sub.schId, a.schId), eq(sub.id, a.submissionId)))
    .innerJoin(q, and(eq(q.schId, a.schId), eq(q.id, a.questionId)))
    .innerJoin(s, and(eq(s.schId, sub.schId), eq(s.id, sub.setId)))
    .where(
      and(
        setsOf(caller),
        inArray(
          a.questionId,
          marks.map((m) => BigInt(m.assignment_id)),
        ),
        inArray(
          sub.studentId,
          marks.map((m) => BigInt(m.student_id)),
        ),
      ),
    );
  const errors: FieldErrors = {};
  const updates = marks.map((m, i) => {
    const row = rows.find(
      (r) => r.questionId === BigInt(m.assignment_id) && r.studentId === BigInt(m.student_id),
    );
    if (!row) throw notFound('Answer');
    if (row.questionType !== 'theory') {
      errors[`marks.${i}.assignment_id`] = ['must be a theory question'];
    }
    const tenths = toTenths(m.teacher_mark);
    const problem = theoryMarkProblem(tenths, row.questionMark);
    if (problem) errors[`marks.${i}.teacher_mark`] = [problem];
    if (row.resultPublishedAt !== null) {
      throw conflict('The result is published: its marks can no longer change.');
    }
    if (mode === 'first' && row.markTenths !== null) {
      throw conflict('An answer is already marked: change it with the update.');
    }
    if (mode === 'change' && row.markTenths === null) {
      throw conflict('An answer is not marked yet: mark it first.');
    }
    return { id: row.id, markTenths: tenths, comment: m.comment ?? null };
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  // One statement for every mark (not one per answer).
  const markedAt = new Date().toISOString();
  await db.execute(sql`
    update ${a} set mark_tenths = v.mark_tenths, comment = v.comment, marked_at = ${markedAt}::timestamptz
    from (values ${sql.join(
      updates.map((u) => sql`(${u.id}::bigint, ${u.markTenths}::integer, ${u.comment}::text)`),
      sql`, `,
    )}) as v(id, mark_tenths, comment)
    where ${a.schId} = ${caller.schId} and ${a.id} = v.id`);
  return answersWhere(db, caller, [
    inArray(
      a.id,
      updates.map((u) => u.id),
    ),
  ]);
}
