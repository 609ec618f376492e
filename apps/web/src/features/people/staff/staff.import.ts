/** The staff import template: the same headers as the staff export, so one reads back. */
import type { Schema } from '@schoolmates/sdk';
import type { ImportColumn } from '../../../lib/sheet-import.ts';

export const staffImportColumns: readonly ImportColumn<keyof Schema<'StaffImportRow'>>[] = [
  { field: 'surname', header: 'Surname', example: 'Okonkwo', required: true },
  { field: 'firstname', header: 'First name', example: 'Ngozi', required: true },
  { field: 'middlename', header: 'Middle name', example: 'Adaeze' },
  { field: 'gender', header: 'Gender', example: 'female', required: true },
  { field: 'role', header: 'Role', example: 'Teacher', required: true },
  { field: 'department', header: 'Department', example: 'Sciences' },
  { field: 'email', header: 'Email', example: 'ngozi.okonkwo@example.school' },
  { field: 'phoneno', header: 'Phone', example: '0803 123 4567' },
  { field: 'address', header: 'Address', example: '4 Aba Road, Port Harcourt' },
];
