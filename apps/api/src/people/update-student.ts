/**
 * Updating a student: the fields sent, checked as on admission (a graduated student's status
 * stays); a student withdrawn by the change is signed out in the same transaction.
 */
import { isValidSession } from '@schoolmates/domain/calendar';
import type { Auth } from '../auth/sessions.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import type { BodyOf } from '../contract.ts';
import type { Db } from '../db/client.ts';
import { must } from '../db/rows.ts';
import { updatePerson } from '../db/users.ts';
import { storedFileUrl } from '../files/access.ts';
import { toId } from '../http/envelope.ts';
import { conflict, invalid, uniquely } from '../http/errors.ts';
import { campusOfSchool } from '../http/scope.ts';
import { personOfSchool } from './access.ts';
import { admissionNumberFree, checkBirthDate, emailFree, placement } from './checks.ts';
import { studentRecordOf } from './records.ts';

/** Updates the student; answers their record. */
export async function updateStudent(
  db: Db,
  auth: Auth,
  studentId: bigint,
  body: BodyOf<'updateStudent'>,
) {
  const row = await personOfSchool(db, auth, studentId, 'student');
  const u = row.user;
  if (body.session_admitted !== undefined && !isValidSession(body.session_admitted)) {
    throw invalid({ session_admitted: ['must be two consecutive years'] });
  }
  checkBirthDate(body.dob);
  const image = await storedFileUrl(db, auth, 'image_file_id', body.image_file_id, 'person');
  if (body.status !== undefined && body.status !== u.status && u.status === 'graduated') {
    throw conflict('A graduated student’s status cannot change.');
  }
  const campus = await campusOfSchool(db, auth, u.campusId);
  const place =
    body.class_id !== undefined || body.sub_class !== undefined
      ? await placement(
          db,
          auth,
          campus,
          body.class_id !== undefined ? toId(body.class_id) : must(u.classId ?? u.preschoolId),
          body.sub_class === undefined ? u.subClass : body.sub_class,
        )
      : null;
  const admitted =
    body.admitted_class_id !== undefined && body.admitted_class_id !== null
      ? await placement(
          db,
          auth,
          campus,
          toId(body.admitted_class_id),
          body.admitted_sub_class,
          'admitted_class_id',
        )
      : null;
  await db.transaction(async (tx) => {
    if (body.admission_number !== undefined) {
      await admissionNumberFree(tx, auth, body.admission_number, u.id);
    }
    await emailFree(tx, auth, body.email_address, u.id);
    await uniquely('This admission number or e-mail is already used.', () =>
      updatePerson(tx, auth.schId, u.id, {
        ...(body.surname !== undefined && { surname: body.surname.trim() }),
        ...(body.firstname !== undefined && { firstname: body.firstname.trim() }),
        ...(body.middlename !== undefined && { middlename: body.middlename }),
        ...(body.admission_number !== undefined && { admissionNumber: body.admission_number }),
        ...(body.gender !== undefined && { gender: body.gender }),
        ...(body.dob !== undefined && { dob: body.dob }),
        ...(body.nationality !== undefined && { nationality: body.nationality }),
        ...(body.state !== undefined && { state: body.state }),
        ...(body.session_admitted !== undefined && { sessionAdmitted: body.session_admitted }),
        ...(body.admitted_class_id === null && {
          admittedClassId: null,
          admittedSubClass: null,
        }),
        ...(admitted && {
          admittedClassId: admitted.classId,
          admittedSubClass: admitted.subClass,
        }),
        ...(place && {
          classId: place.classId,
          preschoolId: place.preschoolId,
          subClass: place.subClass,
        }),
        ...(body.phone_number !== undefined && { phone: body.phone_number }),
        ...(body.email_address !== undefined && { email: body.email_address }),
        ...(body.home_address !== undefined && { address: body.home_address }),
        ...(body.genotype !== undefined && { genotype: body.genotype }),
        ...(body.blood_group !== undefined && { bloodGroup: body.blood_group }),
        ...(image !== undefined && { image }),
        ...(body.status !== undefined && { status: body.status }),
      }),
    );
    if (body.status === 'withdrawn' && u.status !== 'withdrawn')
      await revokeUserSessions(tx, auth.schId, u.id);
  });
  return studentRecordOf(db, auth.schId, u.id);
}
