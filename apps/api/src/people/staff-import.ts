/**
 * Checking a spreadsheet of new staff (`POST /staff/import`) cell by cell, as `POST /staff`
 * checks one, and against the other rows; usernames for the clean rows.
 */

import {
  assignableDesignations,
  DESIGNATIONS,
  firstFreeUsername,
  usernameBase,
} from '@schoolmates/domain/people';
import type { Schema } from '@schoolmates/sdk';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { takenUsernames } from '../db/users.ts';
import type { FieldErrors } from '../http/errors.ts';
import { departmentsOfSchool, emailsTaken } from './import.queries.ts';
import { cellText, firstRows, rowCells } from './import-cells.ts';

type Row = Schema<'StaffImportRow'>;

export interface CheckedStaff {
  surname: string;
  firstname: string;
  middlename: string | null;
  gender: 'male' | 'female';
  designationId: number;
  departmentId: bigint | null;
  email: string | null;
  phone: string | null;
  address: string | null;
}

export async function checkStaffRows(
  db: DbOrTx,
  auth: Auth,
  rows: Row[],
): Promise<{ errors: FieldErrors; staff: CheckedStaff[] }> {
  const errors: FieldErrors = {};
  const assignable = DESIGNATIONS.filter((d) =>
    assignableDesignations(auth.role, auth.plan).includes(d.designationId),
  );
  const departments = await departmentsOfSchool(db, auth.schId);
  const emails = rows.map((r) => cellText(r.email));
  const taken = await emailsTaken(
    db,
    auth.schId,
    emails.filter((e): e is string => e !== null),
  );
  const firstEmail = firstRows(emails);
  const staff = rows.map((row, i): CheckedStaff => {
    const cell = rowCells<keyof Row>(errors, i, row);
    const role = cell.text('role')?.toLowerCase() ?? null;
    const designation = assignable.find((d) => d.name.toLowerCase() === role);
    if (role === null) cell.problem('role', 'is required');
    else if (!designation) {
      cell.problem('role', `must be one of ${assignable.map((d) => d.name).join(', ')}`);
    }
    const departmentText = cell.text('department')?.toLowerCase() ?? null;
    const department = departments.find(
      (d) => d.name.toLowerCase() === departmentText || d.code.toLowerCase() === departmentText,
    );
    if (departmentText !== null && !department) {
      cell.problem('department', 'is not a department of the school');
    }
    return {
      surname: cell.required('surname'),
      firstname: cell.required('firstname'),
      middlename: cell.optional('middlename', 100),
      gender: cell.gender('gender'),
      designationId: designation?.designationId ?? 0,
      departmentId: department?.id ?? null,
      email: cell.email('email', taken, firstEmail),
      phone: cell.phone('phoneno'),
      address: cell.optional('address', 255),
    };
  });
  return { errors, staff };
}

/** `firstname.surname` for each, with a number added where the portal or an earlier row has it. */
export async function staffUsernames(db: DbOrTx, staff: CheckedStaff[]) {
  const given = new Set<string>();
  const names: string[] = [];
  const takenByBase = new Map<string, string[]>();
  for (const s of staff) {
    const base = usernameBase(s.firstname, s.surname);
    if (!takenByBase.has(base)) takenByBase.set(base, await takenUsernames(db, base));
    const name = firstFreeUsername(base, [...(takenByBase.get(base) ?? []), ...given]);
    given.add(name);
    names.push(name);
  }
  return names;
}
