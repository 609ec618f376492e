/**
 * A school's SMS and WhatsApp settings as the portal uses them: its keys opened with the
 * server's key (messages/sealed.ts), and the record the superadmin reads, which says whether a
 * key is stored but never holds one.
 */
import type { Schema } from '@schoolmates/sdk';
import type { Config } from '../config.ts';
import type { ChannelSettingsRow } from './channel-settings.queries.ts';
import { seal, unseal } from './sealed.ts';

/** The secrets a row holds, each sealed with its place (school, channel, field). */
export type SecretField = 'key' | 'webhook_secret';

const placeOf = (row: Pick<ChannelSettingsRow, 'schId' | 'channel'>, field: SecretField) =>
  `message_channel_settings:${row.schId}:${row.channel}:${field}`;

/** The server's key, or why none can be used. */
function serverKey(config: Config): Buffer {
  if (!config.messagesSecretKey) {
    throw new Error(
      'The server has no MESSAGES_SECRET_KEY, so the school’s SMS and WhatsApp keys cannot be read.',
    );
  }
  return config.messagesSecretKey;
}

export function sealSecret(
  key: Buffer,
  row: Pick<ChannelSettingsRow, 'schId' | 'channel'>,
  field: SecretField,
  secret: string,
): string {
  return seal(key, secret, placeOf(row, field));
}

export const openKey = (config: Config, row: ChannelSettingsRow) =>
  unseal(serverKey(config), row.sealedKey, placeOf(row, 'key'));

/** The secret that signs the channel's delivery reports; undefined when none is stored. */
export const openWebhookSecret = (config: Config, row: ChannelSettingsRow) =>
  row.sealedWebhookSecret === null
    ? undefined
    : unseal(serverKey(config), row.sealedWebhookSecret, placeOf(row, 'webhook_secret'));

/** How a channel's messages are recorded to have left (`messages.transport`). */
export const transportOf = (provider: Schema<'MessageProvider'>) =>
  provider === 'termii' ? ('termii' as const) : ('whatsapp' as const);

/** The provider's part of the delivery-report address (`/webhooks/{provider}/{school_key}`). */
export const WEBHOOK_PATHS = { sms: 'termii', whatsapp: 'whatsapp' } as const satisfies Record<
  Schema<'ProviderChannel'>,
  string
>;

/** The `{school_key}` of a school's delivery-report address: its id, a dash, the random key. */
export const schoolKeyOf = (row: Pick<ChannelSettingsRow, 'schId' | 'webhookKey'>) =>
  `${row.schId}-${row.webhookKey}`;

/** A school key read back: the school's id and the random key; undefined when malformed. */
export function readSchoolKey(schoolKey: string): { schId: bigint; key: string } | undefined {
  const match = /^([1-9]\d{0,15})-([0-9a-f]{32})$/.exec(schoolKey);
  return match?.[1] && match[2] ? { schId: BigInt(match[1]), key: match[2] } : undefined;
}

/** A channel's settings as the superadmin reads them: no key, only whether one is stored. */
export function channelSettingsRecord(
  config: Config,
  row: ChannelSettingsRow,
): Schema<'MessageChannelSettings'> {
  return {
    channel: row.channel,
    provider: row.provider,
    enabled: row.enabled,
    sender_id: row.senderId,
    phone_number_id: row.phoneNumberId,
    template_name: row.templateName,
    template_language: row.templateLanguage,
    has_key: true,
    has_webhook_secret: row.sealedWebhookSecret !== null,
    webhook_url: `${config.publicUrl}/api/webhooks/${WEBHOOK_PATHS[row.channel]}/${schoolKeyOf(row)}`,
    verify_token: row.verifyToken,
    updated_at: row.updatedAt.toISOString(),
  };
}
