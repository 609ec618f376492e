/** Adding an academic period (period, term, session) to a campus; each is there once (409). */
import type { Auth } from '../auth/sessions.ts';
import type { BodyOf } from '../contract.ts';
import type { DbOrTx } from '../db/client.ts';
import { uniquely } from '../http/errors.ts';
import { targetCampus } from '../http/scope.ts';
import { insertPeriod } from './periods.queries.ts';
import { academicPeriodRecord } from './records.ts';
import { checkSession } from './sessions.ts';

/** Adds the period; answers its record. */
export async function addAcademicPeriod(
  db: DbOrTx,
  auth: Auth,
  body: BodyOf<'createAcademicPeriod'>,
) {
  checkSession(body.session);
  const campus = await targetCampus(db, auth, body.campus_id);
  const p = await uniquely('This academic period already exists for the campus.', () =>
    insertPeriod(db, {
      schId: auth.schId,
      campusId: campus.id,
      period: body.period,
      term: body.term,
      session: body.session,
    }),
  );
  return academicPeriodRecord(p);
}
