/**
 * Payments under concurrency (PGlite, and PostgreSQL with TEST_DATABASE_URL): one
 * Idempotency-Key sent 20 times at once records one payment; 20 payments at once on one invoice
 * never add up to more than its total; 100 payments at once across invoices get gapless,
 * unique receipt numbers.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financePayments } from '../db/schema.ts';
import {
  addStudents,
  createBank,
  createFee,
  createInvoice,
  ok,
  pay,
  SESSION,
} from '../test/finance.ts';
import { setup, type TestContext } from '../test/harness.ts';

let t: TestContext;
let bankId: string;
let fees: { fee_id: string }[];
let students: string[];

beforeAll(async () => {
  t = await setup();
  bankId = await createBank(t);
  // ₦150,000 + ₦25,000 = ₦175,000 per invoice.
  fees = [
    { fee_id: await createFee(t, 'School fees', 15_000_000) },
    { fee_id: await createFee(t, 'Development levy', 2_500_000, { category: 'levy' }) },
  ];
  students = await addStudents(t, 'payer', 23);
});
afterAll(async () => {
  await t.close();
});

const paymentsOf = async (invoiceId: string) =>
  (await ok(t, 'GET', '/payment', { query: { invoice_id: invoiceId, session: SESSION } })).data;

describe('one Idempotency-Key, 20 requests at once', () => {
  it('records one payment; every answer is that payment (or 409 while it is recorded)', async () => {
    const invoice = await createInvoice(t, students[0] as string, fees);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        pay(t, invoice.id, 5_000_000, { key: 'one-key-twenty-times', bankId }),
      ),
    );
    const created = answers.filter((a) => a.statusCode === 201);
    const busy = answers.filter((a) => a.statusCode === 409);
    expect(created.length + busy.length).toBe(20);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((a) => a.body)).size).toBe(1);
    for (const a of busy) expect(a.json().message).toContain('still being processed');
    const recorded = await paymentsOf(invoice.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0].attributes.amount_paid).toBe(5_000_000);
    // After the first is done, a repeat answers it again.
    const later = await pay(t, invoice.id, 5_000_000, { key: 'one-key-twenty-times', bankId });
    expect(later.statusCode).toBe(201);
    expect(later.body).toBe(created[0]?.body);
  });

  it('answers the key with another amount 422 and records nothing more', async () => {
    const invoice = await createInvoice(t, students[1] as string, fees);
    expect((await pay(t, invoice.id, 1_000_000, { key: 'key-then-other-amount' })).statusCode).toBe(
      201,
    );
    const other = await pay(t, invoice.id, 1_000_001, { key: 'key-then-other-amount' });
    expect(other.statusCode).toBe(422);
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
  });
});

describe('20 payments at once on one invoice', () => {
  it('never adds up to more than the total; the extras get 422 with the balance', async () => {
    const invoice = await createInvoice(t, students[2] as string, fees);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pay(t, invoice.id, 2_000_000, { bankId })),
    );
    const created = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode === 422);
    // 8 × ₦20,000 = ₦160,000 fit in ₦175,000; a ninth would not.
    expect(created).toHaveLength(8);
    expect(refused).toHaveLength(12);
    for (const a of refused) {
      expect(a.json().message).toBe('Amount exceeds the outstanding balance of ₦15,000.00');
    }
    const after = await ok(t, 'GET', `/invoice/${invoice.id}`);
    expect(after.data.attributes).toMatchObject({
      amount_paid: 16_000_000,
      outstanding: 1_500_000,
    });
    const balances = created
      .map((a) => a.json().data.attributes.balance_after)
      .sort((a, b) => b - a);
    expect(balances).toEqual([
      15_500_000, 13_500_000, 11_500_000, 9_500_000, 7_500_000, 5_500_000, 3_500_000, 1_500_000,
    ]);
  });
});

describe('100 payments at once across invoices', () => {
  it('gives gapless, unique receipt numbers', async () => {
    const invoices = [];
    for (const student of students.slice(3, 23))
      invoices.push(await createInvoice(t, student, fees));
    const answers = await Promise.all(
      invoices.flatMap((invoice) =>
        Array.from({ length: 5 }, (_, i) => pay(t, invoice.id, 100_000 + i, { bankId })),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(201));
    const rows = await t.database.db
      .select({ receiptNo: financePayments.receiptNo })
      .from(financePayments)
      .where(eq(financePayments.schId, t.ids.demo.schId))
      .orderBy(asc(financePayments.receiptNo));
    const numbers = rows.map((r) => r.receiptNo);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toEqual(
      numbers.map((_, i) => `RCT/2025-2026/${String(i + 1).padStart(6, '0')}`),
    );
    const fromAnswers = answers.map((a) => a.json().data.attributes.receipt_no as string);
    expect(new Set(fromAnswers).size).toBe(100);
  });
});
