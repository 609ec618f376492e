/**
 * Assignment marking (rules.md, Assignments). Marks are whole tenths like result scores, so
 * sums never meet floating-point error; the percentage is score / total × 100 with 2 decimals,
 * rounded half up. The server is the only caller that marks: a client never sends marks.
 */
import { divideHalfUp } from '../results/numbers.ts';

export const OPTIONS = ['option1', 'option2', 'option3', 'option4'] as const;
export type AssignmentOption = (typeof OPTIONS)[number];

/** An objective answer earns the whole question mark or nothing. */
export function objectiveMarkTenths(chosen: string, correct: string, questionMark: number): number {
  return chosen === correct ? questionMark * 10 : 0;
}

/** Why a teacher's theory mark (in tenths) cannot stand, or null when it can. */
export function theoryMarkProblem(markTenths: number, questionMark: number): string | null {
  if (!Number.isInteger(markTenths) || markTenths < 0)
    return 'must be 0 or more, one decimal at most';
  if (markTenths > questionMark * 10)
    return `must be at most the question's mark (${questionMark})`;
  return null;
}

/** Why four options cannot stand: they must all differ, trimmed and case-insensitively. */
export function optionsProblem(options: readonly string[]): string | null {
  const seen = new Set(options.map((o) => o.trim().toLowerCase()));
  return seen.size === options.length ? null : 'the four options must all be different';
}

/** score / total × 100, 2 decimals, half up (e.g. 2 of 3 → 66.67). */
export function percentageOfTenths(scoreTenths: number, totalMark: number): number {
  if (totalMark <= 0) return 0;
  return divideHalfUp(scoreTenths * 1000, totalMark) / 100;
}

export interface MarkedQuestion {
  questionMark: number;
  /** The student's mark in tenths; null (not answered or not marked) counts 0. */
  markTenths: number | null;
}

export interface AssignmentScore {
  totalMark: number;
  score: number;
  percentage: number;
}

/** A student's result for one set: every question of the set counts, unanswered ones as 0. */
export function assignmentScore(questions: readonly MarkedQuestion[]): AssignmentScore {
  const totalMark = questions.reduce((sum, q) => sum + q.questionMark, 0);
  const scoreTenths = questions.reduce((sum, q) => sum + (q.markTenths ?? 0), 0);
  return {
    totalMark,
    score: scoreTenths / 10,
    percentage: percentageOfTenths(scoreTenths, totalMark),
  };
}

export interface WeeklyResult {
  week: number;
  percentage: number;
}

export interface WeeklyPoint extends WeeklyResult {
  /** How many results the point is the mean of. */
  results: number;
}

/**
 * The performance series of one subject: one point per week 1..13 that has results, the mean
 * percentage of those results (several students, or objective and theory sets of one week),
 * 2 decimals half up, in week order.
 */
export function weeklySeries(results: readonly WeeklyResult[]): WeeklyPoint[] {
  const byWeek = new Map<number, number[]>();
  for (const r of results) byWeek.set(r.week, [...(byWeek.get(r.week) ?? []), r.percentage]);
  return [...byWeek.entries()]
    .sort(([a], [b]) => a - b)
    .map(([week, values]) => ({
      week,
      // percentages are whole hundredths: the mean of hundredths, rounded half up
      percentage:
        divideHalfUp(
          values.reduce((s, v) => s + Math.round(v * 100), 0),
          values.length,
        ) / 100,
      results: values.length,
    }));
}
