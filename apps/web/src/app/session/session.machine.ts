/**
 * Interim session machine, until `@schoolmates/machines/session` lands (its events and states are
 * named the same way so the swap is one import). Its I/O comes in as actors and actions through
 * `.provide()`; the web app's SDK-backed versions are in `session-actors.ts`.
 */
import type { FieldErrors, Schema } from '@schoolmates/sdk';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { SessionUser } from './storage.ts';

export type SignUpInput = Schema<'AuthSignUpInput'>;
export type ResetPasswordInput = Schema<'AuthResetPasswordInput'>;
export type AuthSession = Schema<'AuthSession'>;

export interface SessionContext {
  user: SessionUser | null;
  /** The last failure, in words fit to show (product spec §8). */
  error: string | null;
  fieldErrors: FieldErrors;
  /** The last success worth telling ("Welcome onboard", "Check your email"). */
  notice: string | null;
  /** Set when a call answered 401/419/440 (the session ended elsewhere). */
  endedBy: number | null;
}

export type SessionEvent =
  | { type: 'session.signIn'; username: string; password: string }
  | { type: 'session.signUp'; input: SignUpInput }
  | { type: 'session.forgotPassword'; email: string }
  | { type: 'session.resetPassword'; input: ResetPasswordInput }
  | { type: 'session.signOut' }
  | { type: 'session.unauthorized'; status: number }
  | { type: 'session.userUpdated'; user: SessionUser }
  | { type: 'session.dismiss' };

function messageOf(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

function fieldErrorsOf(error: unknown): FieldErrors {
  const errors = (error as { errors?: unknown } | null)?.errors;
  return errors && typeof errors === 'object' ? (errors as FieldErrors) : {};
}

const failure = (fallback: string) => ({
  type: 'recordFailure' as const,
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, fallback }),
});

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { user: SessionUser | null },
  },
  actors: {
    signIn: fromPromise<AuthSession, { username: string; password: string }>(async () => {
      throw new Error('signIn not provided');
    }),
    signUp: fromPromise<AuthSession, SignUpInput>(async () => {
      throw new Error('signUp not provided');
    }),
    requestReset: fromPromise<string, { email: string }>(async () => {
      throw new Error('requestReset not provided');
    }),
    resetPassword: fromPromise<string, ResetPasswordInput>(async () => {
      throw new Error('resetPassword not provided');
    }),
    signOut: fromPromise<void, void>(async () => undefined),
  },
  actions: {
    recordFailure: assign((_, params: { error: unknown; fallback: string }) => ({
      error: messageOf(params.error, params.fallback),
      fieldErrors: fieldErrorsOf(params.error),
      notice: null,
    })),
    persistSession: (_, _params: { token: string | null; user: SessionUser }) => {},
    forgetSession: () => {},
    leave: () => {},
  },
  guards: {
    hasUser: ({ context }) => context.user !== null,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    user: input.user,
    error: null,
    fieldErrors: {},
    notice: null,
    endedBy: null,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'hasUser', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      initial: 'idle',
      on: {
        'session.signIn': { target: '.signingIn' },
        'session.signUp': { target: '.signingUp' },
        'session.forgotPassword': { target: '.requestingReset' },
        'session.resetPassword': { target: '.resettingPassword' },
        'session.dismiss': {
          actions: assign({ error: null, fieldErrors: {}, notice: null, endedBy: null }),
        },
      },
      states: {
        idle: {},
        signingIn: {
          tags: ['busy'],
          entry: assign({ error: null, fieldErrors: {}, notice: null }),
          invoke: {
            src: 'signIn',
            input: ({ event }) => {
              assertEvent(event, 'session.signIn');
              return { username: event.username, password: event.password };
            },
            onDone: {
              target: '#session.signedIn',
              actions: [
                assign({
                  user: ({ event }) => event.output.user,
                  notice: 'Welcome onboard',
                  endedBy: null,
                }),
                {
                  type: 'persistSession',
                  params: ({ event }) => ({ token: event.output.token, user: event.output.user }),
                },
              ],
            },
            onError: { target: 'idle', actions: failure('Unable to sign in') },
          },
        },
        signingUp: {
          tags: ['busy'],
          entry: assign({ error: null, fieldErrors: {}, notice: null }),
          invoke: {
            src: 'signUp',
            input: ({ event }) => {
              assertEvent(event, 'session.signUp');
              return event.input;
            },
            onDone: {
              target: '#session.signedIn',
              actions: [
                assign({
                  user: ({ event }) => event.output.user,
                  notice: 'Welcome onboard',
                  endedBy: null,
                }),
                {
                  type: 'persistSession',
                  params: ({ event }) => ({ token: event.output.token, user: event.output.user }),
                },
              ],
            },
            onError: { target: 'idle', actions: failure('Unable to sign up') },
          },
        },
        requestingReset: {
          tags: ['busy'],
          entry: assign({ error: null, fieldErrors: {}, notice: null }),
          invoke: {
            src: 'requestReset',
            input: ({ event }) => {
              assertEvent(event, 'session.forgotPassword');
              return { email: event.email };
            },
            onDone: {
              target: 'resetRequested',
              actions: assign({ notice: ({ event }) => event.output }),
            },
            onError: { target: 'idle', actions: failure('Unable to send the reset link') },
          },
        },
        resetRequested: {},
        resettingPassword: {
          tags: ['busy'],
          entry: assign({ error: null, fieldErrors: {}, notice: null }),
          invoke: {
            src: 'resetPassword',
            input: ({ event }) => {
              assertEvent(event, 'session.resetPassword');
              return event.input;
            },
            onDone: {
              target: 'passwordReset',
              actions: assign({ notice: ({ event }) => event.output }),
            },
            onError: { target: 'idle', actions: failure('Unable to reset the password') },
          },
        },
        passwordReset: {},
      },
    },
    signedIn: {
      initial: 'active',
      on: {
        'session.unauthorized': {
          target: 'signedOut',
          actions: [
            assign({ user: null, endedBy: ({ event }) => event.status, notice: null }),
            'forgetSession',
          ],
        },
        'session.userUpdated': {
          actions: [
            assign({ user: ({ event }) => event.user }),
            { type: 'persistSession', params: ({ event }) => ({ token: null, user: event.user }) },
          ],
        },
        'session.dismiss': { actions: assign({ notice: null }) },
      },
      states: {
        active: {
          on: { 'session.signOut': 'signingOut' },
        },
        signingOut: {
          tags: ['busy'],
          invoke: {
            src: 'signOut',
            // Whatever the server says, the browser forgets the session.
            onDone: { target: '#session.left' },
            onError: { target: '#session.left' },
          },
        },
      },
    },
    left: {
      type: 'final',
      entry: [assign({ user: null }), 'forgetSession', 'leave'],
    },
  },
});

/** Every state a view can be in, for stories and tests. */
export const sessionStates = [
  'signedOut.idle',
  'signedOut.signingIn',
  'signedOut.signingUp',
  'signedOut.requestingReset',
  'signedOut.resetRequested',
  'signedOut.resettingPassword',
  'signedOut.passwordReset',
  'signedIn.active',
  'signedIn.signingOut',
  'left',
] as const;
