/**
 * A student or guardian starts paying an invoice online: the amount is the server's (the
 * invoice's outstanding balance, or a part of it where the school allows part payments), the
 * reference names the school and is bound to the invoice, and the provider's checkout address
 * is answered. The transaction is written before the provider is asked, so a checkout the
 * provider started always has its row.
 */
import { randomBytes } from 'node:crypto';
import { formatNaira, outstandingOf } from '@schoolmates/domain/money';
import type { Schema } from '@schoolmates/sdk';
import type { Auth } from '../../auth/sessions.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { conflict, HttpError, invalid } from '../../http/errors.ts';
import { financeScope } from '../access.ts';
import { invoiceOf } from '../invoices.queries.ts';
import { ledgerOf } from '../ledger.queries.ts';
import { readInvoiceLedger } from '../ledger.ts';
import {
  insertTransaction,
  payerEmail,
  settingOf,
  settingsOf,
  updateTransaction,
} from './online-payments.queries.ts';
import { openKeys, PAYMENT_PROVIDERS, PROVIDER_NAMES } from './provider-settings.ts';
import { onlinePaymentRecord } from './records.ts';

export async function startOnlinePayment(
  db: Db,
  config: Config,
  auth: Auth,
  input: Schema<'OnlinePaymentInput'>,
) {
  const scope = financeScope(auth);
  const settings = input.provider
    ? await settingOf(db, auth.schId, input.provider)
    : (await settingsOf(db, auth.schId))
        .filter((row) => row.enabled)
        .sort((a, b) => (a.provider === 'paystack' ? -1 : b.provider === 'paystack' ? 1 : 0))[0];
  if (!settings?.enabled) {
    throw conflict(
      input.provider
        ? `The school does not take payments by ${PROVIDER_NAMES[input.provider]}.`
        : 'The school does not take payments online.',
    );
  }
  const provider = settings.provider;
  const name = PROVIDER_NAMES[provider];
  const invoice = await invoiceOf(db, scope, BigInt(input.invoice_id));
  const entries = (await ledgerOf(db, auth.schId, 'invoiceId', [invoice.id])).get(invoice.id) ?? [];
  const ledger = readInvoiceLedger(entries);
  const outstanding = outstandingOf(ledger.total, ledger.paid);
  if (outstanding <= 0) throw conflict('This invoice is paid; there is nothing to pay.');
  const amount = input.amount ?? outstanding;
  if (input.amount !== undefined && !settings.partPayments && amount !== outstanding) {
    throw invalid({ amount: ['the school takes the whole balance only'] });
  }
  if (amount > outstanding) {
    throw invalid({ amount: [`exceeds the outstanding balance of ${formatNaira(outstanding)}`] });
  }
  const keys = (() => {
    try {
      return openKeys(config, settings);
    } catch (error) {
      throw conflict(`${name} cannot be used: ${(error as Error).message}`);
    }
  })();
  const reference = `${auth.schId}-${randomBytes(12).toString('hex')}`;
  const row = await insertTransaction(db, {
    schId: auth.schId,
    provider,
    reference,
    invoiceId: invoice.id,
    studentId: invoice.studentId,
    payerId: auth.userId,
    amount,
    status: 'initialized',
  });
  if (!row) throw new Error('online transaction not written');
  const email =
    (await payerEmail(db, auth.schId, auth.userId)) ??
    (await payerEmail(db, auth.schId, invoice.studentId)) ??
    `payer-${auth.schId}-${auth.userId}@schoolmates.invalid`;
  let authorizationUrl: string;
  try {
    authorizationUrl = await PAYMENT_PROVIDERS[provider].startCheckout(config, keys, {
      reference,
      amount,
      email,
      callbackUrl: `${config.publicUrl}/pay/return?reference=${reference}`,
      metadata: { invoice_no: invoice.invoiceNo, invoice_id: String(invoice.id) },
    });
  } catch (error) {
    await updateTransaction(db, row, {
      status: 'failed',
      flag: `The checkout was not started: ${(error as Error).message}`,
    });
    throw error instanceof HttpError ? error : conflict(`${name} could not start the payment.`);
  }
  return { data: onlinePaymentRecord(row, null), authorization_url: authorizationUrl };
}
