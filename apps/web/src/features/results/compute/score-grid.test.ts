import type { Cell } from '@schoolmates/domain/results';
import { describe, expect, it } from 'vitest';
import { applyPaste, invalidCells, nextPosition, parsePaste, scoreInput } from './score-grid.ts';

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

describe('refused cells and the save body', () => {
  const score = (value: number): Cell => ({ kind: 'score', value });
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
