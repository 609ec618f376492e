/** The term and session a finance call is about, defaulting to the current academic period. */
import { isValidSession } from '@schoolmates/domain/calendar';
import { currentPeriod } from '../academic-setup/sessions.ts';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import type { FinanceTerm } from '../db/finance-schema.ts';
import { invalid } from '../http/errors.ts';
import type { Period } from './ledger.queries.ts';

async function current(db: DbOrTx, auth: Auth) {
  const period = await currentPeriod(db, auth.schId, auth.campusId);
  if (!period) {
    throw invalid({
      session: ['is needed: the campus has no current academic period'],
    });
  }
  return period;
}

/** For lists and summaries: the session asked (or the current one); the term asked or none. */
export async function askedPeriod(
  db: DbOrTx,
  auth: Auth,
  query: { term?: string | undefined; session?: string | undefined },
): Promise<Period> {
  const session = query.session ?? (await current(db, auth)).session;
  return { session, term: query.term ?? null };
}

/** For a new record: the term and session given, each defaulting to the current period's. */
export async function recordPeriod(
  db: DbOrTx,
  auth: Auth,
  given: { term?: FinanceTerm | undefined; session?: string | undefined },
): Promise<{ term: FinanceTerm; session: string }> {
  if (given.term && given.session) return { term: given.term, session: given.session };
  const period = await current(db, auth);
  return {
    term: given.term ?? (period.term as FinanceTerm),
    session: given.session ?? period.session,
  };
}

/** A session is two consecutive years (2025/2026). */
export function checkSession(session: string) {
  if (!isValidSession(session)) {
    throw invalid({ session: ['is two consecutive years, e.g. 2025/2026'] });
  }
}
