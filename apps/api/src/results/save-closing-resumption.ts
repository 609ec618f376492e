/** A campus's closing and resumption dates of a term: resumption after closing. */
import type { Auth } from '../auth/sessions.ts';
import type { BodyOf } from '../contract.ts';
import type { DbOrTx } from '../db/client.ts';
import { invalid } from '../http/errors.ts';
import { targetCampus } from '../http/scope.ts';
import { saveClosing } from './results.queries.ts';
import { closingRecord } from './settings.ts';

export async function saveClosingResumption(
  db: DbOrTx,
  auth: Auth,
  body: BodyOf<'saveClosingResumption'>,
) {
  const campus = await targetCampus(db, auth, body.campus_id);
  if (body.session_resumes <= body.session_ends) {
    throw invalid({ session_resumes: ['must be after session_ends'] });
  }
  const row = await saveClosing(db, {
    schId: auth.schId,
    campusId: campus.id,
    term: body.term,
    session: body.session,
    sessionEnds: body.session_ends,
    sessionResumes: body.session_resumes,
  });
  return closingRecord(row);
}
