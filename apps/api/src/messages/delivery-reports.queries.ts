/** Delivery reports written to the outbox: a sent message becomes delivered or failed. */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { messages } from '../db/schema.ts';
import type { DeliveryReport } from './providers.ts';

/**
 * Records one report on the school's message the provider knows as `report.ref`; answers
 * whether a message changed. Only a `sent` message changes: a report of one already delivered
 * or failed (a repeat, `read` after `delivered`) changes nothing.
 */
export async function markReported(
  db: DbOrTx,
  schId: bigint,
  transport: 'termii' | 'whatsapp',
  report: DeliveryReport,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set({ status: report.status, lastError: report.error, updatedAt: at })
    .where(
      and(
        eq(messages.schId, schId),
        eq(messages.providerRef, report.ref),
        eq(messages.transport, transport),
        eq(messages.status, 'sent'),
      ),
    )
    .returning({ id: messages.id });
  return rows.length > 0;
}
