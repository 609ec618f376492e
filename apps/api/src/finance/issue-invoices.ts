/**
 * Issuing invoices of one session, in the caller's transaction, the one way a single invoice
 * and a class's are made: consecutive numbers from the counter, the lines (version 1) and their
 * ledger entries, the notice to each student, and each student's credit paying their new
 * invoice as far as it goes (apply-credit.ts).
 */
import type { Auth } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import type { FinanceTerm } from '../db/finance-schema.ts';
import { notify } from '../messages/notify.ts';
import type { Outbox } from '../messages/outbox.ts';
import type { FinanceScope } from './access.ts';
import { applyCredit } from './apply-credit.ts';
import { invoiceNotice } from './finance-notices.ts';
import { type DraftItem, draftFigures } from './invoice-lines.ts';
import { insertInvoices, insertItems } from './invoices.queries.ts';
import { allocateNumbers, appendLedger, documentNumber, type NewEntry } from './ledger.queries.ts';

/** An invoice to issue. */
export interface InvoiceDraft {
  campusId: bigint;
  studentId: bigint;
  classId: bigint | null;
  preschoolId: bigint | null;
  subClass: string | null;
  items: DraftItem[];
}

/** What the invoices issued together share. */
export interface IssueTerms {
  term: FinanceTerm;
  session: string;
  dueDate: string;
  notation: string | null;
}

export interface IssuedInvoice {
  id: bigint;
  invoiceNo: string;
  studentId: bigint;
  total: number;
}

/** Two invoices for one student and term written at once: the unique index keeps one. */
export const INVOICED_MEANWHILE =
  'A student was invoiced for this term by another request meanwhile; nothing was written. Try again.';

/**
 * Issues the drafts; answers them issued, in order. Invoices for a class (`batch`) are told of
 * as one batch of notices.
 */
export async function issueInvoices(
  tx: DbOrTx,
  outbox: Outbox,
  config: Pick<Config, 'publicUrl'>,
  auth: Auth,
  scope: FinanceScope,
  terms: IssueTerms,
  drafts: readonly InvoiceDraft[],
  batch = false,
): Promise<IssuedInvoice[]> {
  const issued = await writeInvoices(tx, auth, terms, drafts);
  await notify(
    tx,
    outbox,
    invoiceNotice(
      auth.schId,
      issued,
      terms,
      config,
      batch && issued[0] ? `invoices:${issued[0].id}` : undefined,
    ),
  );
  await applyCredit(
    tx,
    outbox,
    config,
    auth,
    scope,
    issued.map((invoice) => ({ ...invoice, owed: invoice.total })),
  );
  return issued;
}

async function writeInvoices(
  tx: DbOrTx,
  auth: Auth,
  terms: IssueTerms,
  drafts: readonly InvoiceDraft[],
): Promise<IssuedInvoice[]> {
  if (drafts.length === 0) return [];
  const { term, session } = terms;
  const first = await allocateNumbers(tx, auth.schId, session, 'invoice', drafts.length);
  const issued = await insertInvoices(
    tx,
    drafts.map((d, index) => ({
      schId: auth.schId,
      campusId: d.campusId,
      studentId: d.studentId,
      classId: d.classId,
      preschoolId: d.preschoolId,
      subClass: d.subClass,
      term,
      session,
      invoiceNo: documentNumber('invoice', session, first + index),
      dueDate: terms.dueDate,
      notation: terms.notation,
      createdBy: auth.userId,
    })),
  );
  const idOf = (index: number) => (issued[index] as (typeof issued)[number]).id;
  await insertItems(
    tx,
    drafts.flatMap((d, index) =>
      d.items.map((item, position) => ({
        schId: auth.schId,
        invoiceId: idOf(index),
        version: 1,
        position,
        ...item,
      })),
    ),
  );
  const figures = drafts.map((d) => draftFigures(d.items));
  await appendLedger(
    tx,
    drafts.flatMap((d, index) => {
      const base = {
        schId: auth.schId,
        campusId: d.campusId,
        term,
        session,
        invoiceId: idOf(index),
        actorId: auth.userId,
      };
      const { gross_amount, discount_total } = figures[index] as (typeof figures)[number];
      const entries: NewEntry[] = [{ ...base, kind: 'invoice_issued', amount: gross_amount }];
      if (discount_total > 0) entries.push({ ...base, kind: 'discount', amount: discount_total });
      return entries;
    }),
  );
  return issued.map((row, index) => ({
    ...row,
    total: (figures[index] as (typeof figures)[number]).total_amount,
  }));
}
