/**
 * Flutterwave (https://developer.flutterwave.com/docs): POST /v3/payments (standard payment)
 * starts a checkout for an amount in naira and answers `data.link`; GET
 * /v3/transactions/:id/verify answers a transaction by Flutterwave's id; webhooks carry
 * `verif-hash`, the secret hash the school set in its dashboard. An event is its name and the
 * transaction's id (`charge.completed:285959875`).
 */
import { sameSecret } from '../../http/same-secret.ts';
import {
  callProvider,
  objectOf,
  type PaymentProvider,
  providerFailed,
  textOf,
  type WebhookVerifier,
} from './providers.ts';

export const flutterwaveHash: WebhookVerifier = {
  header: 'verif-hash',
  matches(keys, _rawBody, headers) {
    return sameSecret(headers['verif-hash'], keys.webhookHash);
  },
};

/** Naira with kobo as decimals (`1500.5`) → kobo; undefined unless exact. */
function koboOf(naira: unknown): number | undefined {
  if (typeof naira !== 'number' || !Number.isFinite(naira)) return undefined;
  const kobo = Math.round(naira * 100);
  return Math.abs(kobo - naira * 100) < 1e-6 ? kobo : undefined;
}

const STATUSES: Record<string, 'success' | 'failed'> = {
  successful: 'success',
  failed: 'failed',
  cancelled: 'failed',
};

export const flutterwave: PaymentProvider = {
  name: 'flutterwave',
  verifier: flutterwaveHash,

  async startCheckout(config, keys, request) {
    const answer = await callProvider(
      'Flutterwave',
      `${config.flutterwaveBaseUrl}/v3/payments`,
      keys.secretKey,
      {
        method: 'POST',
        body: {
          tx_ref: request.reference,
          amount: request.amount / 100,
          currency: 'NGN',
          redirect_url: request.callbackUrl,
          customer: { email: request.email },
          meta: request.metadata,
        },
      },
    );
    const link = textOf(objectOf(answer.data).link);
    if (answer.status !== 'success' || !link) throw providerFailed('Flutterwave', 'no link');
    return link;
  },

  async verify(config, keys, { reference, providerId }) {
    // Flutterwave verifies by its own id; before a webhook told it, by our reference.
    const url = providerId
      ? `${config.flutterwaveBaseUrl}/v3/transactions/${encodeURIComponent(providerId)}/verify`
      : `${config.flutterwaveBaseUrl}/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(reference)}`;
    const answer = await callProvider('Flutterwave', url, keys.secretKey, { method: 'GET' });
    const data = objectOf(answer.data);
    return {
      reference: textOf(data.tx_ref),
      status: STATUSES[String(data.status)] ?? 'pending',
      currency: textOf(data.currency),
      amount: koboOf(data.amount),
      raw: answer.data ?? null,
    };
  },

  readEvent(body) {
    const event = objectOf(body);
    const data = objectOf(event.data);
    const name = textOf(event.event) ?? textOf(event['event.type']);
    const id = textOf(data.id);
    if (!name || !id) return undefined;
    return {
      id: `${name}:${id}`,
      charge: name === 'charge.completed',
      reference: textOf(data.tx_ref),
      providerId: id,
    };
  },
};
