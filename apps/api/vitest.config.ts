import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each test file opens its own database (PGlite: ~4 s cold start).
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
