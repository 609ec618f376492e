import { describe, expect, it } from 'vitest';
import { type Cell, cellText, parseCell, rowTenths } from './cells.ts';

const score = (value: number): Cell => ({ kind: 'score', value });

describe('parseCell', () => {
  it('reads blanks, absences and scores up to the maximum', () => {
    expect(parseCell('  ', 20)).toEqual({ kind: 'blank' });
    expect(parseCell('abs', 20)).toEqual({ kind: 'absent' });
    expect(parseCell('A', 20)).toEqual({ kind: 'absent' });
    expect(parseCell('0', 20)).toEqual({ kind: 'score', value: 0 });
    expect(parseCell('17.5', 20)).toEqual({ kind: 'score', value: 17.5 });
    expect(parseCell('20', 20)).toEqual({ kind: 'score', value: 20 });
  });

  it('refuses what a score cannot be, saying why', () => {
    expect(parseCell('21', 20)).toEqual({ kind: 'invalid', reason: 'Above the maximum of 20' });
    expect(parseCell('-1', 20)).toEqual({ kind: 'invalid', reason: 'A score cannot be below 0' });
    expect(parseCell('12.25', 20)).toEqual({ kind: 'invalid', reason: 'At most one decimal' });
    expect(parseCell('ten', 20)).toEqual({
      kind: 'invalid',
      reason: 'Type a number, or ABS for absent',
    });
  });

  it('accepts every one-decimal value from 0.0 to the maximum', () => {
    for (let tenths = 0; tenths <= 600; tenths++) {
      const text = (tenths / 10).toFixed(1);
      expect(parseCell(text, 60)).toEqual({ kind: 'score', value: tenths / 10 });
    }
  });
});

describe('cellText', () => {
  it('shows ABS for absent and nothing for a blank', () => {
    expect(cellText(undefined)).toBe('');
    expect(cellText({ score: null, absent: true })).toBe('ABS');
    expect(cellText({ score: 12.5, absent: false })).toBe('12.5');
    expect(cellText({ score: null, absent: false })).toBe('');
  });
});

describe('rowTenths', () => {
  it('sums in tenths, absent as 0, blank as not taken', () => {
    expect(rowTenths([score(0.1), score(0.2)])).toBe(3);
    expect(rowTenths([{ kind: 'absent' }, score(12)])).toBe(120);
    expect(rowTenths([{ kind: 'absent' }])).toBe(0);
    expect(rowTenths([{ kind: 'blank' }, { kind: 'blank' }])).toBeNull();
  });

  it('has no total while a cell is refused ("abc" beside ABS is not 0)', () => {
    expect(rowTenths([{ kind: 'invalid', reason: 'x' }, { kind: 'absent' }])).toBeNull();
    expect(rowTenths([{ kind: 'invalid', reason: 'x' }, score(3)])).toBeNull();
  });
});
