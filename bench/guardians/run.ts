/**
 * A guardian's home benchmark (issue 28; loopback only, bounded). For each database (embedded
 * PGlite; PostgreSQL when reachable, in a database of its own dropped afterwards) it seeds the
 * demo school, fills JSS 1 A to ARM students, links the demo parent to a second child, enters
 * and releases the arm's First Term results and invoices both children (one part paid), all
 * through the real API; then, signed in as `parent`, it measures GET /api/family/children (a
 * card per child: the latest released result with its average and position, the balance and
 * the assignments due) and GET /api/family/statement, READS times each after WARM unmeasured
 * ones. HTTP figures are the client's round trip (bench/client.ts); "server" is Fastify's
 * reply.elapsedTime. Prints figures; asserts nothing. Target: the home p50 ≤ 50 ms on
 * PostgreSQL.
 *
 *   pnpm --filter @schoolmates/bench bench:guardians
 */
import { randomUUID } from 'node:crypto';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import type { Database } from '../../apps/api/src/db/client.ts';
import { guardianLinks } from '../../apps/api/src/db/schema.ts';
import { openOutbox } from '../../apps/api/src/messages/outbox.ts';
import { DEMO_PASSWORD, seedDemo } from '../../apps/api/src/seed/demo.ts';
import { signIn, startClient } from '../support/client.ts';
import { defaultBenchPostgresUrl, onEachDatabase } from '../support/databases.ts';
import { addBenchStudents } from '../support/students.ts';

const env = process.env;
const ARM = Number(env.ARM ?? 40);
const READS = Number(env.READS ?? 200);
const WARM = Number(env.WARM ?? 20);
const PG_URL =
  env.BENCH_DATABASE_URL ?? env.DATABASE_URL ?? env.TEST_DATABASE_URL ?? defaultBenchPostgresUrl;
const TERM = { term: 'First Term', session: '2025/2026' } as const;

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function benchDatabase(label: string, database: Database) {
  await database.migrate();
  const ids = await seedDemo(database.db);
  const jss1 = ids.demo.classIds[0] as bigint;
  const at = { schId: ids.demo.schId, campusId: ids.demo.campusId };
  await addBenchStudents(database, { ...at, classId: jss1 }, ARM - 1);

  const config = { ...loadConfig({}), logLevel: 'silent', signInPerMinute: 1_000_000 };
  const outbox = await openOutbox(database, { maintain: false });
  const app = await buildApp({ db: database.db, config, outbox });
  app.addHook('onClose', () => outbox.stop());
  let serverTimes: number[] | null = null;
  app.addHook('onResponse', async (_request, reply) => {
    serverTimes?.push(reply.elapsedTime);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
  const as = async (username: string) =>
    startClient(base, await signIn(base, username, DEMO_PASSWORD));
  const ok = async <T>(
    client: ReturnType<typeof startClient>,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const { answers } = await client.send([{ method, path, body, headers }]);
    const [answer] = answers;
    if (!answer || answer.status >= 300) {
      throw new Error(`${method} ${path}: ${answer?.status} ${answer?.text}`);
    }
    return JSON.parse(answer.text) as T;
  };

  // The arm's students, the second child among them.
  const admin = await as('admin');
  const listed = await ok<{ data: { id: string }[] }>(
    admin,
    'GET',
    `/student?class_id=${jss1}&per_page=100`,
  );
  const students = listed.data.map((s) => s.id);
  const child = String(ids.users.student);
  const sibling = students.find((id) => id !== child) as string;
  await database.db.insert(guardianLinks).values({
    schId: ids.demo.schId,
    guardianId: ids.users.parent,
    studentId: BigInt(sibling),
    relationship: 'mother',
  });

  // Results released for the arm, and an invoice for each child.
  await ok(admin, 'POST', '/v2/result/settings/store', {
    score_option_id: '2',
    components: [
      { name: 'First Assessment', maximum: 20, period: 'First Half' },
      { name: 'Second Assessment', maximum: 20, period: 'First Half' },
      { name: 'Exam', maximum: 60, period: 'Second Half' },
    ],
  });
  const teacher = await as('teacher');
  for (const subject of ids.demo.subjectIds.slice(0, 1)) {
    await ok(teacher, 'POST', '/endTermResult', {
      class_id: String(jss1),
      sub_class: 'A',
      subject_id: String(subject),
      ...TERM,
      students: students.map((id, n) => ({
        student_id: id,
        scores: [{ component: 'exam', score: 20 + (n % 40), absent: false }],
      })),
    });
  }
  const principal = await as('principal');
  await ok(principal, 'PATCH', '/release/result', {
    ...TERM,
    period: 'Second Half',
    sub_class: 'A',
    class_id: String(jss1),
  });
  const bursar = await as('account');
  const fee = await ok<{ data: { id: string } }>(bursar, 'POST', '/fee', {
    feetype: 'Tuition',
    category: 'tuition',
    amount: 15_000_000,
    ...TERM,
  });
  for (const student of [child, sibling]) {
    const invoice = await ok<{ data: { id: string } }>(bursar, 'POST', '/invoice', {
      student_id: student,
      ...TERM,
      due_date: '2025-10-01',
      items: [{ fee_id: fee.data.id }],
    });
    if (student === child) {
      await ok(
        bursar,
        'POST',
        '/payment',
        {
          invoice_id: invoice.data.id,
          amount_paid: 5_000_000,
          payment_method: 'cash',
          paid_at: '2025-09-15',
        },
        { 'idempotency-key': randomUUID() },
      );
    }
  }

  const parent = await as('parent');
  const rows = [];
  for (const path of ['/family/children', '/family/statement']) {
    for (let i = 0; i < WARM; i++) await parent.call({ method: 'GET', path });
    const http: number[] = [];
    serverTimes = [];
    for (let i = 0; i < READS; i++) http.push((await parent.send([{ method: 'GET', path }])).ms);
    const server = serverTimes;
    serverTimes = null;
    rows.push({
      name: `GET ${path}`,
      httpP50: percentile(http, 0.5),
      httpP99: percentile(http, 0.99),
      serverP50: percentile(server, 0.5),
    });
  }
  const cards = await ok<{ data: { latest_result: unknown }[] }>(parent, 'GET', '/family/children');
  await app.close();
  return {
    label,
    children: cards.data.length,
    released: cards.data.filter((c) => c.latest_result).length,
    rows,
  };
}

const reports = await onEachDatabase(PG_URL, benchDatabase);
for (const report of reports) {
  console.log(
    `\n${report.label}: a guardian with ${report.children} children (${report.released} with a released result), an arm of ${ARM}, ${READS} reads each`,
  );
  for (const row of report.rows) {
    console.log(
      `  ${row.name.padEnd(24)} http p50 ${ms(row.httpP50)}  p99 ${ms(row.httpP99)}  server p50 ${ms(row.serverP50)}${row.name.endsWith('children') ? '  (target ≤ 50 ms on PostgreSQL)' : ''}`,
    );
  }
}
process.exit(0);
