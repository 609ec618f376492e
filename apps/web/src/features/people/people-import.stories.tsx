import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImportStep } from '../../components/sheet-import.tsx';
import { paths } from '../../lib/paths.ts';
import type { ImportRow } from '../../lib/sheet-import.ts';
import { noop } from '../../test/story-states.ts';
import { PeopleImportView, type PeopleImportViewProps } from './people-import.view.tsx';
import { studentImportColumns } from './students/students.import.ts';

const meta = { title: 'People/Student import' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const row = (n: number, change: Partial<ImportRow> = {}): ImportRow => ({
  admission_number: `GCS/2025/${String(n).padStart(4, '0')}`,
  surname: ['Adébáyọ̀', 'Okafor', 'Bello', 'Musa'][n % 4] ?? 'Eze',
  firstname: ['Ọlá', 'Ngozi', 'Aisha', 'Chukwuemeka'][n % 4] ?? 'Ṣadé',
  middlename: null,
  gender: n % 2 ? 'female' : 'male',
  dob: '2014-03-21',
  class_name: 'JSS 1',
  sub_class: 'A',
  session_admitted: '2025/2026',
  phone_number: '0803 123 4567',
  email_address: null,
  home_address: null,
  state: 'Lagos',
  nationality: 'Nigerian',
  genotype: 'AA',
  blood_group: 'O+',
  guardian_surname: null,
  guardian_firstname: null,
  guardian_relationship: null,
  guardian_phone: null,
  guardian_email: null,
  guardian_whatsapp: null,
  guardian_fee_contact: null,
  ...change,
});
/** Rows 1 and 2 share a mother; row 3's father is already a guardian of the school. */
const mother = {
  guardian_surname: 'Okafor',
  guardian_firstname: 'Ngozi',
  guardian_relationship: 'mother',
  guardian_phone: '0803 555 6666',
  guardian_fee_contact: 'yes',
};
const familyRows = [
  row(1, { ...mother, surname: 'Okafor' }),
  row(2, { ...mother, surname: 'Okafor', guardian_email: 'ngozi.okafor@example.com' }),
  row(3, {
    guardian_surname: 'Bello',
    guardian_firstname: 'Musa',
    guardian_relationship: 'father',
    guardian_phone: '0805 111 2222',
  }),
];
const familyGuardians = [
  {
    id: null,
    surname: 'Okafor',
    firstname: 'Ngozi',
    email: 'ngozi.okafor@example.com',
    phone: '+2348035556666',
    rows: [0, 1],
    matched: false,
  },
  {
    id: '812',
    surname: 'Bello',
    firstname: 'Musa',
    email: null,
    phone: '+2348051112222',
    rows: [2],
    matched: true,
  },
];
const rows = [
  row(1),
  row(2, { class_name: 'JSS 9' }),
  row(3, { admission_number: 'GCS/2025/0001' }),
  row(4, { dob: '2014-02-30' }),
  row(5),
];
const base: PeopleImportViewProps = {
  what: 'students',
  back: { path: paths.students, label: 'Back to students' },
  columns: studentImportColumns,
  state: { step: 'choose' },
  templating: null,
  onTemplate: noop,
  onFile: noop,
  onImport: noop,
  onReset: noop,
  slips: [],
  printing: false,
  onPrintSlips: noop,
};
const at = (state: ImportStep, extra: Partial<PeopleImportViewProps> = {}): Story => ({
  render: () => <PeopleImportView {...base} state={state} {...extra} />,
});

export const ImportChoose: Story = at({ step: 'choose' });
export const ImportWrongColumns: Story = at({
  step: 'choose',
  notice: 'pupils.csv lacks the columns Surname, Date of birth. Start from the template.',
});
export const ImportChecking: Story = at({ step: 'checking', fileName: 'jss1.xlsx', rows });
export const ImportProblems: Story = at({
  step: 'checked',
  fileName: 'jss1.xlsx',
  rows,
  ignored: ['Notes'],
  problems: new Map<number, Record<string, string[]>>([
    [1, { class_name: ['is not a class of this campus'] }],
    [2, { admission_number: ['is also on row 1'] }],
    [3, { dob: ['must be a date such as 2014-03-21'] }],
  ]),
});
export const ImportReady: Story = at({
  step: 'checked',
  fileName: 'jss1.xlsx',
  rows: [row(1), row(5)],
  ignored: [],
  problems: new Map(),
});
/** The guardian columns: one new mother named on two rows, one father already at the school. */
export const ImportReadyWithGuardians: Story = at(
  { step: 'checked', fileName: 'jss1.xlsx', rows: familyRows, ignored: [], problems: new Map() },
  { guardians: familyGuardians },
);
export const ImportGuardianProblems: Story = at({
  step: 'checked',
  fileName: 'jss1.xlsx',
  rows: [...familyRows, row(4, { guardian_surname: 'Eze', guardian_relationship: 'aunt' })],
  ignored: [],
  problems: new Map<number, Record<string, string[]>>([
    [
      3,
      {
        guardian_firstname: ['is required'],
        guardian_relationship: ['must be mother, father, guardian or sponsor'],
        guardian_phone: ['give an e-mail or a phone number: the guardian signs in with it'],
      },
    ],
  ]),
});
export const ImportImporting: Story = at({
  step: 'importing',
  fileName: 'jss1.xlsx',
  rows: [row(1), row(5)],
  ignored: [],
  problems: new Map(),
});
export const ImportDone: Story = at(
  { step: 'done', fileName: 'jss1.xlsx', rows: [row(1), row(5)] },
  {
    slips: [row(1), row(5)].map((r) => ({
      user_type: 'student',
      fullname: `${r.surname} ${r.firstname}`,
      username: (r.admission_number ?? '').toLowerCase(),
      one_time_password: 'k7Qm2xPz9a',
      admission_number: r.admission_number ?? null,
      class_name: 'JSS 1',
      sub_class: 'A',
      campus: 'Main Campus',
      issued_at: '2026-01-12T09:00:00.000Z',
    })),
  },
);
export const ImportDoneWithGuardians: Story = at(
  { step: 'done', fileName: 'jss1.xlsx', rows: familyRows },
  {
    guardians: familyGuardians.map((g, i) => ({ ...g, id: g.id ?? String(900 + i) })),
    slips: familyRows.map((r) => ({
      user_type: 'student',
      fullname: `${r.surname} ${r.firstname}`,
      username: (r.admission_number ?? '').toLowerCase(),
      one_time_password: 'k7Qm2xPz9a',
      admission_number: r.admission_number ?? null,
      class_name: 'JSS 1',
      sub_class: 'A',
      campus: 'Main Campus',
      issued_at: '2026-01-12T09:00:00.000Z',
    })),
  },
);
