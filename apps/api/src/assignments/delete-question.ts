/** Deleting one of the caller's questions (its set too when none is left); 409 once a student has submitted the set. */
import type { Db } from '../db/client.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { AssignmentCaller } from './access.ts';
import { hasSubmissions, removeQuestion, setOfQuestion } from './sets.queries.ts';

export async function deleteQuestion(db: Db, caller: AssignmentCaller, id: bigint) {
  await db.transaction(async (tx) => {
    const setId = await setOfQuestion(tx, caller, id);
    if (setId === undefined) throw notFound('Assignment');
    if (await hasSubmissions(tx, caller.schId, [setId])) {
      throw conflict('Students have already submitted this assignment: it can no longer change.');
    }
    await removeQuestion(tx, caller.schId, id, setId);
  });
}
