// @vitest-environment node
/** `storybook build` must pass in the test command (the stories also run as tests in stories.test.tsx). */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const webDir = new URL('..', import.meta.url).pathname;

describe.skipIf(process.env.SKIP_STORYBOOK_BUILD === '1')('storybook', () => {
  it('builds', () => {
    const result = spawnSync('pnpm', ['run', 'storybook:build'], { cwd: webDir, encoding: 'utf8' });
    expect(result.status, result.stderr || result.stdout).toBe(0);
    expect(existsSync(`${webDir}storybook-static/index.html`)).toBe(true);
  }, 240_000);
});
