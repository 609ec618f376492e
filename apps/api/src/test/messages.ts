/** What tests read of the outbox: the messages queued to an address, oldest first. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { messages } from '../db/schema.ts';
import type { TestContext } from './harness.ts';

export async function mailTo(t: Pick<TestContext, 'database'>, address: string) {
  return t.database.db
    .select()
    .from(messages)
    .where(
      and(eq(messages.channel, 'email'), sql`lower(${messages.recipient}) = lower(${address})`),
    )
    .orderBy(asc(messages.id));
}

/** The token of the reset link in a message's text. */
export function resetTokenIn(text: string): string {
  const token = /\/reset-password\?token=([^\s&]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no reset link in: ${text}`);
  return decodeURIComponent(token);
}
