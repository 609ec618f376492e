/**
 * Writes recorded once per `Idempotency-Key` (DECISIONS #20, as Stripe and the IETF draft do):
 * the key is scoped to the school and the caller and kept at least 24 hours; the same key and
 * body answer the stored first answer (status and body); the same key with another body
 * answers 422; a repeat while the first is still running answers 409. A first request that
 * failed on the server (5xx), or was still in flight after 5 minutes (its process died),
 * forgets its key, so it can be tried again.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { conflict, type FieldErrors, HttpError, invalid } from '../http/errors.ts';
import { claimKey, forgetKey, rememberAnswer, storedKey } from './idempotency.queries.ts';

/** JSON with sorted keys, so the same body always gives the same fingerprint. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export const fingerprintOf = (operation: string, body: unknown) =>
  createHash('sha256')
    .update(`${operation}\n${canonical(body)}`)
    .digest('hex');

/** Stores the first answer, in the transaction that did the write. */
export type Remember = (tx: DbOrTx, status: number, body: unknown) => Promise<void>;

/**
 * Runs `write` once for this key: `write` gets `remember` and must call it in its transaction
 * with the answer; a repeat gets that answer again.
 */
export async function once<T>(
  db: DbOrTx,
  auth: Auth,
  reply: FastifyReply,
  request: { operation: string; key: string; body: unknown },
  write: (remember: Remember) => Promise<T>,
): Promise<T> {
  const fingerprint = fingerprintOf(request.operation, request.body);
  const key = { schId: auth.schId, userId: auth.userId, key: request.key };
  const claimed = await claimKey(db, key, fingerprint);
  if (!claimed) {
    const stored = await storedKey(db, key);
    if (stored.fingerprint !== fingerprint) {
      throw invalid(
        { 'Idempotency-Key': ['was already used for another request'] },
        'This Idempotency-Key was already used with a different request; use a new key for a new payment.',
      );
    }
    if (stored.inFlight || stored.status === null) {
      throw conflict(
        'A request with this Idempotency-Key is still being processed; try again in a moment.',
      );
    }
    if (stored.status >= 400) {
      const body = stored.body as { message: string; errors?: FieldErrors };
      throw new HttpError(stored.status, body.message, body.errors);
    }
    reply.code(stored.status);
    return stored.body as T;
  }
  const remember: Remember = (tx, status, body) => rememberAnswer(tx, key, status, body);
  try {
    return await write(remember);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) {
      await remember(db, error.statusCode, {
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    } else {
      await forgetKey(db, key);
    }
    throw error;
  }
}
