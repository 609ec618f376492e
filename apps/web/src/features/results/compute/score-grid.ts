/**
 * The score-entry grid's own behaviour, as pure functions: where the cursor goes on a key, what
 * a pasted block of a spreadsheet fills, which cells hold the save back. What a cell means, its
 * row total and grade are the domain's (`@schoolmates/domain/results`), shared with the server.
 */
import type { Cell } from '@schoolmates/domain/results';

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
