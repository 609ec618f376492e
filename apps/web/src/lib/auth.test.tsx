import { createMemorySessionStore } from '@schoolmates/machines/session';
import { createClient } from '@schoolmates/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../test/users.ts';
import { AuthProvider, useAuth } from './auth.tsx';

function Who() {
  const { authenticated, user } = useAuth();
  return <p>{authenticated ? `signed in as ${user?.username}` : 'signed out'}</p>;
}

function Providers({
  children,
  store,
}: {
  children: ReactNode;
  store: ReturnType<typeof createMemorySessionStore>;
}) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider
        client={createClient({ fetch: () => new Promise<Response>(() => {}) })}
        bus={{ onUnauthorized: () => {} }}
        store={store}
        leave={() => {}}
      >
        {children}
      </AuthProvider>
    </QueryClientProvider>
  );
}

describe('useAuth over the session machine', () => {
  it('throws outside its provider', () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Who />)).toThrow('useAuth must be used under a AuthProvider');
    } finally {
      console.error = quiet;
    }
  });

  it('restores a kept session, and is signed out without one', async () => {
    render(
      <Providers store={createMemorySessionStore({ token: 't', user: demoUser('admin') })}>
        <Who />
      </Providers>,
    );
    await waitFor(() => expect(screen.getByText('signed in as admin')).toBeTruthy());
  });

  it('is signed out when nothing is kept', async () => {
    render(
      <Providers store={createMemorySessionStore()}>
        <Who />
      </Providers>,
    );
    await waitFor(() => expect(screen.getByText('signed out')).toBeTruthy());
  });
});
