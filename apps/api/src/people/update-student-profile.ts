/** A student changing their own profile: contact details, health details and their picture. */
import type { Auth } from '../auth/sessions.ts';
import type { BodyOf } from '../contract.ts';
import type { Db } from '../db/client.ts';
import { updatePerson } from '../db/users.ts';
import { storedFileUrl } from '../files/access.ts';
import { forbidden, uniquely } from '../http/errors.ts';
import { emailFree } from './checks.ts';
import { studentRecordOf } from './records.ts';

/** Updates the caller's own profile; answers their record. */
export async function updateStudentProfile(
  db: Db,
  auth: Auth,
  studentId: bigint,
  body: BodyOf<'updateStudentProfile'>,
) {
  if (studentId !== auth.userId) throw forbidden('You may only change your own profile.');
  const image = await storedFileUrl(db, auth, 'image_file_id', body.image_file_id, 'ownAvatar');
  await emailFree(db, auth, body.email_address, auth.userId);
  await uniquely('This e-mail already belongs to an account.', () =>
    updatePerson(db, auth.schId, auth.userId, {
      ...(body.phone_number !== undefined && { phone: body.phone_number }),
      ...(body.email_address !== undefined && { email: body.email_address }),
      ...(body.home_address !== undefined && { address: body.home_address }),
      ...(body.genotype !== undefined && { genotype: body.genotype }),
      ...(body.blood_group !== undefined && { bloodGroup: body.blood_group }),
      ...(image !== undefined && { image }),
    }),
  );
  return studentRecordOf(db, auth.schId, auth.userId);
}
