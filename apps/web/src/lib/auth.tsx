import {
  createBrowserSessionStore,
  createSessionMachine,
  type ResetPasswordInput,
  type SessionStore,
  type SessionUser,
  type SignUpInput,
  type sessionMachine,
  sessionMessages,
} from '@schoolmates/machines/session';
import type { SchoolmatesClient } from '@schoolmates/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import type { Actor, SnapshotFrom } from 'xstate';
import type { UnauthorizedBus } from './api.tsx';
import { paths } from './paths.ts';
import { toast } from './toast.tsx';

type SessionActor = Actor<typeof sessionMachine>;
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
const SessionContextReact = createContext<SessionActor | null>(null);

/** Signs the browser out for good: the signed-out entry page, reloaded (product spec §2). */
function leaveToSignIn() {
  window.location.assign(paths.signIn);
}

/** The browser's session store: token in the `userToken` cookie, user in `sessionUser`. */
export function browserSessionStore(): SessionStore {
  let storage: Storage | null = null;
  try {
    storage = typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Private mode may refuse local storage; the session then lasts one visit.
  }
  return createBrowserSessionStore({
    cookies: typeof document === 'undefined' ? { cookie: '' } : document,
    storage,
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  });
}

export interface AuthProviderProps {
  client: SchoolmatesClient;
  bus: UnauthorizedBus;
  children: ReactNode;
  /** Where the session is kept; the browser's cookie and local storage unless given. */
  store?: SessionStore;
  /** For stories: start from one of the machine's example snapshots (`sessionExamples`). */
  snapshot?: SessionSnapshot;
  leave?: () => void;
}

/** Runs the session machine of `@schoolmates/machines` and takes the calls' 401/419/440 answers. */
export function AuthProvider({ client, bus, children, store, snapshot, leave }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const logic = useMemo(
    () =>
      createSessionMachine({
        client,
        store: store ?? browserSessionStore(),
        leave: leave ?? leaveToSignIn,
      }),
    [client, store, leave],
  );
  const actor = useActorRef(logic, snapshot ? { snapshot } : undefined);

  useEffect(() => {
    bus.onUnauthorized = (status) =>
      actor.send({
        type: 'session.unauthorized',
        status,
        path: typeof location === 'undefined' ? undefined : location.pathname + location.search,
      });
    let endedBy = actor.getSnapshot().context.endedBy;
    const subscription = actor.subscribe((next) => {
      // A session ended by the server: nothing cached for it may show to the next user.
      if (next.context.endedBy !== endedBy && next.context.endedBy !== null) queryClient.clear();
      endedBy = next.context.endedBy;
      if (next.matches('signedIn') && next.context.notice) {
        toast.success(next.context.notice);
        actor.send({ type: 'session.dismiss' });
      }
    });
    return () => {
      bus.onUnauthorized = () => {};
      subscription.unsubscribe();
    };
  }, [actor, bus, queryClient]);

  return <SessionContextReact.Provider value={actor}>{children}</SessionContextReact.Provider>;
}

export function useSessionActor(): SessionActor {
  const actor = useContext(SessionContextReact);
  if (!actor) throw new Error('useAuth must be used under a AuthProvider');
  return actor;
}

/** Picks the smallest slice of the session a view needs. */
export function useSession<T>(select: (snapshot: SessionSnapshot) => T): T {
  return useSelector(useSessionActor(), select);
}

export interface AuthValue {
  authenticated: boolean;
  user: SessionUser | null;
  signIn: (username: string, password: string) => void;
  signUp: (input: SignUpInput) => void;
  forgotPassword: (email: string) => void;
  resetPassword: (input: ResetPasswordInput) => void;
  signOut: () => void;
  /** OAuth sign-in: the machine's provider actor, inert unless one is configured. */
  oauthSignIn: (provider?: string) => void;
  updateUser: (user: SessionUser) => void;
}

/** The authentication context of product spec §4, over the session machine. */
export function useAuth(): AuthValue {
  const actor = useSessionActor();
  const user = useSelector(actor, (s) => (s.matches('signedIn') ? s.context.user : null));
  const authenticated = user !== null;
  return useMemo(
    () => ({
      authenticated,
      user,
      signIn: (username, password) => actor.send({ type: 'session.signIn', username, password }),
      signUp: (input) => actor.send({ type: 'session.signUp', input }),
      forgotPassword: (email) => actor.send({ type: 'session.forgotPassword', email }),
      resetPassword: (input) => actor.send({ type: 'session.resetPassword', input }),
      signOut: () => actor.send({ type: 'session.signOut' }),
      oauthSignIn: (provider) =>
        actor.send(
          provider === undefined
            ? { type: 'session.signInWithProvider' }
            : { type: 'session.signInWithProvider', provider },
        ),
      updateUser: (next) => actor.send({ type: 'session.userUpdated', user: next }),
    }),
    [actor, authenticated, user],
  );
}

/** Clears the last screen's messages when a public screen opens. */
export function useFreshSessionMessages(): void {
  const actor = useSessionActor();
  useEffect(() => {
    actor.send({ type: 'session.dismiss' });
  }, [actor]);
}

/** Tells the user once when their session ended elsewhere (revoked, expired). */
export function useSessionEndedNotice(): void {
  const endedBy = useSession((s) => s.context.endedBy);
  useEffect(() => {
    if (endedBy === 440) toast.error(sessionMessages.expired);
    else if (endedBy !== null) toast.error(sessionMessages.signedOutElsewhere);
  }, [endedBy]);
}

export type { ResetPasswordInput, SessionUser, SignUpInput };
