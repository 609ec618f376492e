/**
 * Adding questions to the set of (period, term, session, week, class arm, subject, kind),
 * making the set on first use; `due_date` becomes the set's due date. All or nothing, and
 * never once a student has submitted the set.
 */
import { optionsProblem } from '@schoolmates/domain/assignments';
import type { Schema } from '@schoolmates/sdk';
import type { Db } from '../db/client.ts';
import { classOfSchool } from '../db/school-rows.ts';
import { conflict, type FieldErrors, invalid, notFound, uniquely } from '../http/errors.ts';
import { type AssignmentCaller, checkTeaches } from './access.ts';
import { checkImages } from './checks.ts';
import {
  hasSubmissions,
  insertQuestions,
  type QuestionInput,
  setQuestions,
  subjectOfSchool,
  upsertSet,
} from './sets.queries.ts';

type Kind = Schema<'AssignmentQuestionType'>;
type SetInput = Schema<'ObjectiveAssignmentInput'> | Schema<'TheoryAssignmentInput'>;

function questionProblems(kind: Kind, questions: readonly QuestionInput[]): FieldErrors {
  const errors: FieldErrors = {};
  const numbers = new Set<number>();
  questions.forEach((question, i) => {
    if (numbers.has(question.question_number)) {
      errors[`questions.${i}.question_number`] = ['is used twice in the request'];
    }
    numbers.add(question.question_number);
    if (kind === 'objective') {
      const o = question as Schema<'ObjectiveQuestionInput'>;
      const problem = optionsProblem([o.option1, o.option2, o.option3, o.option4]);
      if (problem) errors[`questions.${i}.option1`] = [problem];
    }
  });
  return errors;
}

export async function addQuestions(db: Db, caller: AssignmentCaller, kind: Kind, body: SetInput) {
  const errors = questionProblems(kind, body.questions);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const classId = BigInt(body.class_id);
  const subjectId = BigInt(body.subject_id);
  const subClass = body.sub_class ?? null;
  const cls = await classOfSchool(db, caller.schId, classId);
  if (!cls) throw notFound('Class');
  if (subClass !== null && !cls.subClasses.includes(subClass)) {
    throw invalid({ sub_class: ['is not an arm of the class'] });
  }
  if (!(await subjectOfSchool(db, caller.schId, subjectId))) throw notFound('Subject');
  await checkTeaches(db, caller, { classId, subClass, subjectId, session: body.session });
  await checkImages(
    db,
    caller.schId,
    body.questions.map((x) => ('image_file_id' in x ? x.image_file_id : null)),
  );

  return db.transaction(async (tx) => {
    const setId = await upsertSet(tx, caller, {
      campusId: cls.campusId,
      classId,
      subClass,
      subjectId,
      period: body.period,
      term: body.term,
      session: body.session,
      week: body.week,
      kind,
      dueDate: body.due_date,
    });
    if (await hasSubmissions(tx, caller.schId, [setId])) {
      throw conflict('Students have already submitted this assignment: add no more questions.');
    }
    await uniquely('A question number is already used in this assignment.', () =>
      insertQuestions(tx, caller.schId, setId, kind, body.questions),
    );
    return setQuestions(tx, caller, setId);
  });
}
