/**
 * Area `assignments` (issue 15): sets of objective and theory questions, students' answers
 * (objective ones marked by the server at submission), teachers' theory marks, published
 * results and the performance series. The handler map only: each write is a use case of
 * assignments/ (add-questions.ts, submit-answers.ts, …), a student's work is read by
 * assignments/reads.ts, SQL in assignments/*.queries.ts, who sees what in
 * assignments/access.ts, marking rules in @schoolmates/domain/assignments.
 */
import { assignmentCaller } from '../assignments/access.ts';
import { addQuestions } from '../assignments/add-questions.ts';
import { listAnswers, listSubmissions } from '../assignments/answers.queries.ts';
import { deleteQuestion } from '../assignments/delete-question.ts';
import { editQuestions } from '../assignments/edit-questions.ts';
import { markTheory } from '../assignments/mark-theory.ts';
import { publishAssignment } from '../assignments/publish-assignment.ts';
import { publishAssignmentResults } from '../assignments/publish-results.ts';
import {
  performanceOf,
  studentMarkedAnswers,
  studentResults,
  weekFilter,
} from '../assignments/reads.ts';
import { answerList, setSubmissionsList } from '../assignments/records.ts';
import { remarkObjectiveAnswers } from '../assignments/remark-objective-answers.ts';
import { listResults } from '../assignments/results.queries.ts';
import { listQuestions } from '../assignments/sets.queries.ts';
import { submitAnswers } from '../assignments/submit-answers.ts';
import { list, message, optionalId, toId } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import type { HandlerMap } from './types.ts';

export const assignmentsHandlers = {
  createObjectiveAssignment: async ({ db, auth, body }) =>
    list(await addQuestions(db, assignmentCaller(auth), 'objective', body)),
  createTheoryAssignment: async ({ db, auth, body }) =>
    list(await addQuestions(db, assignmentCaller(auth), 'theory', body)),
  updateObjectiveAssignment: async ({ db, auth, body }) =>
    list(
      await editQuestions(db, assignmentCaller(auth), 'objective', body.questions, body.due_date),
    ),
  updateTheoryAssignment: async ({ db, auth, body }) => {
    const { due_date, ...edit } = body;
    const [data] = await editQuestions(db, assignmentCaller(auth), 'theory', [edit], due_date);
    if (!data) throw notFound('Assignment');
    return { data };
  },
  listAssignments: async ({ db, auth, query }) =>
    list(
      await listQuestions(db, assignmentCaller(auth), {
        period: query.period,
        term: query.term,
        session: query.session,
        week: query.week,
        questionType: query.type,
        subjectId: optionalId(query.subject_id),
        classId: optionalId(query.class_id),
      }),
    ),
  deleteAssignment: async ({ db, auth, params }) => {
    await deleteQuestion(db, assignmentCaller(auth), toId(params.id));
    return message('Question deleted.');
  },
  publishAssignment: async ({ db, outbox, config, auth, body }) => {
    await publishAssignment(db, outbox, config, assignmentCaller(auth), body);
    return message(body.is_publish ? 'Assignment published.' : 'Assignment unpublished.');
  },

  submitObjectiveAssignmentAnswers: async ({ db, auth, body }) =>
    submitAnswers(db, assignmentCaller(auth), 'objective', body.answers),
  submitTheoryAssignmentAnswers: async ({ db, auth, body }) =>
    submitAnswers(db, assignmentCaller(auth), 'theory', body.answers),
  listAssignmentAnswers: async ({ db, auth, params, query }) => {
    const caller = assignmentCaller(auth);
    return answerList(
      await listAnswers(db, caller, weekFilter(caller, params, params.question_type, query)),
    );
  },
  listAssignmentSubmissions: async ({ db, auth, params, query }) => {
    const caller = assignmentCaller(auth);
    return setSubmissionsList(
      await listSubmissions(
        db,
        caller,
        weekFilter(caller, params, params.question_type, query),
        query.sub_class,
      ),
    );
  },
  listMarkedAssignments: async ({ db, auth, params, query }) => {
    const caller = assignmentCaller(auth);
    return answerList(
      await listAnswers(db, caller, weekFilter(caller, params, params.question_type, query), true),
    );
  },
  listStudentMarkedAssignments: async ({ db, auth, params, query }) =>
    answerList(await studentMarkedAnswers(db, auth, params, query)),

  markTheoryAssignmentAnswers: async ({ db, auth, body }) =>
    markTheory(db, assignmentCaller(auth), body.marks, 'first'),
  updateTheoryAssignmentMarks: async ({ db, auth, body }) =>
    markTheory(db, assignmentCaller(auth), body.marks, 'change'),
  remarkObjectiveAssignmentAnswers: async ({ db, auth, body }) =>
    remarkObjectiveAnswers(db, assignmentCaller(auth), {
      period: body.period,
      term: body.term,
      session: body.session,
      week: body.week,
      questionType: 'objective',
      subjectId: toId(body.subject_id),
      classId: optionalId(body.class_id),
      subClass: body.sub_class,
      studentId: optionalId(body.student_id),
    }),

  publishAssignmentResults: async ({ db, outbox, config, auth, body }) =>
    list(
      await publishAssignmentResults(
        db,
        outbox,
        config,
        assignmentCaller(auth),
        {
          period: body.period,
          term: body.term,
          session: body.session,
          week: body.week,
          questionType: body.question_type,
          subjectId: toId(body.subject_id),
          classId: optionalId(body.class_id),
          subClass: body.sub_class,
        },
        body.student_ids?.map(toId),
      ),
    ),
  listAssignmentResults: async ({ db, auth, params, query }) => {
    const caller = assignmentCaller(auth);
    return list(
      await listResults(db, caller, weekFilter(caller, params, params.question_type, query)),
    );
  },
  listStudentAssignmentResults: async ({ db, auth, params }) =>
    list(await studentResults(db, auth, params)),
  getAssignmentPerformance: async ({ db, auth, query }) =>
    list(await performanceOf(db, auth, query)),
} satisfies Partial<HandlerMap>;
