/**
 * A subject or a score component that scores depend on: deleting the subject answers a clear
 * 409 (not a server error) and keeps it; changing the scheme under entered scores names the
 * component as the school calls it, not by its key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setup, type TestContext } from '../test/harness.ts';

let t: TestContext;
let classId: string;
let maths: string;
const term = 'First Term';
const session = '2025/2026';
const scheme = (first: number, second: number, exam: number) => ({
  score_option_id: null,
  components: [
    { name: 'First Assessment', maximum: first, period: 'First Half' },
    { name: 'Second Assessment', maximum: second, period: 'First Half' },
    { name: 'Exam', maximum: exam, period: 'Second Half' },
  ],
});

beforeAll(async () => {
  t = await setup();
  classId = String(t.ids.demo.classIds[0]);
  maths = String(t.ids.demo.subjectIds[0]);
  const saved = await t.call('POST', '/v2/result/settings/store', {
    as: 'admin',
    body: scheme(20, 20, 60),
  });
  expect(saved.statusCode).toBe(200);
  const entered = await t.call('POST', '/midTermResult', {
    as: 'teacher',
    body: {
      class_id: classId,
      sub_class: 'A',
      subject_id: maths,
      term,
      session,
      students: [
        {
          student_id: String(t.ids.users.student),
          scores: [
            { component: 'ca1', score: 17, absent: false },
            { component: 'ca2', score: 5, absent: false },
          ],
        },
      ],
    },
  });
  expect(entered.statusCode).toBe(200);
});
afterAll(() => t?.close());

describe('a subject with scores', () => {
  it('is refused with 409 and a reason, and stays', async () => {
    const res = await t.call('DELETE', `/subjects/${maths}`, { as: 'admin' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'The subject has scores, assignments or lesson notes; it cannot be deleted.',
    );
    const still = await t.call('GET', '/subjects', { as: 'admin' });
    expect(still.json().data.map((s: { id: string }) => s.id)).toContain(maths);
  });
});

describe('a score scheme under entered scores', () => {
  it('names the component whose maximum would fall below a score', async () => {
    const res = await t.call('POST', '/v2/result/settings/store', {
      as: 'admin',
      body: scheme(10, 30, 60),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'A First Assessment score of 17 has been entered this term: its maximum cannot go below it.',
    );
  });

  it('names the component it would remove', async () => {
    const res = await t.call('POST', '/v2/result/settings/store', {
      as: 'admin',
      body: {
        score_option_id: null,
        components: [
          { name: 'Test', maximum: 40, period: 'First Half' },
          { name: 'Exam', maximum: 60, period: 'Second Half' },
        ],
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Scores have been entered for Second Assessment this term: it cannot be removed.',
    );
  });
});
