/**
 * The superadmin sets up Paystack or Flutterwave for the school: the public key, the bank the
 * provider settles into, part payments, and the secret key (and Flutterwave's webhook hash)
 * sealed with the server's key. A key left out keeps the stored one.
 */
import type { Schema } from '@schoolmates/sdk';
import type { Auth } from '../../auth/sessions.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { conflict, invalid } from '../../http/errors.ts';
import { bankOfSchool } from '../banks.queries.ts';
import { saveSettings, settingOf } from './online-payments.queries.ts';
import { PROVIDER_NAMES, sealProviderSecret } from './provider-settings.ts';
import type { Provider } from './providers.ts';

export async function savePaymentProvider(
  db: Db,
  config: Config,
  auth: Auth,
  provider: Provider,
  input: Schema<'PaymentProviderInput'>,
) {
  const serverKey = config.messagesSecretKey;
  if (!serverKey) {
    throw conflict(
      'Keys cannot be stored: the server has no MESSAGES_SECRET_KEY to seal them with. Set it (32 random bytes in base64) and restart the server.',
    );
  }
  return db.transaction(async (tx) => {
    const bank = await bankOfSchool(tx, auth.schId, BigInt(input.bank_id));
    if (!bank) throw invalid({ bank_id: ['is not a bank account of the school'] });
    const stored = await settingOf(tx, auth.schId, provider, { forUpdate: true });
    const place = { schId: auth.schId, provider };
    const sealedSecretKey =
      input.secret_key !== undefined
        ? sealProviderSecret(serverKey, place, 'secret_key', input.secret_key)
        : stored?.sealedSecretKey;
    if (!sealedSecretKey) {
      throw invalid({ secret_key: [`is required to set up ${PROVIDER_NAMES[provider]}`] });
    }
    const sealedWebhookHash =
      input.webhook_hash !== undefined
        ? sealProviderSecret(serverKey, place, 'webhook_hash', input.webhook_hash)
        : (stored?.sealedWebhookHash ?? null);
    if (provider === 'flutterwave' && !sealedWebhookHash) {
      throw invalid({ webhook_hash: ['is required to set up Flutterwave'] });
    }
    return saveSettings(tx, {
      ...place,
      enabled: input.enabled ?? true,
      publicKey: input.public_key,
      sealedSecretKey,
      sealedWebhookHash,
      bankId: bank.id,
      partPayments: input.part_payments ?? false,
      updatedAt: new Date(),
    });
  });
}
