/**
 * Rows → wire attributes, shared by the areas. Each `*Attributes` function is the one place a
 * table's columns are named on the wire (DECISIONS #11), typed from the contract's schemas.
 */

import { ageOn } from '@schoolmates/domain/calendar';
import type { components } from '@schoolmates/sdk';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { one } from '../db/rows.ts';
import { academicPeriods, campuses, classes, schools, users } from '../db/schema.ts';
import { designationName, roleOf } from '../domain/roles.ts';
import { optId, record } from '../http/envelope.ts';

type S = components['schemas'];

export type CampusRow = typeof campuses.$inferSelect;
export const campusAttributes = (c: CampusRow): S['CampusAttributes'] => ({
  name: c.name,
  email: c.email,
  phoneno: c.phoneno,
  address: c.address,
  state: c.state,
  image: c.image,
  campus_type: c.campusType,
  is_preschool: c.isPreschool,
  status: c.status,
});

export type AcademicPeriodRow = typeof academicPeriods.$inferSelect;
export const academicPeriodRecord = (p: AcademicPeriodRow): S['AcademicPeriodRecord'] =>
  record(p.id, {
    period: p.period as S['Period'],
    term: p.term as S['Term'],
    session: p.session,
    is_current_period: p.isCurrent,
    campus_id: String(p.campusId),
  });

const _presentClass = alias(classes, 'present_class');
const _admittedClass = alias(classes, 'admitted_class');

/** Everything a person's attributes need, in one query (left joins for names). */
/** Every column of `users` except the password hash (never read into a listing). */
const { passwordHash: _hash, ...personColumns } = getTableColumns(users);

export function selectPeople(db: DbOrTx) {
  // Names of related rows as scalar subqueries on primary keys: cheaper to plan than a
  // six-way join, and evaluated only for the rows of the page.
  return db
    .select({
      user: personColumns,
      campusName: campuses.name,
      isPreschool: campuses.isPreschool,
      className: sql<string | null>`coalesce(
        (select c.class_name from classes c where c.id = ${users.classId}),
        (select p.name from preschools p where p.id = ${users.preschoolId}))`,
      admittedClassName: sql<
        string | null
      >`(select c.class_name from classes c where c.id = ${users.admittedClassId})`,
      departmentName: sql<
        string | null
      >`(select d.name from departments d where d.id = ${users.departmentId})`,
      isDos: sql<boolean>`exists (select 1 from directors_of_studies s where s.campus_id = ${users.campusId} and s.staff_id = ${users.id})`,
    })
    .from(users)
    .innerJoin(campuses, eq(campuses.id, users.campusId))
    .$dynamic();
}

export type PersonRow = Awaited<ReturnType<ReturnType<typeof selectPeople>['execute']>>[number];

export async function findPerson(db: DbOrTx, where: SQL | undefined) {
  const [row] = await selectPeople(db).where(where).limit(1);
  return row;
}

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

export async function currentPeriod(db: DbOrTx, campusId: bigint) {
  const [p] = await db
    .select()
    .from(academicPeriods)
    .where(and(eq(academicPeriods.campusId, campusId), eq(academicPeriods.isCurrent, true)));
  return p;
}

/** The signed-in user as POST /login and /sign-up answer it. */
export async function authUser(db: DbOrTx, userId: bigint): Promise<S['AuthUser']> {
  const r = await findPerson(db, eq(users.id, userId));
  if (!r) throw new Error('user vanished');
  const u = r.user;
  const school = one(await db.select().from(schools).where(eq(schools.id, u.schId)));
  const period = await currentPeriod(db, u.campusId);
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
    class_id: optId(u.classId),
    class_name: r.className,
    sub_class: u.subClass,
    admission_number: u.admissionNumber,
    must_change_password: u.mustChangePassword,
    current_academic_period: period ? academicPeriodRecord(period) : null,
  };
}

/** GET /profile and PATCH /profile answers. */
export async function profileRecord(db: DbOrTx, userId: bigint): Promise<S['ProfileRecord']> {
  const r = await findPerson(db, eq(users.id, userId));
  if (!r) throw new Error('user vanished');
  const u = r.user;
  const school = one(await db.select().from(schools).where(eq(schools.id, u.schId)));
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
    class_id: optId(u.classId),
    sub_class: u.subClass,
    plan: school.plan as S['Plan'],
  };
  if (u.kind === 'student') {
    return record(u.id, {
      ...common,
      role: 'student',
      designation_id: 7,
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
