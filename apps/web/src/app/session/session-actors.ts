import { type SchoolmatesClient, unwrap } from '@schoolmates/sdk';
import { fromPromise } from 'xstate';
import { type ResetPasswordInput, type SignUpInput, sessionMachine } from './session.machine.ts';
import { clearSession, type SessionUser, saveSession } from './storage.ts';

/** The session machine with its I/O: the SDK for calls, the cookie and local storage for memory. */
export function provideSession(client: SchoolmatesClient, leave: () => void) {
  return sessionMachine.provide({
    actors: {
      signIn: fromPromise(async ({ input }: { input: { username: string; password: string } }) => {
        const answer = await unwrap(client.POST('/login', { body: input }));
        return answer.data;
      }),
      signUp: fromPromise(async ({ input }: { input: SignUpInput }) => {
        const answer = await unwrap(client.POST('/sign-up', { body: input }));
        return answer.data;
      }),
      requestReset: fromPromise(async ({ input }: { input: { email: string } }) => {
        const answer = await unwrap(client.POST('/forgot-password', { body: input }));
        return answer.message || 'Check your email for a link to reset your password';
      }),
      resetPassword: fromPromise(async ({ input }: { input: ResetPasswordInput }) => {
        const answer = await unwrap(client.POST('/reset-password', { body: input }));
        return answer.message || 'Your password has been reset';
      }),
      signOut: fromPromise(async () => {
        await unwrap(client.POST('/logout'));
      }),
    },
    actions: {
      persistSession: (_, params: { token: string | null; user: SessionUser }) =>
        saveSession(params.token, params.user),
      forgetSession: () => clearSession(),
      leave,
    },
  });
}
