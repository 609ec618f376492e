/**
 * WhatsApp's Business Cloud API (developers.facebook.com/docs/whatsapp/cloud-api): messages
 * leave as the school's approved template, the message's text as its one body parameter
 * (`{{1}}`): a business may start a conversation only with a template. Delivery reports come
 * to the school's address signed with the Meta app's secret.
 */
import { createHmac } from 'node:crypto';
import type { Schema } from '@schoolmates/sdk';
import {
  type DeliveryReport,
  internationalNumber,
  postJson,
  signatureMatches,
} from './providers.ts';

export interface WhatsappAccount {
  accessToken: string;
  phoneNumberId: string;
  templateName: string;
  templateLanguage: string;
}

/** Sends one template message; answers WhatsApp's id for it (`wamid…`). */
export async function sendWhatsappTemplate(
  api: { baseUrl: string; version: string },
  account: WhatsappAccount,
  message: { recipient: string; text: string },
): Promise<string> {
  const answer = await postJson(
    'WhatsApp',
    `${api.baseUrl}/${api.version}/${account.phoneNumberId}/messages`,
    {
      headers: { authorization: `Bearer ${account.accessToken}` },
      body: {
        messaging_product: 'whatsapp',
        to: internationalNumber(message.recipient),
        type: 'template',
        template: {
          name: account.templateName,
          language: { code: account.templateLanguage },
          components: [
            // A parameter may not hold a line break, a tab or more than four spaces in a row.
            { type: 'body', parameters: [{ type: 'text', text: oneLine(message.text) }] },
          ],
        },
      },
    },
  );
  const id = (answer as { messages?: { id?: unknown }[] }).messages?.[0]?.id;
  if (typeof id !== 'string') {
    throw new Error(
      `WhatsApp answered without a message id: ${JSON.stringify(answer).slice(0, 200)}`,
    );
  }
  return id;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Whether X-Hub-Signature-256 is `sha256=` and the HMAC-SHA256 of the body with the app secret. */
export const whatsappSignatureOk = (secret: string, body: Buffer, signature: string | undefined) =>
  signatureMatches(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`, signature);

/**
 * The statuses of a webhook call as the outbox reads them: `delivered` and `read` are
 * delivered, `failed` failed with WhatsApp's reason; `sent` says only that it is on its way.
 */
export function whatsappReports(body: Schema<'WhatsappDeliveryReport'>) {
  const reports: DeliveryReport[] = [];
  for (const entry of body.entry ?? []) {
    for (const change of entry.changes ?? []) {
      for (const status of change.value?.statuses ?? []) {
        if (!status.id) continue;
        if (status.status === 'delivered' || status.status === 'read') {
          reports.push({ ref: status.id, status: 'delivered', error: null });
        } else if (status.status === 'failed') {
          const reason = status.errors?.[0];
          const why = reason
            ? `${reason.code ?? ''} ${reason.title ?? reason.message ?? ''}`.trim()
            : 'failed';
          reports.push({ ref: status.id, status: 'failed', error: `WhatsApp: ${why}` });
        }
      }
    }
  }
  return reports;
}
