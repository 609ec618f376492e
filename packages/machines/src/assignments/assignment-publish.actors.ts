import { type Schema, type SchoolmatesClient, unwrap } from '@schoolmates/sdk';
import { fromPromise } from 'xstate';
import {
  type AssignmentQuestionType,
  type AssignmentSet,
  draftFromRecords,
  type LoadedAssignment,
  questionTypes,
  recordsOfSet,
} from './assignment-publish.draft.ts';
import { assignmentPublishMachine } from './assignment-publish.machine.ts';
import type { AnswerQuery } from './assignment-publish.setup.ts';

type ObjectId = Schema<'ObjectId'>;

export interface AssignmentPublishDependencies {
  client: SchoolmatesClient;
}

/** The ids the server gave the questions sent, in the order sent (matched by question number). */
function idsOfCreated(
  answer: Schema<'AssignmentList'>,
  sent: readonly { question_number: number }[],
): ObjectId[] {
  const byNumber = new Map(
    answer.data.map((record) => [record.attributes.question_number, record.id] as const),
  );
  return sent.map(({ question_number }) => {
    const id = byNumber.get(question_number);
    if (id === undefined) {
      throw new Error(`The server did not list question ${question_number} as saved`);
    }
    return id;
  });
}

/** The assignment's actors, backed by the SDK. */
export function createAssignmentPublishActors({ client }: AssignmentPublishDependencies) {
  const changePublication = async (bodies: Schema<'AssignmentPublishInput'>[]) => {
    // One call per kind, in turn; publishing is idempotent, so a retry may send them all again.
    for (const body of bodies) await unwrap(client.PATCH('/publish/assignment', { body }));
  };
  return {
    loadAssignment: fromPromise<LoadedAssignment, AssignmentSet>(async ({ input: set }) => {
      const records: Record<AssignmentQuestionType, Schema<'AssignmentRecord'>[]> = {
        objective: [],
        theory: [],
      };
      for (const type of questionTypes) {
        const answer = await unwrap(
          client.GET('/assignment', {
            params: {
              query: {
                period: set.period,
                term: set.term,
                session: set.session,
                type,
                week: set.week,
                subject_id: set.subject_id,
                class_id: set.class_id,
              },
            },
          }),
        );
        records[type] = recordsOfSet(set, type, answer.data);
      }
      return draftFromRecords(records.objective, records.theory);
    }),
    createObjectiveQuestions: fromPromise<ObjectId[], Schema<'ObjectiveAssignmentInput'>>(
      async ({ input }) => {
        const answer = await unwrap(client.POST('/objective-assignment', { body: input }));
        return idsOfCreated(answer, input.questions);
      },
    ),
    updateObjectiveQuestions: fromPromise<void, Schema<'ObjectiveAssignmentUpdate'>>(
      async ({ input }) => {
        await unwrap(client.PATCH('/edit-obj-assignment', { body: input }));
      },
    ),
    createTheoryQuestions: fromPromise<ObjectId[], Schema<'TheoryAssignmentInput'>>(
      async ({ input }) => {
        const answer = await unwrap(client.POST('/theory-assignment', { body: input }));
        return idsOfCreated(answer, input.questions);
      },
    ),
    updateTheoryQuestion: fromPromise<void, Schema<'TheoryAssignmentUpdate'>>(async ({ input }) => {
      await unwrap(client.PATCH('/edit-thoery-assignment', { body: input }));
    }),
    publishQuestions: fromPromise<void, Schema<'AssignmentPublishInput'>[]>(async ({ input }) =>
      changePublication(input),
    ),
    /** How many answers the draft's questions have (a teacher sees every student's). */
    countAnswers: fromPromise<number, AnswerQuery>(async ({ input }) => {
      const { set } = input;
      const ids = new Set(input.questionIds);
      let count = 0;
      for (const question_type of input.questionTypes) {
        const answer = await unwrap(
          client.GET('/assignment-answer/{period}/{term}/{session}/{question_type}/{week}', {
            params: {
              path: {
                period: set.period,
                term: set.term,
                session: set.session,
                question_type,
                week: set.week,
              },
              query: { subject_id: set.subject_id, class_id: set.class_id },
            },
          }),
        );
        count += answer.data.filter(({ attributes }) => ids.has(attributes.assignment_id)).length;
      }
      return count;
    }),
    unpublishQuestions: fromPromise<void, Schema<'AssignmentPublishInput'>[]>(async ({ input }) =>
      changePublication(input),
    ),
  };
}

/**
 * The assignment machine wired to the SDK:
 * `createActor(createAssignmentPublishMachine({ client }), { input: { set } })`.
 */
export function createAssignmentPublishMachine(dependencies: AssignmentPublishDependencies) {
  return assignmentPublishMachine.provide({ actors: createAssignmentPublishActors(dependencies) });
}
