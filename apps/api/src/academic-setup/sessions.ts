/** The session of a request: `YYYY/YYYY` of consecutive years, or the campus's current one. */
import { isValidSession } from '@schoolmates/domain/calendar';
import type { DbOrTx } from '../db/client.ts';
import { invalid, notFound } from '../http/errors.ts';
import { currentPeriod } from './periods.queries.ts';

export function checkSession(session: string, field = 'session') {
  if (!isValidSession(session)) throw invalid({ [field]: ['must be two consecutive years'] });
}

/** `session` or the current session of the campus (404 when none is set). */
export async function sessionOrCurrent(
  db: DbOrTx,
  schId: bigint,
  campusId: bigint,
  session?: string,
) {
  if (session) {
    checkSession(session);
    return session;
  }
  const current = await currentPeriod(db, schId, campusId);
  if (!current) throw notFound('Current academic period');
  return current.session;
}
