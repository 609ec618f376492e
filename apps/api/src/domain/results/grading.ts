import { wholeHalfUp } from './numbers.ts';

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

/** Why a set of bands is refused, per band index, or an empty list when it covers 0..100 once. */
export function bandCoverageProblems(bands: { from: number; to: number }[]): string[] {
  const problems: string[] = [];
  const sorted = bands.map((band, index) => ({ ...band, index })).sort((a, b) => a.from - b.from);
  let expected = 0;
  for (const band of sorted) {
    if (!Number.isInteger(band.from) || !Number.isInteger(band.to)) {
      problems.push(`Band ${band.index + 1} must have whole-number bounds.`);
    } else if (band.from > band.to) {
      problems.push(`Band ${band.index + 1} starts above where it ends.`);
    } else if (band.from > expected) {
      problems.push(`Scores ${expected} to ${band.from - 1} have no band.`);
    } else if (band.from < expected) {
      problems.push(`Band ${band.index + 1} overlaps the band before it.`);
    }
    expected = Math.max(expected, band.to + 1);
  }
  if (expected <= 100) problems.push(`Scores ${expected} to 100 have no band.`);
  if (expected > 101) problems.push('Bands must end at 100.');
  return problems;
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
