/** Cumulative (annual) figures of a class arm over the terms of a session counted so far. */

import type { Term } from '@schoolmates/domain/calendar';
import {
  type CumulativeStudent,
  computeClassCumulative,
  divideHalfUp,
  type GradingBand,
  gradeFor,
} from '@schoolmates/domain/results';
import type { components } from '@schoolmates/sdk';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import type { users } from '../db/schema.ts';
import { checkReads } from './access.ts';
import { armMates, classOfResult } from './results.queries.ts';
import { gradingOf } from './settings.queries.ts';
import { gradingBandOf } from './settings.ts';
import type { ResultRow } from './sheets.queries.ts';
import { annualScores } from './sheets.queries.ts';

export interface Annual {
  students: Map<string, CumulativeStudent>;
  subjects: Map<string, { average: number; highest: number; lowest: number; taken: number }>;
  classAverage: number | null;
  ranked: number;
}

/**
 * Cumulative figures of one class arm's students over the terms counted: each term total is a
 * subject's sum of every component entered in that term (either half, any class).
 */
export async function loadAnnual(
  db: DbOrTx,
  schId: bigint,
  studentIds: bigint[],
  session: string,
  countedTerms: readonly Term[],
): Promise<Annual> {
  const rows = await annualScores(db, schId, studentIds, session, countedTerms);
  const totals = new Map<
    string,
    { student_id: string; subject_id: string; term: Term; total_tenths: number }
  >();
  for (const r of rows) {
    const key = `${r.studentId}|${r.subjectId}|${r.term}`;
    const t = totals.get(key) ?? {
      student_id: String(r.studentId),
      subject_id: String(r.subjectId),
      term: r.term as Term,
      total_tenths: 0,
    };
    t.total_tenths += r.absent ? 0 : (r.tenths ?? 0);
    totals.set(key, t);
  }
  const students = computeClassCumulative(studentIds.map(String), totals.values());
  const columns = new Map<string, number[]>();
  const averages: number[] = [];
  for (const s of students.values()) {
    for (const [subjectId, sub] of s.subjects) {
      columns.set(subjectId, [...(columns.get(subjectId) ?? []), Math.round(sub.average * 100)]);
    }
    if (s.annual_average !== null) averages.push(Math.round(s.annual_average * 100));
  }
  const mean = (values: number[]) =>
    divideHalfUp(
      values.reduce((a, b) => a + b, 0),
      values.length,
    ) / 100;
  return {
    students,
    subjects: new Map(
      [...columns].map(([id, values]) => [
        id,
        {
          average: mean(values),
          highest: Math.max(...values) / 100,
          lowest: Math.min(...values) / 100,
          taken: values.length,
        },
      ]),
    ),
    classAverage: averages.length ? mean(averages) : null,
    ranked: averages.length,
  };
}

/** The annual summary of one student (`/cumulativescore`, `/end-term-class-average`). */
export function annualSummary(annual: Annual, studentId: string, bands: GradingBand[]) {
  const mine = annual.students.get(studentId);
  const subjectCount = mine?.subjects.size ?? 0;
  let hundredths = 0;
  for (const s of mine?.subjects.values() ?? []) hundredths += Math.round(s.average * 100);
  const average = mine?.annual_average ?? null;
  const band = average === null ? undefined : gradeFor(average, bands);
  return {
    total_subjects: subjectCount,
    total_score: hundredths / 100,
    student_average: average,
    class_average: annual.classAverage,
    grade: band?.grade ?? null,
    remark: band?.remark ?? null,
    position: mine?.annual_position ?? null,
    number_in_class: annual.ranked,
  };
}

type S = components['schemas'];

/** Annual figures of a student over `countedTerms`, within the arm they were in for `term`. */
export async function cumulativeOf(
  db: DbOrTx,
  auth: Auth,
  student: typeof users.$inferSelect,
  anchor: ResultRow,
  session: string,
  countedTerms: readonly Term[],
) {
  await checkReads(db, auth, session, [{ classId: anchor.classId, subClass: anchor.subClass }]);
  const mates = await armMates(db, anchor, session);
  const cls = await classOfResult(db, anchor);
  const annual = await loadAnnual(db, auth.schId, mates, session, countedTerms);
  const bands = (await gradingOf(db, cls.schId, [cls.campusId])).map(gradingBandOf);
  return { cls, annual, bands, summary: annualSummary(annual, String(student.id), bands) };
}

/** A student's cumulative lines, by subject name. */
export function cumulativeLines(
  annual: Annual,
  studentId: string,
  bands: GradingBand[],
  subjectNames: Map<string, string>,
): S['CumulativeScoreSubject'][] {
  const mine = annual.students.get(studentId);
  return [...(mine?.subjects ?? [])]
    .map(([subjectId, s]): S['CumulativeScoreSubject'] => {
      const stats = annual.subjects.get(subjectId);
      const band = gradeFor(s.average, bands);
      return {
        subject_id: subjectId,
        subject: subjectNames.get(subjectId) ?? '',
        first_term: s.terms[0] === null ? null : s.terms[0] / 10,
        second_term: s.terms[1] === null ? null : s.terms[1] / 10,
        third_term: s.terms[2] === null ? null : s.terms[2] / 10,
        terms_counted: s.terms.filter((t) => t !== null).length,
        total_score: s.total_tenths / 10,
        average_score: s.average,
        grade: band?.grade ?? null,
        remark: band?.remark ?? null,
        position: s.position,
        class_average: stats?.average ?? s.average,
        highest: stats?.highest ?? s.average,
        lowest: stats?.lowest ?? s.average,
        number_taken: stats?.taken ?? 1,
      };
    })
    .sort((a, b) => a.subject.localeCompare(b.subject));
}
