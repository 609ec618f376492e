/**
 * A subject's scores for a class arm from a spreadsheet: the template (the arm's students, one
 * column per score typed this period), and every row checked as the grid checks a typed cell
 * (`parseCell`: a number up to the component's maximum, ABS, or blank to leave it as it is).
 */
import { type Cell, parseCell } from '@schoolmates/domain/results';
import type { ImportColumn, ImportRow } from '../../../lib/sheet-import.ts';
import type { Table } from '../../../lib/spreadsheet.ts';
import type { RowProblems } from '../../../lib/use-sheet-import.ts';
import type { ScoreChange, ScoreGridData } from './score-grid.view.tsx';

const header = (c: { name: string; maximum: number }) => `${c.name} (out of ${c.maximum})`;

export function scoreImportColumns(data: ScoreGridData): ImportColumn[] {
  return [
    { field: 'admission_number', header: 'Admission no.', example: '', required: true },
    { field: 'student', header: 'Student', example: '' },
    ...data.components
      .filter((c) => data.editable.includes(c.key))
      .map((c) => ({ field: c.key, header: header(c), example: '', required: true })),
  ];
}

/** The template: every student of the arm, scores blank to fill in. */
export function scoreTemplate(data: ScoreGridData): Table {
  const columns = scoreImportColumns(data);
  return {
    header: columns.map((c) => c.header),
    rows: data.students.map((s) => [
      s.admission_number,
      s.name,
      ...columns.slice(2).map(() => null),
    ]),
  };
}

/** Problems at their row and column, and the scores to save when there are none. */
export function checkScoreRows(
  rows: ImportRow[],
  data: ScoreGridData,
): { problems: RowProblems; changes: ScoreChange[] } {
  const problems: RowProblems = new Map();
  const problem = (row: number, field: string, message: string) =>
    problems.set(row, { ...problems.get(row), [field]: [message] });
  const byNumber = new Map(data.students.map((s) => [s.admission_number.toLowerCase(), s]));
  const firstRow = new Map<string, number>();
  const components = data.components.filter((c) => data.editable.includes(c.key));
  const changes: ScoreChange[] = [];
  rows.forEach((row, i) => {
    const number = row.admission_number?.trim().toLowerCase() ?? '';
    const student = byNumber.get(number);
    if (!number) problem(i, 'admission_number', 'is required');
    else if (!student) problem(i, 'admission_number', 'is not a student of this class arm');
    else if (firstRow.has(number)) {
      problem(i, 'admission_number', `is also on row ${(firstRow.get(number) ?? 0) + 2}`);
    } else firstRow.set(number, i);
    const cells: ScoreChange['cells'] = [];
    for (const c of components) {
      const cell: Cell = parseCell(row[c.key] ?? '', c.maximum);
      if (cell.kind === 'invalid') problem(i, c.key, cell.reason.toLowerCase());
      else if (cell.kind !== 'blank') cells.push({ component: c.key, cell });
    }
    if (student && cells.length > 0) changes.push({ student_id: student.id, cells });
  });
  return { problems, changes };
}
