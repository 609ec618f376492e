/**
 * API benchmark (autocannon, loopback only, bounded: DURATION seconds per case).
 *
 * For each database (embedded PGlite; PostgreSQL when BENCH_DATABASE_URL or
 * postgres://postgres@127.0.0.1:5432/postgres is reachable) it seeds the demo school plus
 * STUDENTS extra students, then measures, through the real server:
 *   - GET /api/student?page=1&per_page=50 (authenticated: session lookup, x-roles, validation,
 *     two queries, serialisation from the contract)
 *   - GET /api/campus
 * and a bare baseline: a minimal Fastify route per case that runs the same SQL (taken from
 * the same Drizzle queries with .toSQL()) on the same database, as named prepared statements
 * like the server's hot queries, and sends the rows with JSON.stringify: no auth, no
 * validation, no serialiser. Each side runs ROUNDS times (default 3) in alternating order and
 * keeps its medians; it prints req/s, p50 and p99, and the ratio project/baseline.
 *
 * The load comes from autocannon in a child process: in the server's own process its client
 * work would share one event loop with both servers, and that fixed cost per request hides
 * what the project adds (in-process, GET /campus read 6,900 req/s; from outside, 9,900).
 *
 * Both servers share this process and its V8 settings, those of `pnpm start` (a 64 MB young
 * generation, README).
 *
 *   pnpm --filter @schoolmates/bench bench:api        (DURATION=10 CONNECTIONS=50 STUDENTS=2000)
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import type { Database } from '../../apps/api/src/db/client.ts';
import { openOutbox } from '../../apps/api/src/messages/outbox.ts';
import { DEMO_PASSWORD, seedDemo } from '../../apps/api/src/seed/demo.ts';
import { defaultBenchPostgresUrl, onEachDatabase } from '../support/databases.ts';
import { addBenchStudents, benchQueries } from '../support/students.ts';

const require = createRequire(import.meta.url);

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
const autocannonCli = require.resolve('autocannon/autocannon.js');

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const STUDENTS = Number(process.env.STUDENTS ?? 2000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const PG_URL = process.env.BENCH_DATABASE_URL ?? defaultBenchPostgresUrl;

interface Row {
  database: string;
  case: string;
  server: string;
  rps: number;
  p50: number;
  p99: number;
  bad: number;
}

async function autocannon(url: string, headers: Record<string, string>, seconds: number) {
  const args = [autocannonCli, '--json', '-c', String(CONNECTIONS), '-d', String(seconds)];
  for (const [key, value] of Object.entries(headers)) args.push('-H', `${key}=${value}`);
  const { stdout } = await promisify(execFile)(process.execPath, [...args, url], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as AutocannonResult;
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  bad: number;
}

async function measure(url: string, headers: Record<string, string>): Promise<Measured> {
  await autocannon(url, headers, 1);
  const r = await autocannon(url, headers, DURATION);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors,
  };
}

/** Each figure's median over the rounds; errors summed. */
function median(runs: Measured[]): Measured {
  const mid = (values: number[]) =>
    values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return {
    rps: mid(runs.map((r) => r.rps)),
    p50: mid(runs.map((r) => r.p50)),
    p99: mid(runs.map((r) => r.p99)),
    bad: runs.reduce((n, r) => n + r.bad, 0),
  };
}

async function benchDatabase(label: string, database: Database): Promise<Row[]> {
  await database.migrate();
  const ids = await seedDemo(database.db);
  const at = { schId: ids.demo.schId, campusId: ids.demo.campusId };
  await addBenchStudents(database, { ...at, classId: ids.demo.classIds[0] ?? 1n }, STUDENTS);

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
  const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const login = await fetch(`${appUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const auth = { authorization: `Bearer ${token}` };

  // The same SQL the handlers run for the admin of the demo school (its own campus).
  const q = benchQueries(database, at);
  const [listSql, countSql, campusSql] = [q.studentPage, q.studentCount, q.campus];

  const bare = Fastify({ logger: false });
  const json = (v: unknown) =>
    JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? String(x) : x));
  bare.get('/student', async (_req, reply) => {
    const [rows, count] = await Promise.all([
      database.raw(listSql.sql, listSql.params, 'bare_student_page'),
      database.raw(countSql.sql, countSql.params, 'bare_student_count'),
    ]);
    reply.type('application/json');
    return json({ data: rows, meta: count[0] });
  });
  bare.get('/campus', async (_req, reply) => {
    reply.type('application/json');
    return json({ data: await database.raw(campusSql.sql, campusSql.params, 'bare_campus') });
  });
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

  const rows: Row[] = [];
  const cases = [
    ['GET /student?page=1&per_page=50', '/api/student?page=1&per_page=50', '/student'],
    ['GET /campus', '/api/campus', '/campus'],
  ] as const;
  for (const [name, appPath, barePath] of cases) {
    // Rounds in alternating order (project first, then baseline first, …), each side's median
    // kept: on two cores, the order alone moved the ratio of one round by a quarter.
    const runs = { project: [] as Measured[], baseline: [] as Measured[] };
    for (let round = 0; round < ROUNDS; round++) {
      const order =
        round % 2 === 0 ? (['project', 'baseline'] as const) : (['baseline', 'project'] as const);
      for (const server of order) {
        runs[server].push(
          server === 'project'
            ? await measure(`${appUrl}${appPath}`, auth)
            : await measure(`${bareUrl}${barePath}`, {}),
        );
      }
    }
    rows.push({ database: label, case: name, server: 'project', ...median(runs.project) });
    rows.push({ database: label, case: name, server: 'baseline', ...median(runs.baseline) });
  }
  await bare.close();
  await app.close();
  return rows;
}

const results = (await onEachDatabase(PG_URL, benchDatabase)).flat();

console.log(
  `\n${DURATION} s per case, median of ${ROUNDS} rounds, ${CONNECTIONS} connections (autocannon in its own process), ${STUDENTS} extra students, Node ${process.version}\n`,
);
console.log(
  'database    case                               server     req/s    p50 ms  p99 ms  non-2xx',
);
for (const r of results) {
  console.log(
    `${r.database.padEnd(11)} ${r.case.padEnd(34)} ${r.server.padEnd(9)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(7)} ${String(r.bad).padStart(8)}`,
  );
}
console.log(
  '\nproject / baseline (issue 12 targets on PostgreSQL: the student list req/s ≥ 0.95; GET /campus req/s ≥ 0.9, p99 ≤ 1.2; on PGlite GET /campus req/s ≥ 0.8):',
);
for (let i = 0; i < results.length; i += 2) {
  const p = results[i];
  const b = results[i + 1];
  if (p && b)
    console.log(
      `  ${p.database.padEnd(11)} ${p.case.padEnd(34)} req/s ${(p.rps / b.rps).toFixed(2)}  p99 ${(p.p99 / Math.max(b.p99, 1)).toFixed(2)}`,
    );
}
