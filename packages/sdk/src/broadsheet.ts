/**
 * The broadsheet (`GET /broadsheet/...`) as a table of plain values: what the web app exports
 * as CSV and XLSX and what a tool writes with `toCsv`, the same columns either way.
 */
import { type CsvValue, safeFileName } from './csv.ts';
import type { components } from './generated/schoolmates.ts';

type Broadsheet = components['schemas']['BroadsheetAttributes'];

/** Header row and one row per student, in the order shown on screen. */
export function broadsheetTable(b: Broadsheet): { header: string[]; rows: CsvValue[][] } {
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

/** The file name (without extension) exports use: `JSS 1 A First Term 2025-2026 broadsheet`. */
export function broadsheetFileName(b: Broadsheet): string {
  const arm = b.sub_class ? ` ${b.sub_class}` : '';
  const midTerm = b.period === 'First Half' ? 'mid-term ' : '';
  return safeFileName(`${b.class_name}${arm} ${b.term} ${b.session} ${midTerm}broadsheet`);
}
