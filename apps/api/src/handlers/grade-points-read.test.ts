/**
 * The grade-point bands a report card prints as its "Academic Rating" key: a student reads
 * them as staff do, so the student's page, the staff preview and the PDF agree.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setup, type TestContext } from '../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await setup();
  const saved = await t.call('POST', '/gpa', {
    as: 'admin',
    body: {
      bands: [
        { min_mark: 0, max_mark: 49, grade_point: 0, remark: 'Fail' },
        { min_mark: 50, max_mark: 100, grade_point: 5, remark: 'Pass' },
      ],
    },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(() => t?.close());

it("lets a student read their campus's grade-point bands", async () => {
  const res = await t.call('GET', '/gpa', { as: 'student' });
  expect(res.statusCode).toBe(200);
  expect(
    res.json().data.map((b: { attributes: { remark: string } }) => b.attributes.remark),
  ).toEqual(['Fail', 'Pass']);
});
