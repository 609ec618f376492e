/**
 * Checks of a person's write against the school's data (422 on the field, 409 on a clash),
 * made before anything is written.
 */
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { emailTaken } from '../db/users.ts';
import { conflict, invalid } from '../http/errors.ts';
import { armHasClassTeacher, classOfCampus, departmentExists } from './staff.queries.ts';
import { admissionNumberTaken, preschoolOfCampus } from './students.queries.ts';

/** Staff class-teacher arm: the class must be in the staff member's campus, the arm its own. */
export async function checkClassArm(
  db: DbOrTx,
  auth: Auth,
  campusId: bigint,
  classId: bigint | null,
  subClass: string | null,
  exceptStaffId?: bigint,
) {
  if (classId === null) return;
  const cls = await classOfCampus(db, auth.schId, campusId, classId);
  if (!cls) throw invalid({ class_id: ['is not a class of this campus'] });
  if (subClass !== null && !cls.subClasses.includes(subClass)) {
    throw invalid({ sub_class: ['is not an arm of this class'] });
  }
  if (await armHasClassTeacher(db, auth.schId, classId, subClass, exceptStaffId)) {
    throw conflict('This class arm already has a class teacher.');
  }
}

export async function checkDepartment(db: DbOrTx, auth: Auth, departmentId: bigint | null) {
  if (departmentId === null) return;
  if (!(await departmentExists(db, auth.schId, departmentId))) {
    throw invalid({ department_id: ['is not a department of the school'] });
  }
}

export async function emailFree(
  db: DbOrTx,
  auth: Auth,
  email: string | null | undefined,
  exceptId?: bigint,
) {
  if (email && (await emailTaken(db, auth.schId, email, exceptId))) {
    throw conflict('This e-mail already belongs to an account.');
  }
}

export async function admissionNumberFree(
  db: DbOrTx,
  auth: Auth,
  admissionNumber: string,
  exceptId?: bigint,
) {
  if (await admissionNumberTaken(db, auth.schId, admissionNumber, exceptId)) {
    throw conflict('This admission number is already used in the school.', {
      admission_number: ['is already used by another student of the school'],
    });
  }
}

/** A date of birth (`YYYY-MM-DD`) must not be after today (UTC: a day's grace, never a refusal of today). */
export function checkBirthDate(dob: string | undefined, today = new Date()) {
  if (dob !== undefined && dob > today.toISOString().slice(0, 10)) {
    throw invalid({ dob: ['must not be in the future'] });
  }
}

/** The student's class: a class of an elementary campus or a preschool of a preschool one. */
export async function placement(
  db: DbOrTx,
  auth: Auth,
  campus: { id: bigint; isPreschool: boolean },
  classId: bigint,
  subClass: string | null | undefined,
  field = 'class_id',
) {
  if (campus.isPreschool) {
    const p = await preschoolOfCampus(db, auth.schId, campus.id, classId);
    if (!p) throw invalid({ [field]: ['is not a preschool of this campus'] });
    return { classId: null, preschoolId: p.id, subClass: subClass ?? null };
  }
  const cls = await classOfCampus(db, auth.schId, campus.id, classId);
  if (!cls) throw invalid({ [field]: ['is not a class of this campus'] });
  // Arms are compared without regard to case (as the class form does) and kept as the class spells them.
  const arm = subClass
    ? cls.subClasses.find((a) => a.toLowerCase() === subClass.toLowerCase())
    : undefined;
  if (subClass && arm === undefined) {
    throw invalid({
      [field === 'class_id' ? 'sub_class' : `${field}.sub_class`]: ['is not an arm of this class'],
    });
  }
  return { classId: cls.id, preschoolId: null, subClass: arm ?? null };
}
