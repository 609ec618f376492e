/**
 * Changing one's own profile: names, e-mail (unique in the school, 409), phone, photo and
 * signature. A guardian signs in with their phone, so it is kept in one form, one guardian's.
 */
import type { BodyOf } from '../contract.ts';
import type { Db } from '../db/client.ts';
import { updatePerson } from '../db/users.ts';
import { storedFileUrl } from '../files/access.ts';
import { guardianPhone } from '../guardians/change-guardian.ts';
import { uniquely } from '../http/errors.ts';
import { profileRecord } from './profile.ts';
import type { Auth } from './sessions.ts';

/** Saves the caller's profile; answers it. */
export async function updateProfile(db: Db, auth: Auth, body: BodyOf<'updateStaffProfile'>) {
  const phone =
    auth.role === 'guardian' && body.phoneno !== undefined
      ? await guardianPhone(db, auth, body.phoneno)
      : body.phoneno;
  const image = await storedFileUrl(db, auth, 'image_file_id', body.image_file_id, 'ownAvatar');
  const signature = await storedFileUrl(
    db,
    auth,
    'signature_file_id',
    body.signature_file_id,
    'ownSignature',
  );
  await uniquely('This e-mail already belongs to an account.', () =>
    updatePerson(db, auth.schId, auth.userId, {
      ...(body.surname !== undefined && { surname: body.surname.trim() }),
      ...(body.firstname !== undefined && { firstname: body.firstname.trim() }),
      ...(body.middlename !== undefined && { middlename: body.middlename }),
      ...(body.email !== undefined && { email: body.email }),
      ...(phone !== undefined && { phone }),
      ...(body.gender !== undefined && { gender: body.gender }),
      ...(body.address !== undefined && { address: body.address }),
      ...(image !== undefined && { image }),
      ...(signature !== undefined && { signature }),
    }),
  );
  return profileRecord(db, auth.schId, auth.userId);
}
