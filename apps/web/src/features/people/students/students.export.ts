/** The students list as a table, for the CSV and XLSX exports. */
import type { Table } from '../../../lib/spreadsheet.ts';
import type { Student } from './students.api.ts';

export function studentsTable(students: Student[]): Table {
  return {
    header: [
      'Admission no.',
      'Surname',
      'First name',
      'Middle name',
      'Gender',
      'Date of birth',
      'Class',
      'Arm',
      'Session admitted',
      'Status',
      'Campus',
      'Parent phone',
      'Email',
      'Home address',
      'State of origin',
      'Nationality',
      'Genotype',
      'Blood group',
      'Username',
    ],
    rows: students.map((s) => [
      s.admission_number,
      s.surname,
      s.firstname,
      s.middlename,
      s.gender,
      s.dob,
      s.present_class,
      s.sub_class,
      s.session_admitted,
      s.status,
      s.campus,
      s.phone_number,
      s.email_address,
      s.home_address,
      s.state,
      s.nationality,
      s.genotype,
      s.blood_group,
      s.username,
    ]),
  };
}
