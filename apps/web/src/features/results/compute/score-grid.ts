/**
 * The score-entry grid's rules, as pure functions: what a typed cell means, where the cursor goes
 * on a key, what a pasted block of a spreadsheet fills, and the totals and grades shown as the
 * teacher types (rules.md "Results arithmetic": 0..maximum, one decimal, absent ≠ zero).
 */

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

export interface Position {
  row: number;
  col: number;
}

export interface GridSize {
  rows: number;
  cols: number;
}

/**
 * Where the cursor goes on a key: arrows move one cell (stopping at the edges), Enter moves
 * down (Shift+Enter up), Tab moves right and wraps to the next row (Shift+Tab left, wrapping
 * back). Null when the key does not move within the grid (Tab past the last cell leaves it).
 */
export function nextPosition(
  at: Position,
  key: string,
  shift: boolean,
  size: GridSize,
): Position | null {
  const { row, col } = at;
  const lastRow = size.rows - 1;
  const lastCol = size.cols - 1;
  switch (key) {
    case 'ArrowUp':
      return { row: Math.max(0, row - 1), col };
    case 'ArrowDown':
      return { row: Math.min(lastRow, row + 1), col };
    case 'ArrowLeft':
      return { row, col: Math.max(0, col - 1) };
    case 'ArrowRight':
      return { row, col: Math.min(lastCol, col + 1) };
    case 'Enter':
      return shift ? { row: Math.max(0, row - 1), col } : { row: Math.min(lastRow, row + 1), col };
    case 'Tab': {
      const index = row * size.cols + col + (shift ? -1 : 1);
      if (index < 0 || index > lastRow * size.cols + lastCol) return null;
      return { row: Math.floor(index / size.cols), col: index % size.cols };
    }
    default:
      return null;
  }
}

/**
 * A block copied from a spreadsheet: rows split on new lines, cells on tabs. A single trailing
 * new line (spreadsheets add one) is dropped; cells are trimmed.
 */
export function parsePaste(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => line.split('\t').map((c) => c.trim()));
}

/**
 * Fills `values` (rows × cols of typed text) with a pasted block from `at`; what falls outside
 * the grid is dropped and counted.
 */
export function applyPaste(
  values: readonly (readonly string[])[],
  at: Position,
  block: string[][],
): { values: string[][]; filled: number; dropped: number } {
  const next = values.map((r) => [...r]);
  let filled = 0;
  let dropped = 0;
  block.forEach((cells, r) => {
    cells.forEach((text, c) => {
      const row = next[at.row + r];
      if (row === undefined || at.col + c >= row.length) {
        dropped += 1;
        return;
      }
      row[at.col + c] = text;
      filled += 1;
    });
  });
  return { values: next, filled, dropped };
}

/**
 * The total of a student's row: scores summed, absent counting 0. Null when nothing is
 * entered (a blank row is not taken, and is not 0). Invalid cells do not count.
 */
export function rowTotal(cells: readonly Cell[]): number | null {
  let entered = false;
  let tenths = 0;
  for (const cell of cells) {
    if (cell.kind === 'absent') entered = true;
    if (cell.kind === 'score') {
      entered = true;
      tenths += Math.round(cell.value * 10);
    }
  }
  return entered ? tenths / 10 : null;
}

export interface Band {
  score_from: number;
  score_to: number;
  grade: string;
  remark: string;
}

/** Rounds half up to a whole number (rules.md), on tenths so 69.5 → 70 exactly. */
export function roundHalfUp(value: number): number {
  return Math.floor(Math.round(value * 10) / 10 + 0.5);
}

/** The band a value falls in after rounding half up; null when no band holds it. */
export function bandFor<B extends Band>(value: number, bands: readonly B[]): B | null {
  const whole = roundHalfUp(value);
  return bands.find((b) => whole >= b.score_from && whole <= b.score_to) ?? null;
}

/** A total as a percentage of `maximum` (2 decimals), the figure grades are read on. */
export function percentageOf(total: number, maximum: number): number {
  return maximum === 0 ? 0 : Math.round((total / maximum) * 10000) / 100;
}

/** The cells that are refused, with where they are: the save waits until there are none. */
export function invalidCells(
  cells: readonly (readonly Cell[])[],
): (Position & { reason: string })[] {
  const out: (Position & { reason: string })[] = [];
  cells.forEach((row, r) => {
    row.forEach((cell, c) => {
      if (cell.kind === 'invalid') out.push({ row: r, col: c, reason: cell.reason });
    });
  });
  return out;
}

/** A cell as the save body sends it (`ResultScoreInput`). */
export function scoreInput<K extends string>(
  component: K,
  cell: Cell,
):
  | { component: K; score: number | null; absent: false }
  | { component: K; score: null; absent: true } {
  if (cell.kind === 'absent') return { component, score: null, absent: true };
  return { component, score: cell.kind === 'score' ? cell.value : null, absent: false };
}
