/**
 * Reading online transactions: the payer's return page (their own, or their children's), the
 * bursar's reconciliation (their campus's, with what no invoice names), and "verify now".
 */
import type { Schema } from '@schoolmates/sdk';
import type { Auth } from '../../auth/sessions.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Outbox } from '../../messages/outbox.ts';
import { financeScope } from '../access.ts';
import { listTransactions, settingOf, type TransactionListRow } from './online-payments.queries.ts';
import { openKeys, PAYMENT_PROVIDERS, PROVIDER_NAMES } from './provider-settings.ts';
import { onlinePaymentRecord } from './records.ts';
import { settle } from './settle.ts';

const recordOf = (row: TransactionListRow) => onlinePaymentRecord(row, row.receiptNo);

export async function listOnlinePayments(
  db: Db,
  auth: Auth,
  status: Schema<'OnlinePaymentStatus'> | undefined,
) {
  const scope = financeScope(auth);
  const rows = await listTransactions(db, auth.schId, { status, campusId: scope.campusId });
  return { data: rows.map(recordOf) };
}

async function visibleTransaction(db: Db, auth: Auth, reference: string) {
  const scope = financeScope(auth);
  const [row] = await listTransactions(db, auth.schId, { reference, campusId: scope.campusId }, 1);
  if (
    !row ||
    (scope.studentIds !== null &&
      (row.studentId === null || !scope.studentIds.includes(row.studentId)))
  ) {
    throw notFound('Online payment');
  }
  return row;
}

export async function getOnlinePayment(db: Db, auth: Auth, reference: string) {
  return { data: recordOf(await visibleTransaction(db, auth, reference)) };
}

/** Asks the provider again and acts on its answer as a webhook would. */
export async function verifyOnlinePayment(
  db: Db,
  outbox: Outbox,
  config: Config,
  auth: Auth,
  reference: string,
) {
  const row = await visibleTransaction(db, auth, reference);
  if (row.status === 'unmatched') {
    throw conflict('No transaction of the school has this reference; there is nothing to verify.');
  }
  const settings = await settingOf(db, auth.schId, row.provider);
  if (!settings) throw conflict(`${PROVIDER_NAMES[row.provider]} is not set up.`);
  const answer = await PAYMENT_PROVIDERS[row.provider].verify(config, openKeys(config, settings), {
    reference,
    providerId: undefined,
  });
  await settle(db, outbox, config, settings, reference, answer, undefined);
  return { data: recordOf(await visibleTransaction(db, auth, reference)) };
}
