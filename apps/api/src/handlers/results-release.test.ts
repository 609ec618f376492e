/**
 * A release or withhold is one call that answers each student's outcome (issue 24 point 5): the
 * release screen shows its progress and list from the answer. A whole class arm's end-of-term
 * release loads and computes the class sheet once, for the bank comments it copies and the
 * report-card codes it issues alike. A listed body stays all or nothing.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as sheetQueries from '../results/sheets.queries.ts';
import { addPerson } from '../test/add-person.ts';
import { conforms } from '../test/conforms.ts';
import { setup, type TestContext } from '../test/harness.ts';
import { enterExamScores, RESULT_TERM, releaseArm } from '../test/results.ts';

// Counts the class sheet loads of a call (each load is followed by its computation).
vi.mock('../results/sheets.queries.ts', async (original) => {
  const actual = await original<typeof import('../results/sheets.queries.ts')>();
  return {
    ...actual,
    loadSheets: vi.fn(actual.loadSheets),
    loadEndTerm: vi.fn(actual.loadEndTerm),
  };
});
const sheetLoads = () =>
  vi.mocked(sheetQueries.loadSheets).mock.calls.length +
  vi.mocked(sheetQueries.loadEndTerm).mock.calls.length;

/** A listed body's period (a list names no arm). */
const LISTED = { ...RESULT_TERM, period: 'Second Half' } as const;

let t: TestContext;
let students: string[];

beforeAll(async () => {
  t = await setup({ messagesSecretKey: randomBytes(32) });
  const jss1 = t.ids.demo.classIds[0];
  students = [
    String(t.ids.users.student),
    await addPerson(t, { username: 'adaeze', surname: 'Adaeze', classId: jss1, subClass: 'A' }),
    await addPerson(t, { username: 'bisi', surname: 'Bisi', classId: jss1, subClass: 'A' }),
  ];
  await enterExamScores(t, students);
});
afterAll(() => t?.close());
beforeEach(() => vi.clearAllMocks());

describe('one call per release, with each student’s outcome', () => {
  it('releases a whole class arm at the end of term, computing its sheet once', async () => {
    const res = await releaseArm(t);
    expect(res.statusCode).toBe(200);
    const body = conforms(res, 'ResultStatusChangeBody');
    expect(body.data).toMatchObject({ status: 'released', changed: 3, unchanged: 0 });
    expect(body.data.students).toHaveLength(3);
    expect(body.data.students).toEqual(
      expect.arrayContaining(students.map((id) => ({ student_id: id, outcome: 'changed' }))),
    );
    expect(sheetLoads()).toBe(1);
  });

  it('answers the listed students in their order, already released ones unchanged', async () => {
    const [first, second] = students as [string, string];
    const withhold = await t.call('PATCH', '/withhold/result', {
      as: 'admin',
      body: { ...LISTED, student_ids: [second], reason: 'Fees outstanding' },
    });
    expect(conforms(withhold, 'ResultStatusChangeBody').data.students).toEqual([
      { student_id: second, outcome: 'changed' },
    ]);
    const res = await t.call('PATCH', '/release/result', {
      as: 'admin',
      body: { ...LISTED, student_ids: [first, second] },
    });
    expect(conforms(res, 'ResultStatusChangeBody').data).toMatchObject({
      changed: 1,
      unchanged: 1,
      student_ids: [second],
      students: [
        { student_id: first, outcome: 'unchanged' },
        { student_id: second, outcome: 'changed' },
      ],
    });
  });

  it('changes nothing when a listed student has no result (422 naming them)', async () => {
    const [first] = students as [string];
    const res = await t.call('PATCH', '/withhold/result', {
      as: 'admin',
      body: {
        ...LISTED,
        student_ids: [first, String(t.ids.users.teacher)],
        reason: 'Fees outstanding',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['student_ids.1']);
    const again = await releaseArm(t);
    expect(conforms(again, 'ResultStatusChangeBody').data).toMatchObject({
      changed: 0,
      unchanged: 3,
    });
  });
});
