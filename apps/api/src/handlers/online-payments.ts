/**
 * Area `finance`, paying online (issue 29): the superadmin's provider settings, a payer's
 * checkout and return page, the bursar's reconciliation, and the providers' webhooks.
 */

import {
  getOnlinePayment,
  listOnlinePayments,
  verifyOnlinePayment,
} from '../finance/online-payments/online-payment-reads.ts';
import { settingsOf } from '../finance/online-payments/online-payments.queries.ts';
import {
  PROVIDER_NAMES,
  providerSettingsRecord,
} from '../finance/online-payments/provider-settings.ts';
import { receivePaymentEvent } from '../finance/online-payments/receive-event.ts';
import { savePaymentProvider } from '../finance/online-payments/save-payment-provider.ts';
import { startOnlinePayment } from '../finance/online-payments/start-online-payment.ts';
import { item, message } from '../http/envelope.ts';
import type { HandlerMap } from './types.ts';

export const onlinePaymentsHandlers = {
  async listPaymentProviders({ db, config, auth }) {
    const rows = await settingsOf(db, auth.schId);
    return { data: rows.map((row) => providerSettingsRecord(config, row)) };
  },

  async savePaymentProvider({ db, config, auth, params, body }) {
    const row = await savePaymentProvider(db, config, auth, params.provider, body);
    return item(
      providerSettingsRecord(config, row),
      `${PROVIDER_NAMES[params.provider]} is set up.`,
    );
  },

  startOnlinePayment: ({ db, config, auth, body }) => startOnlinePayment(db, config, auth, body),

  listOnlinePayments: ({ db, auth, query }) => listOnlinePayments(db, auth, query.status),

  getOnlinePayment: ({ db, auth, params }) => getOnlinePayment(db, auth, params.reference),

  verifyOnlinePayment: ({ db, outbox, config, auth, params }) =>
    verifyOnlinePayment(db, outbox, config, auth, params.reference),

  async receivePaystackEvent({ db, outbox, config, req, body }) {
    return message(await receivePaymentEvent(db, outbox, config, req, 'paystack', body));
  },

  async receiveFlutterwaveEvent({ db, outbox, config, req, body }) {
    return message(await receivePaymentEvent(db, outbox, config, req, 'flutterwave', body));
  },
} satisfies Pick<
  HandlerMap,
  | 'listPaymentProviders'
  | 'savePaymentProvider'
  | 'startOnlinePayment'
  | 'listOnlinePayments'
  | 'getOnlinePayment'
  | 'verifyOnlinePayment'
  | 'receivePaystackEvent'
  | 'receiveFlutterwaveEvent'
>;
