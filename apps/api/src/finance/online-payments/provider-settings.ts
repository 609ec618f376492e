/**
 * A school's payment-provider settings as the portal uses them: keys opened with the server's
 * key (messages/sealed.ts, the same AES-256-GCM as SMS and WhatsApp keys), and the record the
 * superadmin reads, which says whether a key is stored but never holds one.
 */
import type { Schema } from '@schoolmates/sdk';
import type { Config } from '../../config.ts';
import { seal, unseal } from '../../messages/sealed.ts';
import { flutterwave } from './flutterwave.ts';
import type { SettingsRow } from './online-payments.queries.ts';
import { paystack } from './paystack.ts';
import type { PaymentProvider, Provider, ProviderKeys } from './providers.ts';

export const PAYMENT_PROVIDERS: Record<Provider, PaymentProvider> = { paystack, flutterwave };
export const PROVIDER_NAMES: Record<Provider, string> = {
  paystack: 'Paystack',
  flutterwave: 'Flutterwave',
};

type Field = 'secret_key' | 'webhook_hash';
const placeOf = (row: { schId: bigint; provider: Provider }, field: Field) =>
  `online_payment_settings:${row.schId}:${row.provider}:${field}`;

export const sealProviderSecret = (
  key: Buffer,
  row: { schId: bigint; provider: Provider },
  field: Field,
  secret: string,
) => seal(key, secret, placeOf(row, field));

/** The school's keys for the provider; throws when the server's key cannot open them. */
export function openKeys(config: Config, row: SettingsRow): ProviderKeys {
  const key = config.messagesSecretKey;
  if (!key) throw new Error('The server has no MESSAGES_SECRET_KEY to open payment keys with.');
  return {
    secretKey: unseal(key, row.sealedSecretKey, placeOf(row, 'secret_key')),
    webhookHash:
      row.sealedWebhookHash === null
        ? undefined
        : unseal(key, row.sealedWebhookHash, placeOf(row, 'webhook_hash')),
  };
}

export function providerSettingsRecord(
  config: Pick<Config, 'publicUrl'>,
  row: SettingsRow,
): Schema<'PaymentProviderSettings'> {
  return {
    provider: row.provider,
    enabled: row.enabled,
    public_key: row.publicKey,
    bank_id: String(row.bankId),
    part_payments: row.partPayments,
    has_secret_key: true,
    has_webhook_hash: row.sealedWebhookHash !== null,
    webhook_url: `${config.publicUrl}/api/payments/webhooks/${row.provider}`,
    updated_at: row.updatedAt.toISOString(),
  };
}
