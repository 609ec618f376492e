import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { Suspense, useEffect } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  type RouteObject,
  useLocation,
  useRouteError,
} from 'react-router';
import { PendingScreen } from '../components/pending.tsx';
import { decide } from '../lib/access.ts';
import { useSession, useSessionEndedNotice } from '../lib/auth.tsx';
import { appConfig } from '../lib/config.ts';
import { paths } from '../lib/paths.ts';
import { ChunkRecoveryScreen, isChunkLoadError, recoverFromChunkError } from './chunk-recovery.tsx';
import { lazyComponent } from './lazy-component.tsx';
import type { AppRuntime } from './providers.tsx';
import { type Route, routes } from './routes.ts';

// The frames load with the first screen that needs them (together with its code, below),
// keeping the entry chunk small; the route renders once both have loaded, so neither suspends.
const signedInFrame = lazyComponent(() => import('./layout/signed-in-frame.tsx'));
const authShell = lazyComponent(() => import('./layout/auth-shell.tsx'));
const SignedInFrame = signedInFrame.Component;
const AuthShell = authShell.Component;

/** Applies the access rules and redirects of product spec §2 to every visit. */
export function RootGuard() {
  const location = useLocation();
  const restoring = useSession((s) => s.matches('restoring'));
  const user = useSession((s) => (s.matches('signedIn') ? s.context.user : null));
  const kept = useSession((s) => s.context.redirectUrl);
  useSessionEndedNotice();
  const decision = decide(location, user, undefined, kept);
  const title = decision.kind === 'render' ? decision.route.title : null;
  useEffect(() => {
    if (title) document.title = `${title} · ${appConfig.productName}`;
  }, [title]);
  // The kept session is read before any access rule applies.
  if (restoring) return <PendingScreen />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return (
    <Suspense fallback={<div className="sm-frame-pending" />}>
      {decision.route.access !== 'guarded' ? (
        <AuthShell>
          <Outlet />
        </AuthShell>
      ) : (
        <SignedInFrame route={decision.route} />
      )}
    </Suspense>
  );
}

export function RouteError() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) void recoverFromChunkError();
  }, [chunk]);
  if (chunk) return <ChunkRecoveryScreen />;
  return (
    <Flex align="center" justify="center" minHeight="100vh" p="5">
      <Card size="4" style={{ maxWidth: 440 }}>
        <Heading as="h1" size="5" mb="2">
          Something went wrong
        </Heading>
        <Text as="p" color="gray" mb="4">
          This page could not be shown. Reloading usually fixes it; if not, go back home.
        </Text>
        <Flex gap="3">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button variant="soft" onClick={() => window.location.assign(paths.home)}>
            Go home
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}

/**
 * The route objects: one lazy module per route of the table, under the guard. A screen's code,
 * its frame's code and (for a kept session) its first data are asked for at once, not one
 * after the other.
 */
export function routeObjects(
  table: readonly Route[] = routes,
  runtime?: Pick<AppRuntime, 'client' | 'queryClient' | 'store'>,
): RouteObject[] {
  return [
    {
      element: <RootGuard />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PendingScreen />,
      children: [
        { index: true, element: null },
        ...table.map(
          (route): RouteObject => ({
            id: route.id,
            path: route.path,
            ...(runtime && route.prefetch && { loader: prefetchLoader(route.prefetch, runtime) }),
            lazy: async () => {
              const [screen] = await Promise.all([
                route.load(),
                route.access !== 'guarded' ? authShell.preload() : signedInFrame.preload(),
              ]);
              return { Component: screen.default };
            },
          }),
        ),
        { path: '*', element: null },
      ],
    },
  ];
}

/** A loader that starts the screen's requests and resolves at once (the screen shows its own
 * placeholders): it runs while the route's lazy code loads. */
function prefetchLoader(
  prefetch: NonNullable<Route['prefetch']>,
  { client, queryClient, store }: Pick<AppRuntime, 'client' | 'queryClient' | 'store'>,
) {
  return () => {
    const kept = store.load();
    if (kept) prefetch(queryClient, client, kept.user);
    return null;
  };
}

export function createAppRouter(runtime: AppRuntime) {
  return createBrowserRouter(routeObjects(routes, runtime));
}

/** Settles once the router has loaded the first route's code (or its error screen). */
export function firstRouteLoaded(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
