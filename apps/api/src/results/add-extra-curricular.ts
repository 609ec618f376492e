/** An extra-curricular activity of the caller's campus, for every class or for one of its classes; names are unique. */
import type { Auth } from '../auth/sessions.ts';
import type { BodyOf } from '../contract.ts';
import type { DbOrTx } from '../db/client.ts';
import { toId } from '../http/envelope.ts';
import { invalid, uniquely } from '../http/errors.ts';
import { activities, classOfCampus, insertActivity } from './settings.queries.ts';
import { activityRecord } from './settings.ts';

export async function addExtraCurricular(
  db: DbOrTx,
  auth: Auth,
  body: BodyOf<'createExtraCurricular'>,
) {
  let classId: bigint | null = null;
  if (body.class_id) {
    const cls = await classOfCampus(db, auth.schId, auth.campusId, toId(body.class_id));
    if (!cls) throw invalid({ class_id: ['is not a class of this campus'] });
    classId = cls.id;
  }
  const row = await uniquely('The campus already has this activity.', () =>
    insertActivity(db, {
      schId: auth.schId,
      campusId: auth.campusId,
      classId,
      name: body.name.trim(),
    }),
  );
  const [withName] = (await activities(db, auth.schId, auth.campusId, false)).filter(
    (r) => r.a.id === row.id,
  );
  return activityRecord(withName ?? { a: row, className: null });
}
