/**
 * A notification to people of one school: one message per person and channel they can be
 * reached on (an address, and the channel not turned off), each with the event's dedupe key.
 */
import type { Schema } from '@schoolmates/sdk';
import type { DbOrTx } from '../db/client.ts';
import type { MessageDraft, Outbox } from './outbox.ts';
import { type Recipient, recipientsOf, schoolNameOf } from './recipients.queries.ts';
import type { Wording } from './templates.ts';

export interface Notification {
  schId: bigint;
  event: Schema<'MessageEvent'>;
  /** Who is told, each with the identity of what they are told about (a result's id…). */
  to: readonly { userId: bigint; eventKey: string }[];
  batch?: string | undefined;
  /** The words for one person, in the school's name. */
  wording(recipient: Recipient, school: string): Wording;
}

/** The channels a message may go by, and the address each takes from a person. */
const ADDRESSES = {
  email: (r: Recipient) => r.email,
  sms: (r: Recipient) => r.phone,
  whatsapp: (r: Recipient) => r.phone,
} satisfies Record<Schema<'MessageChannel'>, (r: Recipient) => string | null>;

/**
 * Queues `notification` in `tx` on `channels` (the school's set-up channels); answers how many
 * messages were new.
 */
export async function notify(
  tx: DbOrTx,
  outbox: Outbox,
  notification: Notification,
  channels: readonly Schema<'MessageChannel'>[] = ['email'],
): Promise<number> {
  if (notification.to.length === 0) return 0;
  const keys = new Map(notification.to.map((t) => [t.userId, t.eventKey]));
  const people = await recipientsOf(tx, notification.schId, [...keys.keys()]);
  const school = await schoolNameOf(tx, notification.schId);
  const drafts: MessageDraft[] = [];
  for (const person of people) {
    const wording = notification.wording(person, school);
    for (const channel of channels) {
      const recipient = ADDRESSES[channel](person);
      if (!recipient || person.optedOut.includes(channel)) continue;
      drafts.push({
        schId: notification.schId,
        event: notification.event,
        eventKey: keys.get(person.userId) ?? '',
        channel,
        recipient,
        userId: person.userId,
        recipientName: person.name,
        batch: notification.batch ?? null,
        ...wording,
        // Text messages carry the words without the e-mail's subject line.
        ...(channel === 'email' ? {} : { html: null }),
      });
    }
  }
  return outbox.queue(tx, drafts);
}
