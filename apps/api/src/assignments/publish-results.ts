/**
 * Publishing the results of the caller's sets a request names tells each student whose work
 * was marked, in the transaction of the change.
 */
import type { Config } from '../config.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { conflict, invalid, notFound } from '../http/errors.ts';
import { notify } from '../messages/notify.ts';
import type { Outbox } from '../messages/outbox.ts';
import { assignmentWording } from '../messages/templates.ts';
import type { AssignmentCaller } from './access.ts';
import { namedSets } from './checks.ts';
import { assignmentTitle } from './publish-assignment.ts';
import { markPublished, submissionsOfSets, unmarkedSubmissions } from './results.queries.ts';
import type { SetFilter } from './sets.queries.ts';

/**
 * Publishes the results of the caller's matching sets for every student who submitted (or the
 * listed ones): 422 for a listed student without a submission, 409 while a theory answer of an
 * included student is not marked. Calling again publishes again.
 */
async function publishResults(
  db: DbOrTx,
  caller: AssignmentCaller,
  filter: SetFilter,
  studentIds: bigint[] | undefined,
) {
  const setIds = await namedSets(db, caller, filter);
  const subs = await submissionsOfSets(db, caller.schId, setIds, studentIds);
  const missing = (studentIds ?? []).filter((id) => !subs.some((x) => x.studentId === id));
  if (missing.length > 0) {
    throw invalid({ student_ids: [`${missing.join(', ')} has not submitted this assignment`] });
  }
  if (subs.length === 0) throw notFound('Submission');
  const subIds = subs.map((x) => x.id);
  const unmarked = await unmarkedSubmissions(db, caller.schId, subIds);
  if (unmarked.length > 0) {
    const names = subs.filter((x) => unmarked.includes(x.id)).map((x) => x.studentName);
    throw conflict(`Mark every theory answer first: ${names.join(', ')}.`);
  }
  return markPublished(db, caller, subIds);
}

export async function publishAssignmentResults(
  db: Db,
  outbox: Outbox,
  config: Pick<Config, 'publicUrl'>,
  caller: AssignmentCaller,
  filter: SetFilter,
  studentIds: bigint[] | undefined,
) {
  return db.transaction(async (tx) => {
    const results = await publishResults(tx, caller, filter, studentIds);
    await notify(tx, outbox, {
      schId: caller.schId,
      event: 'assignment_marked',
      to: results.map((result) => ({
        userId: BigInt(result.attributes.student_id),
        eventKey: result.id,
        result,
      })),
      wording: (student, school, { result }) =>
        assignmentWording(
          school,
          student.firstname,
          'marked',
          {
            title: assignmentTitle(result.attributes.week, result.attributes.question_type),
            subject: result.attributes.subject,
          },
          config.publicUrl,
        ),
    });
    return results;
  });
}
