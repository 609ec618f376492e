import { describe, expect, it } from 'vitest';
import { keyComponents, SCORE_OPTIONS, schemeProblems, schemeValue } from './scheme.ts';

const c = (maximum: number, period: 'First Half' | 'Second Half' = 'First Half') => ({
  name: 'x',
  maximum,
  period,
});

describe('score scheme', () => {
  it('keys the assessments ca1.. in order and the exam `exam`', () => {
    const keyed = keyComponents([c(10), c(10), c(20), c(60, 'Second Half')]);
    expect(keyed.map((k) => k.key)).toEqual(['ca1', 'ca2', 'ca3', 'exam']);
    expect(schemeValue(keyed)).toBe('10-10-20-60');
  });

  it('accepts the presets and any list of 1 to 4 assessments then an exam summing to 100', () => {
    for (const option of SCORE_OPTIONS) expect(schemeProblems(option.components)).toEqual({});
    expect(schemeProblems([c(30), c(70, 'Second Half')])).toEqual({});
    expect(SCORE_OPTIONS.map((o) => schemeValue(o.components))).toEqual([
      '40-60',
      '20-20-60',
      '10-10-20-60',
      '10-10-10-10-60',
    ]);
  });

  it('refuses a wrong sum, a missing or misplaced exam, and more than 4 assessments', () => {
    expect(schemeProblems([c(20), c(20), c(50, 'Second Half')])).toHaveProperty(
      'components.maximum',
    );
    expect(schemeProblems([c(40), c(60)])).toHaveProperty('components');
    expect(schemeProblems([c(60, 'Second Half'), c(40)])).toHaveProperty('components');
    expect(schemeProblems([c(10), c(10), c(10), c(5), c(5), c(60, 'Second Half')])).toHaveProperty(
      'components',
    );
  });
});
