/**
 * Saving a set "as a whole" (grading bands, grade points, a class's subjects) under
 * concurrency: every request answers 200 and the stored set is exactly one of the sets sent,
 * never a mixture or a union (issue 12 point 2). On PostgreSQL 20 concurrent POST /grading
 * with the same bands left 56-63 rows, and two subject lists sent 60 times left their union
 * and 13 answers of 500 (deadlock detected).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setup, type TestContext } from '../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await setup();
});
afterAll(() => t?.close());

const seven = [
  [0, 39, 'F9'],
  [40, 44, 'E8'],
  [45, 49, 'D7'],
  [50, 59, 'C6'],
  [60, 69, 'C4'],
  [70, 74, 'B3'],
  [75, 100, 'A1'],
].map(([from, to, grade]) => ({ score_from: from, score_to: to, grade, remark: `${grade}` }));
const three = [
  [0, 49, 'F'],
  [50, 69, 'C'],
  [70, 100, 'A'],
].map(([from, to, grade]) => ({ score_from: from, score_to: to, grade, remark: `${grade}` }));

describe('a set saved as a whole by many at once', () => {
  it('keeps exactly one of the grading sets sent, and answers 200 to all', async () => {
    const token = await t.token('admin');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call('POST', '/grading', { token, body: { bands: i % 2 ? three : seven } }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const stored = (await t.call('GET', '/grading', { token })).json().data as {
      attributes: { grade: string };
    }[];
    const grades = stored.map((b) => b.attributes.grade).sort();
    expect([seven.map((b) => b.grade).sort(), three.map((b) => b.grade).sort()]).toContainEqual(
      grades,
    );
  });

  it('keeps exactly one of the grade-point sets sent', async () => {
    const token = await t.token('admin');
    const low = [
      { min_mark: 0, max_mark: 49, grade_point: 1, remark: 'Low' },
      { min_mark: 50, max_mark: 100, grade_point: 4, remark: 'High' },
    ];
    const one = [{ min_mark: 0, max_mark: 100, grade_point: 3, remark: 'All' }];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call('POST', '/gpa', { token, body: { bands: i % 2 ? one : low } }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const stored = (await t.call('GET', '/gpa', { token })).json().data as unknown[];
    expect([1, 2]).toContain(stored.length);
  });

  it("keeps exactly one of a class's subject lists, never their union nor a 500", async () => {
    const token = await t.token('admin');
    const classId = String(t.ids.demo.classIds[1]);
    const subjects = t.ids.demo.subjectIds.map(String);
    const lists = [subjects.slice(0, 3), subjects.slice(2)];
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        t.call('POST', '/subjects-to-class', {
          token,
          body: { class_id: classId, session: '2025/2026', subject_ids: lists[i % 2] },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.body)).toEqual([]);
    const stored = await t.database.raw(
      'select subject_id::text as id from class_subjects where class_id = $1 and session = $2',
      [classId, '2025/2026'],
    );
    const ids = stored.map((r) => String(r.id)).sort();
    expect(lists.map((l) => [...l].sort())).toContainEqual(ids);
  });
});
