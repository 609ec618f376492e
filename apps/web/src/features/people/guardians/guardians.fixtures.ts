/** Guardians the Guardians page's and the student page's stories share. */
import type { Guardian } from './guardians.api.ts';

const child = (
  student_id: string,
  student_fullname: string,
  relationship: Guardian['children'][number]['relationship'],
  fee_contact: boolean,
  sub_class = 'A',
): Guardian['children'][number] => ({
  student_id,
  student_fullname,
  admission_number: `GCS/2025/${student_id.padStart(4, '0')}`,
  class_name: 'JSS 1',
  sub_class,
  relationship,
  fee_contact,
});

export const ngozi: Guardian = {
  id: '801',
  surname: 'Okafor',
  firstname: 'Ngozi',
  email: 'ngozi.okafor@example.com',
  phone: '+2348035556666',
  whatsapp: null,
  username: 'ngozi.okafor',
  signed_in: true,
  opted_out: [],
  children: [
    child('11', 'Okafor Chidi', 'mother', true),
    child('12', 'Okafor Adaeze', 'mother', true, 'B'),
  ],
};

export const guardianRows: Guardian[] = [
  ngozi,
  {
    id: '802',
    surname: 'Adébáyọ̀',
    firstname: 'Fúnmi',
    email: null,
    phone: '+2348051112222',
    whatsapp: '+2348091234567',
    username: 'funmi.adebayo',
    signed_in: false,
    opted_out: ['sms'],
    children: [child('13', 'Adébáyọ̀ Ọlá', 'guardian', false)],
  },
  {
    id: '803',
    surname: 'Bello',
    firstname: 'Musa',
    email: 'musa.bello@example.com',
    phone: null,
    whatsapp: null,
    username: 'musa.bello',
    signed_in: false,
    opted_out: [],
    children: [],
  },
];

export const studentChoices = [
  { id: '11', name: 'Okafor Chidi', detail: 'GCS/2025/0011 · JSS 1 · A' },
  { id: '14', name: 'Okafor Emeka', detail: 'GCS/2025/0014 · JSS 2 · B' },
];
