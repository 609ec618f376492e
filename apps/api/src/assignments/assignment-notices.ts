/**
 * Publishing an assignment tells the students of its class; publishing its results tells
 * each student whose work was marked. Both in the transaction of the change.
 */
import type { Schema } from '@schoolmates/sdk';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { notify } from '../messages/notify.ts';
import type { Outbox } from '../messages/outbox.ts';
import { assignmentWording } from '../messages/templates.ts';
import type { AssignmentCaller } from './access.ts';
import { studentsOfSets } from './audience.queries.ts';
import { publishResults } from './results.queries.ts';
import { publishSets, type SetFilter } from './sets.queries.ts';

const title = (week: number, questionType: string) => `Week ${week} ${questionType} work`;

export async function publishAssignment(
  db: Db,
  outbox: Outbox,
  config: Pick<Config, 'publicUrl'>,
  caller: AssignmentCaller,
  filter: SetFilter,
  status: Schema<'AssignmentStatus'>,
) {
  await db.transaction(async (tx) => {
    await publishSets(tx, caller, filter, status);
    if (status !== 'published') return;
    const students = await studentsOfSets(tx, caller, filter);
    await notify(tx, outbox, {
      schId: caller.schId,
      event: 'assignment_published',
      to: students.map((row) => ({ ...row, userId: row.studentId, eventKey: String(row.setId) })),
      wording: (student, school, set) =>
        assignmentWording(
          school,
          student.firstname,
          'published',
          { title: title(set.week, filter.questionType ?? 'assignment'), subject: set.subject },
          config.publicUrl,
        ),
    });
  });
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
            title: title(result.attributes.week, result.attributes.question_type),
            subject: result.attributes.subject,
          },
          config.publicUrl,
        ),
    });
    return results;
  });
}
