/**
 * Reversing a payment: it stops counting; the payment and its reversal both stay. A payment from
 * the student's credit gives the credit back.
 */
import type { Auth } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { one } from '../db/rows.ts';
import { notify } from '../messages/notify.ts';
import type { Outbox } from '../messages/outbox.ts';
import type { FinanceScope } from './access.ts';
import { returnCredit } from './credits.queries.ts';
import { paymentNotice } from './finance-notices.ts';
import { appendLedger } from './ledger.queries.ts';
import { detailsOf, openPayment } from './open-payment.ts';
import { paymentRecords } from './payment-records.ts';

/** Reverses a payment: it stops counting; the payment and its reversal both stay. */
export async function reversePayment(
  db: DbOrTx,
  outbox: Outbox,
  config: Pick<Config, 'publicUrl'>,
  auth: Auth,
  scope: FinanceScope,
  id: bigint,
  reason: string,
) {
  return db.transaction(async (tx) => {
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
    await returnCredit(tx, scope.schId, id);
    const payment = one(await paymentRecords(tx, scope.schId, [id]));
    await notify(tx, outbox, paymentNotice(scope.schId, payment, config, { reason }));
    return payment;
  });
}
