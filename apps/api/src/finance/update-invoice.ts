/**
 * Changing an invoice: its due date and notation, and its lines, which after a payment change
 * only as an adjustment (a new version of the lines plus ledger entries, with a reason) and
 * never to a total below what was paid.
 */
import { formatNaira } from '@schoolmates/domain/money';
import type { components } from '@schoolmates/sdk';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { one } from '../db/rows.ts';
import { conflict } from '../http/errors.ts';
import type { FinanceScope } from './access.ts';
import { feesOfTerm } from './fees.queries.ts';
import { draftFigures, draftItems } from './invoice-lines.ts';
import { invoiceRecords } from './invoice-records.ts';
import { insertItems, invoiceOf, setInvoice } from './invoices.queries.ts';
import { appendLedger, ledgerOf, type NewEntry } from './ledger.queries.ts';
import { readInvoiceLedger } from './ledger.ts';

type S = components['schemas'];

export async function updateInvoice(
  db: DbOrTx,
  auth: Auth,
  scope: FinanceScope,
  id: bigint,
  input: S['InvoiceUpdate'],
) {
  await db.transaction(async (tx) => {
    const invoice = await invoiceOf(tx, scope, id, true);
    let itemsVersion = invoice.itemsVersion;
    if (input.items) {
      const fees = await feesOfTerm(
        tx,
        scope.schId,
        [invoice.campusId],
        invoice.term,
        invoice.session,
      );
      const items = draftItems(input.items, fees, invoice.classId, invoice.campusId);
      const ledger = readInvoiceLedger(
        (await ledgerOf(tx, scope.schId, 'invoiceId', [id])).get(id) ?? [],
      );
      const reason = input.adjustment_reason ?? null;
      if (ledger.paid > 0 && reason === null) {
        throw conflict(
          'This invoice has payments: its items change only as an adjustment. Send the new items with an adjustment_reason; the change is kept in the invoice history.',
        );
      }
      const figures = draftFigures(items);
      if (figures.total_amount < ledger.paid) {
        throw conflict(
          `The new total is below the ${formatNaira(ledger.paid)} already paid on this invoice.`,
        );
      }
      itemsVersion += 1;
      await insertItems(
        tx,
        items.map((item, position) => ({
          schId: scope.schId,
          invoiceId: id,
          version: itemsVersion,
          position,
          ...item,
        })),
      );
      const base = {
        schId: scope.schId,
        campusId: invoice.campusId,
        term: invoice.term,
        session: invoice.session,
        invoiceId: id,
        actorId: auth.userId,
        reason,
      };
      const discountChange = figures.discount_total - ledger.discount;
      const grossChange = figures.gross_amount - ledger.gross;
      const entries: NewEntry[] = [];
      // The discount first: the adjustment entry closes the change (see readInvoiceLedger).
      if (discountChange !== 0) entries.push({ ...base, kind: 'discount', amount: discountChange });
      if (grossChange !== 0 || reason !== null) {
        entries.push({ ...base, kind: 'adjustment', amount: grossChange });
      }
      await appendLedger(tx, entries);
    }
    await setInvoice(tx, scope.schId, id, {
      itemsVersion,
      ...(input.due_date !== undefined ? { dueDate: input.due_date } : {}),
      ...(input.notation !== undefined ? { notation: input.notation } : {}),
    });
  });
  return one(await invoiceRecords(db, scope.schId, [id]));
}
