/**
 * Paying fees online (issue 29 points 1–4), against the stubs of Paystack and Flutterwave on
 * 127.0.0.1 (src/test/payment-providers.ts) that implement the documented endpoints and sign
 * their webhooks as the providers do; the tests deliver those webhooks themselves. PGlite, and
 * PostgreSQL with TEST_DATABASE_URL (where five deliveries at once really race).
 */
import { createHmac, randomBytes } from 'node:crypto';
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
import {
  checkStalePayments,
  startPaymentChecks,
} from '../finance/online-payments/payment-checks.ts';
import type { JobOutbox } from '../messages/outbox.ts';
import { conforms } from '../test/conforms.ts';
import { addStudents, createBank, createFee, createInvoice, ok } from '../test/finance.ts';
import { setup, type TestContext } from '../test/harness.ts';
import { STUB_KEYS, type StubProviders, startPaymentProviders } from '../test/payment-providers.ts';

const PAYSTACK_SECRET = STUB_KEYS.paystack.secret_key;
const FLUTTERWAVE_SECRET = STUB_KEYS.flutterwave.secret_key;
const FLUTTERWAVE_HASH = STUB_KEYS.flutterwave.webhook_hash;

let t: TestContext;
let providers: StubProviders;
let logged: FastifyInstance;
const lines: string[] = [];
let fees: { fee_id: string }[];
let students: string[];
let bankId: string;

beforeAll(async () => {
  providers = await startPaymentProviders();
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
        ...STUB_KEYS[provider],
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
  await providers?.close();
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
    expect(checkout).toBe(`${providers.url}/checkout/${reference}`);
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
    // As long as a signature in characters, longer in bytes: refused, not a server error.
    const garbled = {
      body: webhook.body,
      headers: { 'x-paystack-signature': `é${'0'.repeat(127)}` },
    };
    expect((await deliver('paystack', garbled)).statusCode).toBe(401);
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
    expect(checkout).toBe(`${providers.url}/v3/hosted/pay/${reference}`);
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
    // As long as the hash in characters, longer in bytes: refused, not a server error.
    const hash = webhook.headers['verif-hash'] as string;
    const garbled = { ...webhook, headers: { 'verif-hash': `é${hash.slice(1)}` } };
    expect((await deliver('flutterwave', garbled)).statusCode).toBe(401);
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
