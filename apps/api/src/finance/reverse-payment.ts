/** Reversing a payment: it stops counting; the payment and its reversal both stay. */
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { one } from '../db/rows.ts';
import type { FinanceScope } from './access.ts';
import { appendLedger } from './ledger.queries.ts';
import { detailsOf, openPayment } from './open-payment.ts';
import { paymentRecords } from './payment-records.ts';

/** Reverses a payment: it stops counting; the payment and its reversal both stay. */
export async function reversePayment(
  db: DbOrTx,
  auth: Auth,
  scope: FinanceScope,
  id: bigint,
  reason: string,
) {
  await db.transaction(async (tx) => {
    const { state, base } = await openPayment(tx, scope, id);
    await appendLedger(tx, [
      {
        ...base,
        kind: 'reversal',
        amount: -state.counted,
        actorId: auth.userId,
        reason,
        ...detailsOf(state.current),
      },
    ]);
  });
  return one(await paymentRecords(db, scope.schId, [id]));
}
