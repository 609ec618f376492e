import { describe, expect, it } from 'vitest';
import {
  applyPaste,
  bandFor,
  type Cell,
  cellText,
  invalidCells,
  nextPosition,
  parseCell,
  parsePaste,
  percentageOf,
  rowTotal,
  scoreInput,
} from './score-grid.ts';

describe('parseCell', () => {
  it('reads blanks, absences and scores within the maximum', () => {
    expect(parseCell('  ', 20)).toEqual({ kind: 'blank' });
    expect(parseCell('abs', 20)).toEqual({ kind: 'absent' });
    expect(parseCell('A', 20)).toEqual({ kind: 'absent' });
    expect(parseCell('0', 20)).toEqual({ kind: 'score', value: 0 });
    expect(parseCell('17.5', 20)).toEqual({ kind: 'score', value: 17.5 });
    expect(parseCell('20', 20)).toEqual({ kind: 'score', value: 20 });
  });
  it('refuses what the server would refuse, saying why', () => {
    expect(parseCell('21', 20)).toEqual({ kind: 'invalid', reason: 'Above the maximum of 20' });
    expect(parseCell('-1', 20)).toEqual({ kind: 'invalid', reason: 'A score cannot be below 0' });
    expect(parseCell('12.25', 20)).toEqual({ kind: 'invalid', reason: 'At most one decimal' });
    expect(parseCell('ten', 20)).toEqual({
      kind: 'invalid',
      reason: 'Type a number, or ABS for absent',
    });
  });
  it('shows stored entries back as typed text', () => {
    expect(cellText(undefined)).toBe('');
    expect(cellText({ score: null, absent: true })).toBe('ABS');
    expect(cellText({ score: 12.5, absent: false })).toBe('12.5');
    expect(cellText({ score: null, absent: false })).toBe('');
  });
});

describe('nextPosition', () => {
  const size = { rows: 3, cols: 2 };
  it('moves with arrows and stops at the edges', () => {
    expect(nextPosition({ row: 0, col: 0 }, 'ArrowDown', false, size)).toEqual({ row: 1, col: 0 });
    expect(nextPosition({ row: 0, col: 0 }, 'ArrowUp', false, size)).toEqual({ row: 0, col: 0 });
    expect(nextPosition({ row: 2, col: 1 }, 'ArrowRight', false, size)).toEqual({ row: 2, col: 1 });
    expect(nextPosition({ row: 2, col: 1 }, 'ArrowLeft', false, size)).toEqual({ row: 2, col: 0 });
  });
  it('moves down on Enter and up on Shift+Enter', () => {
    expect(nextPosition({ row: 1, col: 1 }, 'Enter', false, size)).toEqual({ row: 2, col: 1 });
    expect(nextPosition({ row: 1, col: 1 }, 'Enter', true, size)).toEqual({ row: 0, col: 1 });
  });
  it('wraps Tab to the next row and leaves the grid after the last cell', () => {
    expect(nextPosition({ row: 0, col: 1 }, 'Tab', false, size)).toEqual({ row: 1, col: 0 });
    expect(nextPosition({ row: 1, col: 0 }, 'Tab', true, size)).toEqual({ row: 0, col: 1 });
    expect(nextPosition({ row: 2, col: 1 }, 'Tab', false, size)).toBeNull();
    expect(nextPosition({ row: 0, col: 0 }, 'Tab', true, size)).toBeNull();
    expect(nextPosition({ row: 0, col: 0 }, 'x', false, size)).toBeNull();
  });
});

describe('paste', () => {
  it('splits a spreadsheet block on tabs and new lines, without the trailing line', () => {
    expect(parsePaste('12\t15\r\n9\tabs\r\n')).toEqual([
      ['12', '15'],
      ['9', 'abs'],
    ]);
    expect(parsePaste('7')).toEqual([['7']]);
  });
  it('fills from the cursor and drops what falls outside', () => {
    const grid = [
      ['', ''],
      ['', ''],
    ];
    const out = applyPaste(grid, { row: 1, col: 1 }, [
      ['5', '6'],
      ['7', '8'],
    ]);
    expect(out.values).toEqual([
      ['', ''],
      ['', '5'],
    ]);
    expect(out.filled).toBe(1);
    expect(out.dropped).toBe(3);
    expect(grid[1]).toEqual(['', '']);
  });
});

describe('totals and grades', () => {
  const score = (value: number): Cell => ({ kind: 'score', value });
  it('sums scores on tenths, counts absent as 0 and blank as nothing', () => {
    expect(rowTotal([score(0.1), score(0.2)])).toBe(0.3);
    expect(rowTotal([{ kind: 'absent' }, score(12)])).toBe(12);
    expect(rowTotal([{ kind: 'absent' }])).toBe(0);
    expect(rowTotal([{ kind: 'blank' }, { kind: 'blank' }])).toBeNull();
    expect(rowTotal([{ kind: 'invalid', reason: 'x' }, score(3)])).toBe(3);
  });
  const bands = [
    { score_from: 0, score_to: 39, grade: 'F', remark: 'Fail' },
    { score_from: 40, score_to: 69, grade: 'C', remark: 'Credit' },
    { score_from: 70, score_to: 100, grade: 'A', remark: 'Excellent' },
  ];
  it('grades on the band edges, rounding half up', () => {
    expect(bandFor(39, bands)?.grade).toBe('F');
    expect(bandFor(39.4, bands)?.grade).toBe('F');
    expect(bandFor(39.5, bands)?.grade).toBe('C');
    expect(bandFor(69.5, bands)?.grade).toBe('A');
    expect(bandFor(100, bands)?.grade).toBe('A');
    expect(bandFor(50, [])).toBeNull();
    expect(percentageOf(17, 40)).toBe(42.5);
    expect(percentageOf(1, 3)).toBe(33.33);
  });
  it('lists refused cells and turns cells into the save body', () => {
    expect(invalidCells([[score(1), { kind: 'invalid', reason: 'r' }]])).toEqual([
      { row: 0, col: 1, reason: 'r' },
    ]);
    expect(scoreInput('ca1', { kind: 'absent' })).toEqual({
      component: 'ca1',
      score: null,
      absent: true,
    });
    expect(scoreInput('exam', { kind: 'blank' })).toEqual({
      component: 'exam',
      score: null,
      absent: false,
    });
    expect(scoreInput('exam', score(48))).toEqual({ component: 'exam', score: 48, absent: false });
  });
});
