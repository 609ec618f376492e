/**
 * How a message leaves, by channel. E-mail goes through nodemailer over SMTP (`SMTP_URL`) or,
 * with none configured, to the portal's own mailbox: it is delivered where it is stored, and
 * the superadmin reads it on the Messages screen. SMS (Termii) and WhatsApp (the Business
 * Cloud API) go through the providers the school's superadmin set up, with the school's keys.
 */
import { createHash } from 'node:crypto';
import type { Schema } from '@schoolmates/sdk';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { type ChannelSettingsRow, channelSettingOf } from './channel-settings.queries.ts';
import { openKey, transportOf } from './channel-settings.ts';
import { sendTermiiSms } from './termii.ts';
import { sendWhatsappTemplate } from './whatsapp.ts';

/** What a channel needs of a message. */
export interface Outgoing {
  schId: bigint;
  id: bigint;
  event: Schema<'MessageEvent'>;
  channel: Schema<'MessageChannel'>;
  dedupeKey: string;
  recipient: string;
  recipientName: string | null;
  subject: string;
  text: string;
  html: string | null;
  /** Files an e-mail carries (a payment's receipt), made just before it is sent. */
  files?: { filename: string; contentType: string; content: Buffer }[];
}

export interface Sent {
  /** `delivered` when the channel knows it arrived (the mailbox); `sent` when a provider took it. */
  status: 'sent' | 'delivered';
  transport: NonNullable<Schema<'OutboxMessage'>['transport']>;
  providerRef?: string | undefined;
}

export interface Channel {
  send(message: Outgoing): Promise<Sent>;
  close?(): void;
}

export type Channels = { [C in Schema<'MessageChannel'>]: Channel };

/** The portal's own mailbox: the message row is the mail. */
const mailbox: Channel = {
  send: async () => ({ status: 'delivered', transport: 'mailbox' }),
};

function smtp(config: Config, smtpUrl: string): Channel {
  // Pooled: a worker's batch goes over a few open connections, not one handshake a mail.
  const transport = nodemailer.createTransport(
    { url: smtpUrl, pool: true, maxConnections: 5 },
    { from: config.mailFrom },
  );
  return {
    async send(message) {
      const info = await transport.sendMail({
        to: message.recipientName
          ? { name: message.recipientName, address: message.recipient }
          : message.recipient,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.files?.length ? { attachments: message.files } : {}),
        // The same message sent twice (a worker killed after the server took it) carries the
        // same id, so mail clients show it once.
        messageId: `<${createHash('sha256').update(`${message.schId}:${message.dedupeKey}`).digest('hex').slice(0, 32)}@schoolmates>`,
      });
      return { status: 'sent', transport: 'smtp', providerRef: info.messageId };
    },
    close: () => transport.close(),
  };
}

/**
 * A channel that leaves through the provider the message's school set up, read at each send
 * (one row by key, next to a call to the provider), so a change of settings applies to the next
 * message. Without settings, or paused, each try fails with why.
 */
function schoolChannel(
  db: Db,
  config: Config,
  what: string,
  channel: Schema<'ProviderChannel'>,
  send: (message: Outgoing, settings: ChannelSettingsRow, key: string) => Promise<string>,
): Channel {
  return {
    async send(message) {
      const settings = await channelSettingOf(db, message.schId, channel);
      if (!settings) throw new Error(`${what} is not set up for this school.`);
      if (!settings.enabled) throw new Error(`${what} is paused for this school.`);
      const providerRef = await send(message, settings, openKey(config, settings));
      return { status: 'sent', transport: transportOf(settings.provider), providerRef };
    },
  };
}

export function deliveryChannels(config: Config, db: Db): Channels {
  return {
    email: config.smtpUrl ? smtp(config, config.smtpUrl) : mailbox,
    sms: schoolChannel(db, config, 'SMS', 'sms', (message, settings, apiKey) =>
      sendTermiiSms(config.termiiBaseUrl, { apiKey, senderId: settings.senderId ?? '' }, message),
    ),
    whatsapp: schoolChannel(db, config, 'WhatsApp', 'whatsapp', (message, settings, accessToken) =>
      sendWhatsappTemplate(
        { baseUrl: config.whatsappBaseUrl, version: config.whatsappApiVersion },
        {
          accessToken,
          phoneNumberId: settings.phoneNumberId ?? '',
          templateName: settings.templateName ?? '',
          templateLanguage: settings.templateLanguage ?? '',
        },
        message,
      ),
    ),
  };
}

/** An error as a message's `last_error`: one line, no credentials from a URL. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text
    .replace(/\/\/[^/@\s]*@/g, '//')
    .replace(/\s+/g, ' ')
    .slice(0, 500);
}
