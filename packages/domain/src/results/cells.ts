/**
 * What a teacher types in a score cell (rules.md "Results arithmetic"): a number from 0 to the
 * component's maximum with at most one decimal, ABS for absent (counts 0, shown as ABS), or
 * nothing yet (blank: not taken, not 0). The grid reads cells with these; the server's checks say
 * the same in its 422.
 */
import { toTenths } from './numbers.ts';

/** What one cell holds: nothing yet, absent (ABS), a score, or text that is refused. */
export type Cell =
  | { kind: 'blank' }
  | { kind: 'absent' }
  | { kind: 'score'; value: number }
  | { kind: 'invalid'; reason: string };

const absentWords = new Set(['a', 'abs', 'absent']);

/** Reads what the teacher typed in a cell whose component is out of `maximum`. */
export function parseCell(text: string, maximum: number): Cell {
  const t = text.trim();
  if (t === '') return { kind: 'blank' };
  if (absentWords.has(t.toLowerCase())) return { kind: 'absent' };
  if (!/^-?\d+(\.\d+)?$/.test(t) && !/^-?\.\d+$/.test(t)) {
    return { kind: 'invalid', reason: 'Type a number, or ABS for absent' };
  }
  const value = Number(t);
  if (value < 0) return { kind: 'invalid', reason: 'A score cannot be below 0' };
  if (value > maximum) return { kind: 'invalid', reason: `Above the maximum of ${maximum}` };
  if (/\.\d{2,}$/.test(t)) return { kind: 'invalid', reason: 'At most one decimal' };
  return { kind: 'score', value };
}

/** The text a stored entry shows in its cell. */
export function cellText(entry: { score: number | null; absent: boolean } | undefined): string {
  if (!entry) return '';
  if (entry.absent) return 'ABS';
  return entry.score === null ? '' : String(entry.score);
}

/**
 * The total of a row of cells in whole tenths: scores summed, absent counting 0. Null when
 * nothing is entered (a blank row is not taken, and is not 0) and when any cell is refused (a
 * half-read row has no total to show).
 */
export function rowTenths(cells: readonly Cell[]): number | null {
  let entered = false;
  let tenths = 0;
  for (const cell of cells) {
    if (cell.kind === 'invalid') return null;
    if (cell.kind === 'absent') entered = true;
    if (cell.kind === 'score') {
      entered = true;
      tenths += toTenths(cell.value);
    }
  }
  return entered ? tenths : null;
}
