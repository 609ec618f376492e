/** What the SMS and WhatsApp clients share: one JSON call, signatures, phone numbers. */
import { sameSecret } from '../http/same-secret.ts';

/** A provider's delivery report, as the outbox reads it (`ref` is the message's provider_ref). */
export interface DeliveryReport {
  ref: string;
  status: 'delivered' | 'failed';
  error: string | null;
}

/** A provider that has not answered by then is taken as failed; the try is retried. */
const PROVIDER_TIMEOUT_MS = 15_000;

/**
 * POSTs `body` as JSON and answers the provider's JSON. A refusal or an unreachable provider
 * throws with the provider's own reason (the message's `last_error`); never with the request,
 * which holds the key.
 */
export async function postJson(
  provider: string,
  url: string,
  request: { headers?: Record<string, string>; body: unknown },
): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...request.headers,
      },
      body: JSON.stringify(request.body),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: unknown } }).cause?.code;
    throw new Error(
      `${provider} could not be reached: ${typeof cause === 'string' ? cause : (error as Error).message}`,
    );
  }
  const text = await res.text();
  let answer: unknown = text;
  try {
    answer = JSON.parse(text);
  } catch {
    // not JSON (a proxy's error page): its text is the reason
  }
  if (!res.ok)
    throw new Error(`${provider} refused the message (${res.status}): ${reasonIn(answer)}`);
  return answer;
}

/** The reason in a provider's refusal: WhatsApp's `error.message`, Termii's `message`. */
function reasonIn(answer: unknown): string {
  const body = answer as { error?: { message?: unknown }; message?: unknown } | null;
  const reason = body?.error?.message ?? body?.message ?? answer;
  return (typeof reason === 'string' ? reason : JSON.stringify(reason)).slice(0, 300);
}

/** Whether the signature sent is the one expected (hex), compared in constant time. */
export function signatureMatches(expected: string, sent: string | undefined): boolean {
  return sameSecret(sent?.trim().toLowerCase(), expected);
}

/**
 * A phone number as Termii and WhatsApp take it: digits with the country code. A Nigerian
 * number written the local way (0803 123 4567) gets 234 in place of its 0.
 */
export function internationalNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return /^0\d{10}$/.test(digits) ? `234${digits.slice(1)}` : digits;
}
