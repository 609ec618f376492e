/**
 * Changing a campus: the fields sent; its type (preschool or elementary) changes only while it
 * holds no classes, preschools or people (409), and its name stays unique in the school.
 */
import type { Auth } from '../auth/sessions.ts';
import type { BodyOf } from '../contract.ts';
import type { DbOrTx } from '../db/client.ts';
import { storedFileUrl } from '../files/access.ts';
import { record } from '../http/envelope.ts';
import { conflict, uniquely } from '../http/errors.ts';
import { campusOfSchool } from '../http/scope.ts';
import { campusHasPeople, saveCampus } from './campuses.queries.ts';
import { campusAttributes } from './records.ts';

/** Updates the campus; answers its record. */
export async function updateCampus(
  db: DbOrTx,
  auth: Auth,
  campusId: bigint,
  body: BodyOf<'updateCampus'>,
) {
  const campus = await campusOfSchool(db, auth, campusId);
  const image = await storedFileUrl(db, auth, 'image_file_id', body.image_file_id, 'campus');
  if (body.is_preschool !== undefined && body.is_preschool !== campus.isPreschool) {
    const used = await campusHasPeople(db, auth.schId, campus.id);
    if (used.people + used.classes + used.preschools > 0) {
      throw conflict('The campus type cannot change once it has classes, preschools or people.');
    }
  }
  const updated = await uniquely('A campus with this name already exists.', () =>
    saveCampus(db, auth.schId, campus.id, {
      ...(body.name !== undefined && { name: body.name.trim() }),
      ...(body.email !== undefined && { email: body.email }),
      ...(body.phoneno !== undefined && { phoneno: body.phoneno }),
      ...(body.address !== undefined && { address: body.address }),
      ...(body.state !== undefined && { state: body.state }),
      ...(body.is_preschool !== undefined && { isPreschool: body.is_preschool }),
      ...(body.campus_type !== undefined && { campusType: body.campus_type }),
      ...(image !== undefined && { image }),
    }),
  );
  return record(updated.id, campusAttributes(updated));
}
