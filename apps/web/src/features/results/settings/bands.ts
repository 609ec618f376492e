/** A band of whole-number marks, as the grading and grade-point editors hold it. */
export interface MarkRange {
  from: number;
  to: number;
}

/**
 * What is wrong with a set of ranges that must cover 0..100 exactly once (rules.md), per
 * range index; the server says the same in its 422, this lets the editor say it as you type.
 */
export function coverageProblems(ranges: readonly MarkRange[]): Map<number, string> {
  const problems = new Map<number, string>();
  ranges.forEach((r, i) => {
    if (!Number.isInteger(r.from) || !Number.isInteger(r.to)) problems.set(i, 'Use whole numbers');
    else if (r.from < 0 || r.to > 100) problems.set(i, 'Marks run from 0 to 100');
    else if (r.from > r.to) problems.set(i, '“From” is above “to”');
  });
  if (problems.size > 0) return problems;
  const order = ranges.map((r, i) => ({ ...r, i })).sort((a, b) => a.from - b.from);
  let next = 0;
  for (const r of order) {
    if (r.from > next) problems.set(r.i, `Gap: ${next}–${r.from - 1} is in no band`);
    else if (r.from < next) problems.set(r.i, `Overlaps the band ending at ${next - 1}`);
    next = Math.max(next, r.to + 1);
  }
  const last = order[order.length - 1];
  if (last && next <= 100 && !problems.has(last.i))
    problems.set(last.i, `Gap: ${next}–100 is in no band`);
  return problems;
}
