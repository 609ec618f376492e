/**
 * A mixed read/write load on PostgreSQL (issue 12 point 13): 50 connections for 60 seconds,
 * each cycling through the student list, the campus list and a department created, against
 * the real server. Prints the requests sent, the errors (must be 0) and how many of the writes
 * that answered 201 are in the database afterwards (must be all).
 *
 *   pnpm --filter @schoolmates/bench bench:mixed          (DURATION=60 CONNECTIONS=50)
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openOutbox } from '../../apps/api/src/messages/outbox.ts';
import { DEMO_PASSWORD, seedDemo } from '../../apps/api/src/seed/demo.ts';
import { defaultBenchPostgresUrl, onPostgresOnly } from '../support/databases.ts';
import { addBenchStudents } from '../support/students.ts';

const DURATION = Number(process.env.DURATION ?? 60);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const PG_URL = process.env.BENCH_DATABASE_URL ?? defaultBenchPostgresUrl;

await onPostgresOnly(PG_URL, async (_label, database) => {
  await database.migrate();
  const ids = await seedDemo(database.db);
  await addBenchStudents(
    database,
    { schId: ids.demo.schId, campusId: ids.demo.campusId, classId: ids.demo.classIds[0] ?? 1n },
    2000,
  );
  const config = {
    ...loadConfig({}),
    logLevel: 'silent',
    signInPerMinute: 1_000_000,
    listsPerMinute: 1_000_000_000,
  };
  const outbox = await openOutbox(database, { maintain: false });
  const app = await buildApp({
    db: database.db,
    config,
    outbox,
  });
  // The queue stops with the app, before its database is dropped.
  app.addHook('onClose', () => outbox.stop());
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'superadmin', password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;

  const load = new URL('./mixed-load.ts', import.meta.url).pathname;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', load, base, token, String(DURATION), String(CONNECTIONS)],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
    requests: number;
    rps: number;
    p50: number;
    p99: number;
    errors: number;
    statuses: Record<string, number>;
    created: string[];
  };
  await app.close();

  const stored = await database.raw(
    'select count(*)::int as n from departments where code = any($1)',
    [result.created],
  );
  console.log(
    `\nMixed load on PostgreSQL: ${DURATION} s, ${CONNECTIONS} connections, Node ${process.version}`,
  );
  console.log(
    `  requests        ${result.requests} (${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms)`,
  );
  console.log(`  answers         ${JSON.stringify(result.statuses)}`);
  console.log(`  errors          ${result.errors} (must be 0)`);
  console.log(
    `  writes verified ${stored[0]?.n} of ${result.created.length} answered 201 (must be all)`,
  );
});
