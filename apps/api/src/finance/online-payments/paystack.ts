/**
 * Paystack (https://paystack.com/docs/api/): POST /transaction/initialize starts a checkout for
 * an amount in kobo and answers `authorization_url`; GET /transaction/verify/:reference
 * answers the transaction; webhooks carry `x-paystack-signature`, the HMAC-SHA512 (hex) of
 * the body as sent keyed with the secret key. Events have no id of their own: an event is its
 * name and the transaction's id (`charge.success:302961`).
 */
import { createHmac } from 'node:crypto';
import { sameSecret } from '../../http/same-secret.ts';
import {
  callProvider,
  objectOf,
  type PaymentProvider,
  providerFailed,
  textOf,
  type WebhookVerifier,
} from './providers.ts';

/** Today's format: the hex HMAC-SHA512 of the raw body. A timestamped format would be another verifier. */
export const paystackSignature: WebhookVerifier = {
  header: 'x-paystack-signature',
  matches(keys, rawBody, headers) {
    const expected = createHmac('sha512', keys.secretKey).update(rawBody).digest('hex');
    return sameSecret(headers['x-paystack-signature'], expected);
  },
};

/** Paystack's statuses; `abandoned`, `ongoing`, `pending` and the rest: the payer may still pay. */
const STATUSES: Record<string, 'success' | 'failed'> = {
  success: 'success',
  failed: 'failed',
  reversed: 'failed',
};

export const paystack: PaymentProvider = {
  name: 'paystack',
  verifier: paystackSignature,

  async startCheckout(config, keys, request) {
    const answer = await callProvider(
      'Paystack',
      `${config.paystackBaseUrl}/transaction/initialize`,
      keys.secretKey,
      {
        method: 'POST',
        body: {
          email: request.email,
          amount: request.amount,
          currency: 'NGN',
          reference: request.reference,
          callback_url: request.callbackUrl,
          metadata: request.metadata,
        },
      },
    );
    const url = textOf(objectOf(answer.data).authorization_url);
    if (answer.status !== true || !url) throw providerFailed('Paystack', 'no authorization_url');
    return url;
  },

  async verify(config, keys, { reference }) {
    const answer = await callProvider(
      'Paystack',
      `${config.paystackBaseUrl}/transaction/verify/${encodeURIComponent(reference)}`,
      keys.secretKey,
      { method: 'GET' },
    );
    const data = objectOf(answer.data);
    const amount = data.amount;
    return {
      reference: textOf(data.reference),
      status: STATUSES[String(data.status)] ?? 'pending',
      currency: textOf(data.currency),
      amount: Number.isSafeInteger(amount) ? (amount as number) : undefined,
      raw: answer.data ?? null,
    };
  },

  readEvent(body) {
    const event = objectOf(body);
    const data = objectOf(event.data);
    const name = textOf(event.event);
    const id = textOf(data.id);
    if (!name) return undefined;
    return {
      id: `${name}:${id ?? textOf(data.reference) ?? ''}`,
      charge: name === 'charge.success',
      reference: textOf(data.reference),
      providerId: id,
    };
  },
};
