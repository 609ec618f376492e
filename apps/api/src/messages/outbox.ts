/**
 * The outbox: `queue` writes messages in the caller's transaction and, in the same
 * transaction, one pg-boss job each, so a message exists exactly when the event that caused it
 * committed, and is delivered at least once (messages/delivery.ts). The dedupe key makes a
 * retried or doubled request queue nothing twice: its insert does nothing, and so queues no job.
 */

import type { Schema } from '@schoolmates/sdk';
import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss } from 'pg-boss';
import type { Database, DbOrTx } from '../db/client.ts';
import { type MessageAttachment, messages } from '../db/schema.ts';

export const DELIVERY_QUEUE = 'message-delivery';

/** Tries before a message is dead, and the first wait between them (doubling each time). */
export const DELIVERY_TRIES = 5;
const FIRST_RETRY_SECONDS = 2;

/** A message to queue; `dedupeKey` names the event it comes from (channel and recipient added). */
export interface MessageDraft {
  schId: bigint;
  event: Schema<'MessageEvent'>;
  /** The event's own identity (a reset's id, a result's id): with channel and recipient, the dedupe key. */
  eventKey: string;
  channel: Schema<'MessageChannel'>;
  recipient: string;
  userId?: bigint | null;
  recipientName?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  attachment?: MessageAttachment | null;
  batch?: string | null;
  /** It carries a secret (a reset link, a one-time password): its words go once it is sent. */
  secret?: boolean;
}

/** What the worker's job carries: only where the message is. */
export interface DeliveryJob {
  schId: string;
  messageId: string;
}

/** Where use cases queue messages. */
export interface Outbox {
  /**
   * Queues `drafts` in `tx`, the transaction of the event that causes them: the messages not
   * queued before (by dedupe key) and their jobs. Answers how many were new.
   */
  queue(tx: DbOrTx, drafts: readonly MessageDraft[]): Promise<number>;
  /** Queues the job of a message already stored (sent again). */
  requeue(tx: DbOrTx, message: { schId: bigint; id: bigint }): Promise<void>;
  stop(): Promise<void>;
}

/** The outbox on pg-boss, whose jobs the worker takes (messages/delivery.ts). */
export interface JobOutbox extends Outbox {
  readonly boss: PgBoss;
}

/**
 * The outbox of the demo seed, which writes a school's history through the handlers: the
 * releases and invoices of the past told nobody, so they queue nothing.
 */
export const quietOutbox: Outbox = {
  queue: async () => 0,
  requeue: async () => {},
  stop: async () => {},
};

/**
 * Starts pg-boss on the portal's database (its tables in schema `pgboss`, made on first start)
 * with the delivery queue. `maintain: false` for an instance that only queues (tests, a second
 * API instance beside `pnpm worker`): pg-boss's upkeep runs where messages are delivered, every
 * `superviseSeconds`.
 */
export async function openOutbox(
  database: Database,
  options: { maintain?: boolean; superviseSeconds?: number } = {},
): Promise<JobOutbox> {
  const maintain = options.maintain ?? true;
  const superviseSeconds = options.superviseSeconds ?? 60;
  const connection =
    'pglite' in database.jobs
      ? { db: fromPglite(database.jobs.pglite), backend: 'pglite' as const }
      : { connectionString: database.jobs.connectionString, max: 3 };
  const boss = new PgBoss({
    ...connection,
    supervise: maintain,
    // The queue monitor's pass is what takes back a stopped worker's jobs.
    superviseIntervalSeconds: superviseSeconds,
    monitorIntervalSeconds: superviseSeconds,
    schedule: false,
    migrate: true,
    openTelemetry: { enabled: false },
  });
  boss.on('error', (error: Error) => console.error(`message queue: ${error.message}`));
  await boss.start();
  await boss.createQueue(DELIVERY_QUEUE, {
    retryLimit: DELIVERY_TRIES - 1,
    retryDelay: FIRST_RETRY_SECONDS,
    retryBackoff: true,
    retryDelayMax: 300,
    // A worker killed mid-send stops beating; its jobs go back to the queue after this.
    heartbeatSeconds: 10,
    expireInSeconds: 120,
  });
  // Warms pg-boss's queue cache: a later insert inside a transaction must not read the queue
  // table on another connection (on PGlite, the one connection is held by that transaction).
  await boss.insert(DELIVERY_QUEUE, []);
  const jobs = (tx: DbOrTx, rows: readonly { schId: bigint; id: bigint }[]) =>
    boss.insert(
      DELIVERY_QUEUE,
      rows.map((row) => ({
        data: { schId: String(row.schId), messageId: String(row.id) } satisfies DeliveryJob,
      })),
      { db: fromDrizzle(tx, sql) },
    );
  return {
    boss,
    async queue(tx, drafts) {
      const queued = await insertMessages(tx, drafts);
      if (queued.length > 0) await jobs(tx, queued);
      return queued.length;
    },
    async requeue(tx, message) {
      await jobs(tx, [message]);
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}

/** The messages of `drafts` not queued before (by dedupe key), in statements of 2,000. */
async function insertMessages(tx: DbOrTx, drafts: readonly MessageDraft[]) {
  const queued: { id: bigint; schId: bigint }[] = [];
  // A statement holds at most 65535 parameters: 12 columns a message.
  for (let start = 0; start < drafts.length; start += 2000) {
    const rows = await tx
      .insert(messages)
      .values(
        drafts.slice(start, start + 2000).map((draft) => ({
          schId: draft.schId,
          event: draft.event,
          channel: draft.channel,
          dedupeKey: `${draft.event}:${draft.eventKey}:${draft.channel}:${draft.recipient.toLowerCase()}`,
          recipient: draft.recipient,
          userId: draft.userId ?? null,
          recipientName: draft.recipientName ?? null,
          subject: draft.subject,
          text: draft.text,
          html: draft.html ?? null,
          attachment: draft.attachment ?? null,
          batch: draft.batch ?? null,
          secret: draft.secret ?? false,
        })),
      )
      .onConflictDoNothing({ target: [messages.dedupeKey, messages.schId] })
      .returning({ id: messages.id, schId: messages.schId });
    queued.push(...rows);
  }
  return queued;
}
