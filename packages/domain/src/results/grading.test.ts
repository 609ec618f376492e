import { describe, expect, it } from 'vitest';
import {
  bandCoverageProblems,
  gradeFor,
  gradeOfTotal,
  gradePointAverage,
  gradePointFor,
  percentOf,
} from './grading.ts';

const bands = [
  { score_from: 0, score_to: 39, grade: 'F', remark: 'Fail' },
  { score_from: 40, score_to: 49, grade: 'E', remark: 'Pass' },
  { score_from: 50, score_to: 59, grade: 'C', remark: 'Credit' },
  { score_from: 60, score_to: 69, grade: 'B', remark: 'Good' },
  { score_from: 70, score_to: 100, grade: 'A', remark: 'Excellent' },
];

describe('gradeFor', () => {
  it('grades a value exactly on the edge of a band into that band', () => {
    expect(gradeFor(70, bands)?.grade).toBe('A');
    expect(gradeFor(69, bands)?.grade).toBe('B');
    expect(gradeFor(0, bands)?.grade).toBe('F');
    expect(gradeFor(100, bands)?.grade).toBe('A');
  });

  it('rounds half up to a whole number before looking the band up', () => {
    expect(gradeFor(39.5, bands)?.grade).toBe('E');
    expect(gradeFor(39.4, bands)?.grade).toBe('F');
    expect(gradeFor(69.5, bands)?.remark).toBe('Excellent');
  });

  it('does not depend on the order the bands were entered in', () => {
    expect(gradeFor(55, [...bands].reverse())?.grade).toBe('C');
  });
});

describe('bandCoverageProblems', () => {
  const ranges = bands.map((band) => ({ from: band.score_from, to: band.score_to }));

  it('accepts bands that cover 0 to 100 exactly once', () => {
    expect(bandCoverageProblems(ranges)).toEqual([]);
  });

  it('names a gap, an overlap and a missing top', () => {
    expect(
      bandCoverageProblems([
        { from: 0, to: 39 },
        { from: 41, to: 100 },
      ]),
    ).toEqual(['Scores 40 to 40 have no band.']);
    expect(
      bandCoverageProblems([
        { from: 0, to: 45 },
        { from: 40, to: 100 },
      ]),
    ).toEqual(['Band 2 overlaps the band before it.']);
    expect(bandCoverageProblems([{ from: 0, to: 89 }])).toEqual(['Scores 90 to 100 have no band.']);
    expect(
      bandCoverageProblems([
        { from: 0, to: 39.5 },
        { from: 40, to: 100 },
      ]),
    ).toContain('Band 1 must have whole-number bounds.');
  });
});

describe('gradePointFor', () => {
  it('maps a subject total to its band’s grade point', () => {
    const points = [
      { min_mark: 0, max_mark: 49, grade_point: 0 },
      { min_mark: 50, max_mark: 69, grade_point: 3 },
      { min_mark: 70, max_mark: 100, grade_point: 5 },
    ];
    expect(gradePointFor(69.5, points)).toBe(5);
    expect(gradePointFor(50, points)).toBe(3);
  });
});

describe('gradePointAverage', () => {
  const points = [
    { min_mark: 0, max_mark: 49, grade_point: 0 },
    { min_mark: 50, max_mark: 69, grade_point: 3.5 },
    { min_mark: 70, max_mark: 100, grade_point: 5 },
  ];

  it('averages the subjects’ grade points, half up to 2 decimals', () => {
    // 69.5 is 70 (whole half up): 5 + 5 + 3.5 = 13.5 over 3 = 4.5; 5 + 3.5 = 8.5 over 2 = 4.25
    expect(gradePointAverage([700, 695, 500], points)).toBe(4.5);
    expect(gradePointAverage([705, 500], points)).toBe(4.25);
    // 5 + 5 + 0 = 10 over 3 = 3.333… → 3.33; 5 + 3.5 + 3.5 + 3.5 = 15.5 over 4 = 3.875 → 3.88
    expect(gradePointAverage([800, 900, 100], points)).toBe(3.33);
    expect(gradePointAverage([800, 600, 600, 600], points)).toBe(3.88);
  });

  it('is null without grade-point bands or subjects', () => {
    expect(gradePointAverage([700], [])).toBeNull();
    expect(gradePointAverage([], points)).toBeNull();
  });
});

describe('gradeOfTotal', () => {
  it('rounds the exact percentage once: 38.2 of 55 is 69.45 %, grade B', () => {
    expect(percentOf(382, 55)).toBe(69.45);
    expect(gradeOfTotal(382, 55, bands)?.grade).toBe('B');
    expect(gradeOfTotal(385, 55, bands)?.grade).toBe('A'); // 70 %
  });

  it('grades the same as gradeFor on the exact percentage for every score of every maximum', () => {
    for (const maximum of [20, 40, 55, 60, 100]) {
      for (let tenths = 0; tenths <= maximum * 10; tenths++) {
        // Exact: tenths/10 of maximum is (tenths × 10 / maximum) %, compared in integers.
        const band = bands.find(
          (b) =>
            2 * tenths * 10 >= (2 * b.score_from - 1) * maximum &&
            2 * tenths * 10 < (2 * b.score_to + 1) * maximum,
        );
        expect(gradeOfTotal(tenths, maximum, bands)?.grade, `${tenths / 10} of ${maximum}`).toBe(
          band?.grade,
        );
      }
    }
  });
});
