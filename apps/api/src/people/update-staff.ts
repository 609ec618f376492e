/**
 * Updating a staff member: the fields sent, checked as on creation; the superadmin's role does
 * not change here, and a class arm is checked again whenever the class, arm or campus moves.
 */

import { DESIGNATION } from '@schoolmates/domain/people';
import type { Auth } from '../auth/sessions.ts';
import type { BodyOf } from '../contract.ts';
import type { Db } from '../db/client.ts';
import { updatePerson } from '../db/users.ts';
import { storedFileUrl } from '../files/access.ts';
import { toId } from '../http/envelope.ts';
import { conflict, uniquely } from '../http/errors.ts';
import { targetCampus } from '../http/scope.ts';
import { checkDesignation, personOfSchool } from './access.ts';
import { checkClassArm, checkDepartment, emailFree } from './checks.ts';
import { staffRecordOf } from './records.ts';

/** Updates the staff member; answers their record. */
export async function updateStaff(
  db: Db,
  auth: Auth,
  staffId: bigint,
  body: BodyOf<'updateStaff'>,
) {
  const row = await personOfSchool(db, auth, staffId, 'staff');
  const u = row.user;
  if (body.designation_id !== undefined && body.designation_id !== u.designationId) {
    checkDesignation(auth, body.designation_id);
    if (u.designationId === DESIGNATION.superadmin)
      throw conflict('The superadmin’s role cannot change here.');
  }
  const image = await storedFileUrl(db, auth, 'image_file_id', body.image_file_id, 'person');
  const campusId =
    body.campus_id !== undefined ? (await targetCampus(db, auth, body.campus_id)).id : u.campusId;
  const departmentId =
    body.department_id === undefined
      ? u.departmentId
      : body.department_id
        ? toId(body.department_id)
        : null;
  const classId =
    body.class_id === undefined ? u.classId : body.class_id ? toId(body.class_id) : null;
  const subClass = body.sub_class === undefined ? u.subClass : body.sub_class;
  await db.transaction(async (tx) => {
    await checkDepartment(tx, auth, departmentId);
    if (
      body.class_id !== undefined ||
      body.sub_class !== undefined ||
      body.campus_id !== undefined
    ) {
      await checkClassArm(tx, auth, campusId, classId, classId ? subClass : null, u.id);
    }
    await emailFree(tx, auth, body.email, u.id);
    await uniquely('This e-mail already belongs to an account.', () =>
      updatePerson(tx, auth.schId, u.id, {
        ...(body.surname !== undefined && { surname: body.surname.trim() }),
        ...(body.firstname !== undefined && { firstname: body.firstname.trim() }),
        ...(body.middlename !== undefined && { middlename: body.middlename }),
        ...(body.designation_id !== undefined && { designationId: body.designation_id }),
        ...(body.gender !== undefined && { gender: body.gender }),
        ...(body.email !== undefined && { email: body.email }),
        ...(body.phoneno !== undefined && { phone: body.phoneno }),
        ...(body.address !== undefined && { address: body.address }),
        ...(body.teacher_type !== undefined && { teacherType: body.teacher_type }),
        ...(image !== undefined && { image }),
        campusId,
        departmentId,
        classId,
        subClass: classId ? subClass : null,
      }),
    );
  });
  return staffRecordOf(db, auth.schId, u.id);
}
