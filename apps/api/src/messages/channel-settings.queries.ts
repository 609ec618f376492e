/** The schools' SMS and WhatsApp settings (db/message-channels-schema.ts). */
import type { Schema } from '@schoolmates/sdk';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { messageChannelSettings } from '../db/schema.ts';

export type ChannelSettingsRow = typeof messageChannelSettings.$inferSelect;

export async function channelSettingsOf(db: DbOrTx, schId: bigint): Promise<ChannelSettingsRow[]> {
  return db
    .select()
    .from(messageChannelSettings)
    .where(eq(messageChannelSettings.schId, schId))
    .orderBy(asc(messageChannelSettings.channel));
}

export async function channelSettingOf(
  db: DbOrTx,
  schId: bigint,
  channel: Schema<'ProviderChannel'>,
  options: { forUpdate?: boolean } = {},
): Promise<ChannelSettingsRow | undefined> {
  const query = db
    .select()
    .from(messageChannelSettings)
    .where(
      and(eq(messageChannelSettings.schId, schId), eq(messageChannelSettings.channel, channel)),
    );
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

/** Writes a channel's settings whole (the caller kept what was not changed). */
export async function saveChannelSettings(
  db: DbOrTx,
  row: typeof messageChannelSettings.$inferInsert & { updatedAt: Date },
): Promise<ChannelSettingsRow> {
  const { schId, channel, ...rest } = row;
  const [saved] = await db
    .insert(messageChannelSettings)
    .values(row)
    .onConflictDoUpdate({
      target: [messageChannelSettings.channel, messageChannelSettings.schId],
      set: rest,
    })
    .returning();
  if (!saved) throw new Error(`channel settings of school ${schId} (${channel}) not saved`);
  return saved;
}

/** Forgets a channel's settings; false when it was not set up. */
export async function removeChannelSettings(
  db: DbOrTx,
  schId: bigint,
  channel: Schema<'ProviderChannel'>,
): Promise<boolean> {
  const rows = await db
    .delete(messageChannelSettings)
    .where(
      and(eq(messageChannelSettings.schId, schId), eq(messageChannelSettings.channel, channel)),
    )
    .returning({ channel: messageChannelSettings.channel });
  return rows.length > 0;
}

/**
 * The channels a school's messages can go by now: e-mail always (SMTP or the portal's
 * mailbox), and SMS and WhatsApp when set up and not paused.
 */
export async function enabledChannels(
  db: DbOrTx,
  schId: bigint,
): Promise<Schema<'MessageChannel'>[]> {
  const rows = await db
    .select({ channel: messageChannelSettings.channel })
    .from(messageChannelSettings)
    .where(and(eq(messageChannelSettings.schId, schId), eq(messageChannelSettings.enabled, true)))
    .orderBy(asc(messageChannelSettings.channel));
  return ['email', ...rows.map((row) => row.channel)];
}
