import { type SchoolmatesClient, unwrap } from '@schoolmates/sdk';
import { fromPromise } from 'xstate';
import { sessionMachine } from './session.machine.ts';
import type {
  AuthSession,
  ForgotPasswordInput,
  ProviderSignIn,
  ResetPasswordInput,
  SignInInput,
  SignUpInput,
} from './session.setup.ts';
import type { SessionStore, SessionUser, StoredSession } from './session.storage.ts';

/** An OAuth provider, when the school configures one; none by default (product spec §4). */
export interface OAuthProvider {
  signIn(input: { provider?: string }): Promise<ProviderSignIn>;
}

export interface SessionDependencies {
  client: SchoolmatesClient;
  store: SessionStore;
  oauth?: OAuthProvider | null;
  /** After sign-out: open the signed-out entry page and reload (product spec §2). */
  leave?: () => void;
}

/** The session's actors, backed by the SDK and the injected store. */
export function createSessionActors({
  client,
  store,
  oauth = null,
}: Pick<SessionDependencies, 'client' | 'store' | 'oauth'>) {
  return {
    restoreSession: fromPromise<StoredSession | null>(async () => store.load()),
    signIn: fromPromise<AuthSession | null, SignInInput>(async ({ input }) => {
      const answer = await unwrap(client.POST('/login', { body: input }));
      return answer?.data ?? null;
    }),
    signUp: fromPromise<AuthSession | null, SignUpInput>(async ({ input }) => {
      const answer = await unwrap(client.POST('/sign-up', { body: input }));
      return answer?.data ?? null;
    }),
    signInWithProvider: fromPromise<ProviderSignIn, { provider?: string }>(async ({ input }) =>
      oauth ? oauth.signIn(input) : { session: null, status: '', message: '' },
    ),
    requestPasswordReset: fromPromise<string | null, ForgotPasswordInput>(async ({ input }) => {
      const answer = await unwrap(client.POST('/forgot-password', { body: input }));
      return answer?.message ?? null;
    }),
    resetPassword: fromPromise<string | null, ResetPasswordInput>(async ({ input }) => {
      const answer = await unwrap(client.POST('/reset-password', { body: input }));
      return answer?.message ?? null;
    }),
    checkSession: fromPromise<void>(async () => {
      await unwrap(client.GET('/profile'));
    }),
    signOut: fromPromise<void, { token: string | null }>(async ({ input }) => {
      // Nothing to revoke without a token; the machine forgets the session either way.
      if (input.token === null) return;
      await unwrap(client.POST('/logout'));
    }),
  };
}

/** The store-backed persistence actions of the session. */
export function createSessionActions({
  store,
  leave,
}: Pick<SessionDependencies, 'store' | 'leave'>) {
  return {
    persistSession: (_: unknown, params: { token: string | null; user: SessionUser | null }) => {
      if (params.user !== null) store.save(params.token, params.user);
    },
    forgetSession: () => store.clear(),
    leave: () => leave?.(),
  };
}

/**
 * The session machine wired to the SDK and a store:
 * `createActor(createSessionMachine({ client, store: createBrowserSessionStore(...) }))`.
 * Pass the client's `onUnauthorized` on as `{ type: 'session.unauthorized', status }`.
 */
export function createSessionMachine(dependencies: SessionDependencies) {
  return sessionMachine.provide({
    actors: createSessionActors(dependencies),
    actions: createSessionActions(dependencies),
  });
}
