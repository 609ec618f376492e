/** The channels a person turned off (`message_opt_outs`). */
import type { Schema } from '@schoolmates/sdk';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { messageOptOuts, users } from '../db/schema.ts';

export async function preferencesOf(db: DbOrTx, schId: bigint, userId: bigint) {
  const [person] = await db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(and(eq(users.schId, schId), eq(users.id, userId)));
  const off = await db
    .select({ channel: messageOptOuts.channel })
    .from(messageOptOuts)
    .where(and(eq(messageOptOuts.schId, schId), eq(messageOptOuts.userId, userId)));
  return {
    email: person?.email ?? null,
    phone: person?.phone ?? null,
    off: off.map((o) => o.channel),
  };
}

export async function setOptOuts(
  db: DbOrTx,
  schId: bigint,
  userId: bigint,
  choices: Partial<Record<Schema<'MessageChannel'>, boolean>>,
) {
  const entries = Object.entries(choices) as [Schema<'MessageChannel'>, boolean][];
  const off = entries.filter(([, on]) => !on).map(([channel]) => channel);
  const on = entries.filter(([, wanted]) => wanted).map(([channel]) => channel);
  if (on.length > 0) {
    await db
      .delete(messageOptOuts)
      .where(
        and(
          eq(messageOptOuts.schId, schId),
          eq(messageOptOuts.userId, userId),
          inArray(messageOptOuts.channel, on),
        ),
      );
  }
  if (off.length > 0) {
    await db
      .insert(messageOptOuts)
      .values(off.map((channel) => ({ schId, userId, channel })))
      .onConflictDoNothing();
  }
}
