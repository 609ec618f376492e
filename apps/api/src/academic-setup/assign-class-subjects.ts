/**
 * A class's subjects of a session (the campus's current one unless named) become exactly the
 * subjects sent, each a subject of the school (422 otherwise).
 */
import type { Auth } from '../auth/sessions.ts';
import type { BodyOf } from '../contract.ts';
import type { Db } from '../db/client.ts';
import { toId } from '../http/envelope.ts';
import { classOfSchool } from '../school-setup/access.ts';
import { checkSubjectIds } from './checks.ts';
import { classSubjectsRecord } from './records.ts';
import { sessionOrCurrent } from './sessions.ts';
import { classSubjectsOf, replaceClassSubjects, subjectIdsOfSchool } from './subjects.queries.ts';

/** Saves the class's subjects; answers them as saved. */
export async function assignClassSubjects(
  db: Db,
  auth: Auth,
  body: BodyOf<'assignSubjectsToClass'>,
) {
  const { cls } = await classOfSchool(db, auth, toId(body.class_id));
  const session = await sessionOrCurrent(db, auth.schId, cls.campusId, body.session);
  const wanted = body.subject_ids.map(toId);
  const known = await subjectIdsOfSchool(db, auth.schId, wanted);
  checkSubjectIds(wanted, known, 'is not a subject of the school');
  await replaceClassSubjects(db, auth.schId, cls.id, session, wanted);
  const saved = await classSubjectsOf(db, auth.schId, cls.id, session);
  return classSubjectsRecord(cls, session, saved);
}
