/**
 * What the portal needs of a payment provider (issue 29): start a checkout, ask about a
 * transaction (verify), and read and authenticate its webhooks. Paystack and Flutterwave
 * implement it (paystack.ts, flutterwave.ts); their base URLs come from the config, so the
 * tests point them at a stub on 127.0.0.1.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Config } from '../../config.ts';
import { HttpError } from '../../http/errors.ts';

export type Provider = 'paystack' | 'flutterwave';

/** The keys a school stored for a provider, opened. */
export interface ProviderKeys {
  secretKey: string;
  /** Flutterwave: the secret hash its webhooks carry. */
  webhookHash: string | undefined;
}

export interface CheckoutRequest {
  reference: string;
  /** Kobo. */
  amount: number;
  email: string;
  callbackUrl: string;
  metadata: Record<string, string>;
}

/** A provider's verify answer, read. */
export interface Verification {
  reference: string | undefined;
  /** `success`: paid; `pending`: not yet (the payer may still pay); `failed`: will not be paid. */
  status: 'success' | 'pending' | 'failed';
  currency: string | undefined;
  /** Kobo; undefined when the answer has none. */
  amount: number | undefined;
  /** The answer's `data` as it came, kept on the transaction. */
  raw: unknown;
}

/** A webhook event, read: its id (unique per provider) and the transaction it names. */
export interface ProviderEvent {
  id: string;
  /** Whether the event says a payment succeeded (the only events that credit). */
  charge: boolean;
  reference: string | undefined;
  /** The provider's own id of the transaction (Flutterwave verifies by it). */
  providerId: string | undefined;
}

/**
 * How a webhook proves it comes from the provider: Paystack signs the body with the secret key
 * (HMAC-SHA512), and has shown a newer timestamped format; Flutterwave sends a shared hash.
 */
export interface WebhookVerifier {
  readonly header: string;
  matches(keys: ProviderKeys, rawBody: Buffer, headers: IncomingHttpHeaders): boolean;
}

export interface PaymentProvider {
  readonly name: Provider;
  readonly verifier: WebhookVerifier;
  /** The checkout address for the payer. */
  startCheckout(config: Config, keys: ProviderKeys, request: CheckoutRequest): Promise<string>;
  /** Asks about a transaction; `providerId` when the provider verifies by its own id. */
  verify(
    config: Config,
    keys: ProviderKeys,
    transaction: { reference: string; providerId: string | undefined },
  ): Promise<Verification>;
  readEvent(body: unknown): ProviderEvent | undefined;
}

/** The provider did not answer or answered an error: 502, nothing changed. */
export const providerFailed = (name: string, why: string) =>
  new HttpError(502, `${name} could not be reached or refused the request (${why}); try again.`);

/** A JSON call to a provider with the secret key as bearer token; 502 on anything but 2xx JSON. */
export async function callProvider(
  name: string,
  url: string,
  secretKey: string,
  init: { method: 'GET' | 'POST'; body?: unknown },
): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method,
      headers: {
        authorization: `Bearer ${secretKey}`,
        accept: 'application/json',
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw providerFailed(name, (error as Error).message);
  }
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw providerFailed(name, `HTTP ${res.status}, not JSON`);
  }
  if (!res.ok || !json || typeof json !== 'object') {
    const message = (json as { message?: unknown } | null)?.message;
    throw providerFailed(
      name,
      `HTTP ${res.status}${typeof message === 'string' ? `: ${message}` : ''}`,
    );
  }
  return json as Record<string, unknown>;
}

export const objectOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
export const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
