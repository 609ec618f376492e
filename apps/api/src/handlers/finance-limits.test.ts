/**
 * Money limits (issue 29, point 8): a single fee or payment keeps its ₦1bn cap, but totals and
 * summaries have none a real school can reach. A school whose received income passes ₦1bn
 * (here almost ₦4bn: two students each invoiced two fees of ₦999,999,999.99, all paid) still
 * gets answers that match the contract's own schemas. Fails on the old contract (Money's cap).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conforms } from '../test/conforms.ts';
import {
  addStudents,
  createBank,
  createFee,
  createInvoice,
  ok,
  pay,
  SESSION,
  TERM,
} from '../test/finance.ts';
import { setup, type TestContext } from '../test/harness.ts';

const CAP = 100_000_000_000;
const FEE = CAP - 1;

let t: TestContext;
let bankId: string;
let invoiceIds: string[];

beforeAll(async () => {
  t = await setup();
  bankId = await createBank(t, '2034567891', 0);
  const fees = [await createFee(t, 'Building fund', FEE), await createFee(t, 'Endowment', FEE)];
  const students = await addStudents(t, 'rich', 2);
  invoiceIds = [];
  for (const student of students) {
    const invoice = await createInvoice(
      t,
      student,
      fees.map((fee_id) => ({ fee_id })),
    );
    invoiceIds.push(invoice.id);
    for (let i = 0; i < 2; i++) {
      const res = await pay(t, invoice.id, FEE, { bankId });
      expect(res.statusCode, res.body).toBe(201);
    }
  }
});
afterAll(async () => {
  await t.close();
});

describe('a school whose income passes ₦1bn', () => {
  it('gets all six summaries, exact and within the contract', async () => {
    const query = { session: SESSION, term: TERM };
    const figures: Record<string, number> = {};
    for (const path of [
      '/expectedincome',
      '/receivedincome',
      '/outstanding',
      '/discount',
      '/totalexpense',
      '/accountbalance',
    ]) {
      const res = await t.call('GET', path, { as: 'account', query });
      expect(res.statusCode).toBe(200);
      figures[path] = conforms(res, 'FinanceFigureItem').data.attributes.amount;
    }
    expect(figures).toEqual({
      '/expectedincome': 4 * FEE,
      '/receivedincome': 4 * FEE,
      '/outstanding': 0,
      '/discount': 0,
      '/totalexpense': 0,
      '/accountbalance': 4 * FEE,
    });
  });

  it('gets its invoices, payments and banks within the contract', async () => {
    const invoice = await t.call('GET', `/invoice/${invoiceIds[0]}`, { as: 'account' });
    expect(conforms(invoice, 'InvoiceItemAnswer').data.attributes.total_amount).toBe(2 * FEE);
    const payments = await t.call('GET', '/payment', {
      as: 'account',
      query: { session: SESSION, term: TERM },
    });
    expect(conforms(payments, 'PaymentList').data).toHaveLength(4);
    const banks = await t.call('GET', '/bank', { as: 'account' });
    expect(conforms(banks, 'BankList').data[0].attributes.total_received).toBe(4 * FEE);
  });

  it('still refuses a single payment above ₦1bn (422)', async () => {
    const res = await pay(t, String(invoiceIds[0]), CAP + 1, { bankId });
    expect(res.statusCode).toBe(422);
    const body = await ok(t, 'GET', '/receivedincome', { query: { session: SESSION } });
    expect(body.data.attributes.amount).toBe(4 * FEE);
  });
});
