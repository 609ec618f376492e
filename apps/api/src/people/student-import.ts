/**
 * Checking a spreadsheet of new students (`POST /student/import`) cell by cell, as
 * `POST /student` checks one student, and against the other rows: problems keyed
 * `rows.N.field` (N from 0), the clean rows ready to insert.
 */
import { isValidSession } from '@schoolmates/domain/calendar';
import { studentUsername } from '@schoolmates/domain/people';
import type { Schema } from '@schoolmates/sdk';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { takenUsernames } from '../db/users.ts';
import { conflict, type FieldErrors } from '../http/errors.ts';
import {
  admissionNumbersTaken,
  emailsTaken,
  placesOfCampus,
  usernamesTaken,
} from './import.queries.ts';
import { cellText, firstRows, rowCells } from './import-cells.ts';

type Row = Schema<'StudentImportRow'>;
type Field = keyof Row;

export interface CheckedStudent {
  surname: string;
  firstname: string;
  middlename: string | null;
  admissionNumber: string | null;
  gender: 'male' | 'female';
  dob: string;
  classId: bigint | null;
  preschoolId: bigint | null;
  subClass: string | null;
  sessionAdmitted: string;
  phone: string | null;
  email: string | null;
  address: string | null;
  state: string | null;
  nationality: string | null;
  genotype: Schema<'StudentGenotype'> | null;
  bloodGroup: Schema<'StudentBloodGroup'> | null;
}

const GENOTYPES: readonly string[] = ['AA', 'AS', 'AC', 'SS', 'SC'];
const BLOOD_GROUPS: readonly string[] = ['A+', 'A-', 'B+', 'B-', 'O+', 'O-', 'AB+', 'AB-'];
const ADMISSION_NUMBER = /^[A-Za-z0-9][A-Za-z0-9/._-]{0,29}$/;

/** A calendar date `YYYY-MM-DD` (no 31 February), or null. */
function calendarDate(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text ? null : date;
}

export async function checkStudentRows(
  db: DbOrTx,
  auth: Auth,
  campus: { id: bigint; isPreschool: boolean },
  rows: Row[],
  autoNumbers: boolean,
  today = new Date(),
): Promise<{ errors: FieldErrors; students: CheckedStudent[] }> {
  const errors: FieldErrors = {};
  const places = new Map(
    (await placesOfCampus(db, auth.schId, campus)).map((p) => [p.name.toLowerCase(), p]),
  );
  const numbers = rows.map((r) => cellText(r.admission_number));
  const emails = rows.map((r) => cellText(r.email_address));
  const [numbersTaken, emailTaken] = await Promise.all([
    admissionNumbersTaken(
      db,
      auth.schId,
      numbers.filter((n): n is string => n !== null),
    ),
    emailsTaken(
      db,
      auth.schId,
      emails.filter((e): e is string => e !== null),
    ),
  ]);
  const firstNumber = firstRows(numbers);
  const firstEmail = firstRows(emails);

  const students = rows.map((row, i): CheckedStudent => {
    const cell = rowCells<Field>(errors, i, row);
    const { problem, text, optional } = cell;
    const surname = cell.required('surname');
    const firstname = cell.required('firstname');
    const middlename = optional('middlename', 100);

    const admissionNumber = numbers[i] ?? null;
    if (autoNumbers && admissionNumber !== null) {
      problem('admission_number', 'must be left blank: the school generates admission numbers');
    } else if (!autoNumbers && admissionNumber === null) {
      problem('admission_number', 'is required');
    } else if (admissionNumber !== null) {
      const lower = admissionNumber.toLowerCase();
      if (!ADMISSION_NUMBER.test(admissionNumber)) {
        problem('admission_number', 'must be letters, digits and / . _ - (at most 30)');
      } else if (numbersTaken.has(lower)) {
        problem('admission_number', 'is already used in the school');
      } else if (firstNumber.get(lower) !== i) {
        problem('admission_number', `is also on row ${(firstNumber.get(lower) ?? 0) + 1}`);
      }
    }
    const gender = cell.gender('gender');

    const dob = text('dob');
    if (dob === null) problem('dob', 'is required');
    else {
      const date = calendarDate(dob);
      if (!date) problem('dob', 'must be a date such as 2014-03-21');
      else if (date >= today) problem('dob', 'must be in the past');
    }

    const className = text('class_name');
    const place = className ? places.get(className.toLowerCase()) : undefined;
    const subClass = optional('sub_class', 20);
    if (className === null) problem('class_name', 'is required');
    else if (!place) {
      problem(
        'class_name',
        campus.isPreschool ? 'is not a preschool of this campus' : 'is not a class of this campus',
      );
    } else if (subClass !== null && place.subClasses && !place.subClasses.includes(subClass)) {
      problem(
        'sub_class',
        place.subClasses.length
          ? `is not an arm of ${place.name} (${place.subClasses.join(', ')})`
          : `${place.name} has no arms`,
      );
    }

    const session = text('session_admitted');
    if (session === null) problem('session_admitted', 'is required');
    else if (!isValidSession(session)) {
      problem('session_admitted', 'must be two consecutive years, such as 2025/2026');
    }
    const phone = cell.phone('phone_number');
    const email = cell.email('email_address', emailTaken, firstEmail);
    const genotype = text('genotype')?.toUpperCase() ?? null;
    if (genotype !== null && !GENOTYPES.includes(genotype)) {
      problem('genotype', `must be one of ${GENOTYPES.join(', ')}`);
    }
    const bloodGroup = text('blood_group')?.toUpperCase() ?? null;
    if (bloodGroup !== null && !BLOOD_GROUPS.includes(bloodGroup)) {
      problem('blood_group', `must be one of ${BLOOD_GROUPS.join(', ')}`);
    }

    return {
      surname,
      firstname,
      middlename,
      admissionNumber,
      gender,
      dob: dob ?? '',
      classId: campus.isPreschool ? null : (place?.id ?? null),
      preschoolId: campus.isPreschool ? (place?.id ?? null) : null,
      subClass,
      sessionAdmitted: session ?? '',
      phone,
      email,
      address: optional('home_address', 255),
      state: optional('state', 60),
      nationality: optional('nationality', 60),
      genotype: genotype as CheckedStudent['genotype'],
      bloodGroup: bloodGroup as CheckedStudent['bloodGroup'],
    };
  });
  return { errors, students };
}

/** Usernames for new students: each admission number, with `-N` where the portal has it. */
export async function studentUsernames(db: DbOrTx, admissionNumbers: string[]) {
  const taken = await usernamesTaken(
    db,
    admissionNumbers.map((n) => n.toLowerCase()),
  );
  return Promise.all(
    admissionNumbers.map(async (n) =>
      taken.has(n.toLowerCase())
        ? studentUsername(n, await takenUsernames(db, n.toLowerCase()))
        : n.toLowerCase(),
    ),
  );
}

/** Generated admission numbers may meet one typed earlier by hand (409, nothing written). */
export async function generatedNumbersFree(db: DbOrTx, auth: Auth, numbers: string[]) {
  if ((await admissionNumbersTaken(db, auth.schId, numbers)).size > 0) {
    throw conflict(
      'A generated admission number is already used in the school; raise the next number in the admission-number settings.',
    );
  }
}
