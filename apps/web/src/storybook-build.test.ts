// @vitest-environment node
/**
 * `storybook build` must pass in the test command (the stories also run as tests in
 * stories.test.tsx), and every story of the build must match its approved screenshots in both
 * themes at desktop and phone widths and pass axe in Chromium (test/screenshots.ts).
 * `pnpm --filter @schoolmates/web screenshots:approve` (SCREENSHOTS_APPROVE=1) approves new images.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { approvedDir, compareStories } from './test/screenshots.ts';

const webDir = new URL('..', import.meta.url).pathname;
const approve = process.env.SCREENSHOTS_APPROVE === '1';

describe.skipIf(process.env.SKIP_STORYBOOK_BUILD === '1')('storybook', () => {
  it('builds', () => {
    const result = spawnSync('pnpm', ['run', 'storybook:build'], { cwd: webDir, encoding: 'utf8' });
    expect(result.status, result.stderr || result.stdout).toBe(0);
    expect(existsSync(`${webDir}storybook-static/index.html`)).toBe(true);
  }, 240_000);

  it('shows every story as approved, in both themes and widths, with no axe violation', async () => {
    const started = performance.now();
    const outcome = await compareStories(`${webDir}storybook-static/`, approve);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.info(
      `screenshots: ${outcome.stories} stories, ${outcome.screenshots} images, ` +
        `${(outcome.bytes / 1024 / 1024).toFixed(1)} MiB approved, ${seconds} s, ` +
        `${outcome.retaken} shot again until steady, ${outcome.reloaded} in a reloaded preview` +
        (approve ? ' (approved)' : ''),
    );
    expect(outcome.failedToRender, 'stories that did not render').toEqual([]);
    expect(outcome.accessibility, 'axe violations in Chromium').toEqual([]);
    const hint = `see the .actual.png and .diff.png files in ${approvedDir}; approve with \`pnpm --filter @schoolmates/web screenshots:approve\``;
    expect(outcome.changed, `changed screenshots: ${hint}`).toEqual([]);
    expect(outcome.added, `stories with no approved screenshot: ${hint}`).toEqual([]);
    expect(outcome.removed, 'approved screenshots of stories that are gone').toEqual([]);
  }, 1_500_000);
});
