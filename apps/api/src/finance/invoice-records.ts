/**
 * Invoices as the contract gives them: the current lines with the domain's invoice arithmetic,
 * checked against the ledger, with the payments and adjustments folded from it.
 */
import { type ItemFigures, invoiceFigures, itemFigures } from '@schoolmates/domain/money';
import type { components } from '@schoolmates/sdk';
import type { DbOrTx } from '../db/client.ts';
import { one } from '../db/rows.ts';
import { type Paging, record } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import type { FinanceScope } from './access.ts';
import {
  currentItems,
  type InvoiceFilters,
  invoiceIds,
  invoiceOf,
  invoiceRows,
  receiptNumbers,
  type StoredItem,
} from './invoices.queries.ts';
import { actorNames, ledgerOf } from './ledger.queries.ts';
import { readInvoiceLedger } from './ledger.ts';

type S = components['schemas'];

const percentOf = (item: StoredItem) => item.discountHundredths / 100;

/** The figures of a stored line, by the domain's rule. */
const storedFigures = (item: StoredItem): ItemFigures =>
  itemFigures({
    amount: item.amount,
    discount: percentOf(item),
    discount_amount: item.discountAmount,
  });

const wireItem = (item: StoredItem): S['InvoiceItem'] => ({
  fee_id: String(item.feeId),
  feetype: item.feetype,
  ...storedFigures(item),
});

/** The invoices with these ids as the contract gives them, in the order of `ids`. */
export async function invoiceRecords(
  db: DbOrTx,
  schId: bigint,
  ids: readonly bigint[],
): Promise<S['InvoiceRecord'][]> {
  if (ids.length === 0) return [];
  const rows = await invoiceRows(db, schId, ids);
  const [items, ledgers, payments] = await Promise.all([
    currentItems(db, schId, ids),
    ledgerOf(db, schId, 'invoiceId', ids),
    receiptNumbers(db, schId, ids),
  ]);
  const receipts = new Map(payments.map((p) => [p.id, p.receiptNo]));
  const folded = new Map([...ledgers].map(([id, entries]) => [id, readInvoiceLedger(entries)]));
  const actors = await actorNames(
    db,
    schId,
    [...folded.values()].flatMap((l) => l.adjustments.map((a) => a.entry.actorId)),
  );
  const byId = new Map(rows.map((r) => [r.invoice.id, r]));
  return ids.map((id) => {
    const row = byId.get(id);
    const ledger = folded.get(id);
    if (!row || !ledger) throw notFound('Invoice');
    const lines = items.filter((i) => i.invoiceId === id);
    const counted = ledger.payments.filter((p) => p.reversal === null);
    const figures = invoiceFigures({
      items: lines.map(storedFigures),
      payments: counted.map((p) => p.counted),
    });
    // The lines and the ledger are written together; a difference is a bug, never an answer.
    if (figures.total_amount !== ledger.total || figures.amount_paid !== ledger.paid) {
      throw new Error(`Invoice ${id}: its lines and the ledger disagree`);
    }
    const invoice = row.invoice;
    return record(invoice.id, {
      invoice_no: invoice.invoiceNo,
      student_id: String(invoice.studentId),
      fullname: row.fullname,
      admission_number: row.admissionNumber ?? '',
      class_id: String(invoice.classId ?? invoice.preschoolId),
      class_name: row.className,
      sub_class: invoice.subClass,
      campus_id: String(invoice.campusId),
      campus: row.campus,
      term: invoice.term,
      session: invoice.session,
      due_date: invoice.dueDate,
      notation: invoice.notation,
      items: lines.map(wireItem),
      gross_amount: figures.gross_amount,
      discount_total: figures.discount_total,
      total_amount: figures.total_amount,
      amount_paid: figures.amount_paid,
      outstanding: figures.outstanding,
      status: figures.status,
      payments: counted.map((p) => ({
        payment_id: String(p.paymentId),
        receipt_no: receipts.get(p.paymentId) ?? '',
        amount_paid: p.counted,
        payment_method: p.current.method ?? 'cash',
        paid_at: p.current.occurredOn ?? invoice.createdAt.toISOString().slice(0, 10),
      })),
      adjustments: ledger.adjustments.map((a) => ({
        adjusted_at: a.entry.createdAt.toISOString(),
        adjusted_by: actors.get(a.entry.actorId) ?? '',
        reason: a.entry.reason ?? '',
        previous_total_amount: a.previousTotal,
        new_total_amount: a.newTotal,
      })),
      created_at: invoice.createdAt.toISOString(),
      updated_at: invoice.updatedAt.toISOString(),
    });
  });
}

/** One page of the invoices the caller may see, matching `filters`. */
export async function listInvoices(
  db: DbOrTx,
  scope: FinanceScope,
  filters: InvoiceFilters,
  page: Paging,
) {
  const { ids, total } = await invoiceIds(db, scope, filters, page);
  return { records: await invoiceRecords(db, scope.schId, ids), total };
}

/** An invoice the caller may see, as the contract gives it (404 otherwise). */
export async function visibleInvoice(db: DbOrTx, scope: FinanceScope, id: bigint) {
  const invoice = await invoiceOf(db, scope, id);
  return one(await invoiceRecords(db, scope.schId, [invoice.id]));
}
