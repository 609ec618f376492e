/** The broadsheet as a table of plain values, and that table as CSV (XLSX is written lazily). */
import type { Schema } from '@schoolmates/sdk';

type Broadsheet = Schema<'BroadsheetAttributes'>;
export type Value = string | number | null;

/** Header row and one row per student, in the order shown on screen. */
export function broadsheetTable(b: Broadsheet): { header: string[]; rows: Value[][] } {
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

/** One CSV field: quoted when needed; text that a spreadsheet would run as a formula is defused. */
export function csvField(value: Value): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: string[], rows: Value[][]): string {
  return `${[header, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** The file name both exports use: `JSS 1 A First Term 2025-2026 broadsheet`. */
export function broadsheetFileName(b: Broadsheet): string {
  return `${b.class_name}${b.sub_class ? ` ${b.sub_class}` : ''} ${b.term} ${b.session} ${b.period === 'First Half' ? 'mid-term ' : ''}broadsheet`.replace(
    /[\\/:*?"<>|]+/g,
    '-',
  );
}

/** The XLSX workbook, written by write-excel-file loaded on demand. */
export async function toXlsx(header: string[], rows: Value[][], sheet: string): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const data = [
    header.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...rows.map((r) =>
      r.map((value) =>
        value === null
          ? null
          : typeof value === 'number'
            ? { value, type: Number }
            : { value, type: String },
      ),
    ),
  ];
  return writeXlsxFile(data, {
    sheet: sheet.slice(0, 31),
    stickyRowsCount: 1,
    stickyColumnsCount: 2,
    columns: header.map((h, i) => ({
      width: i === 1 ? 28 : Math.max(8, Math.min(18, h.length + 2)),
    })),
  }).toBlob();
}
