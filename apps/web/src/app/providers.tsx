import type { SessionStore } from '@schoolmates/machines/session';
import { ApiError, type SchoolmatesClient } from '@schoolmates/sdk';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { ApiProvider, createApiClient, type UnauthorizedBus } from '../lib/api.tsx';
import { AuthProvider, browserSessionStore } from '../lib/auth.tsx';
import { type Settings, SettingsProvider } from '../lib/settings.tsx';
import { toast } from '../lib/toast.tsx';
import { lazyComponent } from './lazy-component.tsx';

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

/**
 * The server cache of ARCHITECTURE.md: retry 2, no refetch on focus, fresh for 24 h. Opening a
 * screen reads again only what a save made stale while it was closed (a broadsheet after a
 * score save); with no refetch on mount at all it showed the old figures until the cache let go.
 */
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
        refetchOnWindowFocus: false,
        staleTime: day,
      },
      mutations: { retry: false },
    },
  });
}

// Radix Themes' root brings all of Radix Tooltip (popper, floating-ui) for its tooltip
// provider: its own chunk, asked for as the entry runs, in parallel with the first screen's code.
const theme = lazyComponent(() => import('./theme-from-settings.tsx'));
const ThemeFromSettings = theme.Component;
/** Settles once the theme's code has loaded (or failed to): the app renders no sooner. */
export const themeLoaded: Promise<unknown> = theme.preload();

/** What the router and the providers share: the API client, the server cache, the session store. */
export interface AppRuntime {
  bus: UnauthorizedBus;
  client: SchoolmatesClient;
  queryClient: QueryClient;
  store: SessionStore;
}

export function createAppRuntime(store: SessionStore = browserSessionStore()): AppRuntime {
  const bus: UnauthorizedBus = { onUnauthorized: () => {} };
  return { bus, client: createApiClient(bus), queryClient: createQueryClient(), store };
}

export interface AppProvidersProps {
  children: ReactNode;
  runtime: AppRuntime;
  initialSettings?: Settings;
  leave?: () => void;
}

/** Every provider, once: settings and theme, server cache, API client, session. */
export function AppProviders({ children, runtime, initialSettings, leave }: AppProvidersProps) {
  return (
    <SettingsProvider initial={initialSettings}>
      <Suspense fallback={null}>
        <ThemeFromSettings>
          <QueryClientProvider client={runtime.queryClient}>
            <ApiProvider client={runtime.client}>
              <AuthProvider
                client={runtime.client}
                bus={runtime.bus}
                store={runtime.store}
                leave={leave}
              >
                {children}
              </AuthProvider>
            </ApiProvider>
          </QueryClientProvider>
        </ThemeFromSettings>
      </Suspense>
    </SettingsProvider>
  );
}
