import type { SchoolmatesClient } from '@schoolmates/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import type { Actor } from 'xstate';
import type { UnauthorizedBus } from './api.tsx';
import { paths } from './paths.ts';
import type {
  ResetPasswordInput,
  SessionContext,
  SignUpInput,
  sessionMachine,
} from './session/session.machine.ts';
import { provideSession } from './session/session-actors.ts';
import { readSession, type SessionUser } from './session/storage.ts';
import { toast } from './toast.tsx';

type SessionActor = Actor<typeof sessionMachine>;
const SessionContextReact = createContext<SessionActor | null>(null);

/** Signs the browser out for good: the signed-out entry page, reloaded (product spec §2). */
function leaveToSignIn() {
  window.location.assign(paths.signIn);
}

export interface AuthProviderProps {
  client: SchoolmatesClient;
  bus: UnauthorizedBus;
  children: ReactNode;
  /** For tests and stories: the user to start with instead of the stored one. */
  initialUser?: SessionUser | null;
  leave?: () => void;
}

/** Runs the session machine for the app and takes the calls' 401/419/440 answers. */
export function AuthProvider({ client, bus, children, initialUser, leave }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const logic = useMemo(() => provideSession(client, leave ?? leaveToSignIn), [client, leave]);
  const actor = useActorRef(logic, {
    input: { user: initialUser === undefined ? readSession() : initialUser },
  });

  useEffect(() => {
    bus.onUnauthorized = (status) => actor.send({ type: 'session.unauthorized', status });
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.matches('signedOut') && snapshot.context.endedBy !== null) {
        queryClient.clear();
      }
      if (snapshot.matches('signedIn') && snapshot.context.notice) {
        toast.success(snapshot.context.notice);
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
export function useSession<T>(select: (snapshot: ReturnType<SessionActor['getSnapshot']>) => T): T {
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
  /** OAuth sign-in is not offered by our backend: inert, as the spec's default. */
  oauthSignIn: () => { status: ''; message: '' };
  updateUser: (user: SessionUser) => void;
}

/** The authentication context of product spec §4, over the session machine. */
export function useAuth(): AuthValue {
  const actor = useSessionActor();
  const user = useSelector(actor, (s) => s.context.user);
  const authenticated = useSelector(actor, (s) => s.matches('signedIn'));
  return useMemo(
    () => ({
      authenticated,
      user,
      signIn: (username, password) => actor.send({ type: 'session.signIn', username, password }),
      signUp: (input) => actor.send({ type: 'session.signUp', input }),
      forgotPassword: (email) => actor.send({ type: 'session.forgotPassword', email }),
      resetPassword: (input) => actor.send({ type: 'session.resetPassword', input }),
      signOut: () => actor.send({ type: 'session.signOut' }),
      oauthSignIn: () => ({ status: '', message: '' }),
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
    if (endedBy === 440) toast.error('Your session has expired. Please sign in again.');
    else if (endedBy !== null) toast.error('You have been signed out. Please sign in again.');
  }, [endedBy]);
}

export type { SessionContext };
