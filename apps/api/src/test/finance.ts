/**
 * Finance fixtures through HTTP, as the bursar (`account`) would make them: a bank, fees,
 * students, invoices and payments of the demo school's First Term 2025/2026.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { addPerson } from './add-person.ts';
import type { TestContext } from './harness.ts';

export const TERM = 'First Term';
export const SESSION = '2025/2026';

export async function ok(
  t: TestContext,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  options: Parameters<TestContext['call']>[2] = {},
) {
  const res = await t.call(method, url, { as: 'account', ...options });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}

export async function createBank(t: TestContext, accountNumber = '2034567891', opening = 0) {
  const body = await ok(t, 'POST', '/bank', {
    body: {
      bank_name: 'First Bank',
      account_name: 'Demo Academy Fees',
      account_number: accountNumber,
      opening_balance: opening,
    },
  });
  return body.data.id as string;
}

export async function createFee(
  t: TestContext,
  feetype: string,
  amount: number,
  extra: Record<string, unknown> = {},
) {
  const body = await ok(t, 'POST', '/fee', {
    body: { feetype, amount, term: TERM, session: SESSION, category: 'tuition', ...extra },
  });
  return body.data.id as string;
}

/** `count` new active students of JSS 1 (arm A), named `${prefix}1`… */
export async function addStudents(t: TestContext, prefix: string, count: number) {
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) {
    ids.push(
      await addPerson(t, {
        username: `${prefix}${i}`,
        admissionNumber: `${prefix.toUpperCase()}/${String(i).padStart(3, '0')}`,
        classId: t.ids.demo.classIds[0],
        subClass: 'A',
      }),
    );
  }
  return ids;
}

export async function createInvoice(
  t: TestContext,
  studentId: string,
  items: { fee_id: string; discount?: number; discount_amount?: number }[],
) {
  const body = await ok(t, 'POST', '/invoice', {
    body: { student_id: studentId, term: TERM, session: SESSION, due_date: '2025-10-01', items },
  });
  return body.data as {
    id: string;
    attributes: Record<string, unknown> & { total_amount: number };
  };
}

/** POST /payment with its own (or the given) Idempotency-Key; answers the raw response. */
export function pay(
  t: TestContext,
  invoiceId: string,
  amount: number,
  options: { key?: string; bankId?: string | null; as?: string } = {},
) {
  return t.call('POST', '/payment', {
    as: options.as ?? 'account',
    headers: { 'idempotency-key': options.key ?? randomUUID() },
    body: {
      invoice_id: invoiceId,
      amount_paid: amount,
      ...(options.bankId
        ? { payment_method: 'transfer', bank_id: options.bankId }
        : { payment_method: 'cash' }),
      paid_at: '2025-09-15',
    },
  });
}

/** The six summaries for the term (or the whole session). */
export async function summaries(t: TestContext, term: string | null = TERM) {
  const query: Record<string, string> = { session: SESSION, ...(term ? { term } : {}) };
  const paths = {
    expected_income: '/expectedincome',
    received_income: '/receivedincome',
    outstanding: '/outstanding',
    discount: '/discount',
    total_expense: '/totalexpense',
    account_balance: '/accountbalance',
  } as const;
  const figures = {} as Record<keyof typeof paths, number>;
  for (const [name, path] of Object.entries(paths)) {
    const body = await ok(t, 'GET', path, { query });
    figures[name as keyof typeof paths] = body.data.attributes.amount;
  }
  return figures;
}
