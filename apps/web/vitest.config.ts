import react from '@vitejs/plugin-react';
import { defineProject, type ViteUserConfig } from 'vitest/config';

/**
 * Test files that need a process of their own (`vitest.isolated.config.ts`): the browser tests
 * and the screenshots each drive a portal or Chromium from it, and two files mock a module the
 * others import as it is.
 */
export const isolatedFiles = [
  'e2e/**/*.test.ts',
  'src/storybook-build.test.ts',
  'src/machine-states.test.ts',
  'src/features/results/compute/compute-save.route.test.tsx',
];

/** What both web projects share. */
export const webTest: NonNullable<ViteUserConfig['test']> = {
  environment: 'happy-dom',
  setupFiles: ['./src/test/setup.ts'],
  testTimeout: 20_000,
  // A browser test polls what a person would wait for; the default second is short for a page
  // on a machine busy with the rest of the suite.
  expect: { poll: { timeout: 10_000 } },
};

export default defineProject({
  plugins: [react()],
  test: {
    ...webTest,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: isolatedFiles,
    // The view tests share their workers' modules: importing React, Radix and the screens
    // once per worker instead of once per file halves the project's time. setup.ts clears
    // what a test leaves behind (the page, storage, toasts).
    isolate: false,
  },
});
