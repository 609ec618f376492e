/**
 * Correcting a payment: its entry is taken back and the corrected one added, with the reason;
 * the corrected amount is at most what the invoice still owes without this payment. A payment
 * from the student's credit is not corrected (its amount is the credit's): it is reversed, which
 * gives the credit back.
 */
import { formatNaira } from '@schoolmates/domain/money';
import type { components } from '@schoolmates/sdk';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { one } from '../db/rows.ts';
import { conflict, invalid } from '../http/errors.ts';
import type { FinanceScope } from './access.ts';
import { bankForMethod } from './bank-for-method.ts';
import { creditUsedBy } from './credits.queries.ts';
import { notInFuture } from './dates.ts';
import { appendLedger, type NewEntry } from './ledger.queries.ts';
import { detailsOf, openPayment } from './open-payment.ts';
import { paymentRecords } from './payment-records.ts';

type S = components['schemas'];

/** Corrects a payment: its entry is taken back and the corrected one added, with the reason. */
export async function correctPayment(
  db: DbOrTx,
  auth: Auth,
  scope: FinanceScope,
  id: bigint,
  input: S['PaymentUpdate'],
) {
  notInFuture('paid_at', input.paid_at);
  await db.transaction(async (tx) => {
    const { ledger, state, base } = await openPayment(tx, scope, id);
    if ((await creditUsedBy(tx, scope.schId, id)) > 0) {
      throw conflict(
        "This payment came from the student's credit: reverse it (the credit comes back) instead.",
      );
    }
    const current = state.current;
    const method = input.payment_method ?? current.method ?? 'cash';
    const askedBank =
      input.bank_id !== undefined
        ? input.bank_id
        : method === 'cash'
          ? null
          : current.bankId === null
            ? null
            : String(current.bankId);
    const bank = await bankForMethod(tx, scope.schId, method, askedBank);
    const amount = input.amount_paid ?? current.amount;
    const most = ledger.total - (ledger.paid - state.counted);
    if (amount > most) {
      throw invalid(
        { amount_paid: [`is more than the ${formatNaira(most)} this payment can be`] },
        `Amount exceeds the outstanding balance: this payment can be at most ${formatNaira(most)}`,
      );
    }
    const entries: NewEntry[] = [
      {
        ...base,
        kind: 'payment_correction',
        amount: -current.amount,
        actorId: auth.userId,
        reason: input.reason,
        ...detailsOf(current),
      },
      {
        ...base,
        kind: 'payment',
        amount,
        actorId: auth.userId,
        reason: input.reason,
        method,
        bankId: bank?.id ?? null,
        occurredOn: input.paid_at ?? current.occurredOn,
        reference: input.reference !== undefined ? input.reference : current.reference,
        note: input.remark !== undefined ? input.remark : current.note,
      },
    ];
    await appendLedger(tx, entries);
  });
  return one(await paymentRecords(db, scope.schId, [id]));
}
