/**
 * A student's credit (issue 29: "an overpayment becomes a credit, and the next invoice uses
 * it"): what an online payment brought above the balance is used by the student's next invoice,
 * single or made for a class, and by a fee added to an invoice already made, as a payment from
 * the credit; the statement and the six summaries agree; two invoices made at once use it once
 * (PostgreSQL with TEST_DATABASE_URL races them). Before, the credit stayed on the account and
 * the next invoice (later, the fee added) was owed in full.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentCredits } from '../db/schema.ts';
import {
  addStudents,
  createBank,
  createFee,
  createInvoice,
  ok,
  summaries,
} from '../test/finance.ts';
import { setup, type TestContext } from '../test/harness.ts';
import { STUB_KEYS, type StubProviders, startPaymentProviders } from '../test/payment-providers.ts';

let t: TestContext;
let providers: StubProviders;
let bankId: string;
let firstTerm: string;
let students: string[];
/** The ₦20,000 fee of each later term. */
const later = new Map<string, string>();

beforeAll(async () => {
  providers = await startPaymentProviders();
  t = await setup({
    messagesSecretKey: randomBytes(32),
    paystackBaseUrl: providers.url,
    flutterwaveBaseUrl: providers.url,
  });
  bankId = await createBank(t, '2099887700');
  firstTerm = await createFee(t, 'First Term fees', 10_000_000);
  for (const term of ['Second Term', 'Third Term']) {
    later.set(term, await createFee(t, `${term} fees`, 2_000_000, { term }));
  }
  students = await addStudents(t, 'creditor', 5);
  const res = await t.call('PUT', '/payment-providers/paystack', {
    as: 'superadmin',
    body: { ...STUB_KEYS.paystack, bank_id: bankId, part_payments: true },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await providers?.close();
});

/** The student's First Term invoice (₦100,000), paid online with ₦5,000 more. */
async function overpaid(index: number) {
  const student = students[index] as string;
  const invoice = await createInvoice(t, student, [{ fee_id: firstTerm }]);
  const started = await t.call('POST', '/online-payments', {
    as: `creditor${index + 1}`,
    body: { invoice_id: invoice.id },
  });
  expect(started.statusCode, started.body).toBe(201);
  const webhook = providers.pay(started.json().data.reference, 10_500_000);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/paystack',
    headers: { 'content-type': 'application/json', ...webhook.headers },
    payload: webhook.body,
  });
  expect(res.statusCode).toBe(200);
  expect(await creditOf(student)).toBe(500_000);
  return student;
}

const creditOf = async (student: string) =>
  (
    await t.database.db
      .select({ amount: studentCredits.amount })
      .from(studentCredits)
      .where(
        and(
          eq(studentCredits.schId, t.ids.demo.schId),
          eq(studentCredits.studentId, BigInt(student)),
        ),
      )
  ).reduce((sum, row) => sum + row.amount, 0);

const invoiceFor = (student: string, term: string) =>
  t.call('POST', '/invoice', {
    as: 'account',
    body: {
      student_id: student,
      term,
      session: '2025/2026',
      due_date: '2026-01-15',
      items: [{ fee_id: later.get(term) }],
    },
  });

describe('a credit the next invoice uses', () => {
  it('pays ₦5,000 of the next ₦20,000 invoice from the credit, once, in the ledger', async () => {
    const student = await overpaid(0);
    const before = await summaries(t, 'Second Term');
    const res = await invoiceFor(student, 'Second Term');
    expect(res.statusCode, res.body).toBe(201);
    const invoice = res.json().data;
    expect(invoice.attributes).toMatchObject({
      total_amount: 2_000_000,
      amount_paid: 500_000,
      outstanding: 1_500_000,
    });
    expect(await creditOf(student)).toBe(0);
    const payments = await ok(t, 'GET', '/payment', { query: { invoice_id: invoice.id } });
    expect(payments.data).toHaveLength(1);
    expect(payments.data[0].attributes).toMatchObject({
      amount_paid: 500_000,
      payment_method: 'transfer',
      bank_id: bankId,
      recorded_by: expect.any(String),
    });
    expect(payments.data[0].attributes.remark).toContain('credit');
    // The summaries count the credit as received on the invoice it paid.
    const after = await summaries(t, 'Second Term');
    expect(after.received_income - before.received_income).toBe(500_000);
    expect(after.outstanding - before.outstanding).toBe(1_500_000);
    // The statement: the credit is gone, the two terms' balances are what is owed.
    const statement = (await ok(t, 'GET', `/student-statement/${student}`)).data;
    expect(statement).toMatchObject({ credit: 0, balance: 1_500_000 });
  });

  it('uses it once when two invoices are made at once', async () => {
    const student = await overpaid(1);
    const answers = await Promise.all([
      invoiceFor(student, 'Second Term'),
      invoiceFor(student, 'Third Term'),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201]);
    const paid = answers.map((res) => res.json().data.attributes.amount_paid as number);
    expect(paid.sort()).toEqual([0, 500_000]);
    expect(await creditOf(student)).toBe(0);
    const statement = (await ok(t, 'GET', `/student-statement/${student}`)).data;
    expect(statement).toMatchObject({ credit: 0, balance: 3_500_000 });
  });

  it('comes back when the payment it became is reversed, and that payment keeps its amount', async () => {
    const student = await overpaid(3);
    const invoice = (await invoiceFor(student, 'Second Term')).json().data;
    const payment = (await ok(t, 'GET', '/payment', { query: { invoice_id: invoice.id } })).data[0];
    const corrected = await t.call('PATCH', `/payment/${payment.id}`, {
      as: 'account',
      body: { amount_paid: 400_000, reason: 'Misread' },
    });
    expect(corrected.statusCode).toBe(409);
    expect(corrected.json().message).toContain('credit');
    const reversed = await t.call('POST', `/payment/${payment.id}/reverse`, {
      as: 'account',
      body: { reason: 'Credit kept for later' },
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(await creditOf(student)).toBe(500_000);
    const statement = (await ok(t, 'GET', `/student-statement/${student}`)).data;
    expect(statement).toMatchObject({ credit: 500_000, balance: 1_500_000 });
  });

  it('is used by "invoice a class" too', async () => {
    const student = await overpaid(2);
    const batch = await ok(t, 'POST', '/invoice/batch', {
      body: {
        class_id: String(t.ids.demo.classIds[0]),
        term: 'Third Term',
        session: '2025/2026',
        due_date: '2026-04-15',
      },
    });
    const line = batch.data.find(
      (row: { attributes: { student_id: string } }) => row.attributes.student_id === student,
    );
    expect(line.attributes.outcome).toBe('invoiced');
    const invoice = await ok(t, 'GET', `/invoice/${line.attributes.invoice_id}`);
    expect(invoice.data.attributes).toMatchObject({ amount_paid: 500_000, outstanding: 1_500_000 });
    expect(await creditOf(student)).toBe(0);
  });

  it('pays a fee added to an invoice already made, as far as it goes', async () => {
    const student = await overpaid(4);
    const levy = await createFee(t, 'PTA levy', 300_000, { category: 'levy' });
    const { data } = await ok(t, 'POST', '/invoice/add-fee', {
      body: { fee_id: levy, reason: 'PTA levy agreed at the meeting of 12 October' },
    });
    const line = data.find(
      (row: { attributes: { student_id: string } }) => row.attributes.student_id === student,
    );
    expect(line.attributes).toMatchObject({
      outcome: 'added',
      new_total: 10_300_000,
      amount_paid: 10_300_000,
      outstanding: 0,
    });
    const invoice = await ok(t, 'GET', `/invoice/${line.attributes.invoice_id}`);
    expect(invoice.data.attributes).toMatchObject({
      total_amount: 10_300_000,
      amount_paid: 10_300_000,
      outstanding: 0,
      status: 'paid',
    });
    const payments = await ok(t, 'GET', '/payment', { query: { invoice_id: line.id } });
    expect(
      payments.data.map((p: { attributes: { remark: string | null } }) => p.attributes.remark),
    ).toEqual([expect.stringContaining('credit'), expect.stringContaining('online')]);
    expect(await creditOf(student)).toBe(200_000);
    const statement = (await ok(t, 'GET', `/student-statement/${student}`)).data;
    // Owed: the ₦20,000 Third Term invoice "invoice a class" made, less the ₦2,000 credit left.
    expect(statement).toMatchObject({ credit: 200_000, balance: 1_800_000 });
  });
});
