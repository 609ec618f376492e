import { divideHalfUp, meanOfTenths } from './numbers.ts';
import { byNumber, compareRatios, competitionRanks, type Ratio } from './ranking.ts';

/** One entered cell of the score grid: a score in whole tenths, or absent. */
export interface ScoreEntry {
  student_id: string;
  subject_id: string;
  component: string;
  /** Whole tenths; ignored when absent. */
  tenths: number;
  absent: boolean;
}

export interface SubjectOutcome {
  /** Sum of the entered components; absent counts as 0 (rules.md). */
  total_tenths: number;
  /** Position among the class arm's students who took the subject. */
  position: number;
}

export interface StudentOutcome {
  subjects: Map<string, SubjectOutcome>;
  total_tenths: number;
  subjects_taken: number;
  /** Total ÷ subjects taken, 2 decimals half up; null when no subject was taken. */
  average: number | null;
  /** Class position on average (or total); null when no subject was taken. */
  position: number | null;
}

export interface SubjectStatistics {
  taken_by: number;
  /** Mean of the subject totals of those who took it, 2 decimals. */
  average: number;
  highest_tenths: number;
  lowest_tenths: number;
}

export interface ClassTermOutcome {
  students: Map<string, StudentOutcome>;
  subjects: Map<string, SubjectStatistics>;
  /** Mean of the averages of students who took at least one subject, 2 decimals. */
  class_average: number | null;
  number_in_class: number;
}

export type ClassRanking = 'average' | 'total';

/**
 * Computes a class arm's term results in one pass over its score entries: subject totals and
 * positions, student totals, averages and class positions, and per-subject statistics.
 * Pass only the components that count (First Half ones for mid-term, all for end of term).
 * A subject is taken by a student when at least one of its components is entered or absent.
 */
export function computeClassTerm(
  studentIds: readonly string[],
  entries: Iterable<ScoreEntry>,
  rankBy: ClassRanking = 'average',
): ClassTermOutcome {
  const totals = new Map<string, Map<string, number>>(studentIds.map((id) => [id, new Map()]));
  for (const entry of entries) {
    const subjects = totals.get(entry.student_id);
    if (!subjects) continue;
    const points = entry.absent ? 0 : entry.tenths;
    subjects.set(entry.subject_id, (subjects.get(entry.subject_id) ?? 0) + points);
  }

  const bySubject = new Map<string, [string, number][]>();
  for (const [studentId, subjects] of totals) {
    for (const [subjectId, total] of subjects) {
      const column = bySubject.get(subjectId) ?? [];
      column.push([studentId, total]);
      bySubject.set(subjectId, column);
    }
  }

  const subjectPositions = new Map<string, Map<string, number>>();
  const subjects = new Map<string, SubjectStatistics>();
  for (const [subjectId, column] of bySubject) {
    subjectPositions.set(subjectId, competitionRanks(column, byNumber));
    const values = column.map(([, total]) => total);
    subjects.set(subjectId, {
      taken_by: values.length,
      average: meanOfTenths(sum(values), values.length),
      highest_tenths: Math.max(...values),
      lowest_tenths: Math.min(...values),
    });
  }

  const standings: [string, Ratio][] = [];
  for (const [studentId, studentSubjects] of totals) {
    if (studentSubjects.size === 0) continue;
    const total = sum(studentSubjects.values());
    standings.push([studentId, { numerator: total, denominator: studentSubjects.size }]);
  }
  const classPositions =
    rankBy === 'total'
      ? competitionRanks(
          standings.map(([id, ratio]) => [id, ratio.numerator] as [string, number]),
          byNumber,
        )
      : competitionRanks(standings, compareRatios);

  const students = new Map<string, StudentOutcome>();
  const averagesInHundredths: number[] = [];
  for (const [studentId, studentSubjects] of totals) {
    const total = sum(studentSubjects.values());
    const taken = studentSubjects.size;
    const average = taken > 0 ? meanOfTenths(total, taken) : null;
    if (average !== null) averagesInHundredths.push(Math.round(average * 100));
    // A loop, not a spread and a map: this runs for every subject of every student of a school.
    const outcomes: StudentOutcome['subjects'] = new Map();
    for (const [subjectId, subjectTotal] of studentSubjects) {
      outcomes.set(subjectId, {
        total_tenths: subjectTotal,
        position: subjectPositions.get(subjectId)?.get(studentId) ?? 0,
      });
    }
    students.set(studentId, {
      subjects: outcomes,
      total_tenths: total,
      subjects_taken: taken,
      average,
      position: classPositions.get(studentId) ?? null,
    });
  }

  return {
    students,
    subjects,
    class_average:
      averagesInHundredths.length > 0
        ? divideHalfUp(sum(averagesInHundredths), averagesInHundredths.length) / 100
        : null,
    number_in_class: studentIds.length,
  };
}

function sum(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}
