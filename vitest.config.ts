import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The screenshots of every story and the browser tests take most of the run and spend it
 * waiting on Chromium and the portal's server: they start first, so the rest fills the other
 * workers around them instead of queueing behind them at the end.
 */
class BrowserTestsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) =>
      file.moduleId.endsWith('storybook-build.test.ts')
        ? 0
        : file.moduleId.includes('/e2e/')
          ? 1
          : 2;
    return sorted
      .map((file, index) => ({ file, index }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index)
      .map(({ file }) => file);
  }
}

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
    ],
    // Vitest's default leaves one core idle (cores − 1: one worker on 2 cores), but the test
    // files mostly wait on PostgreSQL, Chromium and the portal's own process.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: BrowserTestsFirst },
  },
});
