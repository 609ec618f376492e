/** The staff list as a table, for the CSV and XLSX exports. */
import type { Table } from '../../../lib/spreadsheet.ts';
import type { Staff } from './staff.api.ts';

export function staffTable(staff: Staff[]): Table {
  return {
    header: [
      'Surname',
      'First name',
      'Middle name',
      'Gender',
      'Role',
      'Department',
      'Teacher type',
      'Class',
      'Arm',
      'Email',
      'Phone',
      'Address',
      'Status',
      'Campus',
      'Username',
    ],
    rows: staff.map((s) => [
      s.surname,
      s.firstname,
      s.middlename,
      s.gender,
      s.designation,
      s.department,
      s.teacher_type,
      s.class_assigned,
      s.sub_class,
      s.email,
      s.phoneno,
      s.address,
      s.status,
      s.campus,
      s.username,
    ]),
  };
}
