/**
 * A student's submission of one published set of their class arm: once (409 again, or after
 * the due date), every question at most once, all of one set and of the kind sent; objective
 * answers are marked by the server from the stored key. One statement, so one round trip and
 * one commit (answers.queries.ts `insertSubmission`).
 */
import type { Schema } from '@schoolmates/sdk';
import type { DbOrTx } from '../db/client.ts';
import { conflict, invalid, notFound, uniquely } from '../http/errors.ts';
import type { AssignmentCaller } from './access.ts';
import { insertSubmission } from './answers.queries.ts';
import { answerList } from './records.ts';

export async function submitAnswers(
  db: DbOrTx,
  caller: AssignmentCaller,
  kind: Schema<'AssignmentQuestionType'>,
  answers: readonly { assignment_id: string; answer: string }[],
) {
  const ids = answers.map((x) => BigInt(x.assignment_id));
  if (new Set(ids).size !== ids.length) {
    throw invalid({ answers: ['answer each question at most once'] });
  }
  const row = await uniquely('You have already submitted this assignment.', () =>
    insertSubmission(db, caller, kind, answers),
  );
  if (!row || row.found !== ids.length || row.sets === 0) throw notFound('Assignment');
  if (row.sets > 1) throw invalid({ answers: ['must all belong to one assignment'] });
  if (!row.of_kind) throw invalid({ answers: [`must answer ${kind} questions`] });
  if (row.late) throw conflict('This assignment is past its due date.');
  return answerList(row.records);
}
