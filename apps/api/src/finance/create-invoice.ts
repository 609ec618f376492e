/**
 * Invoicing one student for a term: an active student in a class whom the caller may bill, the
 * lines asked from the term's fees, one invoice per student and term (409 for a second).
 */
import type { components } from '@schoolmates/sdk';
import type { Auth } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import type { FinanceTerm } from '../db/finance-schema.ts';
import { one } from '../db/rows.ts';
import { conflict, invalid, uniquely } from '../http/errors.ts';
import type { Outbox } from '../messages/outbox.ts';
import { type FinanceScope, visible } from './access.ts';
import { feesOfTerm } from './fees.queries.ts';
import { draftItems } from './invoice-lines.ts';
import { invoiceRecords } from './invoice-records.ts';
import { existingInvoices, studentRow } from './invoices.queries.ts';
import { INVOICED_MEANWHILE, issueInvoices } from './issue-invoices.ts';

type S = components['schemas'];

/** An active student of the school whom the caller may bill (404 for another school's). */
async function billableStudent(db: DbOrTx, scope: FinanceScope, id: bigint) {
  const student = await studentRow(db, scope.schId, id);
  const found = visible(
    scope,
    student ? { ...student, studentId: student.id } : undefined,
    'Student',
  );
  if (found.status !== 'active') throw invalid({ student_id: ['is not an active student'] });
  if (found.classId === null && found.preschoolId === null) {
    throw invalid({ student_id: ['is in no class'] });
  }
  return found;
}

export async function createInvoice(
  db: DbOrTx,
  outbox: Outbox,
  config: Pick<Config, 'publicUrl'>,
  auth: Auth,
  scope: FinanceScope,
  input: S['InvoiceInput'],
  period: { term: FinanceTerm; session: string },
) {
  const student = await billableStudent(db, scope, BigInt(input.student_id));
  const fees = await feesOfTerm(db, scope.schId, [student.campusId], period.term, period.session);
  const items = draftItems(input.items, fees, student.classId, student.campusId);
  const id = await uniquely(INVOICED_MEANWHILE, () =>
    db.transaction(async (tx) => {
      const existing = (
        await existingInvoices(tx, scope.schId, [student.id], period.term, period.session)
      ).get(student.id);
      if (existing) {
        throw conflict(
          `The student already has invoice ${existing.invoiceNo} for ${period.term} ${period.session}.`,
        );
      }
      const issued = await issueInvoices(
        tx,
        outbox,
        config,
        auth,
        scope,
        { ...period, dueDate: input.due_date, notation: input.notation ?? null },
        [
          {
            campusId: student.campusId,
            studentId: student.id,
            classId: student.classId,
            preschoolId: student.preschoolId,
            subClass: student.subClass,
            items,
          },
        ],
      );
      return one(issued).id;
    }),
  );
  return one(await invoiceRecords(db, scope.schId, [id]));
}
