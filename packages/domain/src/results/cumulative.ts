import { TERMS, type Term } from '../calendar/calendar.ts';
import { divideHalfUp } from './numbers.ts';
import { compareRatios, competitionRanks, type Ratio } from './ranking.ts';

/** A student's total for one subject in one term, in whole tenths. */
export interface TermTotal {
  student_id: string;
  subject_id: string;
  term: Term;
  total_tenths: number;
}

export interface CumulativeSubject {
  /** Term totals in tenths, First to Third; null where the term has no result ("-"). */
  terms: [number | null, number | null, number | null];
  total_tenths: number;
  /** Mean of the term totals that exist, 2 decimals (a missing term is not divided in). */
  average: number;
  /** Position among the class arm's students who took the subject, on that average. */
  position: number;
}

export interface CumulativeStudent {
  subjects: Map<string, CumulativeSubject>;
  /** Mean of the subjects' cumulative averages, 2 decimals; null when nothing was taken. */
  annual_average: number | null;
  annual_position: number | null;
}

/**
 * Cumulative (annual) results of a class arm for a session, from the term totals that exist.
 * Averages are kept as exact ratios for ranking and rounded half up only for display.
 */
export function computeClassCumulative(
  studentIds: readonly string[],
  totals: Iterable<TermTotal>,
): Map<string, CumulativeStudent> {
  const grid = new Map<string, Map<string, CumulativeSubject['terms']>>(
    studentIds.map((id) => [id, new Map()]),
  );
  for (const row of totals) {
    const subjects = grid.get(row.student_id);
    if (!subjects) continue;
    const termTotals = subjects.get(row.subject_id) ?? [null, null, null];
    termTotals[TERMS.indexOf(row.term)] = row.total_tenths;
    subjects.set(row.subject_id, termTotals);
  }

  const subjectAverages = new Map<string, [string, Ratio][]>();
  const annual: [string, Ratio][] = [];
  for (const [studentId, subjects] of grid) {
    // Σ (total ÷ terms) over subjects, as one ratio over 6 (every term count divides 6).
    let sixths = 0;
    for (const [subjectId, termTotals] of subjects) {
      const ratio = ratioOf(termTotals);
      const column = subjectAverages.get(subjectId) ?? [];
      column.push([studentId, ratio]);
      subjectAverages.set(subjectId, column);
      sixths += (ratio.numerator * 6) / ratio.denominator;
    }
    if (subjects.size > 0)
      annual.push([studentId, { numerator: sixths, denominator: 6 * subjects.size }]);
  }

  const subjectPositions = new Map(
    [...subjectAverages].map(([subjectId, column]) => [
      subjectId,
      competitionRanks(column, compareRatios),
    ]),
  );
  const annualPositions = competitionRanks(annual, compareRatios);
  const annualRatios = new Map(annual);

  const result = new Map<string, CumulativeStudent>();
  for (const [studentId, subjects] of grid) {
    const annualRatio = annualRatios.get(studentId);
    result.set(studentId, {
      subjects: new Map(
        [...subjects].map(([subjectId, termTotals]) => {
          const ratio = ratioOf(termTotals);
          return [
            subjectId,
            {
              terms: termTotals,
              total_tenths: ratio.numerator,
              average: toHundredths(ratio) / 100,
              position: subjectPositions.get(subjectId)?.get(studentId) ?? 0,
            },
          ];
        }),
      ),
      annual_average: annualRatio ? toHundredths(annualRatio) / 100 : null,
      annual_position: annualPositions.get(studentId) ?? null,
    });
  }
  return result;
}

function ratioOf(termTotals: CumulativeSubject['terms']): Ratio {
  const present = termTotals.filter((total): total is number => total !== null);
  return { numerator: present.reduce((a, b) => a + b, 0), denominator: present.length };
}

/** A ratio of tenths as hundredths of a mark, rounded half up. */
function toHundredths({ numerator, denominator }: Ratio): number {
  return divideHalfUp(numerator * 10, denominator);
}
