/**
 * Creating a preschool subject with its topics for a period of a preschool campus (422 on an
 * elementary one); a subject is there once per period (409).
 */
import type { Auth } from '../auth/sessions.ts';
import type { BodyOf } from '../contract.ts';
import type { DbOrTx } from '../db/client.ts';
import { invalid, uniquely } from '../http/errors.ts';
import { targetCampus } from '../http/scope.ts';
import { insertPreschoolSubject } from './preschool-subjects.queries.ts';
import { preschoolSubjectRecord } from './records.ts';
import { checkSession } from './sessions.ts';

/** Creates the subject; answers its record. */
export async function createPreschoolSubject(
  db: DbOrTx,
  auth: Auth,
  body: BodyOf<'createPreschoolSubject'>,
) {
  checkSession(body.session);
  const campus = await targetCampus(db, auth, body.campus_id);
  if (!campus.isPreschool) throw invalid({ campus_id: ['must be a preschool campus'] });
  const p = await uniquely('This subject already exists for the academic period.', () =>
    insertPreschoolSubject(db, {
      schId: auth.schId,
      campusId: campus.id,
      period: body.period,
      term: body.term,
      session: body.session,
      subject: body.subject.trim(),
      category: body.category,
      topics: body.topic.map((t) => t.trim()),
    }),
  );
  return preschoolSubjectRecord(p);
}
