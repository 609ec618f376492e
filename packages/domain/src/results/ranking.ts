/** An exact non-negative ratio, so averages are ranked without rounding (rules.md). */
export interface Ratio {
  numerator: number;
  denominator: number;
}

/** Compares two ratios by cross-multiplication; whole tenths keep the products exact. */
export function compareRatios(a: Ratio, b: Ratio): number {
  return a.numerator * b.denominator - b.numerator * a.denominator;
}

/**
 * Competition ranking ("1224"), highest first: equal values share a position and the next
 * position skips. `compare` must be exact (integers or ratios), never on strings or floats.
 */
export function competitionRanks<Key, Value>(
  entries: Iterable<[Key, Value]>,
  compare: (a: Value, b: Value) => number,
): Map<Key, number> {
  const sorted = [...entries].sort((a, b) => compare(b[1], a[1]));
  const ranks = new Map<Key, number>();
  let rank = 0;
  sorted.forEach(([key, value], index) => {
    const previous = sorted[index - 1];
    if (!previous || compare(previous[1], value) !== 0) rank = index + 1;
    ranks.set(key, rank);
  });
  return ranks;
}

export const byNumber = (a: number, b: number) => a - b;
