/**
 * Payments as the contract gives them: each folded from its invoice's ledger (amount and details
 * as they stand, corrections, reversal, the balance right after it), for the caller's scope.
 */
import { invoiceStatus, outstandingOf } from '@schoolmates/domain/money';
import type { components } from '@schoolmates/sdk';
import type { DbOrTx } from '../db/client.ts';
import { type Paging, record } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import type { FinanceScope } from './access.ts';
import type { BankRow } from './banks.queries.ts';
import { invoiceOf } from './invoices.queries.ts';
import { actorNames, ledgerOf } from './ledger.queries.ts';
import { type LedgerEntry, type PaymentState, readInvoiceLedger } from './ledger.ts';
import {
  banksByIds,
  type PaymentFilters,
  paymentIds,
  paymentRow,
  paymentRows,
} from './payments.queries.ts';

type S = components['schemas'];

/** What a caller already read in its transaction, so the answer does not read it again. */
export interface KnownRows {
  /** Ledger entries of invoices, complete and in id order. */
  entries?: Map<bigint, LedgerEntry[]>;
  banks?: BankRow[];
}

/** The payments with these ids as the contract gives them, in the order of `ids`. */
export async function paymentRecords(
  db: DbOrTx,
  schId: bigint,
  ids: readonly bigint[],
  known: KnownRows = {},
): Promise<S['PaymentRecord'][]> {
  if (ids.length === 0) return [];
  const rows = await paymentRows(db, schId, ids);
  const invoiceIds = [...new Set(rows.map((r) => r.invoice.id))];
  const entries = invoiceIds.every((id) => known.entries?.has(id))
    ? (known.entries as Map<bigint, LedgerEntry[]>)
    : await ledgerOf(db, schId, 'invoiceId', invoiceIds);
  const ledgers = new Map(invoiceIds.map((id) => [id, readInvoiceLedger(entries.get(id) ?? [])]));
  const states = [...ledgers.values()].flatMap((l) => l.payments);
  const entriesOf = (p: PaymentState) => [
    p.current,
    ...p.corrections.map((c) => c.entry),
    ...(p.reversal ? [p.reversal] : []),
  ];
  const bank = new Map((known.banks ?? []).map((b) => [b.id, b]));
  const bankIds = [
    ...new Set(
      states
        .flatMap(entriesOf)
        .flatMap((e) => (e.bankId === null || bank.has(e.bankId) ? [] : [e.bankId])),
    ),
  ];
  // Recorders' names came with the rows; only correctors and reversers are looked up.
  const recorders = new Map(rows.map((r) => [r.payment.recordedBy, r.recordedBy]));
  const [banks, others] = await Promise.all([
    bankIds.length === 0 ? [] : banksByIds(db, schId, bankIds),
    actorNames(
      db,
      schId,
      states
        .flatMap(entriesOf)
        .map((e) => e.actorId)
        .filter((id) => !recorders.has(id)),
    ),
  ]);
  for (const b of banks) bank.set(b.id, b);
  const actors = new Map([...recorders, ...others]);
  const byId = new Map(rows.map((r) => [r.payment.id, r]));
  return ids.map((id) => {
    const row = byId.get(id);
    const ledger = row && ledgers.get(row.invoice.id);
    const state = ledger?.payments.find((p) => p.paymentId === id);
    if (!row || !ledger || !state) throw notFound('Payment');
    // Outstanding right after this payment, payments in the order they were made.
    let paidSoFar = 0;
    for (const other of ledger.payments) {
      paidSoFar += other.counted;
      if (other.paymentId === id) break;
    }
    const balanceAfter = outstandingOf(ledger.total, paidSoFar);
    const current = state.current;
    const paidInto = current.bankId === null ? undefined : bank.get(current.bankId);
    return record(id, {
      receipt_no: row.payment.receiptNo,
      invoice_id: String(row.invoice.id),
      invoice_no: row.invoice.invoiceNo,
      campus_id: String(row.invoice.campusId),
      campus: row.campus,
      student_id: String(row.invoice.studentId),
      student_fullname: row.fullname,
      admission_number: row.admissionNumber ?? '',
      class_id: String(row.invoice.classId ?? row.invoice.preschoolId),
      class_name: row.className,
      term: row.invoice.term,
      session: row.invoice.session,
      amount_paid: current.amount,
      payment_method: current.method ?? 'cash',
      bank_id: current.bankId === null ? null : String(current.bankId),
      bank_name: paidInto?.bankName ?? null,
      account_name: paidInto?.accountName ?? null,
      reference: current.reference,
      paid_at: current.occurredOn ?? row.payment.createdAt.toISOString().slice(0, 10),
      remark: current.note,
      type: balanceAfter === 0 ? 'complete_payment' : 'part_payment',
      invoice_total: ledger.total,
      balance_after: balanceAfter,
      invoice_status: invoiceStatus(ledger.total, ledger.paid),
      recorded_by: row.recordedBy,
      edits: state.corrections.map(({ entry }) => ({
        edited_at: entry.createdAt.toISOString(),
        edited_by: actors.get(entry.actorId) ?? '',
        reason: entry.reason ?? '',
        previous_amount_paid: -entry.amount,
        previous_payment_method: entry.method ?? 'cash',
        previous_bank_id: entry.bankId === null ? null : String(entry.bankId),
        previous_paid_at: entry.occurredOn ?? '',
      })),
      reversal: state.reversal
        ? {
            reversed_at: state.reversal.createdAt.toISOString(),
            reversed_by: actors.get(state.reversal.actorId) ?? '',
            reason: state.reversal.reason ?? '',
          }
        : null,
      created_at: row.payment.createdAt.toISOString(),
    });
  });
}

/** One page of the payments the caller may see, matching `filters`. */
export async function listPayments(
  db: DbOrTx,
  scope: FinanceScope,
  filters: PaymentFilters,
  page: Paging,
) {
  const { ids, total } = await paymentIds(db, scope, filters, page);
  return { records: await paymentRecords(db, scope.schId, ids), total };
}

/** A payment the caller may see (404 otherwise), with its invoice. */
export async function paymentOf(db: DbOrTx, scope: FinanceScope, id: bigint, lock = false) {
  const payment = await paymentRow(db, scope.schId, id);
  if (!payment) throw notFound('Payment');
  try {
    return { payment, invoice: await invoiceOf(db, scope, payment.invoiceId, lock) };
  } catch {
    throw notFound('Payment');
  }
}

/** A payment the caller may see, as the contract gives it (404 otherwise). */
export async function visiblePayment(db: DbOrTx, scope: FinanceScope, id: bigint) {
  const { payment } = await paymentOf(db, scope, id);
  const [answer] = await paymentRecords(db, scope.schId, [payment.id]);
  if (!answer) throw notFound('Payment');
  return answer;
}
