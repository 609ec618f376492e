/**
 * Every one-decimal score a component allows is accepted (issue 13 point 1): the contract's
 * `multipleOf: 0.1` divided floats and refused 67 of the 201 values 0.0..20.0 (10.1, 0.3, …)
 * and exam scores such as 44.9. Two decimals are still refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setup, type TestContext } from '../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await setup();
  const scheme = await t.call('POST', '/v2/result/settings/store', {
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
  expect(scheme.statusCode).toBe(200);
});
afterAll(() => t?.close());

const enter = (period: 'mid' | 'end', scores: { component: string; score: number }[]) =>
  t.call('POST', period === 'mid' ? '/midTermResult' : '/endTermResult', {
    as: 'teacher',
    body: {
      class_id: String(t.ids.demo.classIds[0]),
      sub_class: 'A',
      subject_id: String(t.ids.demo.subjectIds[0]),
      term: 'First Term',
      session: '2025/2026',
      students: [
        {
          student_id: String(t.ids.users.student),
          scores: scores.map((s) => ({ ...s, absent: false })),
        },
      ],
    },
  });

const tenths = (maximum: number) =>
  Array.from({ length: maximum * 10 + 1 }, (_, i) => Number((i / 10).toFixed(1)));

describe('one-decimal scores', () => {
  it('accepts every assessment score from 0.0 to 20.0', async () => {
    const refused: number[] = [];
    for (const value of tenths(20)) {
      const res = await enter('mid', [
        { component: 'ca1', score: value },
        { component: 'ca2', score: value },
      ]);
      if (res.statusCode !== 200) refused.push(value);
    }
    expect(refused).toEqual([]);
    // Hundreds of saves in a row: minutes on a crowded machine.
  }, 120_000);

  it('accepts every exam score from 0.0 to 60.0', async () => {
    const refused: number[] = [];
    for (const value of tenths(60)) {
      const res = await enter('end', [{ component: 'exam', score: value }]);
      if (res.statusCode !== 200) refused.push(value);
    }
    expect(refused).toEqual([]);
    // Hundreds of saves in a row: minutes on a crowded machine.
  }, 120_000);

  it('refuses two decimals at the score', async () => {
    const res = await enter('mid', [{ component: 'ca1', score: 10.05 }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['students.0.scores.0.score']).toBeDefined();
  });
});
