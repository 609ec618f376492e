/**
 * Adding a new fee to invoices already made (issue 29, point 6), as the bursar does when the PTA
 * agrees a levy after the term's invoices went out: a preview of what each invoice becomes, then
 * one step that changes them all through the ledger (an adjustment with its reason, kept in each
 * invoice's history), skipping invoices that already carry the fee and classes it is not for.
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
  summaries,
} from '../test/finance.ts';
import { setup, type TestContext } from '../test/harness.ts';

const FEES = 15_000_000;
const PTA = 500_000;
const REASON = 'PTA levy agreed at the meeting of 12 October';

let t: TestContext;
let fees: string;
let pta: string;
let students: string[];
let invoiceIds: string[];

const addFee = (body: Record<string, unknown>) =>
  t.call('POST', '/invoice/add-fee', { as: 'account', body });

beforeAll(async () => {
  t = await setup();
  const bank = await createBank(t);
  fees = await createFee(t, 'School fees', FEES);
  students = await addStudents(t, 'levy', 3);
  invoiceIds = [];
  for (const student of students.slice(0, 2)) {
    invoiceIds.push((await createInvoice(t, student, [{ fee_id: fees }])).id);
  }
  expect((await pay(t, invoiceIds[0] as string, FEES, { bankId: bank })).statusCode).toBe(201);
  pta = await createFee(t, 'PTA levy', PTA, { category: 'levy' });
  // The third student was invoiced after the levy was agreed: it is on their invoice already.
  invoiceIds.push(
    (await createInvoice(t, students[2] as string, [{ fee_id: fees }, { fee_id: pta }])).id,
  );
});
afterAll(async () => {
  await t.close();
});

describe('adding a fee to the invoices already made', () => {
  it('previews what each invoice becomes, writing nothing', async () => {
    const before = await t.rowCount();
    const res = await addFee({ fee_id: pta, reason: REASON, preview: true });
    expect(res.statusCode, res.body).toBe(200);
    const body = conforms(res, 'InvoiceAddFeeAnswer');
    expect(body.meta).toEqual({
      preview: true,
      invoices: 3,
      added: 2,
      skipped: 1,
      total_added: 2 * PTA,
    });
    const byInvoice = Object.fromEntries(
      body.data.map((r: { id: string; attributes: Record<string, unknown> }) => [
        r.id,
        r.attributes,
      ]),
    );
    expect(byInvoice[invoiceIds[0] as string]).toMatchObject({
      outcome: 'would_add',
      previous_total: FEES,
      new_total: FEES + PTA,
      amount_paid: FEES,
      outstanding: PTA,
    });
    expect(byInvoice[invoiceIds[1] as string]).toMatchObject({
      outcome: 'would_add',
      previous_total: FEES,
      new_total: FEES + PTA,
      outstanding: FEES + PTA,
    });
    expect(byInvoice[invoiceIds[2] as string]).toMatchObject({
      outcome: 'has_fee',
      new_total: FEES + PTA,
    });
    expect(await t.rowCount()).toBe(before);
  });

  it('adds it to every invoice in one step, as an adjustment the summaries follow', async () => {
    const before = await summaries(t);
    const res = await addFee({ fee_id: pta, reason: REASON });
    expect(res.statusCode, res.body).toBe(200);
    expect(conforms(res, 'InvoiceAddFeeAnswer').meta).toMatchObject({ added: 2, skipped: 1 });
    const paid = conforms(
      await t.call('GET', `/invoice/${invoiceIds[0]}`, { as: 'account' }),
      'InvoiceItemAnswer',
    ).data.attributes;
    expect(paid).toMatchObject({
      total_amount: FEES + PTA,
      amount_paid: FEES,
      outstanding: PTA,
      status: 'part_paid',
    });
    expect(paid.items.map((i: { feetype: string }) => i.feetype)).toEqual([
      'School fees',
      'PTA levy',
    ]);
    expect(paid.adjustments).toEqual([
      expect.objectContaining({
        reason: REASON,
        previous_total_amount: FEES,
        new_total_amount: FEES + PTA,
      }),
    ]);
    const after = await summaries(t);
    expect(after.expected_income - before.expected_income).toBe(2 * PTA);
    expect(after.outstanding - before.outstanding).toBe(2 * PTA);
    expect(after.received_income).toBe(before.received_income);
  });

  it('changes nothing the second time: every invoice has the fee', async () => {
    const res = await addFee({ fee_id: pta, reason: REASON });
    expect(res.json().meta).toMatchObject({ invoices: 3, added: 0, skipped: 3, total_added: 0 });
  });

  it('leaves the invoices of classes the fee is not for', async () => {
    const jss2Only = await createFee(t, 'Excursion', 300_000, {
      category: 'other',
      class_scope: 'some',
      class_ids: [String(t.ids.demo.classIds[1])],
    });
    const res = await addFee({ fee_id: jss2Only, reason: 'Excursion to Badagry', preview: true });
    expect(res.json().meta).toMatchObject({ invoices: 0, added: 0 });
    const arm = await addFee({
      fee_id: fees,
      class_id: String(t.ids.demo.classIds[0]),
      sub_class: 'A',
      reason: 'Already on them',
      preview: true,
    });
    expect(arm.json().meta).toMatchObject({ invoices: 3, added: 0, skipped: 3 });
  });

  it('answers 404 for a fee of another school, and 422 for an arm without its class', async () => {
    const other = await addFee({ fee_id: '999999', reason: REASON });
    expect(other.statusCode).toBe(404);
    const arm = await addFee({ fee_id: pta, sub_class: 'A', reason: REASON });
    expect(arm.statusCode).toBe(422);
    expect(Object.keys(arm.json().errors)).toEqual(['sub_class']);
  });

  it('is refused to a teacher (403)', async () => {
    const res = await t.call('POST', '/invoice/add-fee', {
      as: 'teacher',
      body: { fee_id: pta, reason: REASON },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('invoicing a class afterwards', () => {
  it("shows each student's existing invoice with its total, not ₦0.00", async () => {
    const res = await t.call('POST', '/invoice/batch', {
      as: 'account',
      body: {
        class_id: String(t.ids.demo.classIds[0]),
        sub_class: 'A',
        due_date: '2025-10-01',
        preview: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const lines = conforms(res, 'InvoiceBatchAnswer').data.filter(
      (l: { attributes: { student_id: string } }) => students.includes(l.attributes.student_id),
    );
    expect(
      lines.map((l: { attributes: Record<string, unknown> }) => [
        l.attributes.outcome,
        l.attributes.total_amount,
      ]),
    ).toEqual([
      ['already_invoiced', FEES + PTA],
      ['already_invoiced', FEES + PTA],
      ['already_invoiced', FEES + PTA],
    ]);
  });
});

describe('a session figure', () => {
  it('agrees with the invoices, to the kobo', async () => {
    const list = await ok(t, 'GET', '/invoice', { query: { session: SESSION } });
    const total = list.data.reduce(
      (sum: number, r: { attributes: { total_amount: number } }) => sum + r.attributes.total_amount,
      0,
    );
    expect(total).toBe(3 * (FEES + PTA));
    expect((await summaries(t)).expected_income).toBe(total);
  });
});
