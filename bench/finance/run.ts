/**
 * Finance benchmark (loopback only, bounded). For each database (embedded PGlite; PostgreSQL
 * when BENCH_DATABASE_URL, DATABASE_URL, TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432
 * is reachable, in a database of its own that is dropped afterwards) it seeds the demo school,
 * STUDENTS more students, a bank and FEES compulsory fees for each term, and measures against
 * the real app on a real port, signed in as the bursar:
 *   1. POST /api/invoice/batch for the whole school (STUDENTS + 1 students × FEES fees), once
 *      per term (three runs, each a fresh term), after one preview of the First Term;
 *   2. the six summaries (GET /expectedincome … /accountbalance) over the First Term's invoices
 *      and PAYMENTS_PER_INVOICE payments each (bulk inserted through the ledger's rules):
 *      the six in a row, READS times, and each call alone;
 *   3. POST /api/payment (a new Idempotency-Key each, on Second Term invoices), PAYMENTS times
 *      in sequence: the bursar recording one payment; beside it GET /api/bank (one small
 *      query) shows what any call costs on the machine at that moment;
 *   4. POST /api/invoice/add-fee: a new Third Term levy added to every Third Term invoice
 *      (STUDENTS + 1 of them, FEES lines each), once as a preview and once for real (issue 29).
 * HTTP figures are the client's round trip, from a client on its own thread (bench/client.ts);
 * "server" is Fastify's reply.elapsedTime of the same requests. Prints figures; asserts nothing.
 *
 *   pnpm --filter @schoolmates/bench bench:finance
 */
import { randomUUID } from 'node:crypto';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import type { Database } from '../../apps/api/src/db/client.ts';
import { openOutbox } from '../../apps/api/src/messages/outbox.ts';
import { DEMO_PASSWORD, seedDemo } from '../../apps/api/src/seed/demo.ts';
import { type BenchRequest, signIn, startClient } from '../support/client.ts';
import { defaultBenchPostgresUrl, onEachDatabase } from '../support/databases.ts';
import { addBenchPayments } from '../support/finance.ts';
import { addBenchStudents } from '../support/students.ts';

const env = process.env;
const STUDENTS = Number(env.STUDENTS ?? 2000);
const FEES = Number(env.FEES ?? 5);
const PAYMENTS_PER_INVOICE = Number(env.PAYMENTS_PER_INVOICE ?? 3);
const PAYMENTS = Number(env.PAYMENTS ?? 200);
const READS = Number(env.READS ?? 100);
const PG_URL =
  env.BENCH_DATABASE_URL ?? env.DATABASE_URL ?? env.TEST_DATABASE_URL ?? defaultBenchPostgresUrl;
const SESSION = '2025/2026';
const TERMS = ['First Term', 'Second Term', 'Third Term'] as const;
const SUMMARIES = [
  '/expectedincome',
  '/receivedincome',
  '/outstanding',
  '/discount',
  '/totalexpense',
  '/accountbalance',
];

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

interface Row {
  name: string;
  httpP50: number;
  httpP99: number;
  serverP50: number | null;
  target: string;
}
interface Report {
  label: string;
  seedMs: number;
  invoices: number;
  payments: number;
  rows: Row[];
}

async function benchDatabase(label: string, database: Database): Promise<Report> {
  await database.migrate();
  const seedStart = performance.now();
  const ids = await seedDemo(database.db);
  const at = { schId: ids.demo.schId, campusId: ids.demo.campusId };
  await addBenchStudents(database, { ...at, classId: ids.demo.classIds[0] as bigint }, STUDENTS);

  const config = { ...loadConfig({}), logLevel: 'silent', signInPerMinute: 1_000_000 };
  const outbox = await openOutbox(database, { maintain: false });
  const app = await buildApp({
    db: database.db,
    config,
    outbox,
  });
  // The queue stops with the app, before its database is dropped.
  app.addHook('onClose', () => outbox.stop());
  let serverTimes: number[] | null = null;
  app.addHook('onResponse', async (_request, reply) => {
    serverTimes?.push(reply.elapsedTime);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
  const client = startClient(base, await signIn(base, 'account', DEMO_PASSWORD));
  const call = <T>(method: string, path: string, body?: unknown, headers = {}) =>
    client.call<T>({ method, path, body, headers });
  /** `runs` sends in sequence after `warm` unmeasured ones; each send's requests go at once. */
  async function sequence(
    name: string,
    target: string,
    warm: number,
    runs: number,
    requests: (i: number) => BenchRequest[],
    perSend = 1,
  ): Promise<Row> {
    for (let i = 0; i < warm; i++) await client.send(requests(i));
    const http: number[] = [];
    serverTimes = [];
    for (let i = 0; i < runs; i++) http.push((await client.send(requests(warm + i))).ms);
    const server = serverTimes;
    serverTimes = null;
    return {
      name,
      target,
      httpP50: percentile(http, 0.5),
      httpP99: percentile(http, 0.99),
      serverP50: perSend === 1 ? percentile(server, 0.5) : null,
    };
  }

  const bank = await call<{ data: { id: string } }>('POST', '/bank', {
    bank_name: 'First Bank',
    account_name: 'Bench Academy',
    account_number: '2034567891',
    opening_balance: 100_000_000,
  });
  for (const term of TERMS) {
    for (let f = 0; f < FEES; f++) {
      await call('POST', '/fee', {
        feetype: `Fee ${f + 1}`,
        amount: 1_000_000 * (f + 1) + 50,
        term,
        session: SESSION,
        category: 'tuition',
      });
    }
  }
  const seedMs = performance.now() - seedStart;
  const rows: Row[] = [];

  // 1. Invoicing the whole school, once per term.
  const batchRequest = (term: string, preview: boolean): BenchRequest => ({
    method: 'POST',
    path: '/invoice/batch',
    body: { term, session: SESSION, due_date: '2025-10-01', preview },
  });
  rows.push(
    await sequence(
      `preview: invoices for ${STUDENTS + 1} students × ${FEES} fees`,
      '',
      0,
      1,
      () => [batchRequest(TERMS[0], true)],
    ),
  );
  const made = [];
  for (const term of TERMS) {
    const { ms, answers } = await client.send([batchRequest(term, false)]);
    const answer = JSON.parse(answers[0]?.text ?? '{}') as { meta: { invoiced: number } };
    made.push({ term, ms, invoiced: answer.meta.invoiced });
  }
  rows.push({
    name: `invoice the school (${made[0]?.invoiced} invoices, ${FEES} fees): median of 3`,
    target: '≤ 3 s',
    httpP50: percentile(
      made.map((m) => m.ms),
      0.5,
    ),
    httpP99: Math.max(...made.map((m) => m.ms)),
    serverP50: null,
  });
  await database.analyze();

  // 2. The six summaries over the First Term's invoices and payments.
  const payments = await addBenchPayments(
    database,
    { schId: at.schId, actorId: ids.users.account },
    { term: TERMS[0], session: SESSION },
    PAYMENTS_PER_INVOICE,
  );
  await database.analyze();
  const query = `?term=${encodeURIComponent(TERMS[0])}&session=${encodeURIComponent(SESSION)}`;
  rows.push(
    await sequence(
      `the six summaries at once, as the dashboard asks (${made[0]?.invoiced} invoices, ${payments} payments)`,
      '≤ 20 ms',
      10,
      READS,
      () => SUMMARIES.map((path) => ({ method: 'GET', path: `${path}${query}` })),
      6,
    ),
  );
  rows.push(
    await sequence('one summary (GET /expectedincome)', '', 10, READS, () => [
      { method: 'GET', path: `/expectedincome${query}` },
    ]),
  );

  // For scale: a call with one small query, on this machine now.
  rows.push(
    await sequence('baseline: GET /bank (one small query)', '', 10, READS, () => [
      { method: 'GET', path: '/bank' },
    ]),
  );

  // 3. Recording one payment (Second Term invoices: no payments yet).
  const page = await call<{ data: { id: string }[] }>(
    'GET',
    `/invoice?term=${encodeURIComponent(TERMS[1])}&session=${encodeURIComponent(SESSION)}&per_page=200`,
  );
  const targets = page.data.map((invoice) => invoice.id);
  rows.push(
    await sequence(
      'POST /payment (one payment, new Idempotency-Key)',
      '≤ 15 ms',
      20,
      PAYMENTS,
      (i) => [
        {
          method: 'POST',
          path: '/payment',
          body: {
            invoice_id: targets[i % targets.length],
            amount_paid: 10_000,
            payment_method: 'transfer',
            bank_id: bank.data.id,
            paid_at: '2025-09-15',
          },
          headers: { 'idempotency-key': randomUUID() },
        },
      ],
    ),
  );
  // 4. A levy agreed after invoicing, added to every Third Term invoice in one step.
  const levy = await call<{ data: { id: string } }>('POST', '/fee', {
    feetype: 'PTA levy',
    amount: 500_000,
    term: TERMS[2],
    session: SESSION,
    category: 'levy',
  });
  const addFee = (preview: boolean): BenchRequest => ({
    method: 'POST',
    path: '/invoice/add-fee',
    body: { fee_id: levy.data.id, reason: 'PTA levy agreed after invoicing', preview },
  });
  rows.push(
    await sequence(`preview: add a fee to ${made[2]?.invoiced} invoices`, '', 0, 1, () => [
      addFee(true),
    ]),
  );
  rows.push(
    await sequence(`add a fee to ${made[2]?.invoiced} existing invoices`, '≤ 3 s', 0, 1, () => [
      addFee(false),
    ]),
  );
  await client.close();
  await app.close();
  return { label, seedMs, invoices: (made[0]?.invoiced ?? 0) * 3, payments, rows };
}

const reports = await onEachDatabase(PG_URL, benchDatabase);
console.log(`\nNode ${process.version}; figures are one run on this machine, not a promise.`);
for (const r of reports) {
  console.log(
    `\n${r.label}: seeded in ${(r.seedMs / 1000).toFixed(1)} s; ${r.invoices} invoices, ${r.payments} bulk payments`,
  );
  console.log(
    `  ${'measure'.padEnd(66)} ${'HTTP p50'.padStart(10)} ${'p99/max'.padStart(10)} ${'server'.padStart(9)}   target`,
  );
  for (const row of r.rows) {
    console.log(
      `  ${row.name.padEnd(66)} ${ms(row.httpP50).padStart(10)} ${ms(row.httpP99).padStart(10)} ${(row.serverP50 === null ? '' : ms(row.serverP50)).padStart(9)}   ${row.target}`,
    );
  }
}
console.log(
  '\nTargets are for PostgreSQL. Server = Fastify reply.elapsedTime; HTTP = the loopback round trip.',
);
