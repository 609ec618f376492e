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
  ...change,
});
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
