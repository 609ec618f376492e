/**
 * A student's statement across terms (issue 29, point 6): each term invoiced, oldest first, with
 * the balance brought forward from the terms before, the term's charge and payments from the
 * ledger, and the balance carried forward; then the credit the student holds (an online
 * overpayment's excess, student_credits) and what they owe in all.
 */
import type { components } from '@schoolmates/sdk';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { financeInvoices } from '../db/finance-schema.ts';
import { fullName } from '../db/names.ts';
import { studentCredits } from '../db/online-payments-schema.ts';
import { users } from '../db/schema.ts';
import { type FinanceScope, visible } from './access.ts';
import { chargedSum, paidSum } from './balances.ts';
import { koboTotal } from './ledger.queries.ts';

type S = components['schemas'];

const TERM_ORDER = sql`case ${financeInvoices.term} when 'First Term' then 1
  when 'Second Term' then 2 else 3 end`;

export async function studentStatement(
  db: DbOrTx,
  scope: FinanceScope,
  studentId: bigint,
): Promise<S['StudentStatement']> {
  const [student] = await db
    .select({
      id: users.id,
      campusId: users.campusId,
      fullname: fullName(users),
      admissionNumber: users.admissionNumber,
    })
    .from(users)
    .where(and(eq(users.schId, scope.schId), eq(users.id, studentId), eq(users.kind, 'student')));
  const found = visible(scope, student && { ...student, studentId: student.id }, 'Student');
  const [invoices, credits] = await Promise.all([
    db
      .select({
        id: financeInvoices.id,
        invoiceNo: financeInvoices.invoiceNo,
        session: financeInvoices.session,
        term: financeInvoices.term,
        // finance_invoices' columns written in full: in a one-table select Drizzle leaves them
        // unqualified, and inside the subquery an unqualified `id` is the ledger's.
        charged: sql<string>`(select ${chargedSum} from finance_ledger l
          where l.sch_id = finance_invoices.sch_id and l.invoice_id = finance_invoices.id)`,
        paid: sql<string>`(select ${paidSum} from finance_ledger l
          where l.sch_id = finance_invoices.sch_id and l.invoice_id = finance_invoices.id)`,
      })
      .from(financeInvoices)
      .where(and(eq(financeInvoices.schId, scope.schId), eq(financeInvoices.studentId, found.id)))
      .orderBy(financeInvoices.session, TERM_ORDER),
    db
      .select({ total: sql<string>`coalesce(sum(${studentCredits.amount}), 0)` })
      .from(studentCredits)
      .where(and(eq(studentCredits.schId, scope.schId), eq(studentCredits.studentId, found.id))),
  ]);
  let balance = 0;
  const terms = invoices.map((invoice): S['StudentStatementTerm'] => {
    const invoiced = koboTotal(invoice.charged);
    const paid = koboTotal(invoice.paid);
    const broughtForward = balance;
    balance += invoiced - paid;
    return {
      session: invoice.session,
      term: invoice.term,
      invoice_id: String(invoice.id),
      invoice_no: invoice.invoiceNo,
      brought_forward: broughtForward,
      invoiced,
      paid,
      carried_forward: balance,
    };
  });
  const credit = koboTotal(credits[0]?.total);
  return {
    student_id: String(found.id),
    fullname: found.fullname,
    admission_number: found.admissionNumber ?? '',
    terms,
    credit,
    balance: balance - credit,
  };
}
