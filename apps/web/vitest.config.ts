import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'e2e/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
    // A browser test polls what a person would wait for; the default second is short for a page
    // on a machine busy with the rest of the suite.
    expect: { poll: { timeout: 10_000 } },
  },
});
