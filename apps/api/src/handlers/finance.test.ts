/**
 * Finance end to end through HTTP, as the bursar works: a bank, fees, an invoice with a percent
 * and an amount discount, payments with their receipt numbers, an adjustment after payment, a
 * correction and a reversal that keep the history, expenses, invoicing a class arm with a
 * preview, the six summaries; who may see and do what.
 *
 * Demo student Danjuma Chidi (JSS 1 A), First Term 2025/2026:
 *   School fees ₦150,000 at 12.5 % → ₦131,250; Development levy ₦25,000 → ₦25,000;
 *   Uniform ₦10,000 less ₦1,000 → ₦9,000. Gross ₦185,000, discount ₦19,750, total ₦165,250.
 */

import type { Schema } from '@schoolmates/sdk';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../db/rows.ts';
import { auditLog, campuses, financeLedger, preschools } from '../db/schema.ts';
import { addPerson } from '../test/add-person.ts';
import { conforms } from '../test/conforms.ts';
import {
  addStudents,
  createBank,
  createFee,
  ok,
  pay,
  SESSION,
  summaries,
  TERM,
} from '../test/finance.ts';
import { setup, type TestContext } from '../test/harness.ts';

let t: TestContext;
let bankId: string;
let schoolFees: string;
let levy: string;
let uniform: string;
let invoiceId: string;
let student: string;

beforeAll(async () => {
  t = await setup();
  student = String(t.ids.users.student);
  bankId = await createBank(t, '2034567891', 100_000_000);
  schoolFees = await createFee(t, 'School fees', 15_000_000);
  levy = await createFee(t, 'Development levy', 2_500_000, {
    category: 'levy',
    class_scope: 'some',
    class_ids: [String(t.ids.demo.classIds[0])],
  });
  uniform = await createFee(t, 'Uniform', 1_000_000, {
    category: 'uniform',
    fee_status: 'optional',
  });
});
afterAll(async () => {
  await t.close();
});

describe('an invoice and its payments', () => {
  it('bills the student with the figures worked out by the domain rules and the first number', async () => {
    const res = await t.call('POST', '/invoice', {
      as: 'account',
      body: {
        student_id: student,
        term: TERM,
        session: SESSION,
        due_date: '2025-10-01',
        items: [
          { fee_id: schoolFees, discount: 12.5 },
          { fee_id: levy },
          { fee_id: uniform, discount_amount: 100_000 },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    const body = conforms(res, 'InvoiceItemAnswer');
    invoiceId = body.data.id;
    expect(body.data.attributes).toMatchObject({
      invoice_no: 'INV/2025-2026/000001',
      fullname: 'Danjuma Chidi',
      class_name: 'JSS 1',
      sub_class: 'A',
      gross_amount: 18_500_000,
      discount_total: 1_975_000,
      total_amount: 16_525_000,
      amount_paid: 0,
      outstanding: 16_525_000,
      status: 'unpaid',
    });
    expect(body.data.attributes.items.map((i: { net_amount: number }) => i.net_amount)).toEqual([
      13_125_000, 2_500_000, 900_000,
    ]);
  });

  it('refuses a second invoice for the same term (409, naming the first)', async () => {
    const res = await t.call('POST', '/invoice', {
      as: 'account',
      body: {
        student_id: student,
        term: TERM,
        session: SESSION,
        due_date: '2025-10-01',
        items: [{ fee_id: levy }],
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('INV/2025-2026/000001');
  });

  it('refuses a fee of another class or a discount above the fee, writing nothing (422)', async () => {
    const jss2 = await addStudents(t, 'jsstwo', 1);
    await t.database.db.execute(
      sql`update users set class_id = ${t.ids.demo.classIds[1]} where id = ${jss2[0]}`,
    );
    const before = await t.rowCount();
    const wrongClass = await t.call('POST', '/invoice', {
      as: 'account',
      body: { student_id: jss2[0], due_date: '2025-10-01', items: [{ fee_id: levy }] },
    });
    expect(wrongClass.statusCode).toBe(422);
    expect(Object.keys(wrongClass.json().errors)).toEqual(['items.0.fee_id']);
    const tooMuch = await t.call('POST', '/invoice', {
      as: 'account',
      body: {
        student_id: jss2[0],
        due_date: '2025-10-01',
        items: [{ fee_id: uniform, discount_amount: 1_000_001 }],
      },
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(await t.rowCount()).toBe(before);
  });

  let paymentId: string;
  it('records a payment with a receipt number; the invoice follows', async () => {
    const res = await pay(t, invoiceId, 5_000_000, { bankId });
    expect(res.statusCode).toBe(201);
    const body = conforms(res, 'PaymentItem');
    paymentId = body.data.id;
    expect(body.data.attributes).toMatchObject({
      receipt_no: 'RCT/2025-2026/000001',
      invoice_no: 'INV/2025-2026/000001',
      amount_paid: 5_000_000,
      bank_name: 'First Bank',
      type: 'part_payment',
      balance_after: 11_525_000,
      invoice_status: 'part_paid',
      recorded_by: 'Lawal Kemi',
      reversal: null,
    });
    const invoice = await ok(t, 'GET', `/invoice/${invoiceId}`);
    expect(invoice.data.attributes).toMatchObject({
      amount_paid: 5_000_000,
      outstanding: 11_525_000,
      status: 'part_paid',
    });
    expect(invoice.data.attributes.payments).toEqual([
      {
        payment_id: paymentId,
        receipt_no: 'RCT/2025-2026/000001',
        amount_paid: 5_000_000,
        payment_method: 'transfer',
        paid_at: '2025-09-15',
      },
    ]);
  });

  it('refuses a payment above the balance with the balance in the message, writing nothing', async () => {
    const before = await t.rowCount();
    const res = await pay(t, invoiceId, 11_525_001);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Amount exceeds the outstanding balance of ₦115,250.00');
    // The refused key keeps its answer (and only that row is new).
    expect(await t.rowCount()).toBe(before + 1);
  });

  it('answers a repeated key with the first answer, and refuses the key with another amount', async () => {
    const key = 'repeat-key-0001';
    const first = await pay(t, invoiceId, 100_000, { key });
    const again = await pay(t, invoiceId, 100_000, { key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const other = await pay(t, invoiceId, 200_000, { key });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toContain('Idempotency-Key');
    const list = await ok(t, 'GET', '/payment', { query: { invoice_id: invoiceId } });
    expect(list.data).toHaveLength(2);
  });

  it('changes items after a payment only as an adjustment with a reason (409 without)', async () => {
    const items = [{ fee_id: schoolFees, discount: 20 }, { fee_id: levy }];
    const refused = await t.call('PATCH', `/invoice/${invoiceId}`, {
      as: 'account',
      body: { items },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('adjustment_reason');
    const res = await t.call('PATCH', `/invoice/${invoiceId}`, {
      as: 'account',
      body: { items, adjustment_reason: 'Scholarship raised to 20 %, uniform dropped' },
    });
    expect(res.statusCode).toBe(200);
    const body = conforms(res, 'InvoiceItemAnswer');
    // 15 000 000 − 3 000 000 + 2 500 000 = 14 500 000.
    expect(body.data.attributes).toMatchObject({
      total_amount: 14_500_000,
      amount_paid: 5_100_000,
      outstanding: 9_400_000,
    });
    expect(body.data.attributes.adjustments).toMatchObject([
      {
        adjusted_by: 'Lawal Kemi',
        reason: 'Scholarship raised to 20 %, uniform dropped',
        previous_total_amount: 16_525_000,
        new_total_amount: 14_500_000,
      },
    ]);
  });

  it('corrects a payment with a reason, keeping what it was', async () => {
    const res = await t.call('PATCH', `/payment/${paymentId}`, {
      as: 'account',
      body: { amount_paid: 6_000_000, reason: 'Teller read wrongly' },
    });
    expect(res.statusCode).toBe(200);
    const body = conforms(res, 'PaymentItem');
    expect(body.data.attributes).toMatchObject({
      amount_paid: 6_000_000,
      receipt_no: 'RCT/2025-2026/000001',
      edits: [
        {
          edited_by: 'Lawal Kemi',
          reason: 'Teller read wrongly',
          previous_amount_paid: 5_000_000,
          previous_payment_method: 'transfer',
          previous_bank_id: bankId,
        },
      ],
    });
    const tooMuch = await t.call('PATCH', `/payment/${paymentId}`, {
      as: 'account',
      body: { amount_paid: 14_400_001, reason: 'Too much' },
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toContain('₦144,000.00');
  });

  it('reverses a payment: the balance comes back and both entries stay', async () => {
    const res = await t.call('POST', `/payment/${paymentId}/reverse`, {
      as: 'account',
      body: { reason: 'Transfer bounced' },
    });
    expect(res.statusCode).toBe(200);
    expect(conforms(res, 'PaymentItem').data.attributes.reversal).toMatchObject({
      reversed_by: 'Lawal Kemi',
      reason: 'Transfer bounced',
    });
    const invoice = await ok(t, 'GET', `/invoice/${invoiceId}`);
    expect(invoice.data.attributes).toMatchObject({
      amount_paid: 100_000,
      outstanding: 14_400_000,
    });
    const entries = await t.database.db
      .select({
        kind: financeLedger.kind,
        amount: financeLedger.amount,
        reason: financeLedger.reason,
      })
      .from(financeLedger)
      .where(eq(financeLedger.paymentId, BigInt(paymentId)))
      .orderBy(asc(financeLedger.id));
    expect(entries).toEqual([
      { kind: 'payment', amount: 5_000_000, reason: null },
      { kind: 'payment_correction', amount: -5_000_000, reason: 'Teller read wrongly' },
      { kind: 'payment', amount: 6_000_000, reason: 'Teller read wrongly' },
      { kind: 'reversal', amount: -6_000_000, reason: 'Transfer bounced' },
    ]);
    // The database itself refuses to change or drop an entry.
    await expect(
      t.database.db.execute(
        sql`update finance_ledger set amount = 0 where payment_id = ${paymentId}`,
      ),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`delete from finance_ledger where payment_id = ${paymentId}`),
    ).rejects.toThrow();
    const again = await t.call('POST', `/payment/${paymentId}/reverse`, {
      as: 'account',
      body: { reason: 'Twice' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('writes the adjustment, the correction and the reversal to the audit log, with actor and reason', async () => {
    const logged = await t.database.db
      .select({
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        action: auditLog.action,
        actorId: auditLog.actorId,
        detail: auditLog.detail,
      })
      .from(auditLog)
      .where(inArray(auditLog.entity, ['invoice', 'payment']))
      .orderBy(asc(auditLog.id));
    const bursar = t.ids.users.account;
    expect(logged).toMatchObject([
      {
        entity: 'invoice',
        entityId: BigInt(invoiceId),
        action: 'adjustment',
        actorId: bursar,
        detail: { reason: 'Scholarship raised to 20 %, uniform dropped' },
      },
      {
        entity: 'payment',
        entityId: BigInt(paymentId),
        action: 'payment_correction',
        actorId: bursar,
        detail: { amount: -5_000_000, reason: 'Teller read wrongly' },
      },
      {
        entity: 'payment',
        entityId: BigInt(paymentId),
        action: 'reversal',
        actorId: bursar,
        detail: { amount: -6_000_000, reason: 'Transfer bounced' },
      },
    ]);
  });

  it('keeps fees on invoices and banks with payments (409 on delete)', async () => {
    expect((await t.call('DELETE', `/fee/${levy}`, { as: 'account' })).statusCode).toBe(409);
    expect((await t.call('DELETE', `/bank/${bankId}`, { as: 'account' })).statusCode).toBe(409);
  });
});

describe('expenses and the six summaries', () => {
  it('records and corrects an expense with a reason', async () => {
    const res = await t.call('POST', '/expenses', {
      as: 'account',
      body: {
        term: TERM,
        session: SESSION,
        expense_category: 'Maintenance',
        amount: 2_000_000,
        payment_method: 'transfer',
        bank_id: bankId,
        beneficiary: 'Ade Plumbing',
        purpose: 'Borehole repair',
        spent_at: '2025-09-20',
      },
    });
    expect(res.statusCode).toBe(201);
    const id = conforms(res, 'ExpenseItem').data.id;
    const fixed = await t.call('PATCH', `/expenses/${id}`, {
      as: 'account',
      body: { amount: 1_500_000, reason: 'Invoice was ₦15,000' },
    });
    expect(fixed.statusCode).toBe(200);
    expect(conforms(fixed, 'ExpenseItem').data.attributes).toMatchObject({
      amount: 1_500_000,
      bank_name: 'First Bank',
      edits: [{ reason: 'Invoice was ₦15,000', previous_amount: 2_000_000 }],
    });
    const list = await ok(t, 'GET', '/expenses', { query: { session: SESSION } });
    expect(conforms({ json: () => list } as never, 'ExpenseList').meta.total).toBe(1);
  });

  it('agree with each other and with the invoice and payment lists', async () => {
    const figures = await summaries(t);
    const invoices = await ok(t, 'GET', '/invoice', {
      query: { session: SESSION, per_page: '200' },
    });
    const payments = await ok(t, 'GET', '/payment', {
      query: { session: SESSION, per_page: '200' },
    });
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const expected = sum(
      invoices.data.map((i: { attributes: { total_amount: number } }) => i.attributes.total_amount),
    );
    const received = sum(
      payments.data
        .filter((p: { attributes: { reversal: unknown } }) => p.attributes.reversal === null)
        .map((p: { attributes: { amount_paid: number } }) => p.attributes.amount_paid),
    );
    expect(figures).toEqual({
      expected_income: expected,
      received_income: received,
      outstanding: expected - received,
      discount: sum(
        invoices.data.map(
          (i: { attributes: { discount_total: number } }) => i.attributes.discount_total,
        ),
      ),
      total_expense: 1_500_000,
      account_balance: 100_000_000 + received - 1_500_000,
    });
    expect(figures.expected_income).toBe(14_500_000);
    expect(figures.received_income).toBe(100_000);
  });
});

describe('invoicing a class arm', () => {
  it('previews without writing, then makes the invoices with consecutive numbers', async () => {
    await addStudents(t, 'arma', 3);
    const before = await t.rowCount();
    const body = {
      class_id: String(t.ids.demo.classIds[0]),
      sub_class: 'A',
      term: TERM,
      session: SESSION,
      due_date: '2025-10-01',
    };
    const preview = await t.call('POST', '/invoice/batch', {
      as: 'account',
      body: { ...body, preview: true },
    });
    expect(preview.statusCode).toBe(200);
    const shown = conforms(preview, 'InvoiceBatchAnswer');
    expect(await t.rowCount()).toBe(before);
    // School fees + levy (compulsory, JSS 1); the uniform is optional.
    expect(shown.meta).toEqual({
      preview: true,
      students: 4,
      invoiced: 3,
      skipped: 1,
      total_amount: 3 * 17_500_000,
    });
    const made = conforms(
      await t.call('POST', '/invoice/batch', { as: 'account', body }),
      'InvoiceBatchAnswer',
    );
    const numbers = made.data
      .filter((l: { attributes: { outcome: string } }) => l.attributes.outcome === 'invoiced')
      .map((l: { attributes: { invoice_no: string } }) => l.attributes.invoice_no)
      .sort();
    expect(numbers).toEqual([
      'INV/2025-2026/000002',
      'INV/2025-2026/000003',
      'INV/2025-2026/000004',
    ]);
    expect(made.data.find((l: { id: string }) => l.id === student).attributes).toMatchObject({
      outcome: 'already_invoiced',
      invoice_no: 'INV/2025-2026/000001',
    });
  });
});

describe('who sees what', () => {
  it('shows a student only their own invoices and payments (404 for others)', async () => {
    const mine = await ok(t, 'GET', '/invoice', { as: 'student' });
    expect(mine.data.map((i: { id: string }) => i.id)).toEqual([invoiceId]);
    const others = await ok(t, 'GET', '/invoice', { query: { session: SESSION, per_page: '200' } });
    const notMine = others.data.find(
      (i: { attributes: { student_id: string } }) => i.attributes.student_id !== student,
    );
    expect((await t.call('GET', `/invoice/${notMine.id}`, { as: 'student' })).statusCode).toBe(404);
    const theirPayment = (await pay(t, notMine.id, 1_000)).json().data.id;
    expect((await t.call('GET', `/payment/${theirPayment}`, { as: 'student' })).statusCode).toBe(
      404,
    );
    const myPayments = await ok(t, 'GET', '/payment', { as: 'student' });
    expect(
      myPayments.data.every(
        (p: { attributes: { student_id: string } }) => p.attributes.student_id === student,
      ),
    ).toBe(true);
    expect(myPayments.data.length).toBeGreaterThan(0);
    const banks = await ok(t, 'GET', '/bank', { as: 'student' });
    expect(banks.data[0].attributes.opening_balance).toBeUndefined();
  });

  it('refuses by role (403) and across schools (404)', async () => {
    expect((await t.call('POST', '/fee', { as: 'teacher', body: {} })).statusCode).toBe(403);
    expect((await pay(t, invoiceId, 100, { as: 'student' })).statusCode).toBe(403);
    expect((await t.call('GET', '/expectedincome', { as: 'admin' })).statusCode).toBe(403);
    await addPerson(t, {
      username: 'other-bursar',
      schId: t.ids.other.schId,
      campusId: t.ids.other.campusId,
      kind: 'staff',
      designationId: 2,
    });
    expect((await t.call('GET', `/invoice/${invoiceId}`, { as: 'other-bursar' })).statusCode).toBe(
      404,
    );
    const foreign = await pay(t, invoiceId, 100, { as: 'other-bursar' });
    expect(foreign.statusCode).toBe(404);
    const theirs = await ok(t, 'GET', '/invoice', {
      as: 'other-bursar',
      query: { session: SESSION },
    });
    expect(theirs.data).toEqual([]);
  });

  it('takes a discount of 32.55 % (not a multiple of 0.01 in binary floating point)', async () => {
    const [pupil] = await addStudents(t, 'decimal', 1);
    const res = await t.call('POST', '/invoice', {
      as: 'account',
      body: {
        student_id: pupil,
        due_date: '2025-10-01',
        items: [{ fee_id: levy, discount: 32.55 }],
      },
    });
    expect(res.statusCode).toBe(201);
    // 2 500 000 × 32.55 % = 813 750.
    expect(res.json().data.attributes.discount_total).toBe(813_750);
  });

  it('answers 422 for bad input and writes nothing', async () => {
    const before = await t.rowCount();
    const cases = [
      t.call('POST', '/fee', {
        as: 'account',
        body: { feetype: 'X', amount: 0, term: TERM, category: 'levy' },
      }),
      t.call('POST', '/payment', {
        as: 'account',
        headers: { 'idempotency-key': 'bad-input-key-1' },
        body: { invoice_id: invoiceId, amount_paid: 10.5, payment_method: 'cash' },
      }),
      t.call('POST', '/payment', {
        as: 'account',
        headers: { 'idempotency-key': 'bad-input-key-2' },
        body: { invoice_id: invoiceId, amount_paid: 100, payment_method: 'transfer' },
      }),
    ];
    for (const res of await Promise.all(cases)) expect(res.statusCode).toBe(422);
    expect(await t.rowCount()).toBe(before);
  });
});

describe('billing a preschool', () => {
  it("invoices a preschool's pupils, alone or as a class, and lists them under their preschool", async () => {
    const db = t.database.db;
    const campus = one(
      await db
        .insert(campuses)
        .values({
          schId: t.ids.demo.schId,
          name: 'Little Stars',
          email: 'stars@demo.test',
          phoneno: '1',
          address: 'x',
          state: 'Lagos',
          isPreschool: true,
        })
        .returning(),
    );
    const nursery = one(
      await db
        .insert(preschools)
        .values({ schId: t.ids.demo.schId, campusId: campus.id, name: 'Nursery 1' })
        .returning(),
    ).id;
    await addPerson(t, {
      username: 'stars-bursar',
      kind: 'staff',
      designationId: 2,
      campusId: campus.id,
    });
    const [pupil, classmate] = await Promise.all(
      ['tot1', 'tot2'].map((username, n) =>
        addPerson(t, {
          username,
          admissionNumber: `TOT/00${n + 1}`,
          campusId: campus.id,
          preschoolId: nursery,
        }),
      ),
    );
    const as = { as: 'stars-bursar' };
    const fee = (
      await ok(t, 'POST', '/fee', {
        ...as,
        body: {
          feetype: 'Nursery fees',
          amount: 9_000_000,
          term: TERM,
          session: SESSION,
          category: 'tuition',
        },
      })
    ).data.id;
    const single = await t.call('POST', '/invoice', {
      ...as,
      body: {
        student_id: pupil,
        term: TERM,
        session: SESSION,
        due_date: '2025-10-01',
        items: [{ fee_id: fee }],
      },
    });
    expect(single.statusCode, single.body).toBe(201);
    expect(conforms(single, 'InvoiceItemAnswer').data.attributes).toMatchObject({
      class_id: String(nursery),
      class_name: 'Nursery 1',
      sub_class: null,
      total_amount: 9_000_000,
    });
    const batch = await t.call('POST', '/invoice/batch', {
      ...as,
      body: { class_id: String(nursery), term: TERM, session: SESSION, due_date: '2025-10-01' },
    });
    expect(batch.statusCode, batch.body).toBe(200);
    expect(conforms(batch, 'InvoiceBatchAnswer').meta).toMatchObject({
      students: 2,
      invoiced: 1,
      skipped: 1,
    });
    const listed = await ok(t, 'GET', '/invoice', {
      ...as,
      query: { term: TERM, session: SESSION, class_id: String(nursery) },
    });
    expect(
      listed.data
        .map((i: Schema<'InvoiceRecord'>) => [i.attributes.student_id, i.attributes.class_name])
        .sort(),
    ).toEqual(
      [
        [pupil, 'Nursery 1'],
        [classmate, 'Nursery 1'],
      ].sort(),
    );
    const paid = await pay(t, single.json().data.id, 4_000_000, as);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data.attributes.class_name).toBe('Nursery 1');
  });
});
