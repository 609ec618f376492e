/** The students import template: the same headers as the students export, so one reads back. */
import type { Schema } from '@schoolmates/sdk';
import type { ImportColumn } from '../../../lib/sheet-import.ts';

export const studentImportColumns: readonly ImportColumn<keyof Schema<'StudentImportRow'>>[] = [
  { field: 'admission_number', header: 'Admission no.', example: 'GCS/2025/0001' },
  { field: 'surname', header: 'Surname', example: 'Adébáyọ̀', required: true },
  { field: 'firstname', header: 'First name', example: 'Ọlá', required: true },
  { field: 'middlename', header: 'Middle name', example: 'Ṣadé' },
  { field: 'gender', header: 'Gender', example: 'female', required: true },
  { field: 'dob', header: 'Date of birth', example: '2014-03-21', required: true, date: true },
  { field: 'class_name', header: 'Class', example: 'JSS 1', required: true },
  { field: 'sub_class', header: 'Arm', example: 'A' },
  { field: 'session_admitted', header: 'Session admitted', example: '2025/2026', required: true },
  { field: 'phone_number', header: 'Parent phone', example: '0803 123 4567' },
  { field: 'email_address', header: 'Email', example: '' },
  { field: 'home_address', header: 'Home address', example: '12 Ring Road, Ibadan' },
  { field: 'state', header: 'State of origin', example: 'Ọ̀yọ́' },
  { field: 'nationality', header: 'Nationality', example: 'Nigerian' },
  { field: 'genotype', header: 'Genotype', example: 'AA' },
  { field: 'blood_group', header: 'Blood group', example: 'O+' },
  // A parent or guardian (issue 28): rows with the same phone or e-mail are one guardian.
  { field: 'guardian_surname', header: 'Guardian surname', example: 'Adébáyọ̀' },
  { field: 'guardian_firstname', header: 'Guardian first name', example: 'Fúnmi' },
  { field: 'guardian_relationship', header: 'Relationship', example: 'mother' },
  { field: 'guardian_phone', header: 'Guardian phone', example: '0803 123 4567' },
  { field: 'guardian_email', header: 'Guardian email', example: '' },
  { field: 'guardian_whatsapp', header: 'Guardian WhatsApp', example: '' },
  { field: 'guardian_fee_contact', header: 'Fee contact', example: 'yes' },
];
