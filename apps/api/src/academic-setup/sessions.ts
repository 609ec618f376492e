/**
 * The campus's current period, and the session of a request: `YYYY/YYYY` of consecutive years,
 * or the campus's current one. Other areas read the current period here.
 */
import { isValidSession } from '@schoolmates/domain/calendar';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { academicPeriods } from '../db/schema.ts';
import { invalid, notFound } from '../http/errors.ts';

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

/** The campus's current period (undefined when none is set). */
export async function currentPeriod(db: DbOrTx, schId: bigint, campusId: bigint) {
  const [p] = await db
    .select()
    .from(academicPeriods)
    .where(
      and(
        eq(academicPeriods.schId, schId),
        eq(academicPeriods.campusId, campusId),
        eq(academicPeriods.isCurrent, true),
      ),
    );
  return p;
}
