/**
 * A notification to people of one school: one message per person and channel they can be
 * reached on (an address, and the channel not turned off), each with the event's dedupe key.
 */
import type { Schema } from '@schoolmates/sdk';
import type { DbOrTx } from '../db/client.ts';
import type { MessageAttachment } from '../db/schema.ts';
import { enabledChannels } from './channel-settings.queries.ts';
import type { MessageDraft, Outbox } from './outbox.ts';
import { guardiansOf, type Recipient, recipientsOf, schoolNameOf } from './recipients.queries.ts';
import type { Wording } from './templates.ts';

/** One thing one person is told: `eventKey` is what it is about (a result's id…). */
export interface Telling {
  userId: bigint;
  eventKey: string;
}

export interface Notification<T extends Telling = Telling> {
  schId: bigint;
  event: Schema<'MessageEvent'>;
  /** Who is told what; a person may be told of several things (two subjects' assignments). */
  to: readonly T[];
  batch?: string | undefined;
  /** The words hold a secret (a one-time password): dropped once sent (messages.queries.ts). */
  secret?: boolean;
  /** Each student told is told through their guardians too (issue 28): results and fees. */
  family?: boolean;
  /** A file the e-mails carry, made when each is sent (a payment's receipt). */
  attachment?: MessageAttachment;
  /** The words of one telling, in the school's name. */
  wording(recipient: Recipient, school: string, telling: T): Wording;
}

/** The channels a message may go by, and the address each takes from a person. */
const ADDRESSES = {
  email: (r: Recipient) => r.email,
  sms: (r: Recipient) => r.phone,
  whatsapp: (r: Recipient) => r.whatsapp ?? r.phone,
} satisfies Record<Schema<'MessageChannel'>, (r: Recipient) => string | null>;

/**
 * Queues `notification` in `tx` on the channels the school has set up; answers how many
 * messages were new.
 */
export async function notify<T extends Telling>(
  tx: DbOrTx,
  outbox: Outbox,
  notification: Notification<T>,
): Promise<number> {
  if (notification.to.length === 0) return 0;
  const channels = await enabledChannels(tx, notification.schId);
  const told = [...new Set(notification.to.map((t) => t.userId))];
  const guardians = notification.family ? await guardiansOf(tx, notification.schId, told) : [];
  const people = new Map(
    (
      await recipientsOf(tx, notification.schId, [...told, ...guardians.map((g) => g.guardianId)])
    ).map((person) => [person.userId, person]),
  );
  const school = await schoolNameOf(tx, notification.schId);
  // A guardian reads the student's telling as news of their child.
  const readers = notification.to.flatMap((telling) => {
    const student = people.get(telling.userId);
    if (!student) return [];
    const family: Recipient[] = [];
    for (const link of guardians.filter((g) => g.studentId === telling.userId)) {
      const guardian = people.get(link.guardianId);
      if (guardian) family.push({ ...guardian, child: { firstname: student.firstname } });
    }
    return [student, ...family].map((person) => ({ person, telling }));
  });
  const drafts: MessageDraft[] = [];
  for (const { person, telling } of readers) {
    const wording = notification.wording(person, school, telling);
    for (const channel of channels) {
      const recipient = ADDRESSES[channel](person);
      if (!recipient || person.optedOut.includes(channel)) continue;
      drafts.push({
        schId: notification.schId,
        event: notification.event,
        eventKey: telling.eventKey,
        channel,
        recipient,
        userId: person.userId,
        recipientName: person.name,
        batch: notification.batch ?? null,
        secret: notification.secret ?? false,
        ...wording,
        // Text messages carry the words without the e-mail's markup, nor its file.
        ...(channel === 'email' ? { attachment: notification.attachment ?? null } : { html: null }),
      });
    }
  }
  return outbox.queue(tx, drafts);
}
