/** The broadsheet as a table of plain values, for the CSV and XLSX exports (lib/spreadsheet). */
import type { Schema } from '@schoolmates/sdk';
import { fileName, type Table } from '../../../lib/spreadsheet.ts';

type Broadsheet = Schema<'BroadsheetAttributes'>;

/** Header row and one row per student, in the order shown on screen. */
export function broadsheetTable(b: Broadsheet): Table {
  const end = b.period === 'Second Half';
  const header = [
    'S/N',
    'Student',
    'Admission no.',
    ...b.subjects.map((s) => s.subject),
    'Subjects',
    'Total',
    'Average',
    'Grade',
    'Position',
    ...(end ? ['GPA'] : []),
    'Status',
  ];
  const rows = b.students.map((s, i) => [
    i + 1,
    s.student_fullname,
    s.admission_number,
    ...b.subjects.map(
      (subject) => s.subjects.find((c) => c.subject_id === subject.subject_id)?.total ?? null,
    ),
    s.total_subjects,
    s.total_score,
    s.student_average,
    s.grade,
    s.position,
    ...(end ? [s.gpa] : []),
    s.status ?? 'not computed',
  ]);
  return { header, rows };
}

/** The file name both exports use: `JSS 1 A First Term 2025-2026 broadsheet`. */
export function broadsheetFileName(b: Broadsheet): string {
  return fileName(
    `${b.class_name}${b.sub_class ? ` ${b.sub_class}` : ''} ${b.term} ${b.session} ${b.period === 'First Half' ? 'mid-term ' : ''}broadsheet`,
  );
}
