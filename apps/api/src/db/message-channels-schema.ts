/**
 * How a school sends SMS and WhatsApp (issue 27 point 3), re-exported from schema.ts: one row
 * per channel the superadmin set up. The provider's API key and the secret that signs its
 * delivery reports are stored sealed (messages/sealed.ts, AES-256-GCM with the server's
 * MESSAGES_SECRET_KEY), never in clear. `webhook_key` is the random part of the school's
 * delivery-report address, which names the school (`/webhooks/termii/{sch_id}-{webhook_key}`).
 */
import type { Schema } from '@schoolmates/sdk';
import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ref } from './columns.ts';
import { oneOf, schoolKey } from './keys.ts';
import { schools } from './school-schema.ts';
import { MESSAGE_PROVIDERS, PROVIDER_CHANNELS } from './values.ts';

export const messageChannelSettings = pgTable(
  'message_channel_settings',
  {
    schId: ref()
      .notNull()
      .references(() => schools.id),
    channel: text().$type<Schema<'ProviderChannel'>>().notNull(),
    provider: text().$type<Schema<'MessageProvider'>>().notNull(),
    enabled: boolean().notNull().default(true),
    /** SMS: the sender name registered with Termii. */
    senderId: text(),
    /** WhatsApp: Meta's id of the school's business phone number. */
    phoneNumberId: text(),
    /** WhatsApp: the approved template messages go out in, and its language. */
    templateName: text(),
    templateLanguage: text(),
    /** The API key (Termii) or access token (WhatsApp), sealed. */
    sealedKey: text().notNull(),
    /** The secret that signs delivery reports (Termii's secret key, the Meta app secret), sealed. */
    sealedWebhookSecret: text(),
    webhookKey: text().notNull(),
    /** WhatsApp: the token Meta's address check must bring (not a credential: it only echoes). */
    verifyToken: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    schoolKey('message_channel_settings', t.channel, t.schId),
    oneOf('message_channel_settings_channel_check', t.channel, PROVIDER_CHANNELS),
    oneOf('message_channel_settings_provider_check', t.provider, MESSAGE_PROVIDERS),
  ],
);
