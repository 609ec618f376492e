/**
 * Finance rows name students, classes and campuses: deleting one of those while invoices or
 * fees name it answers 409 and leaves the invoice as it was (no dangling invoice, no 500).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { addPerson } from '../test/add-person.ts';
import { addStudents, createFee, createInvoice, ok, SESSION } from '../test/finance.ts';
import { setup, type TestContext } from '../test/harness.ts';

let t: TestContext;
let feeId: string;

beforeAll(async () => {
  t = await setup();
  feeId = await createFee(t, 'School fees', 15_000_000);
});
afterAll(async () => {
  await t.close();
});

const invoicesOf = async (studentId: string) =>
  (await ok(t, 'GET', '/invoice', { query: { session: SESSION } })).data.filter(
    (i: { attributes: { student_id: string } }) => i.attributes.student_id === studentId,
  );

describe('deleting what an invoice names', () => {
  it('refuses to delete a student with an invoice; the invoice stays', async () => {
    const [student] = await addStudents(t, 'invoiced', 1);
    await createInvoice(t, student as string, [{ fee_id: feeId }]);
    const res = await t.call('DELETE', `/student/${student}`, { as: 'admin' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('withdraw them instead');
    expect(await invoicesOf(student as string)).toHaveLength(1);
  });

  it('refuses to delete a class its former students were invoiced in', async () => {
    const created = await t.call('POST', '/class', {
      as: 'admin',
      body: { class_name: 'Primary 5', sub_class: ['A'] },
    });
    const classId = created.json().data.id as string;
    const student = await addPerson(t, {
      username: 'moved-on',
      admissionNumber: 'MOVED/001',
      classId: BigInt(classId),
      subClass: 'A',
    });
    await createInvoice(t, student, [{ fee_id: feeId }]);
    // The student moves on; the invoice keeps the class they were in when invoiced.
    await t.database.db
      .update(users)
      .set({ classId: t.ids.demo.classIds[0] })
      .where(eq(users.id, BigInt(student)));

    const res = await t.call('DELETE', `/class/${classId}`, { as: 'admin' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Invoices were issued');
    const [invoice] = await invoicesOf(student);
    expect(invoice.attributes.class_id).toBe(classId);
  });
});
