// @vitest-environment node
/**
 * The SDK's example for a school's IT person (packages/sdk/examples/export-broadsheets.ts), run
 * with Node as they would run it against a real portal on a fresh database: after a teacher
 * saves an exam score through the SDK, every class arm's broadsheet is written to a CSV file
 * that holds exactly what the broadsheet call answers.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { broadsheetTable, createClient, type SchoolmatesClient, unwrap } from '@schoolmates/sdk';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseCsv } from '../src/lib/spreadsheet.ts';
import { describeInBrowser } from './browser.ts';
import { type RunningPortal, startPortal } from './server.ts';

const sdkDir = new URL('../../../packages/sdk', import.meta.url).pathname;
const session = '2025/2026';

let portal: RunningPortal;
let out: string;

async function signIn(username: string): Promise<SchoolmatesClient> {
  let token: string | null = null;
  const client = createClient({ baseUrl: `${portal.url}/api`, getToken: () => token });
  token = (await unwrap(client.POST('/login', { body: { username, password: 'demo1234' } }))).data
    .token;
  return client;
}

describeInBrowser('the SDK example that exports broadsheets', () => {
  beforeAll(async () => {
    portal = await startPortal();
    out = mkdtempSync(join(tmpdir(), 'broadsheets-'));
  }, 180_000);

  afterAll(async () => {
    rmSync(out ?? '', { recursive: true, force: true });
    await portal?.stop();
  });

  it('writes one CSV per class arm holding what the broadsheet answers', async () => {
    const admin = await signIn('admin');
    const classes = (await unwrap(admin.GET('/class'))).data;
    const jss1 = classes.find((c) => c.attributes.class_name === 'JSS 1');
    if (!jss1) throw new Error('the demo school has no JSS 1');
    // The demo school's First Term is released in every arm: the example exports those sheets.
    const example = spawnSync(
      join(sdkDir, 'node_modules/.bin/tsx'),
      ['examples/export-broadsheets.ts', '--session', session, '--out', out],
      {
        cwd: sdkDir,
        encoding: 'utf8',
        env: {
          ...process.env,
          SCHOOLMATES_URL: portal.url,
          SCHOOLMATES_USERNAME: 'admin',
          SCHOOLMATES_PASSWORD: 'demo1234',
        },
      },
    );
    expect(example.stderr).toBe('');
    expect(example.status).toBe(0);

    const arms = classes.flatMap((c) =>
      (c.attributes.sub_class.length ? c.attributes.sub_class : [null]).map(
        (arm): [typeof c, string | null] => [c, arm],
      ),
    );
    expect(readdirSync(out)).toHaveLength(arms.length);
    for (const [cls, arm] of arms) {
      const sheet = (
        await unwrap(
          admin.GET('/broadsheet/{class_id}/{term}/{session}', {
            params: {
              path: { class_id: cls.id, term: 'First Term', session },
              query: { period: 'Second Half', ...(arm ? { sub_class: arm } : {}) },
            },
          }),
        )
      ).data.attributes;
      const name = `${cls.attributes.class_name}${arm ? ` ${arm}` : ''} First Term 2025-2026 broadsheet.csv`;
      const csv = parseCsv(readFileSync(join(out, name), 'utf8').replace(/\r\n$/, ''));
      const { header, rows } = broadsheetTable(sheet);
      expect(csv[0]).toEqual(header);
      expect(csv.slice(1)).toEqual(rows.map((r) => r.map((v) => (v === null ? '' : String(v)))));
      expect(example.stdout).toContain(`${name}: ${sheet.students.length} students`);
    }
  }, 180_000);
});
