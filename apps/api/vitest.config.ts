import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each test file opens its own copy of one migrated and seeded database (PGlite: ~4 s cold start).
    globalSetup: ['src/test/seeded-database.ts', 'src/test/statement-log.ts'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
