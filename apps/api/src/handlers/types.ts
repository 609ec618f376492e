/**
 * Handler types: one handler per operationId, typed from the contract's request and answer
 * types (contract.ts: body, query, path, and the 2xx JSON it must answer).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { BodyOf, OperationId, ParamsOf, QueryOf, SuccessOf } from '../contract.ts';
import type { Db } from '../db/client.ts';
import type { JsonText } from '../http/envelope.ts';
import type { Outbox } from '../messages/outbox.ts';

/** Operations with `x-roles: []` (no sign-in). app.ts checks this list against the contract. */
export const PUBLIC_OPERATIONS = [
  'loginUser',
  'signUpSchool',
  'requestPasswordReset',
  'resetPassword',
  // providers' delivery reports: the address names the school, a signature proves the sender
  'reportTermiiDelivery',
  'verifyWhatsappWebhook',
  'reportWhatsappDelivery',
  // payment providers' webhooks (issue 29): the reference names the school, a signature proves the sender
  'receivePaystackEvent',
  'receiveFlutterwaveEvent',
  // report cards checked by their code (issue 31): anyone holding a card; limited per address
  'getReportCardVerification',
  'checkReportCardPin',
  'getReportCardLogo',
  'getVerificationKeys',
] as const satisfies readonly OperationId[];
export type PublicOperationId = (typeof PUBLIC_OPERATIONS)[number];

export interface Ctx<K extends OperationId> {
  operationId: K;
  req: FastifyRequest;
  reply: FastifyReply;
  db: Db;
  config: Config;
  /** Messages queued here go out in the transaction's commit (messages/outbox.ts). */
  outbox: Outbox;
  /** The caller, from the session (never from the request). `null` on public operations. */
  auth: K extends PublicOperationId ? null : Auth;
  body: BodyOf<K>;
  query: QueryOf<K>;
  params: ParamsOf<K>;
}

/**
 * The reply status is set from the contract (201 for creates) before the handler runs. The
 * answer is an object Fastify serialises, or JSON text the database wrote (sent as it is).
 */
export type Handler<K extends OperationId> = (
  ctx: Ctx<K>,
) => Promise<SuccessOf<K> | JsonText<SuccessOf<K>>>;

export type HandlerMap = { [K in OperationId]: Handler<K> };
