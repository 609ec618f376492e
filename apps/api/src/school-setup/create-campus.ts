/** Opening a campus of the school: its name is unique in the school (409 otherwise). */
import type { Auth } from '../auth/sessions.ts';
import type { BodyOf } from '../contract.ts';
import type { DbOrTx } from '../db/client.ts';
import { storedFileUrl } from '../files/access.ts';
import { record } from '../http/envelope.ts';
import { uniquely } from '../http/errors.ts';
import { insertCampus } from './campuses.queries.ts';
import { campusAttributes } from './records.ts';

/** Creates the campus; answers its record. */
export async function createCampus(db: DbOrTx, auth: Auth, body: BodyOf<'createCampus'>) {
  const image = await storedFileUrl(db, auth, 'image_file_id', body.image_file_id, 'campus');
  const campus = await uniquely('A campus with this name already exists.', () =>
    insertCampus(db, {
      schId: auth.schId,
      name: body.name.trim(),
      email: body.email,
      phoneno: body.phoneno,
      address: body.address,
      state: body.state,
      isPreschool: body.is_preschool ?? false,
      campusType: body.campus_type ?? null,
      image: image ?? null,
    }),
  );
  return record(campus.id, campusAttributes(campus));
}
