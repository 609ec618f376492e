/**
 * Editing the caller's questions of one kind, all or none. A changed answer key or mark marks
 * the objective answers again at once; a theory mark cannot go below a mark already given.
 */
import { optionsProblem } from '@schoolmates/domain/assignments';
import type { Schema } from '@schoolmates/sdk';
import type { Db } from '../db/client.ts';
import type { assignmentQuestions } from '../db/schema.ts';
import { conflict, type FieldErrors, invalid, notFound, uniquely } from '../http/errors.ts';
import type { AssignmentCaller } from './access.ts';
import { checkImages } from './checks.ts';
import {
  answerMarkedAbove,
  lockQuestions,
  questionsById,
  questionsOfCaller,
  remarkQuestions,
  setDueDate,
  updateQuestion,
} from './sets.queries.ts';

type Kind = Schema<'AssignmentQuestionType'>;
type QuestionEdit =
  | Schema<'ObjectiveQuestionUpdate'>
  | Omit<Schema<'TheoryAssignmentUpdate'>, 'due_date'>;

export async function editQuestions(
  db: Db,
  caller: AssignmentCaller,
  kind: Kind,
  edits: readonly QuestionEdit[],
  dueDate: string | undefined,
) {
  const ids = edits.map((e) => BigInt(e.id));
  if (new Set(ids).size !== ids.length) throw invalid({ questions: ['names a question twice'] });
  const current = await questionsOfCaller(db, caller, ids);
  if (current.length !== ids.length) throw notFound('Assignment');
  if (current.some((c) => c.questionType !== kind)) {
    throw invalid({ id: [`must be a ${kind} question`] });
  }
  const errors: FieldErrors = {};
  edits.forEach((edit, i) => {
    const now = current.find((c) => c.question.id === BigInt(edit.id))?.question;
    if (!now || kind !== 'objective') return;
    const e = edit as Schema<'ObjectiveQuestionUpdate'>;
    const problem = optionsProblem([
      e.option1 ?? now.option1 ?? '',
      e.option2 ?? now.option2 ?? '',
      e.option3 ?? now.option3 ?? '',
      e.option4 ?? now.option4 ?? '',
    ]);
    if (problem) errors[`questions.${i}.option1`] = [problem];
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);

  return db.transaction(async (tx) => {
    await lockQuestions(tx, caller.schId, ids);
    for (const edit of edits) {
      const id = BigInt(edit.id);
      const { id: _id, ...fields } = edit;
      const change: Partial<typeof assignmentQuestions.$inferInsert> = {
        ...(fields.question_number !== undefined && { questionNumber: fields.question_number }),
        ...(fields.question !== undefined && { question: fields.question }),
        ...(fields.answer !== undefined && { answer: fields.answer }),
        ...(fields.question_mark !== undefined && { questionMark: fields.question_mark }),
        ...(fields.status !== undefined && { status: fields.status }),
        ...('option1' in fields && fields.option1 !== undefined && { option1: fields.option1 }),
        ...('option2' in fields && fields.option2 !== undefined && { option2: fields.option2 }),
        ...('option3' in fields && fields.option3 !== undefined && { option3: fields.option3 }),
        ...('option4' in fields && fields.option4 !== undefined && { option4: fields.option4 }),
        ...('image_file_id' in fields &&
          fields.image_file_id !== undefined && {
            imageFileId: fields.image_file_id === null ? null : BigInt(fields.image_file_id),
          }),
      };
      if ('image_file_id' in fields) await checkImages(tx, caller.schId, [fields.image_file_id]);
      if (
        kind === 'theory' &&
        fields.question_mark !== undefined &&
        (await answerMarkedAbove(tx, caller.schId, id, fields.question_mark))
      ) {
        throw conflict('An answer already has a higher mark: change that mark first.');
      }
      await uniquely('A question number is already used in this assignment.', () =>
        updateQuestion(tx, caller.schId, id, change),
      );
    }
    const setIds = [...new Set(current.map((c) => c.question.setId))];
    if (dueDate !== undefined) await setDueDate(tx, caller.schId, setIds, dueDate);
    if (kind === 'objective') await remarkQuestions(tx, caller.schId, ids);
    return questionsById(tx, caller, ids);
  });
}
