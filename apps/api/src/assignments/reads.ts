/**
 * Reads of students' work: which submissions a week's list names, one student's marked answers
 * and results, and the performance series (a teacher names a class or a student they teach).
 */
import type { Auth } from '../auth/sessions.ts';
import type { ParamsOf, QueryOf } from '../contract.ts';
import type { DbOrTx } from '../db/client.ts';
import { optionalId, toId } from '../http/envelope.ts';
import { invalid } from '../http/errors.ts';
import {
  type AssignmentCaller,
  assignmentCaller,
  checkStudent,
  checkTeachesClass,
  childCaller,
} from './access.ts';
import { listAnswers } from './answers.queries.ts';
import { listResults, performance } from './results.queries.ts';
import type { SetFilter, SubmissionFilter } from './sets.queries.ts';

/** The sets a week's list names; a student's class filter is ignored (always their own). */
export function weekFilter(
  caller: AssignmentCaller,
  params: { period: SetFilter['period']; term: SetFilter['term']; session: string; week: number },
  questionType: SetFilter['questionType'],
  query: { subject_id?: string; class_id?: string; student_id?: string },
): SubmissionFilter {
  const staff = caller.role === 'teacher';
  return {
    period: params.period,
    term: params.term,
    session: params.session,
    week: params.week,
    questionType,
    subjectId: optionalId(query.subject_id),
    classId: staff ? optionalId(query.class_id) : undefined,
    studentId: staff ? optionalId(query.student_id) : undefined,
  };
}

/** A student's marked answers of a week (the caller may read the student's work). */
export async function studentMarkedAnswers(
  db: DbOrTx,
  auth: Auth,
  params: ParamsOf<'listStudentMarkedAssignments'>,
  query: QueryOf<'listStudentMarkedAssignments'>,
) {
  const caller = assignmentCaller(auth);
  const studentId = toId(params.student_id);
  await checkStudent(db, caller, studentId, params.session);
  const week = weekFilter(caller, params, params.question_type, { subject_id: query.subject_id });
  return listAnswers(db, caller, { ...week, studentId }, true);
}

/** A student's results of a subject in a term (the caller may read the student's work). */
export async function studentResults(
  db: DbOrTx,
  auth: Auth,
  params: ParamsOf<'listStudentAssignmentResults'>,
) {
  const caller = assignmentCaller(auth);
  const studentId = toId(params.student_id);
  await checkStudent(db, caller, studentId, params.session);
  return listResults(db, caller, {
    period: params.period,
    term: params.term,
    session: params.session,
    questionType: params.question_type,
    subjectId: toId(params.subject_id),
    studentId,
  });
}

/** The performance series: a student's own, a guardian's child's, or a teacher's class or student. */
export async function performanceOf(
  db: DbOrTx,
  auth: Auth,
  query: QueryOf<'getAssignmentPerformance'>,
) {
  const caller =
    auth.role === 'guardian' ? childCaller(auth, query.student_id) : assignmentCaller(auth);
  const filter: SubmissionFilter = {
    period: query.period,
    term: query.term,
    session: query.session,
    questionType: query.question_type,
    subjectId: optionalId(query.subject_id),
  };
  if (caller.role === 'teacher') {
    if (query.student_id !== undefined) {
      const studentId = toId(query.student_id);
      await checkStudent(db, caller, studentId, query.session);
      filter.studentId = studentId;
    } else if (query.class_id !== undefined) {
      const classId = toId(query.class_id);
      await checkTeachesClass(db, caller, classId, query.sub_class, query.session);
      filter.classId = classId;
      filter.armOrAll = query.sub_class;
    } else {
      throw invalid({ class_id: ['name a class or a student'] });
    }
  }
  return performance(db, caller, filter);
}
