import { Theme } from '@radix-ui/themes';
import type { SessionStore } from '@schoolmates/machines/session';
import { ApiError, type SchoolmatesClient } from '@schoolmates/sdk';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ApiProvider, createApiClient, type UnauthorizedBus } from '../lib/api.tsx';
import { AuthProvider } from '../lib/auth.tsx';
import { type Settings, SettingsProvider, schemaAccent, useSettings } from '../lib/settings.tsx';
import { Toaster, toast } from '../lib/toast.tsx';

const day = 24 * 60 * 60 * 1000;
const sessionStatuses = [401, 419, 440];

function reportFailure(error: unknown, { fromForm }: { fromForm: boolean }) {
  if (error instanceof ApiError) {
    if (error.status !== undefined && sessionStatuses.includes(error.status)) return;
    // A form shows 422 field messages next to its fields.
    if (fromForm && error.status === 422 && Object.keys(error.errors).length > 0) return;
  }
  toast.error(error instanceof Error ? error.message : 'Something went wrong');
}

/** The server cache of ARCHITECTURE.md: retry 2, no refetch on mount or focus, stale for 24 h. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => reportFailure(error, { fromForm: false }) }),
    mutationCache: new MutationCache({
      onError: (error) => reportFailure(error, { fromForm: true }),
    }),
    defaultOptions: {
      queries: {
        retry: (count, error) =>
          count < 2 &&
          !(error instanceof ApiError && error.status !== undefined && error.status < 500),
        refetchOnMount: false,
        refetchOnWindowFocus: false,
        staleTime: day,
      },
      mutations: { retry: false },
    },
  });
}

export function ThemeFromSettings({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  return (
    <Theme
      appearance={settings.appearance}
      accentColor={schemaAccent[settings.schema]}
      grayColor="slate"
      radius="medium"
      scaling="100%"
      panelBackground="solid"
      data-schema={settings.schema}
    >
      {children}
      <Toaster />
    </Theme>
  );
}

export interface AppProvidersProps {
  children: ReactNode;
  client?: SchoolmatesClient;
  queryClient?: QueryClient;
  /** Where the session is kept (tests: `createMemorySessionStore`); the browser's by default. */
  store?: SessionStore;
  initialSettings?: Settings;
  leave?: () => void;
}

/** Every provider, once: settings and theme, server cache, API client, session. */
export function AppProviders({
  children,
  client,
  queryClient,
  store,
  initialSettings,
  leave,
}: AppProvidersProps) {
  const [runtime] = useState(() => {
    const bus: UnauthorizedBus = { onUnauthorized: () => {} };
    return {
      bus,
      client: client ?? createApiClient(bus),
      queryClient: queryClient ?? createQueryClient(),
    };
  });
  return (
    <SettingsProvider initial={initialSettings}>
      <ThemeFromSettings>
        <QueryClientProvider client={runtime.queryClient}>
          <ApiProvider client={runtime.client}>
            <AuthProvider client={runtime.client} bus={runtime.bus} store={store} leave={leave}>
              {children}
            </AuthProvider>
          </ApiProvider>
        </QueryClientProvider>
      </ThemeFromSettings>
    </SettingsProvider>
  );
}
