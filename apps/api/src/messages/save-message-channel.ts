/**
 * The superadmin sets up SMS or WhatsApp for the school: the provider, the sender, and the keys,
 * sealed with the server's key. A key left out keeps the stored one; the address for delivery
 * reports keeps its key for as long as the channel is set up, so the provider's console needs
 * setting once.
 */
import { randomBytes } from 'node:crypto';
import type { Schema } from '@schoolmates/sdk';
import type { Auth } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { conflict, type FieldErrors, invalid } from '../http/errors.ts';
import { channelSettingOf, saveChannelSettings } from './channel-settings.queries.ts';
import { sealSecret } from './channel-settings.ts';

type Input = Schema<'MessageChannelInput'>;

/** Each channel's provider and the fields it needs; the other channel's fields are refused. */
const CHANNELS = {
  sms: { provider: 'termii', needs: ['sender_id'] },
  whatsapp: {
    provider: 'whatsapp_cloud',
    needs: ['phone_number_id', 'template_name', 'template_language'],
  },
} as const satisfies Record<
  Schema<'ProviderChannel'>,
  { provider: Schema<'MessageProvider'>; needs: readonly (keyof Input)[] }
>;
const NAMES = { sms: 'SMS', whatsapp: 'WhatsApp' } as const;

function flaws(channel: Schema<'ProviderChannel'>, input: Input): FieldErrors {
  const { provider, needs } = CHANNELS[channel];
  const errors: FieldErrors = {};
  if (input.provider !== provider) {
    errors.provider = [`must be ${provider} for ${NAMES[channel]}`];
  }
  for (const field of needs) {
    if (input[field] === undefined) errors[field] = [`is required for ${NAMES[channel]}`];
  }
  const other = CHANNELS[channel === 'sms' ? 'whatsapp' : 'sms'].needs;
  for (const field of other) {
    if (input[field] !== undefined) errors[field] = [`is not used by ${NAMES[channel]}`];
  }
  return errors;
}

export async function saveMessageChannel(
  db: Db,
  config: Config,
  auth: Auth,
  channel: Schema<'ProviderChannel'>,
  input: Input,
) {
  const errors = flaws(channel, input);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const serverKey = config.messagesSecretKey;
  if ((input.api_key !== undefined || input.webhook_secret !== undefined) && !serverKey) {
    throw conflict(
      'Keys cannot be stored: the server has no MESSAGES_SECRET_KEY to seal them with. Set it (32 random bytes in base64) and restart the server.',
    );
  }
  return db.transaction(async (tx) => {
    const stored = await channelSettingOf(tx, auth.schId, channel, { forUpdate: true });
    const place = { schId: auth.schId, channel };
    const sealedKey =
      input.api_key !== undefined && serverKey
        ? sealSecret(serverKey, place, 'key', input.api_key)
        : stored?.sealedKey;
    if (!sealedKey) {
      throw invalid({ api_key: [`is required to set up ${NAMES[channel]}`] });
    }
    return saveChannelSettings(tx, {
      ...place,
      provider: CHANNELS[channel].provider,
      enabled: input.enabled ?? true,
      senderId: input.sender_id ?? null,
      phoneNumberId: input.phone_number_id ?? null,
      templateName: input.template_name ?? null,
      templateLanguage: input.template_language ?? null,
      sealedKey,
      sealedWebhookSecret:
        input.webhook_secret !== undefined && serverKey
          ? sealSecret(serverKey, place, 'webhook_secret', input.webhook_secret)
          : (stored?.sealedWebhookSecret ?? null),
      webhookKey: stored?.webhookKey ?? randomBytes(16).toString('hex'),
      verifyToken:
        channel === 'whatsapp' ? (stored?.verifyToken ?? randomBytes(16).toString('hex')) : null,
      updatedAt: new Date(),
    });
  });
}
