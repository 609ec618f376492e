/**
 * Results fixtures through HTTP: the admin's score scheme (two assessments and an exam) and a
 * teacher's exam scores for students of JSS 1 A, First Term 2025/2026.
 */
import { expect } from 'vitest';
import type { TestContext } from './harness.ts';

export const RESULT_TERM = { term: 'First Term', session: '2025/2026' } as const;
/** The arm of the scores, as release and withhold name it. */
export const ARM = { ...RESULT_TERM, period: 'Second Half', sub_class: 'A' } as const;

/** Sets the scheme and enters an exam score (30, 31, …) in Maths for each student. */
export async function enterExamScores(t: TestContext, students: readonly string[]) {
  const settings = await t.call('POST', '/v2/result/settings/store', {
    as: 'admin',
    body: {
      score_option_id: '2',
      components: [
        { name: 'First Assessment', maximum: 20, period: 'First Half' },
        { name: 'Second Assessment', maximum: 20, period: 'First Half' },
        { name: 'Exam', maximum: 60, period: 'Second Half' },
      ],
    },
  });
  expect(settings.statusCode).toBe(200);
  const entry = await t.call('POST', '/endTermResult', {
    as: 'teacher',
    body: {
      class_id: String(t.ids.demo.classIds[0]),
      sub_class: 'A',
      subject_id: String(t.ids.demo.subjectIds[0]),
      ...RESULT_TERM,
      students: students.map((id, n) => ({
        student_id: id,
        scores: [{ component: 'exam', score: 30 + n, absent: false }],
      })),
    },
  });
  expect(entry.statusCode).toBe(200);
}

/** Releases JSS 1 A's First Term results, as the principal. */
export const releaseArm = (t: TestContext) =>
  t.call('PATCH', '/release/result', {
    as: 'principal',
    body: { ...ARM, class_id: String(t.ids.demo.classIds[0]) },
  });
