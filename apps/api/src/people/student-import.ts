/**
 * Checking a spreadsheet of new students (`POST /student/import`) cell by cell, as
 * `POST /student` checks one student, and against the other rows: problems keyed
 * `rows.N.field` (N from 0), the clean rows ready to insert.
 */
import { isValidSession } from '@schoolmates/domain/calendar';
import type { Schema } from '@schoolmates/sdk';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { studentUsername } from '../domain/usernames.ts';
import { conflict, type FieldErrors } from '../http/errors.ts';
import {
  admissionNumbersTaken,
  emailsTaken,
  placesOfCampus,
  usernamesTaken,
} from './import.queries.ts';
import { takenUsernames } from './people.queries.ts';

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
const PHONE = /^[+0-9 ()-]{7,20}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
  const problem = (i: number, field: Field, message: string) => {
    const key = `rows.${i}.${field}`;
    errors[key] = [...(errors[key] ?? []), message];
  };
  const text = (row: Row, field: Field) => {
    const value = row[field]?.trim();
    return value ? value : null;
  };
  const places = new Map(
    (await placesOfCampus(db, auth.schId, campus)).map((p) => [p.name.toLowerCase(), p]),
  );
  const numbers = rows.map((r) => text(r, 'admission_number'));
  const emails = rows.map((r) => text(r, 'email_address'));
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
  const firstRowOf = (values: (string | null)[]) => {
    const first = new Map<string, number>();
    values.forEach((v, i) => {
      if (v !== null && !first.has(v.toLowerCase())) first.set(v.toLowerCase(), i);
    });
    return first;
  };
  const firstNumber = firstRowOf(numbers);
  const firstEmail = firstRowOf(emails);

  const students = rows.map((row, i): CheckedStudent => {
    const required = (field: Field, max = 100) => {
      const value = text(row, field);
      if (value === null) problem(i, field, 'is required');
      else if (value.length > max) problem(i, field, `must be at most ${max} characters`);
      return value ?? '';
    };
    const optional = (field: Field, max: number) => {
      const value = text(row, field);
      if (value !== null && value.length > max) {
        problem(i, field, `must be at most ${max} characters`);
      }
      return value;
    };
    const surname = required('surname');
    const firstname = required('firstname');
    const middlename = optional('middlename', 100);

    const admissionNumber = numbers[i] ?? null;
    if (autoNumbers && admissionNumber !== null) {
      problem(i, 'admission_number', 'must be left blank: the school generates admission numbers');
    } else if (!autoNumbers && admissionNumber === null) {
      problem(i, 'admission_number', 'is required');
    } else if (admissionNumber !== null) {
      const lower = admissionNumber.toLowerCase();
      if (!ADMISSION_NUMBER.test(admissionNumber)) {
        problem(i, 'admission_number', 'must be letters, digits and / . _ - (at most 30)');
      } else if (numbersTaken.has(lower)) {
        problem(i, 'admission_number', 'is already used in the school');
      } else if (firstNumber.get(lower) !== i) {
        problem(i, 'admission_number', `is also on row ${(firstNumber.get(lower) ?? 0) + 1}`);
      }
    }

    const genderText = text(row, 'gender')?.toLowerCase() ?? null;
    const gender = genderText === 'm' ? 'male' : genderText === 'f' ? 'female' : genderText;
    if (gender === null) problem(i, 'gender', 'is required');
    else if (gender !== 'male' && gender !== 'female')
      problem(i, 'gender', 'must be male or female');

    const dob = text(row, 'dob');
    if (dob === null) problem(i, 'dob', 'is required');
    else {
      const date = calendarDate(dob);
      if (!date) problem(i, 'dob', 'must be a date such as 2014-03-21');
      else if (date >= today) problem(i, 'dob', 'must be in the past');
    }

    const className = text(row, 'class_name');
    const place = className ? places.get(className.toLowerCase()) : undefined;
    const subClass = optional('sub_class', 20);
    if (className === null) problem(i, 'class_name', 'is required');
    else if (!place) {
      problem(
        i,
        'class_name',
        campus.isPreschool ? 'is not a preschool of this campus' : 'is not a class of this campus',
      );
    } else if (subClass !== null && place.subClasses && !place.subClasses.includes(subClass)) {
      problem(
        i,
        'sub_class',
        place.subClasses.length
          ? `is not an arm of ${place.name} (${place.subClasses.join(', ')})`
          : `${place.name} has no arms`,
      );
    }

    const session = text(row, 'session_admitted');
    if (session === null) problem(i, 'session_admitted', 'is required');
    else if (!isValidSession(session)) {
      problem(i, 'session_admitted', 'must be two consecutive years, such as 2025/2026');
    }

    const phone = text(row, 'phone_number');
    if (phone !== null && !PHONE.test(phone)) {
      problem(i, 'phone_number', 'must be 7 to 20 digits, spaces, +, - or brackets');
    }
    const email = emails[i] ?? null;
    if (email !== null) {
      const lower = email.toLowerCase();
      if (email.length > 254 || !EMAIL.test(email)) problem(i, 'email_address', 'is not an e-mail');
      else if (emailTaken.has(lower)) problem(i, 'email_address', 'already belongs to an account');
      else if (firstEmail.get(lower) !== i) {
        problem(i, 'email_address', `is also on row ${(firstEmail.get(lower) ?? 0) + 1}`);
      }
    }
    const genotype = text(row, 'genotype')?.toUpperCase() ?? null;
    if (genotype !== null && !GENOTYPES.includes(genotype)) {
      problem(i, 'genotype', `must be one of ${GENOTYPES.join(', ')}`);
    }
    const bloodGroup = text(row, 'blood_group')?.toUpperCase() ?? null;
    if (bloodGroup !== null && !BLOOD_GROUPS.includes(bloodGroup)) {
      problem(i, 'blood_group', `must be one of ${BLOOD_GROUPS.join(', ')}`);
    }

    return {
      surname,
      firstname,
      middlename,
      admissionNumber,
      gender: gender === 'female' ? 'female' : 'male',
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
