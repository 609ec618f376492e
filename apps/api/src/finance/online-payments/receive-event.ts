/**
 * A provider's webhook (issue 29 point 2). The reference in the body names the school, whose
 * stored key then authenticates the body as it came (the provider's verifier); anything else
 * answers 401 and writes a security-log line (who was named and what was wrong, never a key).
 * An authentic charge is then asked about at the provider (verify) and settled once
 * (settle.ts). A reference of no transaction answers 200 (providers retry until they get a
 * 2xx) and is kept as `unmatched` for the bursar.
 */
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { Outbox } from '../../messages/outbox.ts';
import {
  claimEvent,
  eventSeen,
  insertTransaction,
  settingOf,
  transactionOf,
} from './online-payments.queries.ts';
import { openKeys, PAYMENT_PROVIDERS } from './provider-settings.ts';
import type { Provider, ProviderKeys } from './providers.ts';
import { schoolOfReference } from './records.ts';
import { settle } from './settle.ts';

function logRefusal(req: FastifyRequest, provider: Provider, schId: bigint, reason: string) {
  req.log.warn(
    {
      security: 'payment webhook refused',
      operation: req.routeOptions.config.operationId,
      provider,
      schId: String(schId),
      reason,
    },
    'a payment provider webhook was refused',
  );
}

export async function receivePaymentEvent(
  db: Db,
  outbox: Outbox,
  config: Config,
  req: FastifyRequest,
  provider: Provider,
  body: unknown,
): Promise<string> {
  const payments = PAYMENT_PROVIDERS[provider];
  const event = payments.readEvent(body);
  const reference = event?.reference;
  const schId = schoolOfReference(reference);
  if (!event || !reference || schId === undefined) {
    req.log.warn({ provider, reference }, 'a payment webhook names no transaction of this portal');
    return 'Nothing to do: the event names no transaction of this portal.';
  }
  const settings = await settingOf(db, schId, provider);
  const refuse = (reason: string) => {
    logRefusal(req, provider, schId, reason);
    return new HttpError(401, 'The signature of this event is wrong.');
  };
  if (!settings) throw refuse('the school has not set this provider up');
  let keys: ProviderKeys;
  try {
    keys = openKeys(config, settings);
  } catch (error) {
    throw refuse((error as Error).message);
  }
  if (!req.rawBody || !payments.verifier.matches(keys, req.rawBody, req.headers)) {
    throw refuse(
      typeof req.headers[payments.verifier.header] === 'string'
        ? 'wrong signature'
        : 'no signature',
    );
  }
  if (!event.charge) return 'Noted: this event does not credit anything.';
  if (await eventSeen(db, schId, provider, event.id)) return 'This event was processed before.';
  const row = await transactionOf(db, schId, provider, reference);
  if (!row) {
    await db.transaction(async (tx) => {
      const unmatched =
        (await insertTransaction(tx, {
          schId,
          provider,
          reference,
          amount: 0,
          status: 'unmatched',
          flag: 'No transaction of the school has this reference.',
          lastVerify: (body as { data?: unknown }).data ?? null,
        })) ?? (await transactionOf(tx, schId, provider, reference));
      await claimEvent(tx, {
        schId,
        provider,
        eventId: event.id,
        transactionId: unmatched?.id ?? null,
      });
    });
    return 'No transaction has this reference; it is listed for the bursar as unmatched.';
  }
  const answer = await payments.verify(config, keys, {
    reference,
    providerId: event.providerId,
  });
  const { outcome } = await settle(db, outbox, config, settings, reference, answer, event.id);
  return {
    credited: 'The payment is credited.',
    flagged: 'The provider’s answer does not match the transaction; it is flagged for the bursar.',
    pending: 'The provider says the payment is still pending.',
    replay: 'This event was processed before.',
    already: 'The payment was credited before.',
  }[outcome];
}
