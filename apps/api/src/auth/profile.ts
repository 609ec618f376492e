/** The signed-in user as the sign-in and profile calls answer them. */

import { DESIGNATION, designationName, roleOf } from '@schoolmates/domain/people';
import type { components } from '@schoolmates/sdk';
import { academicPeriodRecord } from '../academic-setup/records.ts';
import { currentPeriod } from '../academic-setup/sessions.ts';
import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { must } from '../db/rows.ts';
import { schoolRow } from '../db/school-rows.ts';
import { optId, record } from '../http/envelope.ts';
import { personOf } from '../people/records.ts';
import { sessionExpiresAt } from './sessions.ts';

type S = components['schemas'];

/** The signed-in user as POST /login and /sign-up answer it. */
async function authUser(db: DbOrTx, schId: bigint, userId: bigint): Promise<S['AuthUser']> {
  const r = await personOf(db, schId, userId);
  const u = r.user;
  const school = must(await schoolRow(db, schId), 'school');
  const period = await currentPeriod(db, schId, u.campusId);
  const role = roleOf(u.designationId) ?? 'student';
  return {
    id: String(u.id),
    username: u.username,
    designation_id: u.designationId as S['DesignationId'],
    role,
    designation_name: designationName(u.designationId),
    is_preschool: r.isPreschool,
    plan: school.plan as S['Plan'],
    avatar: u.image,
    image: u.image,
    email: u.email,
    firstname: u.firstname,
    surname: u.surname,
    middlename: u.middlename,
    sch_id: String(u.schId),
    school_name: school.name,
    campus_id: String(u.campusId),
    campus_name: r.campusName,
    class_id: optId(u.classId ?? u.preschoolId),
    class_name: r.className,
    sub_class: u.subClass,
    admission_number: u.admissionNumber,
    must_change_password: u.mustChangePassword,
    current_academic_period: period ? academicPeriodRecord(period) : null,
  };
}

/** POST /login's and /sign-up's answer: the new session's token, when it expires, and its user. */
export async function signedIn(
  db: DbOrTx,
  config: Config,
  user: { id: bigint; schId: bigint },
  session: { token: string; createdAt: Date },
) {
  return {
    token: session.token,
    expires_at: sessionExpiresAt(config, session.createdAt).toISOString(),
    user: await authUser(db, user.schId, user.id),
  };
}

/** GET /profile and PATCH /profile answers. */
export async function profileRecord(
  db: DbOrTx,
  schId: bigint,
  userId: bigint,
): Promise<S['ProfileRecord']> {
  const r = await personOf(db, schId, userId);
  const u = r.user;
  const school = must(await schoolRow(db, schId), 'school');
  const common = {
    designation_name: designationName(u.designationId),
    username: u.username,
    surname: u.surname,
    firstname: u.firstname,
    middlename: u.middlename,
    gender: u.gender,
    image: u.image,
    sch_id: String(u.schId),
    school_name: school.name,
    campus_id: String(u.campusId),
    campus_name: r.campusName,
    is_preschool: r.isPreschool,
    class_id: optId(u.classId ?? u.preschoolId),
    sub_class: u.subClass,
    plan: school.plan as S['Plan'],
  };
  if (u.kind === 'student') {
    return record(u.id, {
      ...common,
      role: 'student',
      designation_id: DESIGNATION.student,
      admission_number: u.admissionNumber ?? '',
      email_address: u.email,
      phone_number: u.phone,
      home_address: u.address,
      dob: u.dob,
      present_class: r.className,
      session_admitted: u.sessionAdmitted,
      status: u.status,
    });
  }
  return record(u.id, {
    ...common,
    role: (roleOf(u.designationId) ?? 'teacher') as 'teacher',
    designation_id: u.designationId as 1,
    email: u.email,
    phoneno: u.phone,
    address: u.address,
    signature: u.signature,
    department: r.departmentName,
    class_name: r.className,
    status: u.status as S['StaffStatus'],
  });
}
