import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const built = fileURLToPath(new URL('../dist/index.js', import.meta.url));

describe('the built SDK', () => {
  it('imports from a plain Node script', () => {
    expect(existsSync(built), 'run `pnpm build` first').toBe(true);
    const script = `
      import { createClient, flatten, rolesFor, resolveApiBase } from ${JSON.stringify(built)};
      const client = createClient({ baseUrl: 'http://127.0.0.1:9/api' });
      console.log(typeof client.GET, flatten({ id: '1', attributes: { a: 1 } }).queryId,
        rolesFor('listCampuses').length > 0, resolveApiBase({ hostname: 'x' }));
    `;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('function 1 true /api');
  });
});
