import { describe, expect, it } from 'vitest';
import { coverageProblems } from './bands.ts';

describe('coverageProblems', () => {
  it('accepts ranges that cover 0..100 once, in any order', () => {
    expect(
      coverageProblems([
        { from: 70, to: 100 },
        { from: 0, to: 39 },
        { from: 40, to: 69 },
      ]).size,
    ).toBe(0);
  });
  it('names gaps and overlaps on the band where they start', () => {
    const p = coverageProblems([
      { from: 0, to: 39 },
      { from: 41, to: 69 },
      { from: 65, to: 99 },
    ]);
    expect(p.get(1)).toBe('Gap: 40–40 is in no band');
    expect(p.get(2)).toBe('Overlaps the band ending at 69');
    expect(coverageProblems([{ from: 0, to: 99 }]).get(0)).toBe('Gap: 100–100 is in no band');
    expect(coverageProblems([{ from: 5, to: 100 }]).get(0)).toBe('Gap: 0–4 is in no band');
  });
  it('refuses fractions, reversed and out-of-range bounds', () => {
    expect(coverageProblems([{ from: 0, to: 39.5 }]).get(0)).toBe('Use whole numbers');
    expect(coverageProblems([{ from: 50, to: 40 }]).get(0)).toBe('“From” is above “to”');
    expect(coverageProblems([{ from: 0, to: 101 }]).get(0)).toBe('Marks run from 0 to 100');
  });
});
