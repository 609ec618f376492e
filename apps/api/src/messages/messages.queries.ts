/** The outbox's rows: what the worker delivers and what the Messages screen lists. */
import type { Schema } from '@schoolmates/sdk';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { containing } from '../db/names.ts';
import { messages } from '../db/schema.ts';
import type { Outgoing, Sent } from './channels.ts';

export type MessageRow = typeof messages.$inferSelect;

/** What a secret's message says once sent. */
export const SENT_SECRET =
  'This message held a one-time link or password; its words are not kept once sent.';

export async function messageOf(
  db: DbOrTx,
  schId: bigint,
  id: bigint,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.schId, schId), eq(messages.id, id)));
  return row;
}

/**
 * A try that worked: counted, with how it left. A secret's words are dropped once a provider
 * has it (the portal's mailbox keeps them: there they are the mail).
 */
export async function markSent(
  db: DbOrTx,
  message: Outgoing & { secret: boolean },
  sent: Sent,
  at: Date,
) {
  const forget = message.secret && sent.transport !== 'mailbox';
  await db
    .update(messages)
    .set({
      ...(forget ? { text: SENT_SECRET, html: null } : {}),
      status: sent.status,
      transport: sent.transport,
      providerRef: sent.providerRef ?? null,
      tries: sql`${messages.tries} + 1`,
      lastError: null,
      updatedAt: at,
    })
    .where(and(eq(messages.schId, message.schId), eq(messages.id, message.id)));
}

/** A try that failed: counted, with its error; `dead` when it was the last. */
export async function markFailed(
  db: DbOrTx,
  message: Pick<Outgoing, 'schId' | 'id'>,
  status: 'failed' | 'dead',
  error: string,
  at: Date,
) {
  await db
    .update(messages)
    .set({ status, lastError: error, tries: sql`${messages.tries} + 1`, updatedAt: at })
    .where(and(eq(messages.schId, message.schId), eq(messages.id, message.id)));
}

/**
 * A failed or dead message queued again, its tries counted afresh; false when it was in
 * another status (on its way, or arrived).
 */
export async function requeueMessage(
  db: DbOrTx,
  schId: bigint,
  id: bigint,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set({ status: 'queued', tries: 0, lastError: null, updatedAt: at })
    .where(
      and(
        eq(messages.schId, schId),
        eq(messages.id, id),
        inArray(messages.status, ['failed', 'dead']),
      ),
    )
    .returning({ id: messages.id });
  return rows.length > 0;
}

export interface MessageFilter {
  status?: Schema<'MessageStatus'> | undefined;
  channel?: Schema<'MessageChannel'> | undefined;
  event?: Schema<'MessageEvent'> | undefined;
  /** Only these events (a bursar's finance messages). */
  events?: readonly Schema<'MessageEvent'>[] | undefined;
  batch?: string | undefined;
  recipient?: string | undefined;
}

function filtered(schId: bigint, filter: MessageFilter): SQL[] {
  return [
    eq(messages.schId, schId),
    filter.channel && eq(messages.channel, filter.channel),
    filter.event && eq(messages.event, filter.event),
    filter.events && inArray(messages.event, [...filter.events]),
    filter.batch && eq(messages.batch, filter.batch),
    filter.recipient && sql`${messages.recipient} ilike ${containing(filter.recipient)}`,
  ].filter((condition): condition is SQL => !!condition);
}

/** A page of the school's messages, newest first, and the filter's total. */
export async function messagesPage(
  db: DbOrTx,
  schId: bigint,
  filter: MessageFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: MessageRow[]; total: number }> {
  const where = and(
    ...filtered(schId, filter),
    filter.status && eq(messages.status, filter.status),
  );
  const rows = await db
    .select({ message: messages, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(messages)
    .where(where)
    .orderBy(desc(messages.id))
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length === 0 && page.offset > 0) {
    return { rows: [], total: await db.$count(messages, where) };
  }
  return { rows: rows.map((r) => r.message), total: rows[0]?.total ?? 0 };
}

/** How many of the filter's messages are in each status (its own status filter aside). */
export async function messageCounts(
  db: DbOrTx,
  schId: bigint,
  filter: MessageFilter,
): Promise<Record<Schema<'MessageStatus'>, number>> {
  const rows = await db
    .select({ status: messages.status, n: sql<number>`count(*)`.mapWith(Number) })
    .from(messages)
    .where(and(...filtered(schId, filter)))
    .groupBy(messages.status);
  const counts = { queued: 0, sent: 0, delivered: 0, failed: 0, dead: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}
