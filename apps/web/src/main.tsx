import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import {
  ChunkRecoveryScreen,
  installChunkRecovery,
  recoverFromChunkError,
} from './app/chunk-recovery.tsx';
import { AppProviders, createAppRuntime, themeLoaded } from './app/providers.tsx';
import { createAppRouter, firstRouteLoaded } from './app/router.tsx';

const root = createRoot(document.getElementById('root') as HTMLElement);
const runtime = createAppRuntime();
const router = createAppRouter(runtime);

let recovering = false;
installChunkRecovery(() => {
  recovering = true;
  void recoverFromChunkError();
  root.render(
    <AppProviders runtime={runtime}>
      <ChunkRecoveryScreen />
    </AppProviders>,
  );
});

// The first render waits for the theme's and the first screen's code (they load in parallel):
// rendered sooner, it shows Suspense fallbacks, and React delays what follows each one.
// A chunk that failed meanwhile has put the recovery screen up: it stays.
void Promise.allSettled([themeLoaded, firstRouteLoaded(router)]).then(() => {
  if (recovering) return;
  root.render(
    <StrictMode>
      <AppProviders runtime={runtime}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
