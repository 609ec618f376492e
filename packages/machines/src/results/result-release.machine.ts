/**
 * Releasing and withholding results (domain rules "Release"; DECISIONS #6, #14): one student's
 * result or a whole class arm's for a (term, session, period), through a confirmation, one
 * call, and a failure that can be retried.
 *
 * A run is one call: the contract's `PATCH /release/result` and `PATCH /withhold/result` take
 * the students as one `student_ids` body, all or nothing, and answer each student's outcome
 * (changed, or already so). While it runs the view says it is working; its answer gives the
 * progress ("n of m") and the per-student list. When the server refuses some students (422 on
 * `student_ids.N`), those fail with its reason and the others, which the refusal left untouched,
 * are sent again in one call; any other failure fails every student of the call.
 * `result.retry` resends the failed students only.
 *
 * A class's students are those the caller lists (e.g. `GET /get-result` of the class arm for
 * the period, which names them); a result added after that list was read is not in the run.
 *
 * Only the roles of the contract's `x-roles` may start a run (`rolesFor`); another role's
 * request is refused with a message. I/O comes in through `.provide()`: the `changeStatus`
 * actor of `result-release.actors.ts` (SDK backed) and the `settled` action, run whenever a
 * run ends (released, withheld or failed) so that the caller can refresh what it shows.
 */
import type { RoleName } from '@schoolmates/sdk';
import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  countsOf,
  mayChangeResultStatus,
  outcomesOf,
  pastTense,
  type ReleaseAction,
  type ReleaseFailure,
  type ReleasePeriod,
  type ReleaseStudent,
  type ReleaseStudentOutcome,
  type ReleaseTarget,
  type ResultStatusChange,
  resultReleaseMessages,
  splitFailure,
} from './result-release.outcomes.ts';

/** The input of one call: the students of the run (or those left to send). */
export interface ChangeStatusInput extends ReleasePeriod {
  action: ReleaseAction;
  studentIds: string[];
  /** Why results are withheld (a withhold's only; the audit keeps it). */
  reason: string | null;
}

export interface ResultReleaseMachineInput {
  /** The signed-in user's role; only the contract's roles may start a run. */
  role: RoleName | null;
}

export interface ResultReleaseContext {
  role: RoleName | null;
  /** The run under way or last finished; null before the first or after a cancel. */
  action: ReleaseAction | null;
  target: ReleaseTarget | null;
  /** Why the results are withheld, given on confirming (null for a release). */
  reason: string | null;
  /** Students of the call in flight, or to send on confirming or retrying. */
  sending: ReleaseStudent[];
  /** Students whose result has the wanted status now, as the answers said (in their order). */
  answered: ReleaseStudentOutcome[];
  failures: ReleaseFailure[];
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

/** Progress of the run: students answered for (released, withheld or failed) of all. */
export function releaseProgress(context: ResultReleaseContext): { done: number; total: number } {
  return {
    done: context.answered.length + context.failures.length,
    total: context.target?.students.length ?? 0,
  };
}

/** What the run changed, in words ("22 results released, 2 already released."). */
export function releaseSummary(context: ResultReleaseContext): string | null {
  if (context.action === null) return null;
  const done = pastTense[context.action];
  const { changed, unchanged } = countsOf(context.answered);
  const results = `${changed} result${changed === 1 ? '' : 's'} ${done}`;
  return unchanged > 0 ? `${results}, ${unchanged} already ${done}.` : `${results}.`;
}

export const emptyRun = {
  action: null,
  target: null,
  reason: null,
  sending: [],
  answered: [],
  failures: [],
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
        sending: event.target.students,
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
    recordAnswer: assign(({ context }, params: { answer: ResultStatusChange }) => {
      const { action } = runOf(context);
      const { answered, failures } = outcomesOf(context.sending, params.answer, action);
      return {
        answered: [...context.answered, ...answered],
        failures: [...context.failures, ...failures],
        sending: [],
      };
    }),
    recordFailure: assign(({ context }, params: { error: unknown }) => {
      const { failures, resend } = splitFailure(
        context.sending,
        params.error,
        runOf(context).action,
      );
      return { failures: [...context.failures, ...failures], sending: resend };
    }),
    /** Sends the failed students again; the others stay as they are. */
    resendFailures: assign(({ context }) => ({
      sending: context.failures.map(({ id, name }) => ({ id, name })),
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
    /** After a refusal: students it left untouched, to send again. */
    leftToResend: ({ context }, params: { error: unknown }) =>
      splitFailure(context.sending, params.error, runOf(context).action).resend.length > 0,
    /** After an answer: students of the run that failed, before or in it. */
    failedAny: ({ context }, params: { answer: ResultStatusChange }) =>
      context.failures.length > 0 ||
      outcomesOf(context.sending, params.answer, runOf(context).action).failures.length > 0,
    isRelease: ({ context }) => context.action === 'release',
    /** A withhold says why; a release has nothing to explain. */
    hasReason: ({ context, event }) => {
      assertEvent(event, 'result.confirm');
      return context.action === 'release' || Boolean(event.reason?.trim());
    },
  },
}).createMachine({
  id: 'resultRelease',
  context: ({ input }) => ({ ...emptyRun, role: input.role }),
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
            studentIds: context.sending.map((student) => student.id),
            reason: action === 'withhold' ? context.reason : null,
          };
        },
        onDone: [
          {
            guard: { type: 'failedAny', params: ({ event }) => ({ answer: event.output }) },
            target: 'failed',
            actions: { type: 'recordAnswer', params: ({ event }) => ({ answer: event.output }) },
          },
          {
            guard: 'isRelease',
            target: 'released',
            actions: { type: 'recordAnswer', params: ({ event }) => ({ answer: event.output }) },
          },
          {
            target: 'withheld',
            actions: { type: 'recordAnswer', params: ({ event }) => ({ answer: event.output }) },
          },
        ],
        onError: [
          {
            guard: { type: 'leftToResend', params: ({ event }) => ({ error: event.error }) },
            target: 'saving',
            reenter: true,
            actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'failed',
            actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    failed: {
      entry: { type: 'settled', params: ({ context }) => outcomeOf(context) },
      on: {
        'result.retry': { target: 'saving', actions: 'resendFailures' },
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
  return { ...runOf(context), ...countsOf(context.answered), failures: context.failures };
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
