/**
 * The door of a school's delivery-report address (`/webhooks/{provider}/{sch_id}-{key}`): the
 * address names the school, so a report is read in that school alone, and its random key must
 * match the one stored for the channel. A report must then be signed with the school's secret
 * over the body exactly as it came (http/raw-body.ts). Anything else is refused and written to
 * the security log: who was named, what was wrong, never the secret or the signature sent.
 */
import type { Schema } from '@schoolmates/sdk';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { forbidden, HttpError, notFound } from '../http/errors.ts';
import { sameSecret } from '../http/same-secret.ts';
import { type ChannelSettingsRow, channelSettingOf } from './channel-settings.queries.ts';
import { openWebhookSecret, readSchoolKey } from './channel-settings.ts';

function logRefusal(
  req: FastifyRequest,
  channel: Schema<'ProviderChannel'>,
  schId: bigint | undefined,
  reason: string,
) {
  req.log.warn(
    {
      security: 'delivery report refused',
      operation: req.routeOptions.config.operationId,
      channel,
      ...(schId !== undefined ? { schId: String(schId) } : {}),
      reason,
    },
    'a call to a delivery-report address was refused',
  );
}

/** The channel settings the address names; 404 (logged) for an address of nobody. */
async function addressed(
  db: Db,
  req: FastifyRequest,
  channel: Schema<'ProviderChannel'>,
  schoolKey: string,
): Promise<ChannelSettingsRow> {
  const named = readSchoolKey(schoolKey);
  const settings = named && (await channelSettingOf(db, named.schId, channel));
  if (!named || !settings || !sameSecret(named.key, settings.webhookKey)) {
    logRefusal(req, channel, named?.schId, 'no such delivery-report address');
    throw notFound('Delivery-report address');
  }
  return settings;
}

/**
 * The channel settings of a signed report; 401 (logged) when the signature is missing or wrong,
 * or no secret is stored to check it with.
 */
export async function signedReport(
  db: Db,
  config: Config,
  req: FastifyRequest,
  channel: Schema<'ProviderChannel'>,
  schoolKey: string,
  signature: { header: string; matches: (secret: string, body: Buffer, sent: string) => boolean },
): Promise<ChannelSettingsRow> {
  const settings = await addressed(db, req, channel, schoolKey);
  const refuse = (reason: string, message = 'The signature of this delivery report is wrong.') => {
    logRefusal(req, channel, settings.schId, reason);
    return new HttpError(401, message);
  };
  const unchecked = 'This delivery report cannot be checked.';
  let secret: string | undefined;
  try {
    secret = openWebhookSecret(config, settings);
  } catch (error) {
    throw refuse((error as Error).message, unchecked);
  }
  if (!secret) throw refuse('no secret is stored to check signatures with', unchecked);
  const sent = req.headers[signature.header];
  if (typeof sent !== 'string') throw refuse('no signature');
  if (!req.rawBody || !signature.matches(secret, req.rawBody, sent))
    throw refuse('wrong signature');
  return settings;
}

/** Meta's check of the WhatsApp address: answers its challenge when the verify token is the school's. */
export async function answerWhatsappCheck(
  db: Db,
  req: FastifyRequest,
  schoolKey: string,
  check: { verifyToken: string; challenge: string },
): Promise<string> {
  const settings = await addressed(db, req, 'whatsapp', schoolKey);
  if (!sameSecret(check.verifyToken, settings.verifyToken)) {
    logRefusal(req, 'whatsapp', settings.schId, 'wrong verify token');
    throw forbidden('The verify token is not this school’s.');
  }
  return check.challenge;
}
