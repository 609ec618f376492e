/**
 * The demo's news of the day, sent through the real outbox (to the portal's own mailbox when
 * no SMTP server is configured), so the Messages screen shows what the portal sends: a welcome
 * announcement to everyone, and ₦5,000 the demo pupil's family paid today on the Second Term's
 * invoice (the First Term's stays as the README tells it).
 */
import { schoolDate } from '@schoolmates/domain/calendar';
import { and, asc, eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { one } from '../db/rows.ts';
import { financeInvoices, users } from '../db/schema.ts';
import { financeScope } from '../finance/access.ts';
import { recordPayment } from '../finance/record-payment.ts';
import type { Outbox } from '../messages/outbox.ts';
import { authOf, callerFor } from './calls.ts';
import type { SeededIds } from './demo.ts';
import { SESSION } from './demo-school.ts';

/** The demo pupil's family address: payments and results reach it. */
export const DEMO_PUPIL_EMAIL = 'danjuma.family@demo.schoolmates.test';

export async function seedDemoMessages(db: Db, config: Config, ids: SeededIds, outbox: Outbox) {
  await db
    .update(users)
    .set({ email: DEMO_PUPIL_EMAIL })
    .where(and(eq(users.schId, ids.demo.schId), eq(users.id, ids.users.student)));
  const principal = await callerFor(db, config, ids.users.principal, outbox);
  await principal('createAnnouncement', {
    body: {
      title: 'Welcome to SchoolMates',
      description:
        "The school's results, invoices, receipts and notices now reach you here and by e-mail.",
      priority: 'normal',
      audience: 'all',
    },
  });
  const bursar = await authOf(db, ids.users.account);
  const invoice = one(
    await db
      .select({ id: financeInvoices.id })
      .from(financeInvoices)
      .where(
        and(
          eq(financeInvoices.schId, ids.demo.schId),
          eq(financeInvoices.studentId, ids.users.student),
          eq(financeInvoices.session, SESSION),
          eq(financeInvoices.term, 'Second Term'),
        ),
      )
      .orderBy(asc(financeInvoices.id))
      .limit(1),
  );
  await recordPayment(
    db,
    outbox,
    config,
    bursar,
    financeScope(bursar),
    {
      invoice_id: String(invoice.id),
      amount_paid: 500_000,
      payment_method: 'cash',
      paid_at: schoolDate(new Date()),
      remark: 'Paid at the bursary',
    },
    async () => {},
  );
}
