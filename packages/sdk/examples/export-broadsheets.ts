/**
 * Exports every class's broadsheet for a term to CSV files, one file per class arm, the same
 * columns the portal's own CSV export writes (formula-like text made inert).
 *
 *   SCHOOLMATES_URL=https://portal.example.school \
 *   SCHOOLMATES_USERNAME=admin SCHOOLMATES_PASSWORD=... \
 *   npx tsx examples/export-broadsheets.ts --term "First Term" --session 2025/2026 --out broadsheets
 *
 * Options: --period "Second Half" (end of term, the default) or "First Half" (mid-term).
 * Signs in as a superadmin, admin or principal (a teacher gets the classes they teach), reads
 * the classes, then each arm's broadsheet, and signs out. Prints one line per file written.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  broadsheetFileName,
  broadsheetTable,
  createClient,
  type Schema,
  toCsv,
  unwrap,
} from '@schoolmates/sdk';

const { values } = parseArgs({
  options: {
    term: { type: 'string', default: 'First Term' },
    session: { type: 'string' },
    period: { type: 'string', default: 'Second Half' },
    out: { type: 'string', default: 'broadsheets' },
  },
});
const url = process.env.SCHOOLMATES_URL;
const username = process.env.SCHOOLMATES_USERNAME;
const password = process.env.SCHOOLMATES_PASSWORD;
if (!url || !username || !password || !values.session) {
  console.error(
    'Set SCHOOLMATES_URL, SCHOOLMATES_USERNAME and SCHOOLMATES_PASSWORD, and pass --session 2025/2026.',
  );
  process.exit(2);
}
const term = values.term as Schema<'Term'>;
const period = values.period as Schema<'Period'>;
const session = values.session;

let token: string | null = null;
const client = createClient({ baseUrl: new URL('/api', url).toString(), getToken: () => token });
const signedIn = await unwrap(client.POST('/login', { body: { username, password } }));
token = signedIn.data.token;
try {
  await mkdir(values.out, { recursive: true });
  const classes = await unwrap(client.GET('/class'));
  for (const cls of classes.data) {
    const arms = cls.attributes.sub_class.length > 0 ? cls.attributes.sub_class : [null];
    for (const arm of arms) {
      const sheet = await unwrap(
        client.GET('/broadsheet/{class_id}/{term}/{session}', {
          params: {
            path: { class_id: cls.id, term, session },
            query: { period, ...(arm ? { sub_class: arm } : {}) },
          },
        }),
      );
      const file = join(values.out, `${broadsheetFileName(sheet.data.attributes)}.csv`);
      await writeFile(file, `\uFEFF${toCsv(broadsheetTable(sheet.data.attributes))}`);
      console.log(`${file}: ${sheet.data.attributes.students.length} students`);
    }
  }
} finally {
  await client.POST('/logout');
}
