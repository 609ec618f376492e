/** Appointing an active staff member the director of studies of their campus. */
import type { Auth } from '../auth/sessions.ts';
import type { BodyOf } from '../contract.ts';
import type { Db } from '../db/client.ts';
import { toId } from '../http/envelope.ts';
import { conflict } from '../http/errors.ts';
import { campusOfSchool } from '../http/scope.ts';
import { personOfSchool } from './access.ts';
import { directorOfStudies, setDirectorOfStudies } from './staff.queries.ts';

/** Sets the campus's director of studies; answers them with their campus. */
export async function appointDirectorOfStudies(
  db: Db,
  auth: Auth,
  body: BodyOf<'setDirectorOfStudies'>,
) {
  const row = await personOfSchool(db, auth, toId(body.staff_id), 'staff');
  if (row.user.status !== 'active') throw conflict('This staff member is disabled.');
  const campusId = row.user.campusId;
  await setDirectorOfStudies(db, auth.schId, campusId, row.user.id, body.title ?? null);
  const campus = await campusOfSchool(db, auth, campusId);
  return { dos: await directorOfStudies(db, auth.schId, campusId), campus };
}
