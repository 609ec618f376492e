/** The signed-in person's choice of channels for notifications. */
import type { Schema } from '@schoolmates/sdk';
import type { DbOrTx } from '../db/client.ts';
import { item } from '../http/envelope.ts';
import { preferencesOf, setOptOuts } from '../messages/preferences.queries.ts';
import type { HandlerMap } from './types.ts';

async function preferences(db: DbOrTx, schId: bigint, userId: bigint) {
  const { email, phone, off } = await preferencesOf(db, schId, userId);
  const address = { email, sms: phone, whatsapp: phone };
  return (['email', 'sms', 'whatsapp'] as const).map(
    (channel): Schema<'MessagePreference'> => ({
      channel,
      enabled: !off.includes(channel),
      address: address[channel],
    }),
  );
}

export const messagePreferencesHandlers = {
  getMessagePreferences: async ({ db, auth }) =>
    item(await preferences(db, auth.schId, auth.userId)),

  updateMessagePreferences: async ({ db, auth, body }) => {
    const data = await db.transaction(async (tx) => {
      await setOptOuts(tx, auth.schId, auth.userId, body);
      return preferences(tx, auth.schId, auth.userId);
    });
    return item(data, 'Your choice of channels is saved.');
  },
} satisfies Pick<HandlerMap, 'getMessagePreferences' | 'updateMessagePreferences'>;
