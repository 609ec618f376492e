/**
 * Recording a payment: against an invoice the caller may see, up to its outstanding balance,
 * with the next receipt number of the invoice's session, all in one transaction with the
 * answer remembered for its Idempotency-Key.
 */
import { schoolDate } from '@schoolmates/domain/calendar';
import { formatNaira, outstandingOf } from '@schoolmates/domain/money';
import type { components } from '@schoolmates/sdk';
import type { Auth } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { one } from '../db/rows.ts';
import { invalid } from '../http/errors.ts';
import { notify } from '../messages/notify.ts';
import type { Outbox } from '../messages/outbox.ts';
import type { FinanceScope } from './access.ts';
import { bankForMethod } from './bank-for-method.ts';
import { notInFuture } from './dates.ts';
import { paymentNotice } from './finance-notices.ts';
import type { Remember } from './idempotent.ts';
import { invoiceOf } from './invoices.queries.ts';
import { allocateNumbers, documentNumber, ledgerOf } from './ledger.queries.ts';
import { type LedgerEntry, readInvoiceLedger } from './ledger.ts';
import { paymentRecords } from './payment-records.ts';
import { insertPayment, insertPaymentEntry } from './payments.queries.ts';

type S = components['schemas'];

/** An invoice locked for a payment, with its ledger as it stands and what is still owed. */
export interface InvoiceBalance {
  invoice: Awaited<ReturnType<typeof invoiceOf>>;
  entries: LedgerEntry[];
  outstanding: number;
}

/** Locks the invoice (payments to it take turns) and reads what is still owed on it. */
export async function invoiceBalance(
  tx: DbOrTx,
  scope: FinanceScope,
  invoiceId: bigint,
): Promise<InvoiceBalance> {
  const invoice = await invoiceOf(tx, scope, invoiceId, true);
  const entries =
    (await ledgerOf(tx, scope.schId, 'invoiceId', [invoice.id])).get(invoice.id) ?? [];
  const ledger = readInvoiceLedger(entries);
  return { invoice, entries, outstanding: outstandingOf(ledger.total, ledger.paid) };
}

/**
 * Records a payment (in one transaction with its receipt number and the key's answer): a
 * bursar's, or a student's credit used by a new invoice (apply-credit.ts).
 */
export async function recordPayment(
  db: DbOrTx,
  outbox: Outbox,
  config: Pick<Config, 'publicUrl'>,
  auth: Pick<Auth, 'userId'>,
  scope: FinanceScope,
  input: S['PaymentInput'],
  remember: Remember,
) {
  notInFuture('paid_at', input.paid_at);
  return db.transaction(async (tx) => {
    const balance = await invoiceBalance(tx, scope, BigInt(input.invoice_id));
    if (input.amount_paid > balance.outstanding) {
      const outstanding = formatNaira(balance.outstanding);
      throw invalid(
        { amount_paid: [`exceeds the outstanding balance of ${outstanding}`] },
        `Amount exceeds the outstanding balance of ${outstanding}`,
      );
    }
    const answer = await enterPayment(tx, outbox, config, auth, scope, balance, input);
    await remember(tx, 201, answer);
    return answer;
  });
}

/**
 * Enters a payment of at most the balance on an invoice locked by `invoiceBalance`: the next
 * receipt number of the invoice's session, the ledger entry, and the receipt through the outbox.
 * An online payment the provider confirmed comes here straight (online-payments/settle.ts), with the
 * invoice it locked to work out what the payment covers.
 */
export async function enterPayment(
  tx: DbOrTx,
  outbox: Outbox,
  config: Pick<Config, 'publicUrl'>,
  auth: Pick<Auth, 'userId'>,
  scope: FinanceScope,
  { invoice, entries }: InvoiceBalance,
  input: S['PaymentInput'],
) {
  const bank = await bankForMethod(tx, scope.schId, input.payment_method, input.bank_id);
  const number = await allocateNumbers(tx, scope.schId, invoice.session, 'receipt');
  const payment = await insertPayment(tx, {
    schId: scope.schId,
    invoiceId: invoice.id,
    receiptNo: documentNumber('receipt', invoice.session, number),
    recordedBy: auth.userId,
  });
  const entry = await insertPaymentEntry(tx, {
    schId: scope.schId,
    kind: 'payment',
    campusId: invoice.campusId,
    term: invoice.term,
    session: invoice.session,
    invoiceId: invoice.id,
    paymentId: payment.id,
    amount: input.amount_paid,
    actorId: auth.userId,
    method: input.payment_method,
    bankId: bank?.id ?? null,
    occurredOn: input.paid_at ?? schoolDate(new Date()),
    reference: input.reference ?? null,
    note: input.remark ?? null,
  });
  const answer = {
    data: one(
      await paymentRecords(tx, scope.schId, [payment.id], {
        entries: new Map([[invoice.id, [...entries, ...entry]]]),
        banks: bank ? [bank] : [],
      }),
    ),
  };
  await notify(tx, outbox, paymentNotice(scope.schId, answer.data, config));
  return answer;
}
