/**
 * Acting on a provider's verify answer, once: the transaction's row is locked, the event (when
 * a webhook brought it) is claimed, and a transaction already credited is left alone. A
 * successful payment of at least the amount asked, in naira, of this reference enters the
 * ledger through the bursar's payment code (finance/record-payment.ts: receipt number,
 * ledger entry, receipt through the outbox) as a transfer to the bank the provider settles
 * into; what it brought above the invoice's balance becomes the student's credit. Any other
 * answer credits nothing and is flagged (`failed`); a pending one stays `initialized`.
 */
import { formatNaira } from '@schoolmates/domain/money';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Outbox } from '../../messages/outbox.ts';
import { insertCredit } from '../credits.queries.ts';
import { enterPayment, invoiceBalance } from '../record-payment.ts';
import {
  claimEvent,
  type SettingsRow,
  type TransactionRow,
  transactionOf,
  updateTransaction,
} from './online-payments.queries.ts';
import { PROVIDER_NAMES } from './provider-settings.ts';
import type { Verification } from './providers.ts';

export type Outcome = 'credited' | 'flagged' | 'pending' | 'replay' | 'already';

/** Why the answer does not pay this transaction; undefined when it does. */
function flawOf(row: TransactionRow, answer: Verification): string | undefined {
  if (answer.reference !== row.reference) {
    return `The provider answered for another reference (${answer.reference ?? 'none'}).`;
  }
  if (answer.status === 'failed') return 'The provider says the payment failed.';
  if (answer.currency !== 'NGN') {
    return `The payment is in ${answer.currency ?? 'no currency'}, not NGN.`;
  }
  if (answer.amount === undefined) return 'The provider answered no amount.';
  if (answer.amount < row.amount) {
    return `Paid ${formatNaira(answer.amount)}, less than the ${formatNaira(row.amount)} asked.`;
  }
  return undefined;
}

export async function settle(
  db: Db,
  outbox: Outbox,
  config: Pick<Config, 'publicUrl'>,
  settings: SettingsRow,
  reference: string,
  answer: Verification,
  eventId: string | undefined,
): Promise<{ row: TransactionRow; outcome: Outcome }> {
  return db.transaction(async (tx) => {
    const row = await transactionOf(tx, settings.schId, settings.provider, reference, {
      forUpdate: true,
    });
    if (!row) throw new Error(`online transaction ${reference} vanished`);
    if (
      eventId !== undefined &&
      !(await claimEvent(tx, {
        schId: row.schId,
        provider: row.provider,
        eventId,
        transactionId: row.id,
      }))
    ) {
      return { row, outcome: 'replay' };
    }
    if (row.status === 'credited') return { row, outcome: 'already' };
    const verified = { lastVerify: answer.raw, verifiedAt: new Date() };
    if (answer.status === 'pending' && answer.reference === row.reference) {
      return { row: await updateTransaction(tx, row, verified), outcome: 'pending' };
    }
    const flaw = flawOf(row, answer);
    if (flaw || answer.amount === undefined || row.invoiceId === null || row.payerId === null) {
      const flagged = await updateTransaction(tx, row, {
        ...verified,
        status: 'failed',
        paidAmount: answer.amount ?? null,
        flag: flaw ?? 'No invoice or payer to credit.',
      });
      return { row: flagged, outcome: 'flagged' };
    }
    const scope = { schId: row.schId, campusId: null, studentIds: null };
    const balance = await invoiceBalance(tx, scope, row.invoiceId);
    const credited = Math.min(answer.amount, balance.outstanding);
    const payment =
      credited > 0
        ? await enterPayment(tx, outbox, config, { userId: row.payerId }, scope, balance, {
            invoice_id: String(row.invoiceId),
            amount_paid: credited,
            payment_method: 'transfer',
            bank_id: String(settings.bankId),
            reference: `${row.provider}:${row.reference}`,
            remark: `Paid online through ${PROVIDER_NAMES[row.provider]}`,
          })
        : undefined;
    const excess = answer.amount - credited;
    if (excess > 0) {
      await insertCredit(tx, {
        schId: row.schId,
        studentId: balance.invoice.studentId,
        amount: excess,
        bankId: settings.bankId,
        transactionId: row.id,
      });
    }
    const done = await updateTransaction(tx, row, {
      ...verified,
      status: 'credited',
      paidAmount: answer.amount,
      excess,
      paymentId: payment ? BigInt(payment.data.id) : null,
      flag: null,
    });
    return { row: done, outcome: 'credited' };
  });
}
