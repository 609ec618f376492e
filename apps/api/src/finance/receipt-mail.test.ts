/**
 * A payment's mail carries its receipt (issue 27): the worker makes the receipt PDF as it sends
 * the mail, through a real SMTP server on 127.0.0.1, to the student and to the fee contact; an
 * SMS of the same payment carries no file.
 */
import { pdfText } from '@schoolmates/documents/test/pdf-text';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, users } from '../db/schema.ts';
import { type Delivery, startDelivery } from '../messages/delivery.ts';
import { addStudents, createFee, createInvoice, pay } from '../test/finance.ts';
import { setup, type TestContext } from '../test/harness.ts';
import { startSmtp, type TestSmtp } from '../test/smtp-server.ts';

let t: TestContext;
let smtp: TestSmtp;
let delivery: Delivery | undefined;

beforeAll(async () => {
  t = await setup();
  smtp = await startSmtp();
});
afterAll(async () => {
  await delivery?.stop();
  await smtp?.close();
  await t?.close();
});

async function until(what: string, done: () => boolean, seconds = 60) {
  const end = Date.now() + seconds * 1000;
  while (!done()) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the mail of a payment received', () => {
  it('carries the receipt PDF, to the student and to the family', async () => {
    const [student] = await addStudents(t, 'receipted', 1);
    await t.database.db
      .update(users)
      .set({ email: 'receipted@families.test' })
      .where(eq(users.id, BigInt(student as string)));
    const guardian = await t.call('POST', '/guardians', {
      as: 'admin',
      body: {
        surname: 'Receipted',
        firstname: 'Mother',
        email: 'mother.receipted@families.test',
        children: [{ student_id: student, relationship: 'mother', fee_contact: true }],
      },
    });
    expect(guardian.statusCode, guardian.body).toBe(200);
    const fee = await createFee(t, 'School Fees', 12_500_000);
    const invoice = await createInvoice(t, student as string, [{ fee_id: fee }]);
    const paid = await pay(t, invoice.id, 5_000_000);
    expect(paid.statusCode, paid.body).toBe(201);
    const receiptNo = paid.json().data.attributes.receipt_no as string;

    delivery = await startDelivery(t.outbox, t.database.db, { ...t.config, smtpUrl: smtp.url });
    const told = () => smtp.received.filter((mail) => mail.subject?.includes(receiptNo));
    await until('both payment mails arrive', () => told().length === 2);
    const to = (mail: (typeof smtp.received)[number]) =>
      (Array.isArray(mail.to) ? mail.to : [mail.to])
        .flatMap((a) => a?.value ?? [])
        .map((v) => v.address);
    expect(told().flatMap(to).sort()).toEqual([
      'mother.receipted@families.test',
      'receipted@families.test',
    ]);
    for (const each of told()) {
      expect(each.attachments.map((a) => [a.filename, a.contentType])).toEqual([
        [`${receiptNo.replaceAll('/', '-')}.pdf`, 'application/pdf'],
      ]);
    }
    const mail = told()[0];
    const text = pdfText(mail?.attachments[0]?.content ?? new Uint8Array());
    expect(text).toContain('PAYMENT RECEIPT');
    expect(text).toContain(receiptNo);
    expect(text).toContain('₦50,000.00');
    expect(text).toContain('receipted1');

    const [row] = await t.database.db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.event, 'payment_received'),
          eq(messages.recipient, 'receipted@families.test'),
        ),
      );
    expect(row?.attachment).toEqual({ kind: 'receipt', paymentId: paid.json().data.id });
  });
});
