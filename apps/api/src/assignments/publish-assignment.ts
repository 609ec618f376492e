/**
 * Publishing (or unpublishing) every question of the caller's sets a request names (404 when
 * none); publishing tells the students of their class, in the transaction of the change.
 */
import type { Schema } from '@schoolmates/sdk';
import type { Config } from '../config.ts';
import type { BodyOf } from '../contract.ts';
import type { Db } from '../db/client.ts';
import { optionalId } from '../http/envelope.ts';
import { notify } from '../messages/notify.ts';
import type { Outbox } from '../messages/outbox.ts';
import { assignmentWording } from '../messages/templates.ts';
import type { AssignmentCaller } from './access.ts';
import { studentsOfSets } from './audience.queries.ts';
import { namedSets } from './checks.ts';
import { type SetFilter, setQuestionStatus } from './sets.queries.ts';

/** What the students' notices call a week's set. */
export const assignmentTitle = (week: number, questionType: string) =>
  `Week ${week} ${questionType} work`;

export async function publishAssignment(
  db: Db,
  outbox: Outbox,
  config: Pick<Config, 'publicUrl'>,
  caller: AssignmentCaller,
  body: BodyOf<'publishAssignment'>,
) {
  const filter: SetFilter = {
    period: body.period,
    term: body.term,
    session: body.session,
    week: body.week,
    questionType: body.question_type,
    subjectId: optionalId(body.subject_id),
    classId: optionalId(body.class_id),
    subClass: body.sub_class,
  };
  const status: Schema<'AssignmentStatus'> = body.is_publish ? 'published' : 'unpublished';
  await db.transaction(async (tx) => {
    await setQuestionStatus(tx, caller.schId, await namedSets(tx, caller, filter), status);
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
          {
            title: assignmentTitle(set.week, filter.questionType ?? 'assignment'),
            subject: set.subject,
          },
          config.publicUrl,
        ),
    });
  });
}
