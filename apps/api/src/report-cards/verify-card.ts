/**
 * Checking a report card by its code (issue 31), with no sign-in: the minimal facts to anyone
 * with the code, every figure as released to whoever also holds the PIN. Each check is logged
 * for the school. PIN tries are limited per code: after PIN_FAILURE_LIMIT wrong PINs in a row
 * the code's PIN is refused for PIN_LOCK_MINUTES, whoever asks (the per-address limit is
 * @fastify/rate-limit, app.ts). No transaction: a wrong PIN's count must stay when it is refused.
 */
import type { components } from '@schoolmates/sdk';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { storedImage, uploadIdOf } from '../files/access.ts';
import { storedBytes } from '../files/download.ts';
import { record } from '../http/envelope.ts';
import { invalid, notFound } from '../http/errors.ts';
import { isPin, parseCode, printedCode } from './codes.ts';
import {
  insertCheck,
  recordWrongPin,
  resetPinFailures,
  type VerificationRow,
  verificationByCode,
} from './report-cards.queries.ts';

type S = components['schemas'];

export const PIN_FAILURE_LIMIT = 5;
export const PIN_LOCK_MINUTES = 60;

/** The code's PIN is locked: try again in `retryAfter` seconds. */
export class PinLocked extends Error {
  constructor(readonly retryAfter: number) {
    super(
      `Too many wrong PINs for this report card; try again in ${Math.ceil(retryAfter / 60)} minutes.`,
    );
  }
}

async function cardOf(db: DbOrTx, typed: string): Promise<VerificationRow> {
  const code = parseCode(typed);
  const row = code && (await verificationByCode(db, code.schId, code.random));
  if (!row) throw notFound('Report card');
  return row;
}

/**
 * The logo as the public page can show it: a stored logo through the card's own logo address
 * (stored images are for signed-in users), a logo elsewhere on the web as it is.
 */
function publicLogo(code: string, logo: string | null): string | null {
  if (uploadIdOf(logo)) return `/api/verify/${code}/logo`;
  return logo && /^https:\/\//.test(logo) ? logo : null;
}

function answer(row: VerificationRow, figures: S['VerifiedFigures'] | null) {
  const code = printedCode(row.schId, row.code);
  return record(code, {
    ...row.facts,
    school_logo: publicLogo(code, row.facts.school_logo),
    code,
    status: row.replacedAt ? ('replaced' as const) : ('valid' as const),
    released_at: row.releasedAt.toISOString(),
    replaced_at: row.replacedAt?.toISOString() ?? null,
    figures: row.replacedAt ? null : figures,
  });
}

/** The card's minimal facts: valid or replaced, never a score. */
export async function lookUpCard(db: DbOrTx, typed: string) {
  const row = await cardOf(db, typed);
  await insertCheck(db, row, null);
  return answer(row, null);
}

/** With the right PIN, the card's figures as released (none when replaced); 422 on a wrong PIN. */
export async function openCard(
  db: DbOrTx,
  serverKey: Buffer | undefined,
  typed: string,
  pin: string,
) {
  const row = await cardOf(db, typed);
  if (row.replacedAt) {
    await insertCheck(db, row, null);
    return answer(row, null);
  }
  const now = Date.now();
  if (row.pinLockedUntil && row.pinLockedUntil.getTime() > now) {
    throw new PinLocked(Math.ceil((row.pinLockedUntil.getTime() - now) / 1000));
  }
  if (!serverKey) throw new Error('The server has no MESSAGES_SECRET_KEY to check PINs with.');
  if (isPin(serverKey, row.schId, row.code, pin)) {
    if (row.pinFailures > 0) await resetPinFailures(db, row);
    await insertCheck(db, row, true);
    return answer(row, row.figures);
  }
  const after = await recordWrongPin(
    db,
    row,
    PIN_FAILURE_LIMIT,
    new Date(now + PIN_LOCK_MINUTES * 60_000),
  );
  await insertCheck(db, row, false);
  if (after?.lockedUntil && after.lockedUntil.getTime() > now) {
    throw new PinLocked(PIN_LOCK_MINUTES * 60);
  }
  const left = PIN_FAILURE_LIMIT - (after?.failures ?? 0);
  throw invalid(
    { pin: [`this is not the card’s PIN (${left} ${left === 1 ? 'try' : 'tries'} left)`] },
    'The PIN is not this report card’s.',
  );
}

/** The stored logo of the card's school and its bytes (not logged as a check); 404 without one. */
export async function cardLogo(
  db: DbOrTx,
  config: Pick<Config, 'dataDir'>,
  typed: string,
  log: FastifyBaseLogger,
) {
  const row = await cardOf(db, typed);
  const file = await storedImage(db, row.schId, row.facts.school_logo);
  if (!file) throw notFound('Logo');
  return { file, stream: await storedBytes(config, file, log, 'Logo') };
}
