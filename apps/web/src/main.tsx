import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import {
  ChunkRecoveryScreen,
  installChunkRecovery,
  recoverFromChunkError,
} from './app/chunk-recovery.tsx';
import { AppProviders, createAppRuntime } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';

const root = createRoot(document.getElementById('root') as HTMLElement);
const runtime = createAppRuntime();
const router = createAppRouter(runtime);

installChunkRecovery(() => {
  void recoverFromChunkError();
  root.render(
    <AppProviders runtime={runtime}>
      <ChunkRecoveryScreen />
    </AppProviders>,
  );
});

root.render(
  <StrictMode>
    <AppProviders runtime={runtime}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
