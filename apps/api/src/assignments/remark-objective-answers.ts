/**
 * Marking again, from the stored key, the objective answers to the caller's sets a request
 * names (404 when there are none), all or none; answers those answers.
 */
import type { Db } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import type { AssignmentCaller } from './access.ts';
import { answersOfSets, remarkAnswers } from './answers.queries.ts';
import { answerList } from './records.ts';
import type { SubmissionFilter } from './sets.queries.ts';

export async function remarkObjectiveAnswers(
  db: Db,
  caller: AssignmentCaller,
  filter: SubmissionFilter,
) {
  await db.transaction(async (tx) => {
    if ((await remarkAnswers(tx, caller, filter)) === 0) throw notFound('Answer');
  });
  return answerList(await answersOfSets(db, caller, filter));
}
