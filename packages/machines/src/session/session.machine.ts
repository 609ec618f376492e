/**
 * The session: restoring a kept session, signing in, up and out, password reset (signed out, or
 * signed in from a link in the portal's mailbox), OAuth sign-in,
 * and the end of a session on 401/419/440 (product spec §2, §4, §7, §8, §9; DECISIONS #3).
 *
 * I/O comes in through `.provide()`: the actors of `session.actors.ts` (SDK and store backed)
 * and the `persistSession`, `forgetSession` and `leave` actions. Views render the snapshot and
 * send `session.*` events; `landingPathAfterSignIn(context.redirectUrl)` says where to go after
 * sign-in.
 */
import type { FieldErrors, Schema, SignedOutStatus } from '@schoolmates/sdk';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { failureMessage, fieldErrorsOf } from '../shared/errors.ts';
import { redirectUrlFor } from './session.redirect.ts';
import type { SessionUser, StoredSession } from './session.storage.ts';

export type AuthSession = Schema<'AuthSession'>;
export type SignInInput = Schema<'AuthLoginInput'>;
export type SignUpInput = Schema<'AuthSignUpInput'>;
export type ForgotPasswordInput = Schema<'AuthForgotPasswordInput'>;
export type ResetPasswordInput = Schema<'AuthResetPasswordInput'>;

/** Status of the last sign-in action, as the spec's authentication context reports it. */
export type AuthStatus = '' | 'success' | 'error';

/** What an OAuth sign-in gives back: a session, or a status and message to show. */
export interface ProviderSignIn {
  session: AuthSession | null;
  status: AuthStatus;
  message: string;
}

/** Messages of product spec §8. */
export const sessionMessages = {
  signedIn: 'Welcome onboard',
  signInFallback: 'Unable to sign in',
  signUpFallback: 'Unable to sign up',
  resetRequested: 'Check your email for a link to reset your password',
  resetRequestFallback: 'Unable to send the reset link',
  passwordReset: 'Your password has been reset. Sign in with the new password',
  resetFallback: 'Unable to reset the password',
  expired: 'Your session has expired. Please sign in again.',
  signedOutElsewhere: 'You have been signed out. Please sign in again.',
} as const;

const signedOutStatuses: readonly number[] = [401, 419, 440] satisfies SignedOutStatus[];

export interface SessionContext {
  /** The bearer token of the session; null when signed out. */
  token: string | null;
  user: SessionUser | null;
  /** The last success worth telling ("Welcome onboard"). */
  notice: string | null;
  /** The last failure, in words fit to show (product spec §8). */
  error: string | null;
  fieldErrors: FieldErrors;
  /** 401, 419 or 440 when a call ended the session; 440 means it expired. */
  endedBy: SignedOutStatus | null;
  /** The guarded page to open after sign-in (never '/'). */
  redirectUrl: string | null;
}

export type SessionEvent =
  | { type: 'session.signIn'; username: string; password: string }
  | { type: 'session.signUp'; input: SignUpInput }
  | { type: 'session.signInWithProvider'; provider?: string }
  | { type: 'session.forgotPassword'; email: string }
  | { type: 'session.resetPassword'; input: ResetPasswordInput }
  | { type: 'session.signOut' }
  /** From the SDK's `onUnauthorized`; `path` is the page the user was on. */
  | { type: 'session.unauthorized'; status: number; path?: string }
  | { type: 'session.userUpdated'; user: SessionUser }
  /**
   * A guarded page was opened while signed out, or the sign-in page opened with a
   * `redirectUrl` query parameter: the page to open after sign-in.
   */
  | { type: 'session.requireSignIn'; path: string }
  | { type: 'session.dismiss' };

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`sessionMachine: the ${name} actor was not provided`));

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as 'busy',
  },
  actors: {
    restoreSession: fromPromise<StoredSession | null>(notProvided('restoreSession')),
    signIn: fromPromise<AuthSession | null, SignInInput>(notProvided('signIn')),
    signUp: fromPromise<AuthSession | null, SignUpInput>(notProvided('signUp')),
    /** No provider configured: inert, an empty status and message (product spec §4). */
    signInWithProvider: fromPromise<ProviderSignIn, { provider?: string }>(async () => ({
      session: null,
      status: '',
      message: '',
    })),
    requestPasswordReset: fromPromise<string | null, ForgotPasswordInput>(
      notProvided('requestPasswordReset'),
    ),
    resetPassword: fromPromise<string | null, ResetPasswordInput>(notProvided('resetPassword')),
    /** Any call the session may make: a revoked session answers 401 (the SDK's `onUnauthorized`). */
    checkSession: fromPromise<void>(notProvided('checkSession')),
    signOut: fromPromise<void, { token: string | null }>(notProvided('signOut')),
  },
  actions: {
    /** Keeps token and user (cookie and local storage); injected. */
    persistSession: (_, _params: { token: string | null; user: SessionUser | null }) => {},
    /** Forgets token and user; injected. */
    forgetSession: () => {},
    /** After a sign-out: the signed-out entry page, reloaded (product spec §2); injected. */
    leave: () => {},
    startSession: assign(
      (_, params: { session: AuthSession | StoredSession | null; notice: string | null }) => ({
        token: params.session?.token ?? null,
        user: params.session?.user ?? null,
        notice: params.notice,
        error: null,
        fieldErrors: {},
        endedBy: null,
      }),
    ),
    endSession: assign((_, params: { endedBy: SignedOutStatus | null }) => ({
      token: null,
      user: null,
      notice: null,
      error: null,
      fieldErrors: {},
      endedBy: params.endedBy,
    })),
    clearMessages: assign({ notice: null, error: null, fieldErrors: {} }),
    recordFailure: assign((_, params: { error: unknown; fallback: string }) => ({
      notice: null,
      error: failureMessage(params.error, params.fallback),
      fieldErrors: fieldErrorsOf(params.error),
    })),
    recordEmptyAnswer: assign((_, params: { fallback: string }) => ({
      notice: null,
      error: params.fallback,
      fieldErrors: {},
    })),
    recordNotice: assign((_, params: { notice: string }) => ({
      notice: params.notice,
      error: null,
      fieldErrors: {},
    })),
    recordProviderResult: assign((_, params: { status: AuthStatus; message: string }) => ({
      notice: params.status === 'success' && params.message !== '' ? params.message : null,
      error: params.status === 'error' && params.message !== '' ? params.message : null,
      fieldErrors: {},
    })),
    rememberRedirect: assign((_, params: { path: string | null | undefined }) => ({
      redirectUrl: redirectUrlFor(params.path),
    })),
    forgetRedirect: assign({ redirectUrl: null }),
    updateUser: assign((_, params: { user: SessionUser }) => ({ user: params.user })),
  },
  guards: {
    isSession: (_, params: { session: AuthSession | StoredSession | null | undefined }) =>
      typeof params.session?.token === 'string' &&
      params.session.token !== '' &&
      typeof params.session.user === 'object' &&
      params.session.user !== null,
    endsSession: (_, params: { status: number }) => signedOutStatuses.includes(params.status),
  },
}).createMachine({
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
        signingIn: {
          tags: ['busy'],
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ event }) => {
              assertEvent(event, 'session.signIn');
              return { username: event.username, password: event.password };
            },
            onDone: [
              {
                guard: { type: 'isSession', params: ({ event }) => ({ session: event.output }) },
                target: '#session.signedIn',
                actions: [
                  {
                    type: 'startSession',
                    params: ({ event }) => ({
                      session: event.output,
                      notice: sessionMessages.signedIn,
                    }),
                  },
                  {
                    type: 'persistSession',
                    params: ({ context }) => ({ token: context.token, user: context.user }),
                  },
                ],
              },
              {
                target: 'idle',
                actions: {
                  type: 'recordEmptyAnswer',
                  params: { fallback: sessionMessages.signInFallback },
                },
              },
            ],
            onError: {
              target: 'idle',
              actions: {
                type: 'recordFailure',
                params: ({ event }) => ({
                  error: event.error,
                  fallback: sessionMessages.signInFallback,
                }),
              },
            },
          },
        },
        signingUp: {
          tags: ['busy'],
          invoke: {
            id: 'signUp',
            src: 'signUp',
            input: ({ event }) => {
              assertEvent(event, 'session.signUp');
              return event.input;
            },
            onDone: [
              {
                guard: { type: 'isSession', params: ({ event }) => ({ session: event.output }) },
                target: '#session.signedIn',
                actions: [
                  {
                    type: 'startSession',
                    params: ({ event }) => ({
                      session: event.output,
                      notice: sessionMessages.signedIn,
                    }),
                  },
                  {
                    type: 'persistSession',
                    params: ({ context }) => ({ token: context.token, user: context.user }),
                  },
                ],
              },
              {
                target: 'idle',
                actions: {
                  type: 'recordEmptyAnswer',
                  params: { fallback: sessionMessages.signUpFallback },
                },
              },
            ],
            onError: {
              target: 'idle',
              actions: {
                type: 'recordFailure',
                params: ({ event }) => ({
                  error: event.error,
                  fallback: sessionMessages.signUpFallback,
                }),
              },
            },
          },
        },
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
              {
                guard: {
                  type: 'isSession',
                  params: ({ event }) => ({ session: event.output.session }),
                },
                target: '#session.signedIn',
                actions: [
                  {
                    type: 'startSession',
                    params: ({ event }) => ({
                      session: event.output.session,
                      notice: event.output.message || sessionMessages.signedIn,
                    }),
                  },
                  {
                    type: 'persistSession',
                    params: ({ context }) => ({ token: context.token, user: context.user }),
                  },
                ],
              },
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
            onError: {
              target: 'idle',
              actions: {
                type: 'recordFailure',
                params: ({ event }) => ({
                  error: event.error,
                  fallback: sessionMessages.signInFallback,
                }),
              },
            },
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
            onError: {
              target: 'idle',
              actions: {
                type: 'recordFailure',
                params: ({ event }) => ({
                  error: event.error,
                  fallback: sessionMessages.resetRequestFallback,
                }),
              },
            },
          },
        },
        resettingPassword: {
          tags: ['busy'],
          invoke: {
            id: 'resetPassword',
            src: 'resetPassword',
            input: ({ event }) => {
              assertEvent(event, 'session.resetPassword');
              return event.input;
            },
            onDone: {
              target: 'idle',
              actions: {
                type: 'recordNotice',
                params: ({ event }) => ({ notice: event.output || sessionMessages.passwordReset }),
              },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'recordFailure',
                params: ({ event }) => ({
                  error: event.error,
                  fallback: sessionMessages.resetFallback,
                }),
              },
            },
          },
        },
      },
    },
    signedIn: {
      initial: 'active',
      on: {
        // 401, 419 or 440 from any call: token and user cleared, signed out (product spec §7, §8).
        'session.unauthorized': {
          guard: { type: 'endsSession', params: ({ event }) => ({ status: event.status }) },
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
                {
                  type: 'persistSession',
                  params: ({ context }) => ({ token: context.token, user: context.user }),
                },
              ],
            },
            'session.dismiss': { actions: 'clearMessages' },
          },
        },
        resettingPassword: {
          tags: ['busy'],
          invoke: {
            id: 'resetPassword',
            src: 'resetPassword',
            input: ({ event }) => {
              assertEvent(event, 'session.resetPassword');
              return event.input;
            },
            onDone: { target: 'checkingSession' },
            onError: {
              target: 'active',
              actions: {
                type: 'recordFailure',
                params: ({ event }) => ({
                  error: event.error,
                  fallback: sessionMessages.resetFallback,
                }),
              },
            },
          },
        },
        /**
         * The server revokes every session of the account it reset. The link says nothing of
         * whose it was, so a call tells: the person's own session ends (401), signed out with
         * word to sign in with the new password; any other answer keeps them signed in.
         */
        checkingSession: {
          tags: ['busy'],
          on: {
            'session.unauthorized': {
              guard: { type: 'endsSession', params: ({ event }) => ({ status: event.status }) },
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
          on: {
            'session.unauthorized': {
              guard: { type: 'endsSession', params: ({ event }) => ({ status: event.status }) },
              target: '#session.signedOut',
              actions: [
                { type: 'endSession', params: { endedBy: null } },
                'forgetSession',
                'forgetRedirect',
                'leave',
              ],
            },
          },
          invoke: {
            id: 'signOut',
            src: 'signOut',
            input: ({ context }) => ({ token: context.token }),
            onDone: {
              target: '#session.signedOut',
              actions: [
                { type: 'endSession', params: { endedBy: null } },
                'forgetSession',
                'forgetRedirect',
                'leave',
              ],
            },
            onError: {
              target: '#session.signedOut',
              actions: [
                { type: 'endSession', params: { endedBy: null } },
                'forgetSession',
                'forgetRedirect',
                'leave',
              ],
            },
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
