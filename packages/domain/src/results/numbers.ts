/**
 * Exact arithmetic for results. Scores are kept as whole tenths (rules.md) so that sums and
 * comparisons never meet floating-point error; averages are rounded half up from exact ratios.
 */

/** A score such as 12.5 as whole tenths (125). Refuses more than one decimal. */
export function toTenths(score: number): number {
  const tenths = Math.round(score * 10);
  if (Math.abs(tenths - score * 10) > 1e-6) {
    throw new RangeError(`${score} has more than one decimal`);
  }
  return tenths;
}

export function fromTenths(tenths: number): number {
  return tenths / 10;
}

/** numerator ÷ denominator rounded half up to a whole number (both ≥ 0, denominator > 0). */
export function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Mean of whole tenths, as a number with 2 decimals rounded half up (e.g. 66.67). */
export function meanOfTenths(totalTenths: number, count: number): number {
  return divideHalfUp(totalTenths * 10, count) / 100;
}

/** A value graded to a whole number, rounding half up (rules.md: 69.5 → 70). */
export function wholeHalfUp(value: number): number {
  return Math.floor(value + 0.5 + 1e-9);
}
