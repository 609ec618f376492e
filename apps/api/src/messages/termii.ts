/**
 * Termii, the SMS provider (developer.termii.com): `POST /api/sms/send` with the school's API
 * key in the body, and its delivery reports, signed with the school's secret key.
 *
 * The route: Termii's `generic` route does not reach numbers on Do-Not-Disturb, and MTN blocks
 * it from 8 p.m. to 8 a.m.; its `dnd` route reaches every number at any hour, at a higher
 * price. Everything a person needs to act on (results, fees, payments, passwords) goes by
 * `dnd`; announcements and assignments, which can wait for the morning, by `generic`.
 */
import { createHmac } from 'node:crypto';
import type { Schema } from '@schoolmates/sdk';
import {
  type DeliveryReport,
  internationalNumber,
  postJson,
  signatureMatches,
} from './providers.ts';

const GENERIC_EVENTS: ReadonlySet<Schema<'MessageEvent'>> = new Set([
  'announcement_published',
  'assignment_published',
  'assignment_marked',
]);

export const termiiRoute = (event: Schema<'MessageEvent'>) =>
  GENERIC_EVENTS.has(event) ? 'generic' : 'dnd';

/** Sends one SMS; answers Termii's id for it. */
export async function sendTermiiSms(
  baseUrl: string,
  account: { apiKey: string; senderId: string },
  message: { event: Schema<'MessageEvent'>; recipient: string; text: string },
): Promise<string> {
  const answer = await postJson('Termii', `${baseUrl}/api/sms/send`, {
    body: {
      to: internationalNumber(message.recipient),
      from: account.senderId,
      sms: message.text,
      type: 'plain',
      channel: termiiRoute(message.event),
      api_key: account.apiKey,
    },
  });
  const id = (answer as { message_id?: unknown }).message_id;
  if (typeof id !== 'string' && typeof id !== 'number') {
    throw new Error(
      `Termii answered without a message id: ${JSON.stringify(answer).slice(0, 200)}`,
    );
  }
  return String(id);
}

/** Whether `signature` (X-Termii-Signature) is the HMAC-SHA512 of the body with the secret. */
export const termiiSignatureOk = (secret: string, body: Buffer, signature: string | undefined) =>
  signatureMatches(createHmac('sha512', secret).update(body).digest('hex'), signature);

/** A report as the outbox reads it: Termii's `Delivered`, or one of its failures. */
export function termiiReport(report: Schema<'TermiiDeliveryReport'>): DeliveryReport | undefined {
  const status = report.status?.trim() ?? '';
  if (!report.message_id) return undefined;
  if (/^delivered\b/i.test(status))
    return { ref: report.message_id, status: 'delivered', error: null };
  // "Message Failed", "Rejected", "Expired", "DND Active on Phone Number"; "Message Sent" and
  // "Received" say only that it is on its way.
  if (/failed|rejected|expired|dnd active/i.test(status)) {
    return { ref: report.message_id, status: 'failed', error: `Termii: ${status}` };
  }
  return undefined;
}
