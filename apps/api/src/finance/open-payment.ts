/** A payment about to change (corrected or reversed): locked, read from the ledger, still open. */
import type { DbOrTx } from '../db/client.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { FinanceScope } from './access.ts';
import { ledgerOf } from './ledger.queries.ts';
import { type LedgerEntry, readInvoiceLedger } from './ledger.ts';
import { paymentOf } from './payment-records.ts';

/** The details of a payment entry, carried to the entries that take it back. */
export const detailsOf = (entry: LedgerEntry) => ({
  method: entry.method,
  bankId: entry.bankId,
  occurredOn: entry.occurredOn,
  reference: entry.reference,
  note: entry.note,
});

/** The payment locked with its invoice and its state in the ledger; 409 once reversed. */
export async function openPayment(tx: DbOrTx, scope: FinanceScope, id: bigint) {
  const { invoice } = await paymentOf(tx, scope, id, true);
  const ledger = readInvoiceLedger(
    (await ledgerOf(tx, scope.schId, 'invoiceId', [invoice.id])).get(invoice.id) ?? [],
  );
  const state = ledger.payments.find((p) => p.paymentId === id);
  if (!state) throw notFound('Payment');
  if (state.reversal) throw conflict('This payment was reversed; it can no longer change.');
  const base = {
    schId: scope.schId,
    campusId: invoice.campusId,
    term: invoice.term,
    session: invoice.session,
    invoiceId: invoice.id,
    paymentId: id,
  };
  return { invoice, ledger, state, base };
}
