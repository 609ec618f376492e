/**
 * The session: restoring a kept session, signing in, up and out, password reset (signed out, or
 * signed in from a link in the portal's mailbox), OAuth sign-in,
 * and the end of a session on 401/419/440 (product spec §2, §4, §7, §8, §9; DECISIONS #3).
 *
 * I/O comes in through `.provide()`: the actors of `session.actors.ts` (SDK and store backed)
 * and the `persistSession`, `forgetSession` and `leave` actions. Views render the snapshot and
 * send `session.*` events; `landingPathAfterSignIn(context.redirectUrl)` says where to go after
 * sign-in. What the states work with (context, events, actors, actions, guards) is in
 * `session.setup.ts`; sign-in and sign-up are one parametrised state (`signingInState`).
 */
import type { SignedOutStatus } from '@schoolmates/sdk';
import { assertEvent } from 'xstate';
import {
  type AuthSession,
  type ProviderSignIn,
  type SessionContext,
  type SessionEvent,
  sessionMessages,
  sessionSetup,
} from './session.setup.ts';

// Pieces of the states below, written once. They are plain configs: `createMachine` checks each
// where it is used, against the actor it is used with.

type EventArgs = { event: SessionEvent };

/** Keeps the session as the context now has it (cookie and local storage). */
const persistSession = {
  type: 'persistSession',
  params: ({ context }: { context: SessionContext }) => ({
    token: context.token,
    user: context.user,
  }),
} as const;

/** A failed call: its reason, or `fallback`, shown in `target`. */
function failure(target: string, fallback: string) {
  return {
    target,
    actions: {
      type: 'recordFailure',
      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, fallback }),
    },
  } as const;
}

/** A sign-in answered with a session (`read` finds it in the answer): it starts and is kept. */
function signedInWith<Output>(
  read: (output: Output) => { session: AuthSession | null; notice: string },
) {
  type DoneArgs = { event: { output: Output } };
  return {
    guard: {
      type: 'isSession',
      params: ({ event }: DoneArgs) => ({ session: read(event.output).session }),
    },
    target: '#session.signedIn',
    actions: [
      { type: 'startSession', params: ({ event }: DoneArgs) => read(event.output) },
      persistSession,
    ],
  } as const;
}

/**
 * Signing in with a password, or signing up: the session the server answers starts; an answer
 * without one, or a failure, leaves the person signed out with the reason.
 */
function signingInState<Src extends 'signIn' | 'signUp', Input>(
  src: Src,
  input: (args: EventArgs) => Input,
  fallback: string,
) {
  return {
    tags: ['busy'],
    invoke: {
      id: src,
      src,
      input,
      onDone: [
        signedInWith((session: AuthSession | null) => ({
          session,
          notice: sessionMessages.signedIn,
        })),
        { target: 'idle', actions: { type: 'recordEmptyAnswer', params: { fallback } } },
      ],
      onError: failure('idle', fallback),
    },
  } as const;
}

/** The new password of a reset link, sent; signed out or in, the page opens for anyone with one. */
function resettingPasswordState<Done>(onDone: Done, failed: string) {
  return {
    tags: ['busy'],
    invoke: {
      id: 'resetPassword',
      src: 'resetPassword',
      input: ({ event }: EventArgs) => {
        assertEvent(event, 'session.resetPassword');
        return event.input;
      },
      onDone,
      onError: failure(failed, sessionMessages.resetFallback),
    },
  } as const;
}

/** A session ended by the person: forgotten, and the signed-out entry page opened. */
const leaving = {
  target: '#session.signedOut',
  actions: [
    { type: 'endSession', params: { endedBy: null } },
    'forgetSession',
    'forgetRedirect',
    'leave',
  ],
} as const;

/** A call answered 401, 419 or 440: the session is over. */
const endsSession = {
  type: 'endsSession',
  params: ({ event }: { event: Extract<SessionEvent, { type: 'session.unauthorized' }> }) => ({
    status: event.status,
  }),
} as const;

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: {
    token: null,
    user: null,
    notice: null,
    error: null,
    fieldErrors: {},
    endedBy: null,
    redirectUrl: null,
  },
  initial: 'restoring',
  states: {
    restoring: {
      tags: ['busy'],
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'isSession', params: ({ event }) => ({ session: event.output }) },
            target: 'signedIn',
            actions: {
              type: 'startSession',
              params: ({ event }) => ({ session: event.output, notice: null }),
            },
          },
          { target: 'signedOut' },
        ],
        // An unreadable store is no session; whatever is left of it goes.
        onError: { target: 'signedOut', actions: 'forgetSession' },
      },
    },
    signedOut: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'session.signIn': { target: 'signingIn', actions: 'clearMessages' },
            'session.signUp': { target: 'signingUp', actions: 'clearMessages' },
            'session.signInWithProvider': {
              target: 'signingInWithProvider',
              actions: 'clearMessages',
            },
            'session.forgotPassword': { target: 'requestingReset', actions: 'clearMessages' },
            'session.resetPassword': { target: 'resettingPassword', actions: 'clearMessages' },
            'session.requireSignIn': {
              actions: { type: 'rememberRedirect', params: ({ event }) => ({ path: event.path }) },
            },
            'session.dismiss': { actions: 'clearMessages' },
          },
        },
        signingIn: signingInState(
          'signIn',
          ({ event }) => {
            assertEvent(event, 'session.signIn');
            return { username: event.username, password: event.password };
          },
          sessionMessages.signInFallback,
        ),
        signingUp: signingInState(
          'signUp',
          ({ event }) => {
            assertEvent(event, 'session.signUp');
            return event.input;
          },
          sessionMessages.signUpFallback,
        ),
        signingInWithProvider: {
          tags: ['busy'],
          invoke: {
            id: 'signInWithProvider',
            src: 'signInWithProvider',
            input: ({ event }) => {
              assertEvent(event, 'session.signInWithProvider');
              return event.provider === undefined ? {} : { provider: event.provider };
            },
            onDone: [
              signedInWith((output: ProviderSignIn) => ({
                session: output.session,
                notice: output.message || sessionMessages.signedIn,
              })),
              {
                target: 'idle',
                actions: {
                  type: 'recordProviderResult',
                  params: ({ event }) => ({
                    status: event.output.status,
                    message: event.output.message,
                  }),
                },
              },
            ],
            onError: failure('idle', sessionMessages.signInFallback),
          },
        },
        requestingReset: {
          tags: ['busy'],
          invoke: {
            id: 'requestPasswordReset',
            src: 'requestPasswordReset',
            input: ({ event }) => {
              assertEvent(event, 'session.forgotPassword');
              return { email: event.email };
            },
            onDone: {
              target: 'idle',
              actions: {
                type: 'recordNotice',
                params: ({ event }) => ({
                  notice: event.output || sessionMessages.resetRequested,
                }),
              },
            },
            onError: failure('idle', sessionMessages.resetRequestFallback),
          },
        },
        resettingPassword: resettingPasswordState(
          {
            target: 'idle',
            actions: {
              type: 'recordNotice',
              params: ({ event }: { event: { output: string | null } }) => ({
                notice: event.output || sessionMessages.passwordReset,
              }),
            },
          },
          'idle',
        ),
      },
    },
    signedIn: {
      initial: 'active',
      on: {
        // 401, 419 or 440 from any call: token and user cleared, signed out (product spec §7, §8).
        'session.unauthorized': {
          guard: endsSession,
          target: 'signedOut',
          actions: [
            {
              type: 'endSession',
              params: ({ event }) => ({ endedBy: event.status as SignedOutStatus }),
            },
            'forgetSession',
            { type: 'rememberRedirect', params: ({ event }) => ({ path: event.path }) },
          ],
        },
      },
      states: {
        active: {
          on: {
            'session.signOut': { target: 'signingOut' },
            // A reset link opened while signed in (the superadmin reads the reset mail in the
            // portal's own mailbox): the page opens for anyone with a link.
            'session.resetPassword': { target: 'resettingPassword', actions: 'clearMessages' },
            'session.userUpdated': {
              actions: [
                { type: 'updateUser', params: ({ event }) => ({ user: event.user }) },
                persistSession,
              ],
            },
            'session.dismiss': { actions: 'clearMessages' },
          },
        },
        resettingPassword: resettingPasswordState({ target: 'checkingSession' }, 'active'),
        /**
         * The server revokes every session of the account it reset. The link says nothing of
         * whose it was, so a call tells: the person's own session ends (401), signed out with
         * word to sign in with the new password; any other answer keeps them signed in.
         */
        checkingSession: {
          tags: ['busy'],
          on: {
            'session.unauthorized': {
              guard: endsSession,
              target: '#session.signedOut',
              actions: [
                {
                  type: 'endSession',
                  params: ({ event }) => ({ endedBy: event.status as SignedOutStatus }),
                },
                'forgetSession',
                { type: 'recordNotice', params: { notice: sessionMessages.passwordReset } },
              ],
            },
          },
          invoke: {
            id: 'checkSession',
            src: 'checkSession',
            onDone: { target: 'active' },
            onError: { target: 'active' },
          },
        },
        signingOut: {
          tags: ['busy'],
          // Whatever the server says (even 401 for a token already gone), the browser forgets.
          on: { 'session.unauthorized': { guard: endsSession, ...leaving } },
          invoke: {
            id: 'signOut',
            src: 'signOut',
            input: ({ context }) => ({ token: context.token }),
            onDone: leaving,
            onError: leaving,
          },
        },
      },
    },
  },
});

/** Every state a view can show, as dotted paths. */
export const sessionStates = [
  'restoring',
  'signedOut.idle',
  'signedOut.signingIn',
  'signedOut.signingUp',
  'signedOut.signingInWithProvider',
  'signedOut.requestingReset',
  'signedOut.resettingPassword',
  'signedIn.active',
  'signedIn.resettingPassword',
  'signedIn.checkingSession',
  'signedIn.signingOut',
] as const;

export type SessionState = (typeof sessionStates)[number];
