/**
 * What the session works with (product spec §2, §4, §7, §8): its context and events, the
 * actors it calls (stand-ins until `.provide()` gives the SDK and store backed ones of
 * `session.actors.ts`), and the actions and guards its states name. The states themselves,
 * and which of these they run when, are in `session.machine.ts`.
 */
import type { FieldErrors, Schema, SignedOutStatus } from '@schoolmates/sdk';
import { assign, fromPromise, setup } from 'xstate';
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

/** The session's context, events and named sources; `session.machine.ts` says when each runs. */
export const sessionSetup = setup({
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
});
