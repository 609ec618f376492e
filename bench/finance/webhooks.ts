/**
 * Webhook to ledger (issue 29; target p50 ≤ 20 ms on PostgreSQL). On a throwaway PostgreSQL
 * database (BENCH_DATABASE_URL, DATABASE_URL, TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432;
 * skipped when none is reachable), the demo school with STUDENTS more students invoiced for the
 * term, Paystack set up against the test stub on 127.0.0.1 (src/test/payment-providers.ts), and
 * the real app on a real port: the demo student starts WEBHOOKS checkouts of ₦100 on their
 * invoice (part payments on), then each one's signed charge.success webhook is posted in turn.
 * A webhook's time is the whole path: the signature, the stub's verify answer over loopback, the
 * event claimed, the payment in the ledger (receipt number, receipt through the outbox).
 * HTTP = the client's round trip from its own thread (bench/client.ts); server = Fastify's
 * reply.elapsedTime. Prints figures; asserts nothing.
 *
 *   pnpm --filter @schoolmates/bench bench:webhooks
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import type { Database } from '../../apps/api/src/db/client.ts';
import { openOutbox } from '../../apps/api/src/messages/outbox.ts';
import { DEMO_PASSWORD, seedDemo } from '../../apps/api/src/seed/demo.ts';
import { STUB_KEYS, startPaymentProviders } from '../../apps/api/src/test/payment-providers.ts';
import { signIn, startClient } from '../support/client.ts';
import { defaultBenchPostgresUrl, onPostgresOnly } from '../support/databases.ts';
import { addBenchStudents } from '../support/students.ts';

const env = process.env;
const STUDENTS = Number(env.STUDENTS ?? 200);
const WEBHOOKS = Number(env.WEBHOOKS ?? 200);
const WARM = 10;
const PG_URL =
  env.BENCH_DATABASE_URL ?? env.DATABASE_URL ?? env.TEST_DATABASE_URL ?? defaultBenchPostgresUrl;
const TERM = 'First Term';
const SESSION = '2025/2026';

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function benchDatabase(label: string, database: Database) {
  await database.migrate();
  const ids = await seedDemo(database.db);
  const at = { schId: ids.demo.schId, campusId: ids.demo.campusId };
  await addBenchStudents(database, { ...at, classId: ids.demo.classIds[0] as bigint }, STUDENTS);
  const providers = await startPaymentProviders();
  const config = {
    ...loadConfig({}),
    logLevel: 'silent',
    signInPerMinute: 1_000_000,
    messagesSecretKey: randomBytes(32),
    paystackBaseUrl: providers.url,
  };
  const outbox = await openOutbox(database, { maintain: false });
  const app = await buildApp({ db: database.db, config, outbox });
  app.addHook('onClose', () => outbox.stop());
  let serverTimes: number[] | null = null;
  app.addHook('onResponse', async (request, reply) => {
    if (request.url.includes('/webhooks/')) serverTimes?.push(reply.elapsedTime);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
  const sign = async (username: string) =>
    startClient(base, await signIn(base, username, DEMO_PASSWORD));
  const bursar = await sign('account');
  const superadmin = await sign('superadmin');
  const student = await sign('student');
  const provider = startClient(base);
  try {
    const bank = await bursar.call<{ data: { id: string } }>({
      method: 'POST',
      path: '/bank',
      body: {
        bank_name: 'First Bank',
        account_name: 'Bench Academy',
        account_number: '2034567891',
        opening_balance: 0,
      },
    });
    await superadmin.send([
      {
        method: 'PUT',
        path: '/payment-providers/paystack',
        body: { ...STUB_KEYS.paystack, bank_id: bank.data.id, part_payments: true },
      },
    ]);
    await bursar.send([
      {
        method: 'POST',
        path: '/fee',
        body: {
          feetype: 'Tuition',
          amount: 50_000_000,
          term: TERM,
          session: SESSION,
          category: 'tuition',
        },
      },
    ]);
    await bursar.send([
      {
        method: 'POST',
        path: '/invoice/batch',
        body: { term: TERM, session: SESSION, due_date: '2025-10-01' },
      },
    ]);
    await database.analyze();
    const mine = await student.call<{ data: { id: string }[] }>({
      method: 'GET',
      path: '/invoice',
    });
    const invoiceId = mine.data[0]?.id;
    if (!invoiceId) throw new Error('the demo student has no invoice');
    const references: string[] = [];
    for (let i = 0; i < WARM + WEBHOOKS; i++) {
      const started = await student.call<{ data: { reference: string } }>({
        method: 'POST',
        path: '/online-payments',
        body: { invoice_id: invoiceId, amount: 10_000 },
      });
      references.push(started.data.reference);
    }
    const deliver = (reference: string) => {
      const webhook = providers.pay(reference);
      // The client sends JSON.stringify(body): the very bytes the stub signed.
      return provider.send([
        {
          method: 'POST',
          path: '/payments/webhooks/paystack',
          body: JSON.parse(webhook.body),
          headers: webhook.headers,
        },
      ]);
    };
    for (const reference of references.slice(0, WARM)) await deliver(reference);
    const http: number[] = [];
    serverTimes = [];
    for (const reference of references.slice(WARM)) http.push((await deliver(reference)).ms);
    const server = serverTimes;
    serverTimes = null;
    const payments = await bursar.call<{ meta: { total: number } }>({
      method: 'GET',
      path: `/payment?invoice_id=${invoiceId}`,
    });
    return {
      label,
      credited: payments.meta.total,
      http: [percentile(http, 0.5), percentile(http, 0.95)],
      server: [percentile(server, 0.5), percentile(server, 0.95)],
    };
  } finally {
    for (const client of [bursar, superadmin, student, provider]) await client.close();
    await app.close();
    await providers.close();
  }
}

const report = await onPostgresOnly(PG_URL, benchDatabase);
if (report) {
  console.log(`\nNode ${process.version}; one run on this machine, not a promise.`);
  console.log(
    `${report.label}: ${WEBHOOKS} signed Paystack webhooks in turn (after ${WARM} unmeasured), ${report.credited} payments in the ledger; ${STUDENTS + 1} invoices`,
  );
  console.log(
    `  webhook to ledger: HTTP p50 ${ms(report.http[0] as number)}, p95 ${ms(report.http[1] as number)}; server p50 ${ms(report.server[0] as number)}, p95 ${ms(report.server[1] as number)}   target p50 ≤ 20 ms`,
  );
  console.log(
    `  load average (1, 5, 15 min) at the end: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(', ')}`,
  );
}
