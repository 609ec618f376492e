/**
 * Student import benchmark (loopback only, bounded): a file of STUDENTS students (default
 * 2,000; target under 10 s on PostgreSQL) sent to POST /api/student/import on the real app on
 * a real port, signed in as the admin: first the dry run the web app's preview makes, then the
 * import itself (every row checked again, one-time passwords hashed, all rows in one
 * transaction, login slips answered). On embedded PGlite, then on PostgreSQL
 * (BENCH_DATABASE_URL, DATABASE_URL, TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432,
 * in a database of its own that is dropped afterwards). Prints figures; asserts nothing.
 *
 *   pnpm --filter @schoolmates/bench bench:import
 */
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import type { Database } from '../../apps/api/src/db/client.ts';
import { openOutbox } from '../../apps/api/src/messages/outbox.ts';
import { DEMO_PASSWORD, seedDemo } from '../../apps/api/src/seed/demo.ts';
import { defaultBenchPostgresUrl, onEachDatabase } from '../support/databases.ts';

const env = process.env;
const STUDENTS = Number(env.STUDENTS ?? 2000);
const PG_URL =
  env.BENCH_DATABASE_URL ?? env.DATABASE_URL ?? env.TEST_DATABASE_URL ?? defaultBenchPostgresUrl;

const SURNAMES = ['Adébáyọ̀', 'Okafor', 'Bello', 'Eze', 'Ọlátúnjí', 'Musa', 'Nwosu', 'Adéyẹmí'];
const FIRST_NAMES = ['Ọlá', 'Ṣadé', 'Chukwuemeka', 'Ngozi', 'Aisha', 'Musa', 'Tèmítọ́pẹ́'];

async function benchDatabase(label: string, database: Database) {
  await database.migrate();
  await seedDemo(database.db);
  const config = { ...loadConfig({}), logLevel: 'silent', signInPerMinute: 1_000_000 };
  const outbox = await openOutbox(database, { maintain: false });
  const app = await buildApp({
    db: database.db,
    config,
    outbox,
  });
  // The queue stops with the app, before its database is dropped.
  app.addHook('onClose', () => outbox.stop());
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const call = async <T>(method: string, path: string, body?: unknown) => {
      const answer = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await answer.text();
      if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${text.slice(0, 300)}`);
      return JSON.parse(text) as T;
    };
    const classes = await call<{
      data: { attributes: { class_name: string; sub_class: string[] } }[];
    }>('GET', '/class');
    const rows = Array.from({ length: STUDENTS }, (_, i) => {
      const cls = classes.data[i % classes.data.length]?.attributes;
      return {
        admission_number: `BENCH/${String(i + 1).padStart(5, '0')}`,
        surname: SURNAMES[i % SURNAMES.length],
        firstname: FIRST_NAMES[i % FIRST_NAMES.length],
        middlename: null,
        gender: i % 2 ? 'female' : 'male',
        dob: `201${i % 8}-0${(i % 9) + 1}-1${i % 9}`,
        class_name: cls?.class_name ?? null,
        sub_class: cls?.sub_class[i % Math.max(1, cls.sub_class.length)] ?? null,
        session_admitted: '2025/2026',
        phone_number: '+234 803 000 0000',
        email_address: `bench${i}@students.example.test`,
      };
    });
    const timed = async (dryRun: boolean) => {
      const start = performance.now();
      const answer = await call<{
        data: { errors: Record<string, string[]>; slips: unknown[] };
      }>('POST', '/student/import', { dry_run: dryRun, rows });
      const ms = performance.now() - start;
      const problems = Object.keys(answer.data.errors).length;
      if (problems) throw new Error(`${problems} problems: ${JSON.stringify(answer.data.errors)}`);
      return { ms, slips: answer.data.slips.length };
    };
    const dry = await timed(true);
    const real = await timed(false);
    const listed = await call<{ meta: { total: number } }>('GET', '/student?search=BENCH/');
    return { label, dry, real, listed: listed.meta.total };
  } finally {
    await app.close();
  }
}

console.log(`Importing ${STUDENTS} students (target: under 10 s on PostgreSQL)`);
for (const r of await onEachDatabase(PG_URL, benchDatabase)) {
  console.log(
    `${r.label.padEnd(10)} preview (dry run) ${(r.dry.ms / 1000).toFixed(2)} s · import ${(r.real.ms / 1000).toFixed(2)} s, ${r.real.slips} login slips, ${r.listed} students listed after`,
  );
}
