/**
 * The outbox (issue 27), re-exported from schema.ts: every message the portal sends is a row
 * here, written in the transaction of the event that causes it, and delivered by the worker
 * (messages/delivery.ts) through pg-boss. `dedupe_key` (event, recipient, channel) makes a
 * retried or doubled request queue nothing twice.
 */
import type { Schema } from '@schoolmates/sdk';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns.ts';
import { oneOf, sameSchool, schoolKey } from './keys.ts';
import { schools, users } from './school-schema.ts';
import { MESSAGE_CHANNELS, MESSAGE_EVENTS, MESSAGE_STATUSES } from './values.ts';

/** What the worker attaches when it sends: made then, so the mail carries the current file. */
export type MessageAttachment = { kind: 'receipt'; paymentId: string };

export const messages = pgTable(
  'messages',
  {
    id: id(),
    schId: ref()
      .notNull()
      .references(() => schools.id),
    event: text().$type<Schema<'MessageEvent'>>().notNull(),
    channel: text().$type<Schema<'MessageChannel'>>().notNull(),
    dedupeKey: text().notNull(),
    recipient: text().notNull(),
    /** The person it is for; no foreign key, so a message outlives the account it went to. */
    userId: ref(),
    recipientName: text(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    attachment: jsonb().$type<MessageAttachment>(),
    /**
     * It carries a secret (a reset link, a one-time password): its words are dropped once a
     * provider took it, so the outbox does not keep a usable secret.
     */
    secret: boolean().notNull().default(false),
    /** The bulk send it belongs to (a class's release), for its delivery progress. */
    batch: text(),
    status: text().$type<Schema<'MessageStatus'>>().notNull().default('queued'),
    tries: integer().notNull().default(0),
    lastError: text(),
    transport: text().$type<NonNullable<Schema<'OutboxMessage'>['transport']>>(),
    /** The provider's id for it, which its delivery reports name. */
    providerRef: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    schoolKey('messages', t.id, t.schId),
    uniqueIndex('messages_dedupe_key').on(t.dedupeKey, t.schId),
    index('messages_list').on(t.schId, t.id),
    index('messages_batch').on(t.schId, t.batch),
    index('messages_provider_ref').on(t.providerRef),
    oneOf('messages_status_check', t.status, MESSAGE_STATUSES),
    oneOf('messages_channel_check', t.channel, MESSAGE_CHANNELS),
    oneOf('messages_event_check', t.event, MESSAGE_EVENTS),
  ],
);

/** A channel a person turned off (password reset goes by e-mail whatever they chose). */
export const messageOptOuts = pgTable(
  'message_opt_outs',
  {
    schId: ref()
      .notNull()
      .references(() => schools.id),
    userId: ref().notNull(),
    channel: text().$type<Schema<'MessageChannel'>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    schoolKey('message_opt_outs', t.userId, t.channel, t.schId),
    sameSchool('message_opt_outs_user_fk', t.schId, t.userId, users).onDelete('cascade'),
    oneOf('message_opt_outs_channel_check', t.channel, MESSAGE_CHANNELS),
  ],
);
