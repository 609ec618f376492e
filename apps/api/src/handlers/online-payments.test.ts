/**
 * Paying fees online (issue 29 points 1–4), against stubs of Paystack and Flutterwave on
 * 127.0.0.1 that implement the documented endpoints (Paystack: POST /transaction/initialize,
 * GET /transaction/verify/:reference; Flutterwave: POST /v3/payments, GET
 * /v3/transactions/:id/verify) and sign their webhooks as the providers do. PGlite, and
 * PostgreSQL with TEST_DATABASE_URL (where five deliveries at once really race).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import {
  financePayments,
  onlinePaymentEvents,
  onlineTransactions,
  studentCredits,
} from '../db/schema.ts';
import type { JobOutbox } from '../messages/outbox.ts';
import { checkStalePayments, startPaymentChecks } from '../payments/payment-checks.ts';
import { conforms } from '../test/conforms.ts';
import { addStudents, createBank, createFee, createInvoice, ok } from '../test/finance.ts';
import { setup, type TestContext } from '../test/harness.ts';

const PAYSTACK_SECRET = 'sk_test_paystack_0123456789abcdef';
const FLUTTERWAVE_SECRET = 'FLWSECK_TEST-flutterwave-0123456789-X';
const FLUTTERWAVE_HASH = 'school-flutterwave-hash-42';

interface StubTransaction {
  id: number;
  provider: 'paystack' | 'flutterwave';
  reference: string;
  amount: number;
  status: string;
  /** What the payer paid (kobo), once paid. */
  paid?: number;
}

/** Paystack and Flutterwave as documented; anything else 400, a wrong key 401. */
function startProviders() {
  const transactions = new Map<string, StubTransaction>();
  const initialized: Record<string, unknown>[] = [];
  let nextId = 302_960;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      const url = new URL(req.url ?? '/', 'http://stub');
      const bearer = req.headers.authorization;
      const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString()) as never) : {};
      if (url.pathname === '/transaction/initialize' && req.method === 'POST') {
        if (bearer !== `Bearer ${PAYSTACK_SECRET}`) return answer(401, { status: false });
        const { email, amount, reference, currency } = body as Record<string, unknown>;
        if (typeof email !== 'string' || !Number.isInteger(amount) || typeof reference !== 'string')
          return answer(400, { status: false, message: 'email, amount and reference needed' });
        if (currency !== 'NGN') return answer(400, { status: false, message: 'currency' });
        initialized.push(body);
        nextId += 1;
        transactions.set(reference, {
          id: nextId,
          provider: 'paystack',
          reference,
          amount: amount as number,
          status: 'abandoned',
        });
        return answer(200, {
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: `https://checkout.paystack.com/${reference}`,
            access_code: `ac_${reference}`,
            reference,
          },
        });
      }
      const verify = url.pathname.match(/^\/transaction\/verify\/(.+)$/);
      if (verify && req.method === 'GET') {
        if (bearer !== `Bearer ${PAYSTACK_SECRET}`) return answer(401, { status: false });
        const tx = transactions.get(decodeURIComponent(verify[1] as string));
        if (!tx) return answer(400, { status: false, message: 'Transaction reference not found' });
        return answer(200, {
          status: true,
          message: 'Verification successful',
          data: {
            id: tx.id,
            status: tx.status,
            reference: tx.reference,
            amount: tx.paid ?? tx.amount,
            currency: 'NGN',
            gateway_response:
              tx.status === 'success' ? 'Successful' : 'The transaction was not completed',
          },
        });
      }
      if (url.pathname === '/v3/payments' && req.method === 'POST') {
        if (bearer !== `Bearer ${FLUTTERWAVE_SECRET}`) return answer(401, { status: 'error' });
        const { tx_ref, amount, currency, customer } = body as Record<string, never>;
        if (typeof tx_ref !== 'string' || typeof amount !== 'number' || !customer)
          return answer(400, { status: 'error', message: 'tx_ref, amount and customer needed' });
        if (currency !== 'NGN') return answer(400, { status: 'error', message: 'currency' });
        initialized.push(body);
        nextId += 1;
        transactions.set(tx_ref, {
          id: nextId,
          provider: 'flutterwave',
          reference: tx_ref,
          amount: Math.round((amount as number) * 100),
          status: 'pending',
        });
        return answer(200, {
          status: 'success',
          message: 'Hosted Link',
          data: { link: `https://checkout.flutterwave.com/v3/hosted/pay/${tx_ref}` },
        });
      }
      const flwVerify = url.pathname.match(/^\/v3\/transactions\/(\d+)\/verify$/);
      const byReference = url.pathname === '/v3/transactions/verify_by_reference';
      if ((flwVerify || byReference) && req.method === 'GET') {
        if (bearer !== `Bearer ${FLUTTERWAVE_SECRET}`) return answer(401, { status: 'error' });
        const tx = byReference
          ? transactions.get(url.searchParams.get('tx_ref') ?? '')
          : [...transactions.values()].find((each) => each.id === Number(flwVerify?.[1]));
        if (!tx) return answer(400, { status: 'error', message: 'No transaction was found' });
        return answer(200, {
          status: 'success',
          message: 'Transaction fetched successfully',
          data: {
            id: tx.id,
            tx_ref: tx.reference,
            amount: (tx.paid ?? tx.amount) / 100,
            currency: 'NGN',
            status: tx.status,
          },
        });
      }
      return answer(400, { message: `no such endpoint: ${req.method} ${url.pathname}` });
    });
  });
  return new Promise<{
    server: Server;
    url: string;
    initialized: typeof initialized;
    /** The payer pays `paid` kobo at the checkout; the webhook the provider then sends. */
    pay(reference: string, paid?: number): { body: string; headers: Record<string, string> };
  }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        server,
        url: `http://127.0.0.1:${port}`,
        initialized,
        pay(reference, paid): { body: string; headers: Record<string, string> } {
          const tx = transactions.get(reference);
          if (!tx) throw new Error(`stub: no transaction ${reference}`);
          tx.paid = paid ?? tx.amount;
          if (tx.provider === 'flutterwave') {
            tx.status = 'successful';
            const body = JSON.stringify({
              event: 'charge.completed',
              data: {
                id: tx.id,
                tx_ref: reference,
                amount: tx.paid / 100,
                currency: 'NGN',
                status: 'successful',
              },
            });
            return { body, headers: { 'verif-hash': FLUTTERWAVE_HASH } };
          }
          tx.status = 'success';
          const body = JSON.stringify({
            event: 'charge.success',
            data: { id: tx.id, reference, amount: tx.paid, currency: 'NGN', status: 'success' },
          });
          const signature = createHmac('sha512', PAYSTACK_SECRET).update(body).digest('hex');
          return { body, headers: { 'x-paystack-signature': signature } };
        },
      });
    });
  });
}

let t: TestContext;
let providers: Awaited<ReturnType<typeof startProviders>>;
let logged: FastifyInstance;
const lines: string[] = [];
let fees: { fee_id: string }[];
let students: string[];
let bankId: string;

beforeAll(async () => {
  providers = await startProviders();
  t = await setup({
    messagesSecretKey: randomBytes(32),
    paystackBaseUrl: providers.url,
    flutterwaveBaseUrl: providers.url,
  });
  // The same app, its log kept: the security lines of refused webhooks.
  logged = await buildApp({
    db: t.database.db,
    outbox: t.outbox,
    config: { ...t.config, logLevel: 'warn' },
    logStream: new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  });
  await logged.ready();
  bankId = await createBank(t, '2099887766');
  fees = [{ fee_id: await createFee(t, 'Online fees', 10_000_000) }];
  students = await addStudents(t, 'onlinepayer', 16);
  for (const provider of ['paystack', 'flutterwave'] as const) {
    const res = await t.call('PUT', `/payment-providers/${provider}`, {
      as: 'superadmin',
      body: {
        public_key: provider === 'paystack' ? 'pk_test_0123456789' : 'FLWPUBK_TEST-0123456789-X',
        secret_key: provider === 'paystack' ? PAYSTACK_SECRET : FLUTTERWAVE_SECRET,
        ...(provider === 'flutterwave' ? { webhook_hash: FLUTTERWAVE_HASH } : {}),
        bank_id: bankId,
        part_payments: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(async () => {
  await logged?.close();
  await t?.close();
  providers?.server.close();
});

const securityLines = () =>
  lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.security);

/** A webhook as the provider sends it: the body's exact bytes. */
const deliver = (provider: string, webhook: { body: string; headers: Record<string, string> }) =>
  logged.inject({
    method: 'POST',
    url: `/api/payments/webhooks/${provider}`,
    headers: { 'content-type': 'application/json', ...webhook.headers },
    payload: webhook.body,
  });

let studentIndex = 0;
/** A new invoice of ₦100,000 for a student of its own, who starts paying it online. */
async function started(provider: 'paystack' | 'flutterwave' = 'paystack', amount?: number) {
  const student = `onlinepayer${++studentIndex}`;
  const invoice = await createInvoice(t, students[studentIndex - 1] as string, fees);
  const res = await t.call('POST', '/online-payments', {
    as: student,
    // Left out, the provider is the school's (Paystack when both are set up).
    body: {
      invoice_id: invoice.id,
      ...(provider === 'flutterwave' ? { provider } : {}),
      ...(amount ? { amount } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = conforms(res, 'OnlinePaymentStartedItem');
  return {
    invoice,
    student,
    reference: body.data.reference as string,
    checkout: body.authorization_url as string,
  };
}

const paymentsOf = (invoiceId: string) =>
  t.database.db
    .select()
    .from(financePayments)
    .where(
      and(
        eq(financePayments.schId, t.ids.demo.schId),
        eq(financePayments.invoiceId, BigInt(invoiceId)),
      ),
    );

const creditsOf = async (studentId: string) =>
  (
    await t.database.db
      .select()
      .from(studentCredits)
      .where(
        and(
          eq(studentCredits.schId, t.ids.demo.schId),
          eq(studentCredits.studentId, BigInt(studentId)),
        ),
      )
  ).map((credit) => credit.amount);

const transaction = async (reference: string) =>
  (await ok(t, 'GET', `/online-payments/${reference}`)).data;

describe('settings', () => {
  it('keeps the secret key sealed: no answer holds it', async () => {
    const res = await t.call('GET', '/payment-providers', { as: 'superadmin' });
    expect(res.statusCode).toBe(200);
    const body = conforms(res, 'PaymentProviderSettingsList');
    expect(body.data.map((row: { provider: string }) => row.provider)).toEqual([
      'flutterwave',
      'paystack',
    ]);
    expect(res.body).not.toContain(PAYSTACK_SECRET);
    expect(res.body).not.toContain(FLUTTERWAVE_SECRET);
    expect(res.body).not.toContain(FLUTTERWAVE_HASH);
    expect(body.data[1]).toMatchObject({ has_secret_key: true, part_payments: true });
    expect((await t.call('GET', '/payment-providers', { as: 'account' })).statusCode).toBe(403);
  });
});

describe('Paystack', () => {
  it('starts a checkout for the invoice’s balance, with a reference naming the school', async () => {
    const { reference, checkout } = await started();
    expect(reference).toMatch(new RegExp(`^${t.ids.demo.schId}-[0-9a-f]{24}$`));
    expect(checkout).toBe(`https://checkout.paystack.com/${reference}`);
    expect(providers.initialized.at(-1)).toMatchObject({ amount: 10_000_000, reference });
    expect(await transaction(reference)).toMatchObject({
      status: 'initialized',
      amount: 10_000_000,
    });
  });

  it('credits one signed webhook delivered 5 times at once exactly once, and a replay changes nothing', async () => {
    const { invoice, reference } = await started();
    const webhook = providers.pay(reference);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => deliver('paystack', webhook)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
    const credited = await transaction(reference);
    expect(credited).toMatchObject({ status: 'credited', paid_amount: 10_000_000, excess: 0 });
    expect(credited.receipt_no).toMatch(/^RCT\//);
    const again = await deliver('paystack', webhook);
    expect(again.statusCode).toBe(200);
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
    const events = await t.database.db
      .select()
      .from(onlinePaymentEvents)
      .where(eq(onlinePaymentEvents.schId, t.ids.demo.schId));
    expect(events.filter((event) => event.transactionId !== null)).not.toHaveLength(0);
    const invoiceNow = await ok(t, 'GET', `/invoice/${invoice.id}`);
    expect(invoiceNow.data.attributes.outstanding).toBe(0);
    expect(await creditsOf(invoice.attributes.student_id as string)).toEqual([]);
  });

  it('refuses a tampered body (401, a security line) and credits nothing', async () => {
    const { invoice, reference } = await started();
    const webhook = providers.pay(reference);
    const tampered = { ...webhook, body: webhook.body.replace('"amount":', '"amount" :') };
    const before = securityLines().length;
    const res = await deliver('paystack', tampered);
    expect(res.statusCode).toBe(401);
    expect(securityLines().slice(before)).toEqual([
      expect.objectContaining({
        security: 'payment webhook refused',
        provider: 'paystack',
        reason: 'wrong signature',
      }),
    ]);
    expect(JSON.stringify(securityLines())).not.toContain(PAYSTACK_SECRET);
    expect(await paymentsOf(invoice.id)).toHaveLength(0);
    expect(await transaction(reference)).toMatchObject({ status: 'initialized' });
    const unsigned = await deliver('paystack', { body: webhook.body, headers: {} });
    expect(unsigned.statusCode).toBe(401);
  });

  it('credits nothing and flags the transaction when the verify answer holds less', async () => {
    const { invoice, reference } = await started();
    const res = await deliver('paystack', providers.pay(reference, 9_999_900));
    expect(res.statusCode).toBe(200);
    expect(await paymentsOf(invoice.id)).toHaveLength(0);
    const flagged = await transaction(reference);
    expect(flagged).toMatchObject({ status: 'failed', paid_amount: 9_999_900 });
    expect(flagged.flag).toContain('less than');
    const failed = await ok(t, 'GET', '/online-payments', { query: { status: 'failed' } });
    expect(failed.data.map((row: { reference: string }) => row.reference)).toContain(reference);
  });

  it('credits an overpayment up to the balance and keeps the excess as the student’s credit', async () => {
    const { invoice, reference } = await started('paystack', 4_000_000);
    // The bursar takes ₦50,000 in cash meanwhile: ₦50,000 is left, the payer pays ₦60,000.
    const cash = await t.call('POST', '/payment', {
      as: 'account',
      headers: { 'idempotency-key': `cash-${reference}` },
      body: { invoice_id: invoice.id, amount_paid: 5_000_000, payment_method: 'cash' },
    });
    expect(cash.statusCode, cash.body).toBe(201);
    const res = await deliver('paystack', providers.pay(reference, 6_000_000));
    expect(res.statusCode).toBe(200);
    const credited = await transaction(reference);
    expect(credited).toMatchObject({
      status: 'credited',
      paid_amount: 6_000_000,
      excess: 1_000_000,
    });
    expect(await paymentsOf(invoice.id)).toHaveLength(2);
    const invoiceNow = await ok(t, 'GET', `/invoice/${invoice.id}`);
    expect(invoiceNow.data.attributes.outstanding).toBe(0);
    expect(await creditsOf(invoice.attributes.student_id as string)).toEqual([1_000_000]);
  });

  it('answers 200 to a signed event of no transaction and lists it as unmatched', async () => {
    const reference = `${t.ids.demo.schId}-${'ab'.repeat(12)}`;
    const body = JSON.stringify({
      event: 'charge.success',
      data: { id: 1, reference, amount: 500_000, currency: 'NGN', status: 'success' },
    });
    const signature = createHmac('sha512', PAYSTACK_SECRET).update(body).digest('hex');
    const res = await deliver('paystack', { body, headers: { 'x-paystack-signature': signature } });
    expect(res.statusCode).toBe(200);
    const unmatched = await ok(t, 'GET', '/online-payments', { query: { status: 'unmatched' } });
    expect(unmatched.data.map((row: { reference: string }) => row.reference)).toEqual([reference]);
  });

  it('verifies now at the bursar’s asking: pending stays initialized, paid is credited once', async () => {
    const { invoice, reference } = await started();
    const pending = await ok(t, 'POST', `/online-payments/${reference}/verify`);
    expect(pending.data).toMatchObject({ status: 'initialized', payment_id: null });
    providers.pay(reference); // paid at the checkout; the webhook never came
    const [first, second] = await Promise.all([
      ok(t, 'POST', `/online-payments/${reference}/verify`),
      ok(t, 'POST', `/online-payments/${reference}/verify`),
    ]);
    expect([first.data.status, second.data.status]).toEqual(['credited', 'credited']);
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
  });

  it('lets a guardian pay a child’s invoice, and no other student’s', async () => {
    const children = await t.call('GET', '/family/children', { as: 'parent' });
    expect(children.statusCode, children.body).toBe(200);
    const child = (children.json().data as { student_id: string }[])[0];
    if (!child) throw new Error('the demo guardian has no child');
    const mine = await createInvoice(t, child.student_id, fees);
    const owed = {
      id: mine.id,
      attributes: { outstanding: 10_000_000, student_id: child.student_id },
    };
    const res = await t.call('POST', '/online-payments', {
      as: 'parent',
      body: { invoice_id: owed.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      student_id: owed.attributes.student_id,
      amount: owed.attributes.outstanding,
      provider: 'paystack',
    });
    const other = await createInvoice(t, students[13] as string, fees);
    const refused = await t.call('POST', '/online-payments', {
      as: 'parent',
      body: { invoice_id: other.id },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('shows a payer only their own transactions', async () => {
    const { reference } = await started();
    expect(
      (await t.call('GET', `/online-payments/${reference}`, { as: 'onlinepayer1' })).statusCode,
    ).toBe(404);
  });
});

describe('Flutterwave', () => {
  it('credits a charge.completed with the school’s hash once, verified by its id', async () => {
    const { invoice, reference, checkout } = await started('flutterwave');
    expect(checkout).toContain('checkout.flutterwave.com');
    const webhook = providers.pay(reference);
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => deliver('flutterwave', webhook)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
    expect(await transaction(reference)).toMatchObject({
      status: 'credited',
      paid_amount: 10_000_000,
    });
    const wrong = await deliver('flutterwave', { ...webhook, headers: { 'verif-hash': 'nope' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('verifies now by the reference when no webhook told Flutterwave’s id', async () => {
    const { invoice, reference } = await started('flutterwave');
    const pending = await ok(t, 'POST', `/online-payments/${reference}/verify`);
    expect(pending.data.status).toBe('initialized');
    providers.pay(reference);
    const paid = await ok(t, 'POST', `/online-payments/${reference}/verify`);
    expect(paid.data).toMatchObject({ status: 'credited', paid_amount: 10_000_000 });
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
  });
});

describe('the scheduled check', () => {
  const startedHoursAgo = (reference: string, hours: number) =>
    t.database.db
      .update(onlineTransactions)
      .set({ createdAt: new Date(Date.now() - hours * 3_600_000) })
      .where(
        and(
          eq(onlineTransactions.schId, t.ids.demo.schId),
          eq(onlineTransactions.reference, reference),
        ),
      );

  it('verifies what is initialized over an hour after its checkout, and leaves newer ones', async () => {
    const old = await started();
    const recent = await started();
    providers.pay(old.reference); // paid, and the webhook was lost
    providers.pay(recent.reference);
    await startedHoursAgo(old.reference, 2);
    await startedHoursAgo(recent.reference, 0.5);
    expect(await checkStalePayments(t.database.db, t.outbox, t.config)).toEqual(['credited']);
    expect(await transaction(old.reference)).toMatchObject({ status: 'credited' });
    expect(await paymentsOf(old.invoice.id)).toHaveLength(1);
    expect(await transaction(recent.reference)).toMatchObject({ status: 'initialized' });
  });

  it('runs as a job on the outbox’s queue', async () => {
    const old = await started();
    providers.pay(old.reference);
    await startedHoursAgo(old.reference, 3);
    const checks = await startPaymentChecks(t.outbox as JobOutbox, t.database.db, t.config);
    try {
      await expect
        .poll(async () => (await transaction(old.reference)).status, { timeout: 20_000 })
        .toBe('credited');
    } finally {
      await checks.stop();
    }
  });
});
