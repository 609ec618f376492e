/**
 * Releasing and withholding results (domain rules "Release"; DECISIONS #6, #14): one student's
 * result or a whole class arm's for a (term, session, period), through a confirmation, the
 * calls, and a failure that can be retried.
 *
 * The contract's `PATCH /release/result` and `PATCH /withhold/result` are all or nothing for
 * one body and answer only counts, so a class is sent as `student_ids` batches of
 * `batchSize` students: progress ("n of m") counts the students whose batch has answered, and a
 * failure is tied to the students of its batch. When the server refuses some students of a
 * batch (422 on `student_ids.N`), those fail with its reason and the others of the batch, which
 * the refusal left untouched, go back to the head of the queue (sent with the next batch); any
 * other failure fails the whole batch. Either way the remaining batches still go, so the rest of
 * the class ends released (or withheld). `result.retry` resends the failed students only.
 *
 * A class's students are those the caller lists (e.g. `GET /get-result` of the class arm for
 * the period, which names them); a result added after that list was read is not in the run.
 *
 * Only the roles of the contract's `x-roles` may start a run (`rolesFor`); another role's
 * request is refused with a message. I/O comes in through `.provide()`: the `changeStatus`
 * actor of `result-release.actors.ts` (SDK backed) and the `settled` action, run whenever a
 * run ends (released, withheld or failed) so that the caller can refresh what it shows.
 */
import { type OperationId, type RoleName, rolesFor, type Schema } from '@schoolmates/sdk';
import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import { listOfRoles, splitBatchFailure } from '../shared/batches.ts';
import { failureMessage } from '../shared/errors.ts';

export type ResultStatus = Schema<'ResultStatus'>;
/** What one release or withhold call answers (`data`). */
export type ResultStatusChange = Schema<'ResultStatusChange'>;

export type ReleaseAction = 'release' | 'withhold';
export type ReleaseScope = 'student' | 'class';

/** A student whose result is released or withheld, named as the class list names them. */
export interface ReleaseStudent {
  id: string;
  name: string;
}

/** The (term, session, period) of the results. */
export interface ReleasePeriod {
  term: Schema<'Term'>;
  session: string;
  period: Schema<'Period'>;
}

/** What a run is about: one student, or every student of a class arm with a result. */
export interface ReleaseTarget extends ReleasePeriod {
  scope: ReleaseScope;
  /** How the confirmation names it: the student's name, or the class arm ("JSS 1 A"). */
  label: string;
  /** The students whose results change; for a class, those with a result for the period. */
  students: ReleaseStudent[];
}

/** A student whose result did not change, with the reason to show. */
export interface ReleaseFailure extends ReleaseStudent {
  reason: string;
}

/** The input of one call: a batch of students. */
export interface ChangeStatusInput extends ReleasePeriod {
  action: ReleaseAction;
  studentIds: string[];
  /** Why results are withheld (a withhold's only; the audit keeps it). */
  reason: string | null;
}

export interface ResultReleaseMachineInput {
  /** The signed-in user's role; only the contract's roles may start a run. */
  role: RoleName | null;
  /** Students per call; 10 unless given. */
  batchSize?: number;
}

export interface ResultReleaseContext {
  role: RoleName | null;
  batchSize: number;
  /** The run under way or last finished; null before the first or after a cancel. */
  action: ReleaseAction | null;
  target: ReleaseTarget | null;
  /** Why the results are withheld, given on confirming (null for a release). */
  reason: string | null;
  /** Students not sent yet. */
  queue: ReleaseStudent[];
  /** Students of the call in flight. */
  batch: ReleaseStudent[];
  /** Students whose result has the wanted status now (changed, or already so). */
  succeeded: ReleaseStudent[];
  failures: ReleaseFailure[];
  /** Sums of the answers: results that changed, and results that already had the status. */
  changed: number;
  unchanged: number;
  /** Why a request was refused before any call (role, nothing to change). */
  error: string | null;
}

export type ResultReleaseEvent =
  | { type: 'result.release'; target: ReleaseTarget }
  | { type: 'result.withhold'; target: ReleaseTarget }
  /** A withhold is confirmed with its reason; a release needs none. */
  | { type: 'result.confirm'; reason?: string }
  | { type: 'result.cancel' }
  | { type: 'result.retry' }
  | { type: 'result.dismiss' };

/** What the `settled` action is told when a run ends. */
export interface ReleaseOutcome {
  action: ReleaseAction;
  target: ReleaseTarget;
  changed: number;
  unchanged: number;
  failures: ReleaseFailure[];
}

export const defaultReleaseBatchSize = 10;

const operationOf = {
  release: 'releaseResults',
  withhold: 'withholdResults',
} as const satisfies Record<ReleaseAction, OperationId>;

const pastTense = { release: 'released', withhold: 'withheld' } as const;

/** Whether a role may release (or withhold) results, by the contract's `x-roles`. */
export function mayChangeResultStatus(role: RoleName | null, action: ReleaseAction): boolean {
  return role !== null && rolesFor(operationOf[action]).includes(role);
}

export const resultReleaseMessages = {
  refusedRole: (action: ReleaseAction) =>
    `Only ${listOfRoles(rolesFor(operationOf[action]))} may ${action} results.`,
  nothingToChange: (action: ReleaseAction) => `There are no results to ${action}.`,
  failedFallback: (action: ReleaseAction) => `The result could not be ${pastTense[action]}.`,
} as const;

/**
 * How a failed call ends for the students of its batch: with a 422 naming some of them
 * (`student_ids.N`), those fail with its reasons and the others are to be sent again; with any
 * other failure every student of the batch fails with the error's message.
 */
export function splitFailure(
  batch: readonly ReleaseStudent[],
  error: unknown,
  action: ReleaseAction,
): { failures: ReleaseFailure[]; resend: ReleaseStudent[] } {
  return splitBatchFailure(
    batch,
    error,
    failureMessage(error, resultReleaseMessages.failedFallback(action)),
  );
}

/** Progress of the run: students answered for (released, withheld or failed) of all. */
export function releaseProgress(context: ResultReleaseContext): { done: number; total: number } {
  return {
    done: context.succeeded.length + context.failures.length,
    total: context.target?.students.length ?? 0,
  };
}

/** What the run changed, in words ("22 results released, 2 already released."). */
export function releaseSummary(context: ResultReleaseContext): string | null {
  if (context.action === null) return null;
  const done = pastTense[context.action];
  const changed = `${context.changed} result${context.changed === 1 ? '' : 's'} ${done}`;
  return context.unchanged > 0
    ? `${changed}, ${context.unchanged} already ${done}.`
    : `${changed}.`;
}

export const emptyRun = {
  action: null,
  target: null,
  reason: null,
  queue: [],
  batch: [],
  succeeded: [],
  failures: [],
  changed: 0,
  unchanged: 0,
  error: null,
} satisfies Partial<ResultReleaseContext>;

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`resultReleaseMachine: the ${name} actor was not provided`));

/** Release or withhold from any resting state: allowed roles with students confirm first. */
const startRun = [
  { guard: and(['mayChangeStatus', 'hasStudents']), target: 'confirming', actions: 'prepare' },
  { actions: 'refuse' },
] as const;

export const resultReleaseMachine = setup({
  types: {
    context: {} as ResultReleaseContext,
    events: {} as ResultReleaseEvent,
    input: {} as ResultReleaseMachineInput,
    tags: {} as 'busy',
  },
  actors: {
    changeStatus: fromPromise<ResultStatusChange, ChangeStatusInput>(notProvided('changeStatus')),
  },
  actions: {
    /** A run ended (some results may have changed); injected, e.g. to refresh lists. */
    settled: (_, _params: ReleaseOutcome) => {},
    /** Takes a request: the students to send, nothing answered yet. */
    prepare: assign(({ event }) => {
      assertEvent(event, ['result.release', 'result.withhold']);
      return {
        ...emptyRun,
        action: event.type === 'result.release' ? ('release' as const) : ('withhold' as const),
        target: event.target,
        queue: event.target.students,
      };
    }),
    /** Refuses a request with the reason (the role, or nothing to change). */
    refuse: assign(({ context, event }) => {
      assertEvent(event, ['result.release', 'result.withhold']);
      const action = event.type === 'result.release' ? 'release' : 'withhold';
      return {
        error: mayChangeResultStatus(context.role, action)
          ? resultReleaseMessages.nothingToChange(action)
          : resultReleaseMessages.refusedRole(action),
      };
    }),
    clearRun: assign(emptyRun),
    keepReason: assign(({ event }) => {
      assertEvent(event, 'result.confirm');
      return { reason: event.reason?.trim() || null };
    }),
    clearError: assign({ error: null }),
    takeBatch: assign(({ context }) => ({
      batch: context.queue.slice(0, context.batchSize),
      queue: context.queue.slice(context.batchSize),
    })),
    recordBatch: assign(({ context }, params: { answer: ResultStatusChange }) => ({
      succeeded: [...context.succeeded, ...context.batch],
      batch: [],
      changed: context.changed + params.answer.changed,
      unchanged: context.unchanged + params.answer.unchanged,
    })),
    recordBatchFailure: assign(({ context }, params: { error: unknown }) => {
      const { failures, resend } = splitFailure(context.batch, params.error, runOf(context).action);
      return {
        failures: [...context.failures, ...failures],
        queue: [...resend, ...context.queue],
        batch: [],
      };
    }),
    /** Puts the failed students back to be sent again; the others stay as they are. */
    requeueFailures: assign(({ context }) => ({
      queue: context.failures.map(({ id, name }) => ({ id, name })),
      failures: [],
    })),
  },
  guards: {
    mayChangeStatus: ({ context, event }) => {
      assertEvent(event, ['result.release', 'result.withhold']);
      return mayChangeResultStatus(
        context.role,
        event.type === 'result.release' ? 'release' : 'withhold',
      );
    },
    hasStudents: ({ event }) => {
      assertEvent(event, ['result.release', 'result.withhold']);
      return event.target.students.length > 0;
    },
    hasQueued: ({ context }) => context.queue.length > 0,
    /** After a failed call: students still to send, counting those a refusal left untouched. */
    hasQueuedAfterFailure: ({ context }, params: { error: unknown }) =>
      context.queue.length > 0 ||
      splitFailure(context.batch, params.error, runOf(context).action).resend.length > 0,
    hasFailures: ({ context }) => context.failures.length > 0,
    isRelease: ({ context }) => context.action === 'release',
    /** A withhold says why; a release has nothing to explain. */
    hasReason: ({ context, event }) => {
      assertEvent(event, 'result.confirm');
      return context.action === 'release' || Boolean(event.reason?.trim());
    },
  },
}).createMachine({
  id: 'resultRelease',
  context: ({ input }) => ({
    ...emptyRun,
    role: input.role,
    batchSize: Math.max(1, Math.floor(input.batchSize ?? defaultReleaseBatchSize)),
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'result.release': startRun,
        'result.withhold': startRun,
        'result.dismiss': { actions: 'clearError' },
      },
    },
    confirming: {
      on: {
        'result.confirm': { guard: 'hasReason', target: 'saving', actions: 'keepReason' },
        'result.cancel': { target: 'idle', actions: 'clearRun' },
      },
    },
    saving: {
      tags: ['busy'],
      entry: 'takeBatch',
      invoke: {
        id: 'changeStatus',
        src: 'changeStatus',
        input: ({ context }) => {
          const { action, target } = runOf(context);
          return {
            action,
            term: target.term,
            session: target.session,
            period: target.period,
            studentIds: context.batch.map((student) => student.id),
            reason: action === 'withhold' ? context.reason : null,
          };
        },
        onDone: [
          {
            guard: 'hasQueued',
            target: 'saving',
            reenter: true,
            actions: { type: 'recordBatch', params: ({ event }) => ({ answer: event.output }) },
          },
          {
            guard: 'hasFailures',
            target: 'failed',
            actions: { type: 'recordBatch', params: ({ event }) => ({ answer: event.output }) },
          },
          {
            guard: 'isRelease',
            target: 'released',
            actions: { type: 'recordBatch', params: ({ event }) => ({ answer: event.output }) },
          },
          {
            target: 'withheld',
            actions: { type: 'recordBatch', params: ({ event }) => ({ answer: event.output }) },
          },
        ],
        onError: [
          {
            guard: {
              type: 'hasQueuedAfterFailure',
              params: ({ event }) => ({ error: event.error }),
            },
            target: 'saving',
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
        'result.retry': { target: 'saving', actions: 'requeueFailures' },
        'result.release': startRun,
        'result.withhold': startRun,
        'result.dismiss': { target: 'idle', actions: 'clearRun' },
      },
    },
    released: {
      entry: { type: 'settled', params: ({ context }) => outcomeOf(context) },
      on: {
        'result.release': startRun,
        'result.withhold': startRun,
        'result.dismiss': { target: 'idle', actions: 'clearRun' },
      },
    },
    withheld: {
      entry: { type: 'settled', params: ({ context }) => outcomeOf(context) },
      on: {
        'result.release': startRun,
        'result.withhold': startRun,
        'result.dismiss': { target: 'idle', actions: 'clearRun' },
      },
    },
  },
});

/** The request of the run under way; every state but `idle` has one. */
function runOf(context: ResultReleaseContext): { action: ReleaseAction; target: ReleaseTarget } {
  if (context.action === null || context.target === null) {
    throw new Error('resultReleaseMachine: no release or withhold under way');
  }
  return { action: context.action, target: context.target };
}

function outcomeOf(context: ResultReleaseContext): ReleaseOutcome {
  return {
    ...runOf(context),
    changed: context.changed,
    unchanged: context.unchanged,
    failures: context.failures,
  };
}

/** Every state a view can show. */
export const resultReleaseStates = [
  'idle',
  'confirming',
  'saving',
  'failed',
  'released',
  'withheld',
] as const;

export type ResultReleaseState = (typeof resultReleaseStates)[number];
