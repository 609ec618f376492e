/**
 * A student's statement across terms (issue 29, point 6): the balance brought forward from the
 * terms before, each term's charge and payments, the balance carried forward, and the credit
 * the student holds. Before, no call gave it (the bursar read each term's invoice alone).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentCredits } from '../db/online-payments-schema.ts';
import { conforms } from '../test/conforms.ts';
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
let student: string;
let first: string;
let second: string;
let bankId: string;

beforeAll(async () => {
  t = await setup();
  bankId = await createBank(t, '2034567801', 0);
  const fees = await createFee(t, 'School fees', 15_000_000);
  const later = await createFee(t, 'Second Term fees', 5_000_000, { term: 'Second Term' });
  [student] = (await addStudents(t, 'stmt', 1)) as [string];
  first = (await createInvoice(t, student, [{ fee_id: fees }])).id;
  expect((await pay(t, first, 10_000_000)).statusCode).toBe(201);
  second = (
    await ok(t, 'POST', '/invoice', {
      body: {
        student_id: student,
        term: 'Second Term',
        session: SESSION,
        due_date: '2026-01-15',
        items: [{ fee_id: later }],
      },
    })
  ).data.id;
});
afterAll(async () => {
  await t.close();
});

const statement = async (as = 'account') => {
  const res = await t.call('GET', `/student-statement/${student}`, { as });
  expect(res.statusCode, res.body).toBe(200);
  return conforms(res, 'StudentStatementAnswer').data;
};

describe("a student's statement", () => {
  it('carries each term’s balance into the next, oldest first', async () => {
    const body = await statement();
    expect(body.terms).toEqual([
      expect.objectContaining({
        term: 'First Term',
        invoice_id: first,
        brought_forward: 0,
        invoiced: 15_000_000,
        paid: 10_000_000,
        carried_forward: 5_000_000,
      }),
      expect.objectContaining({
        term: 'Second Term',
        invoice_id: second,
        brought_forward: 5_000_000,
        invoiced: 5_000_000,
        paid: 0,
        carried_forward: 10_000_000,
      }),
    ]);
    expect(body).toMatchObject({ credit: 0, balance: 10_000_000 });
  });

  it('takes the credit the student holds off what they owe', async () => {
    await t.database.db.insert(studentCredits).values({
      schId: t.ids.demo.schId,
      studentId: BigInt(student),
      amount: 2_000_000,
      bankId: BigInt(bankId),
    });
    expect(await statement('superadmin')).toMatchObject({ credit: 2_000_000, balance: 8_000_000 });
  });

  it("answers 404 for another school's student and 403 to a teacher", async () => {
    const other = await t.call('GET', `/student-statement/${t.ids.other.schId}999`, {
      as: 'account',
    });
    expect(other.statusCode).toBe(404);
    const teacher = await t.call('GET', `/student-statement/${student}`, { as: 'teacher' });
    expect(teacher.statusCode).toBe(403);
  });
});
