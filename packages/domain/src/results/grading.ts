import { divideHalfUp, wholeHalfUp } from './numbers.ts';

/** A grading band with whole-number bounds, both included. */
export interface GradingBand {
  score_from: number;
  score_to: number;
  grade: string;
  remark: string;
}

/** A grade-point band: whole-number marks → grade point (0.00 to 5.00). */
export interface GradePointBand {
  min_mark: number;
  max_mark: number;
  grade_point: number;
}

/** One reason a set of bands is refused: the band (input index) and bound it is about. */
export interface CoverageIssue {
  /** Index of the band in the input; null for the set as a whole (nothing reaches 100). */
  index: number | null;
  bound: 'from' | 'to';
  message: string;
}

/**
 * Why a set of bands does not cover 0..100 exactly once; empty when it does. The server refuses
 * such a set with these messages and the band editors show them as the bounds are typed.
 */
export function bandCoverageIssues(bands: { from: number; to: number }[]): CoverageIssue[] {
  const issues: CoverageIssue[] = [];
  const sorted = bands.map((band, index) => ({ ...band, index })).sort((a, b) => a.from - b.from);
  let expected = 0;
  let last: number | null = null;
  for (const band of sorted) {
    const at = (bound: 'from' | 'to', message: string) =>
      issues.push({ index: band.index, bound, message });
    if (!Number.isInteger(band.from) || !Number.isInteger(band.to)) {
      at('from', `Band ${band.index + 1} must have whole-number bounds.`);
    } else if (band.from < 0 || band.to > 100) {
      at(band.from < 0 ? 'from' : 'to', `Band ${band.index + 1} must lie within 0 to 100.`);
    } else if (band.from > band.to) {
      at('from', `Band ${band.index + 1} starts above where it ends.`);
    } else if (band.from > expected) {
      at('from', `Scores ${expected} to ${band.from - 1} have no band.`);
    } else if (band.from < expected) {
      at('from', `Band ${band.index + 1} overlaps the band before it.`);
    }
    expected = Math.max(expected, band.to + 1);
    last = band.index;
  }
  if (expected <= 100)
    issues.push({ index: last, bound: 'to', message: `Scores ${expected} to 100 have no band.` });
  return issues;
}

/** Why a set of bands is refused, or an empty list when it covers 0..100 once. */
export function bandCoverageProblems(bands: { from: number; to: number }[]): string[] {
  return bandCoverageIssues(bands).map((issue) => issue.message);
}

/** The band a value falls in after rounding half up to a whole number, if any. */
export function gradeFor(value: number, bands: readonly GradingBand[]): GradingBand | undefined {
  const whole = wholeHalfUp(value);
  return bands.find((band) => band.score_from <= whole && whole <= band.score_to);
}

/** The grade point of a subject total, from the school's grade-point bands. */
export function gradePointFor(total: number, bands: readonly GradePointBand[]): number | undefined {
  const whole = wholeHalfUp(total);
  return bands.find((band) => band.min_mark <= whole && whole <= band.max_mark)?.grade_point;
}

/**
 * The grade-point average of a student's subject totals (whole tenths): each subject's grade
 * point in hundredths (0 outside every band), their mean half up, 2 decimals. Null without
 * grade-point bands or subjects.
 */
export function gradePointAverage(
  totalsTenths: readonly number[],
  bands: readonly GradePointBand[],
): number | null {
  if (bands.length === 0 || totalsTenths.length === 0) return null;
  let hundredths = 0;
  for (const tenths of totalsTenths) {
    hundredths += Math.round((gradePointFor(tenths / 10, bands) ?? 0) * 100);
  }
  return divideHalfUp(hundredths, totalsTenths.length) / 100;
}

/** A total of whole tenths out of `maximum` marks as a percentage, 2 decimals half up. */
export function percentOf(totalTenths: number, maximum: number): number {
  return maximum === 0 ? 0 : divideHalfUp(totalTenths * 1000, maximum) / 100;
}

/**
 * The grading band of a total of whole tenths out of `maximum` marks: its percentage rounded
 * half up to a whole number once, from the exact ratio (rounding to 2 decimals first would
 * grade 38.2 of 55, 69.45 %, as 70). The grid, the sheets and the report card all grade so.
 */
export function gradeOfTotal(
  totalTenths: number,
  maximum: number,
  bands: readonly GradingBand[],
): GradingBand | undefined {
  const whole = maximum === 0 ? 0 : divideHalfUp(totalTenths * 10, maximum);
  return bands.find((band) => band.score_from <= whole && whole <= band.score_to);
}
