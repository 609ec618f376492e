import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import {
  ChunkRecoveryScreen,
  installChunkRecovery,
  recoverFromChunkError,
} from './app/chunk-recovery.tsx';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';

const root = createRoot(document.getElementById('root') as HTMLElement);
const router = createAppRouter();

installChunkRecovery(() => {
  void recoverFromChunkError();
  root.render(
    <AppProviders>
      <ChunkRecoveryScreen />
    </AppProviders>,
  );
});

root.render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
