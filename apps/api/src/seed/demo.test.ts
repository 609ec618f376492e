import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { credentialsText } from './demo.ts';

const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');

describe('the start banner', () => {
  it('lists every demo sign-in the README lists', () => {
    const table = readme.slice(
      readme.indexOf('## Demo sign-ins'),
      readme.indexOf('## Configuration'),
    );
    const usernames = [...table.matchAll(/^\| `([a-z.-]+)` \|/gm)].map((m) => m[1]);
    expect(usernames).toContain('femi.adebayo');
    const banner = credentialsText()
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/)[0]);
    expect(banner).toEqual(usernames);
  });
});
