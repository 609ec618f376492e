import {
  createMemorySessionStore,
  exampleSession,
  exampleUser,
} from '@schoolmates/machines/session';
import { createClient } from '@schoolmates/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UnauthorizedBus } from '../../lib/api.tsx';
import { AuthProvider } from '../../lib/auth.tsx';
import { personName } from '../../lib/names.ts';
import { StoryFrame } from '../../test/story-frame.tsx';
import ResetPasswordRoute from './reset-password.route.tsx';

/**
 * The reset page over the real session machine and a server that resets the password and then
 * answers the session's next call: 200 while the session lives, 401 once its own account's
 * password was reset (the server revokes every session of that account).
 */
function renderPage({ signedIn, ownAccount }: { signedIn: boolean; ownAccount: boolean }) {
  const calls: string[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const bus: UnauthorizedBus = { onUnauthorized: () => {} };
  const store = createMemorySessionStore(signedIn ? exampleSession : undefined);
  const client = createClient({
    getToken: () => store.load()?.token ?? null,
    baseUrl: 'http://school.test/api',
    fetch: async (request: Request) => {
      const path = new URL(request.url).pathname.replace(/^\/api/, '');
      calls.push(`${request.method} ${path}`);
      if (path === '/reset-password') {
        return json(200, {
          message: 'Your password has been reset; sign in with the new password.',
        });
      }
      return ownAccount ? json(401, { message: 'Signed out' }) : json(200, { data: {} });
    },
    onUnauthorized: (status) => bus.onUnauthorized(status),
  });
  render(
    <StoryFrame address="/reset-password?token=q8Vn2kLx0bR4">
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider client={client} bus={bus} store={store} leave={() => {}}>
          <ResetPasswordRoute />
        </AuthProvider>
      </QueryClientProvider>
    </StoryFrame>,
  );
  return { calls, store };
}

function choose(password: string) {
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
}

const name = personName(exampleUser);

describe('the reset page', () => {
  it('lets a visitor choose a new password, then leads to sign-in', async () => {
    const { calls } = renderPage({ signedIn: false, ownAccount: false });
    // The router's guard shows the page once the kept session is read.
    await new Promise((resolve) => setTimeout(resolve, 0));
    choose('Harmattan-2026');
    await screen.findByText('Your password has been reset; sign in with the new password.');
    expect(screen.getByRole('link', { name: 'Sign in with your new password' })).toBeTruthy();
    expect(calls).toEqual(['POST /reset-password']);
  });

  it("keeps a signed-in person signed in when the link was another account's", async () => {
    const { calls, store } = renderPage({ signedIn: true, ownAccount: false });
    await screen.findByText(new RegExp(`You are signed in as ${name}\\.`));
    choose('Harmattan-2026');
    await screen.findByText(
      `The password has been reset. You are still signed in as ${name}: the link was for another account.`,
    );
    expect(screen.getByRole('link', { name: 'Back to the portal' }).getAttribute('href')).toBe(
      '/home',
    );
    expect(calls).toEqual(['POST /reset-password', 'GET /profile']);
    expect(store.load()?.token).toBe(exampleSession.token);
  });

  it('signs a person out when the link reset their own password, to sign in with the new one', async () => {
    const { store } = renderPage({ signedIn: true, ownAccount: true });
    await screen.findByText(new RegExp(`You are signed in as ${name}\\.`));
    choose('Harmattan-2026');
    await screen.findByText('Your password has been reset. Sign in with the new password');
    expect(screen.getByRole('link', { name: 'Sign in with your new password' })).toBeTruthy();
    await waitFor(() => expect(store.load()).toBeNull());
    // The session's end is told once, as any revoked session is.
    expect(screen.queryByText(/You are signed in as/)).toBeNull();
  });
});
