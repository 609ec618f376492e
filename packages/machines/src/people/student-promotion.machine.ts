/**
 * Promoting or graduating the chosen students of a class arm: a run sends the students in
 * batches of `batchSize`, shows its progress ("n of m"), names the students who did not move and
 * why, and can send those again.
 *
 * The contract's `PATCH /promote-students` is all or nothing for one body and answers every
 * student it moved. When the server refuses some students of a batch (422 on `student_ids.N`),
 * those fail with its reason and the others of the batch, which the refusal left where they
 * were, go back to the head of the queue; any other failure fails the whole batch. Either way
 * the remaining batches still go. `promotion.retry` sends the failed students only.
 *
 * Only the roles of the contract's `x-roles` may start a run (`rolesFor`). I/O comes in through
 * `.provide()`: the `promoteStudents` actor of `student-promotion.actors.ts` (SDK backed) and
 * the `settled` action, run whenever a run ends (finished or failed) so that the caller can
 * refresh its lists.
 */
import { type RoleName, rolesFor, type Schema } from '@schoolmates/sdk';
import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import { listOfRoles, splitBatchFailure } from '../shared/batches.ts';
import { failureMessage, fieldErrorsOf } from '../shared/errors.ts';

/** The body of one call: a batch of students and where they go. */
export type PromotionBody = Schema<'StudentPromotionInput'>;
/** Where one student moved, as the server answers it. */
export type PromotedStudent = Schema<'StudentPromotionAttributes'>;
export type PromotionAction = PromotionBody['action'];

/** A student of the source class arm, as the class list names them. */
export interface PromotionStudent {
  id: string;
  fullname: string;
  admission_number: string;
}

/** What a run moves: the chosen students of one class arm, and where to. */
export type PromotionRequest = Omit<PromotionBody, 'student_ids'> & {
  students: PromotionStudent[];
};

/** A student who did not move, with the reason to show. */
export interface PromotionFailure extends PromotionStudent {
  reason: string;
}

export interface StudentPromotionMachineInput {
  /** The signed-in user's role; only the contract's roles may start a run. */
  role: RoleName | null;
  /** Students per call; 25 unless given. */
  batchSize?: number;
}

export interface StudentPromotionContext {
  role: RoleName | null;
  batchSize: number;
  /** The run under way or last finished; null before the first or after a dismiss. */
  request: PromotionRequest | null;
  /** Students not sent yet. */
  queue: PromotionStudent[];
  /** Students of the call in flight. */
  batch: PromotionStudent[];
  /** Every student moved so far, as the server answered. */
  moved: PromotedStudent[];
  failures: PromotionFailure[];
  /** Why a request was refused before any call (role, nobody chosen). */
  error: string | null;
}

export type StudentPromotionEvent =
  | { type: 'promotion.start'; request: PromotionRequest }
  | { type: 'promotion.retry' }
  | { type: 'promotion.dismiss' };

/** What the `settled` action is told when a run ends. */
export interface PromotionOutcome {
  request: PromotionRequest;
  moved: PromotedStudent[];
  failures: PromotionFailure[];
}

export const defaultPromotionBatchSize = 25;

/** Whether a role may promote or graduate students, by the contract's `x-roles`. */
export function mayPromoteStudents(role: RoleName | null): boolean {
  return role !== null && rolesFor('promoteStudents').includes(role);
}

export const studentPromotionMessages = {
  refusedRole: () => `Only ${listOfRoles(rolesFor('promoteStudents'))} may promote students.`,
  nobodyChosen: 'Choose at least one student to move.',
  failedFallback: 'The students could not be moved.',
} as const;

/**
 * Why a whole batch failed: the server's reasons for fields other than a student
 * ("to class id: is not a class of this campus"), else its message.
 */
function reasonForBatch(error: unknown): string {
  const reasons = Object.entries(fieldErrorsOf(error))
    .filter(([field]) => !field.startsWith('student_ids.'))
    .map(([field, messages]) => `${field.replace(/_/g, ' ')}: ${messages.join(' ')}`);
  return reasons.length > 0
    ? reasons.join('; ')
    : failureMessage(error, studentPromotionMessages.failedFallback);
}

/** How a failed call ends for the students of its batch (see `splitBatchFailure`). */
export function splitPromotionFailure(batch: readonly PromotionStudent[], error: unknown) {
  return splitBatchFailure(batch, error, reasonForBatch(error));
}

/** Progress of the run: students answered for (moved or failed) of all chosen. */
export function promotionProgress(context: StudentPromotionContext): {
  done: number;
  total: number;
} {
  const total = context.request?.students.length ?? 0;
  return { done: total - context.queue.length - context.batch.length, total };
}

const emptyRun = {
  request: null,
  queue: [],
  batch: [],
  moved: [],
  failures: [],
  error: null,
} satisfies Partial<StudentPromotionContext>;

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`studentPromotionMachine: the ${name} actor was not provided`));

export const studentPromotionMachine = setup({
  types: {
    context: {} as StudentPromotionContext,
    events: {} as StudentPromotionEvent,
    input: {} as StudentPromotionMachineInput,
    tags: {} as 'busy',
  },
  actors: {
    promoteStudents: fromPromise<PromotedStudent[], PromotionBody>(notProvided('promoteStudents')),
  },
  actions: {
    /** A run ended (some students may have moved); injected, e.g. to refresh lists. */
    settled: (_, _params: PromotionOutcome) => {},
    /** Takes a request: every chosen student waits to be sent. */
    prepare: assign(({ event }) => {
      assertEvent(event, 'promotion.start');
      return { ...emptyRun, request: event.request, queue: event.request.students };
    }),
    /** Refuses a request with the reason (the role, or nobody chosen). */
    refuse: assign(({ context }) => ({
      error: mayPromoteStudents(context.role)
        ? studentPromotionMessages.nobodyChosen
        : studentPromotionMessages.refusedRole(),
    })),
    clearRun: assign(emptyRun),
    takeBatch: assign(({ context }) => ({
      batch: context.queue.slice(0, context.batchSize),
      queue: context.queue.slice(context.batchSize),
    })),
    recordBatch: assign(({ context }, params: { moved: PromotedStudent[] }) => ({
      moved: [...context.moved, ...params.moved],
      batch: [],
    })),
    recordBatchFailure: assign(({ context }, params: { error: unknown }) => {
      const { failures, resend } = splitPromotionFailure(context.batch, params.error);
      return {
        failures: [...context.failures, ...failures],
        queue: [...resend, ...context.queue],
        batch: [],
      };
    }),
    /** Puts the failed students back to be sent again; those moved stay moved. */
    requeueFailures: assign(({ context }) => ({
      queue: context.failures.map(({ id, fullname, admission_number }) => ({
        id,
        fullname,
        admission_number,
      })),
      failures: [],
    })),
  },
  guards: {
    mayPromote: ({ context }) => mayPromoteStudents(context.role),
    hasStudents: ({ event }) => {
      assertEvent(event, 'promotion.start');
      return event.request.students.length > 0;
    },
    hasQueued: ({ context }) => context.queue.length > 0,
    /** After a failed call: students still to send, counting those a refusal left untouched. */
    hasQueuedAfterFailure: ({ context }, params: { error: unknown }) =>
      context.queue.length > 0 ||
      splitPromotionFailure(context.batch, params.error).resend.length > 0,
    hasFailures: ({ context }) => context.failures.length > 0,
  },
}).createMachine({
  id: 'studentPromotion',
  context: ({ input }) => ({
    ...emptyRun,
    role: input.role,
    batchSize: Math.max(1, Math.floor(input.batchSize ?? defaultPromotionBatchSize)),
  }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'promotion.start': [
          { guard: and(['mayPromote', 'hasStudents']), target: 'moving', actions: 'prepare' },
          { actions: 'refuse' },
        ],
        'promotion.dismiss': { actions: 'clearRun' },
      },
    },
    moving: {
      tags: ['busy'],
      entry: 'takeBatch',
      invoke: {
        id: 'promoteStudents',
        src: 'promoteStudents',
        input: ({ context }) => {
          const { students: _, ...where } = requestOf(context);
          return { ...where, student_ids: context.batch.map((student) => student.id) };
        },
        onDone: [
          {
            guard: 'hasQueued',
            target: 'moving',
            reenter: true,
            actions: { type: 'recordBatch', params: ({ event }) => ({ moved: event.output }) },
          },
          {
            guard: 'hasFailures',
            target: 'failed',
            actions: { type: 'recordBatch', params: ({ event }) => ({ moved: event.output }) },
          },
          {
            target: 'finished',
            actions: { type: 'recordBatch', params: ({ event }) => ({ moved: event.output }) },
          },
        ],
        onError: [
          {
            guard: {
              type: 'hasQueuedAfterFailure',
              params: ({ event }) => ({ error: event.error }),
            },
            target: 'moving',
            reenter: true,
            actions: {
              type: 'recordBatchFailure',
              params: ({ event }) => ({ error: event.error }),
            },
          },
          {
            target: 'failed',
            actions: {
              type: 'recordBatchFailure',
              params: ({ event }) => ({ error: event.error }),
            },
          },
        ],
      },
    },
    failed: {
      entry: { type: 'settled', params: ({ context }) => outcomeOf(context) },
      on: {
        'promotion.retry': { target: 'moving', actions: 'requeueFailures' },
        'promotion.dismiss': { target: 'choosing', actions: 'clearRun' },
      },
    },
    finished: {
      entry: { type: 'settled', params: ({ context }) => outcomeOf(context) },
      on: {
        'promotion.dismiss': { target: 'choosing', actions: 'clearRun' },
      },
    },
  },
});

/** The request of the run under way; every state but `choosing` has one. */
function requestOf(context: StudentPromotionContext): PromotionRequest {
  if (context.request === null) throw new Error('studentPromotionMachine: no promotion under way');
  return context.request;
}

function outcomeOf(context: StudentPromotionContext): PromotionOutcome {
  return { request: requestOf(context), moved: context.moved, failures: context.failures };
}

/** Every state a view can show. */
export const studentPromotionStates = ['choosing', 'moving', 'failed', 'finished'] as const;

export type StudentPromotionState = (typeof studentPromotionStates)[number];
