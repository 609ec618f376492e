/**
 * A preschool's subjects of a period become exactly the subjects sent, each a preschool subject
 * of its campus and that period (422 otherwise).
 */
import type { Auth } from '../auth/sessions.ts';
import type { BodyOf } from '../contract.ts';
import type { DbOrTx } from '../db/client.ts';
import { toId } from '../http/envelope.ts';
import { preschoolOfSchool } from '../school-setup/access.ts';
import { checkSubjectIds } from './checks.ts';
import { preschoolSubjectIdsOf, replacePreschoolSubjects } from './preschool-subjects.queries.ts';
import { subjectsOfPreschool } from './preschool-subjects.ts';
import { preschoolSubjectRecord } from './records.ts';
import { checkSession } from './sessions.ts';

/** Saves the preschool's subjects; answers them as saved. */
export async function assignPreschoolSubjects(
  db: DbOrTx,
  auth: Auth,
  body: BodyOf<'assignPreschoolSubjects'>,
) {
  checkSession(body.session);
  const { preschool } = await preschoolOfSchool(db, auth, toId(body.preschool_id));
  const wanted = body.subject_ids.map(toId);
  const known = await preschoolSubjectIdsOf(db, auth.schId, preschool.campusId, body, wanted);
  checkSubjectIds(wanted, known, 'is not a preschool subject of this campus and period');
  await replacePreschoolSubjects(db, auth.schId, preschool, body, wanted);
  const rows = await subjectsOfPreschool(db, auth.schId, preschool.id, body);
  return rows.map(preschoolSubjectRecord);
}
