/** The superadmin turns SMS or WhatsApp off: its settings and keys are forgotten. */
import type { Schema } from '@schoolmates/sdk';
import type { Auth } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { removeChannelSettings } from './channel-settings.queries.ts';

export async function removeMessageChannel(
  db: Db,
  auth: Auth,
  channel: Schema<'ProviderChannel'>,
): Promise<void> {
  if (!(await removeChannelSettings(db, auth.schId, channel))) throw notFound('Channel settings');
}
