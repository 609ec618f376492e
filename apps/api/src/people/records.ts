/**
 * People rows → wire attributes. Each `*Attributes` function is the one place a table's
 * columns are named on the wire (DECISIONS #11), typed from the contract's schemas.
 */
import { ageOn } from '@schoolmates/domain/calendar';
import {
  admissionFormat,
  admissionMonth,
  designationName,
  formatAdmissionNumber,
} from '@schoolmates/domain/people';
import type { components } from '@schoolmates/sdk';
import type { DbOrTx } from '../db/client.ts';
import { must } from '../db/rows.ts';
import { schoolRow } from '../db/school-rows.ts';
import { optId, record } from '../http/envelope.ts';
import { HttpError } from '../http/errors.ts';
import { type PersonRow, personById } from './people.queries.ts';
import type { AttendanceRow, directorOfStudies } from './staff.queries.ts';
import { lastAdmissionNumber } from './students.queries.ts';

type S = components['schemas'];

export const fullName = (u: { surname: string; firstname: string; middlename: string | null }) =>
  [u.surname, u.firstname, u.middlename].filter(Boolean).join(' ');

export function staffAttributes(r: PersonRow): S['StaffAttributes'] {
  const u = r.user;
  return {
    campus_id: String(u.campusId),
    campus: r.campusName,
    is_preschool: r.isPreschool,
    designation_id: u.designationId as S['DesignationId'],
    designation: designationName(u.designationId),
    department_id: optId(u.departmentId),
    department: r.departmentName,
    surname: u.surname,
    firstname: u.firstname,
    middlename: u.middlename,
    username: u.username,
    email: u.email,
    phoneno: u.phone,
    gender: (u.gender ?? null) as S['Gender'],
    address: u.address,
    image: u.image,
    signature: u.signature,
    teacher_type: u.teacherType,
    class_id: optId(u.classId),
    class_assigned: r.className,
    sub_class: u.subClass,
    status: u.status as S['StaffStatus'],
    is_dos: r.isDos,
    must_change_password: u.mustChangePassword,
    created_at: u.createdAt.toISOString(),
  };
}

export function studentAttributes(r: PersonRow, today = new Date()): S['StudentAttributes'] {
  const u = r.user;
  return {
    campus_id: String(u.campusId),
    campus: r.campusName,
    is_preschool: r.isPreschool,
    surname: u.surname,
    firstname: u.firstname,
    middlename: u.middlename,
    fullname: fullName(u),
    admission_number: u.admissionNumber ?? '',
    username: u.username,
    gender: (u.gender ?? 'male') as S['Gender'],
    dob: u.dob ?? '',
    age: u.dob ? ageOn(u.dob, today) : 0,
    genotype: u.genotype as S['StudentGenotype'] | null,
    blood_group: u.bloodGroup as S['StudentBloodGroup'] | null,
    nationality: u.nationality,
    state: u.state,
    session_admitted: u.sessionAdmitted ?? '',
    admitted_class_id: optId(u.admittedClassId),
    admitted_class: r.admittedClassName,
    admitted_sub_class: u.admittedSubClass,
    class_id: optId(u.classId ?? u.preschoolId),
    present_class: r.className,
    sub_class: u.subClass,
    image: u.image,
    home_address: u.address,
    phone_number: u.phone,
    email_address: u.email,
    status: u.status,
    must_change_password: u.mustChangePassword,
    created_at: u.createdAt.toISOString(),
  };
}

export function loginSlip(row: PersonRow, password: string, issuedAt: Date): S['LoginSlipRecord'] {
  const u = row.user;
  return record(u.id, {
    user_type: u.kind === 'staff' ? 'staff' : 'student',
    fullname: fullName(u),
    username: u.username,
    one_time_password: password,
    admission_number: u.admissionNumber,
    class_name: row.className,
    sub_class: u.subClass,
    campus: row.campusName,
    issued_at: issuedAt.toISOString(),
  });
}

export const attendanceRecord = (r: AttendanceRow): S['StaffAttendanceRecord'] =>
  record(r.a.id, {
    staff_id: String(r.a.staffId),
    fullname: fullName(r.user),
    username: r.user.username,
    designation: designationName(r.user.designationId),
    date_in: r.a.dateIn,
    time_in: r.a.timeIn,
    time_out: r.a.timeOut,
    status: r.a.status as S['StaffAttendanceStatus'],
    remark: r.a.remark,
    recorded_by: r.recordedBy,
    updated_at: r.a.updatedAt.toISOString(),
  });

type DosRow = NonNullable<Awaited<ReturnType<typeof directorOfStudies>>>;

export function dosRecord(row: DosRow, campus: { id: bigint; name: string }): S['DosRecord'] {
  const name = fullName(row.user);
  return record(row.user.id, {
    staff_id: String(row.user.id),
    campus_id: String(campus.id),
    campus: campus.name,
    title: row.dos.title,
    fullname: name,
    dos: [row.dos.title, name].filter(Boolean).join(' '),
    signature: row.user.signature,
  });
}

/** A person of the school, who must exist (the caller, or one just written): staff or student. */
export const personOf = async (db: DbOrTx, schId: bigint, id: bigint): Promise<PersonRow> =>
  must(await personById(db, schId, id), 'person');

export const staffRecordOf = async (
  db: DbOrTx,
  schId: bigint,
  id: bigint,
): Promise<S['StaffRecord']> => record(id, staffAttributes(await personOf(db, schId, id)));

export const studentRecordOf = async (
  db: DbOrTx,
  schId: bigint,
  id: bigint,
): Promise<S['StudentRecord']> => record(id, studentAttributes(await personOf(db, schId, id)));

/** The school's admission-number settings, with the number the next student would get. */
export async function admissionSettingsOf(
  db: DbOrTx,
  schId: bigint,
): Promise<S['AdmissionNumberSettingsRecord']> {
  const school = await schoolRow(db, schId);
  if (!school) throw new HttpError(404, 'School not found.');
  let next: string | null = null;
  if (school.admissionAutoGenerate && school.admissionInitial) {
    const month = admissionMonth(new Date());
    const last = await lastAdmissionNumber(db, school.id, month);
    next = formatAdmissionNumber(school.admissionInitial, month, last + 1);
  }
  return record(school.id, {
    auto_generate: school.admissionAutoGenerate,
    initial: school.admissionInitial,
    format: school.admissionInitial ? admissionFormat(school.admissionInitial) : null,
    next_admission_number: next,
  });
}
