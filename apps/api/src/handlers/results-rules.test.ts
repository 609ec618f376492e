/**
 * Result rules an exam officer checks (issue 13): a released result's scores are locked,
 * continuous assessment included, until it is withheld; cumulative scores when the asked
 * term has no result yet; only the principal's office writes the principal's comment.
 *
 * JSS 1 A, 2025/2026, scheme 20-20-60. First Term Maths: S1 15, 18, 50; S2 10, 10, 30.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academicPeriods } from '../db/schema.ts';
import { addPerson } from '../test/add-person.ts';
import { conforms } from '../test/conforms.ts';
import { setup, type TestContext } from '../test/harness.ts';

let t: TestContext;
let classId: string;
let maths: string;
const S = { S1: '', S2: '', S3: '' };
const session = '2025/2026';
const at = (term: string) => `${encodeURIComponent(term)}/${encodeURIComponent(session)}`;

function enter(
  period: 'mid' | 'end',
  rows: [string, (number | null)[]][],
  { term = 'First Term', as = 'teacher', subject = maths } = {},
) {
  const keys = period === 'mid' ? ['ca1', 'ca2'] : ['exam'];
  return t.call('POST', period === 'mid' ? '/midTermResult' : '/endTermResult', {
    as,
    body: {
      class_id: classId,
      sub_class: 'A',
      subject_id: subject,
      term,
      session,
      students: rows.map(([id, cells]) => ({
        student_id: id,
        scores: cells.map((score, i) => ({ component: keys[i], score, absent: false })),
      })),
    },
  });
}

const status = (change: 'release' | 'withhold', period: string, ids: string[]) =>
  t.call('PATCH', `/${change}/result`, {
    as: 'principal',
    body: {
      term: 'First Term',
      session,
      period,
      student_ids: ids,
      // A withhold says why (issue 25 #18).
      ...(change === 'withhold' ? { reason: 'A score to correct' } : {}),
    },
  });

const listed = async (period: 'First Half' | 'Second Half') => {
  const res = await t.call('GET', '/get-result', {
    as: 'teacher',
    query: { class: classId, sub_class: 'A', period, term: 'First Term', session },
  });
  const body = conforms(res, period === 'First Half' ? 'MidTermResultList' : 'EndTermResultList');
  return new Map(
    body.data.map((r: { attributes: { student_id: string; scores_locked_by: string | null } }) => [
      r.attributes.student_id,
      r.attributes.scores_locked_by,
    ]),
  );
};

beforeAll(async () => {
  t = await setup();
  classId = String(t.ids.demo.classIds[0]);
  maths = String(t.ids.demo.subjectIds[0]);
  S.S1 = String(t.ids.users.student);
  S.S2 = await addPerson(t, {
    username: 'adaeze',
    surname: 'Adaeze',
    classId: t.ids.demo.classIds[0],
    subClass: 'A',
  });
  S.S3 = await addPerson(t, {
    username: 'bisi',
    surname: 'Bisi',
    classId: t.ids.demo.classIds[0],
    subClass: 'A',
  });
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
  const { schId, campusId } = t.ids.demo;
  await t.database.db.insert(academicPeriods).values(
    (['Second Term', 'Third Term'] as const).flatMap((term) =>
      (['First Half', 'Second Half'] as const).map((period) => ({
        schId,
        campusId,
        period,
        term,
        session,
      })),
    ),
  );
  for (const res of [
    await enter('mid', [
      [S.S1, [15, 18]],
      [S.S2, [10, 10]],
    ]),
    await enter('end', [
      [S.S1, [50]],
      [S.S2, [30]],
    ]),
  ])
    expect(res.statusCode).toBe(200);
});
afterAll(() => t?.close());

describe('a released result locks its scores, continuous assessment included', () => {
  it('refuses a mid-term assessment of a student whose end-of-term result is released', async () => {
    expect((await status('release', 'Second Half', [S.S1])).statusCode).toBe(200);
    const before = await t.rowCount();
    const res = await enter('mid', [[S.S1, [16, 18]]]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/withhold the results first/);
    expect(res.json().message).toContain('student');
    expect(await t.rowCount()).toBe(before);
    const card = await t.call('GET', `/endtermresult/${S.S1}/${at('First Term')}`, {
      as: 'student',
    });
    expect(card.json().data.attributes.subjects[0].scores[0]).toMatchObject({ score: 15 });
    // The exam too; a classmate whose result is not released is not held back by it.
    expect((await enter('end', [[S.S1, [51]]])).statusCode).toBe(409);
    expect((await enter('mid', [[S.S2, [11, 10]]])).statusCode).toBe(200);
  });

  it('says which rows are locked in the lists the grid reads, before anyone types', async () => {
    expect(await listed('First Half')).toEqual(
      new Map([
        [S.S1, 'Second Half'],
        [S.S2, null],
      ]),
    );
    expect(await listed('Second Half')).toEqual(
      new Map([
        [S.S1, 'Second Half'],
        [S.S2, null],
      ]),
    );
    expect((await status('release', 'First Half', [S.S2])).statusCode).toBe(200);
    expect((await listed('First Half')).get(S.S2)).toBe('First Half');
    expect((await enter('mid', [[S.S2, [12, 10]]])).statusCode).toBe(409);
    // The exam does not show on the mid-term result: it may still change.
    expect((await enter('end', [[S.S2, [31]]])).statusCode).toBe(200);
  });

  it('unlocks once withheld', async () => {
    expect((await status('withhold', 'Second Half', [S.S1])).statusCode).toBe(200);
    expect((await listed('First Half')).get(S.S1)).toBeNull();
    const res = await enter('mid', [[S.S1, [16, 18]]]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].attributes.subjects[0].scores[0]).toMatchObject({ score: 16 });
  });
});

describe('cumulative scores when the asked term has no result yet', () => {
  const cumulative = (term: string, as = 'admin', id = S.S1) =>
    t.call('GET', `/cumulativescore/${id}/Second%20Half/${at(term)}`, { as });

  it('answers the terms that exist, the missing ones null, compared within the latest arm', async () => {
    const res = await cumulative('Third Term');
    expect(res.statusCode).toBe(200);
    const body = conforms(res, 'CumulativeScoreItem').data.attributes;
    expect(body).toMatchObject({ term: 'Third Term', class_id: classId, sub_class: 'A' });
    // S1 Maths First Term 16 + 18 + 50 = 84; S2 11 + 10 + 31 = 52 (ranked on the same arm).
    expect(body.subjects).toEqual([
      expect.objectContaining({
        first_term: 84,
        second_term: null,
        third_term: null,
        terms_counted: 1,
        average_score: 84,
        position: 1,
        number_taken: 2,
      }),
    ]);
    expect((await cumulative('Second Term')).statusCode).toBe(200);
  });

  it('answers 404 only when the session has no result at all', async () => {
    const res = await t.call(
      'GET',
      `/cumulativescore/${S.S1}/Second%20Half/Third%20Term/${encodeURIComponent('2024/2025')}`,
      { as: 'admin' },
    );
    expect(res.statusCode).toBe(404);
  });
});

describe("only the principal's office writes the principal's comment", () => {
  const write = (as: string, hos_comment: string | null) =>
    t.call('PATCH', '/result/hos-comment', {
      as,
      body: { student_id: S.S2, term: 'First Term', session, hos_comment },
    });

  it('refuses a class teacher, through the score entry and the comment call', async () => {
    const before = await t.rowCount();
    const res = await t.call('POST', '/endTermResult', {
      as: 'teacher',
      body: {
        class_id: classId,
        sub_class: 'A',
        term: 'First Term',
        session,
        students: [{ student_id: S.S2, hos_comment: 'Written by the class teacher.' }],
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/principal/);
    expect((await write('teacher', 'Also the class teacher.')).statusCode).toBe(403);
    expect(await t.rowCount()).toBe(before);
  });

  it('lets the principal, an admin or a superadmin write it, until released', async () => {
    for (const as of ['principal', 'admin', 'superadmin']) {
      const res = await write(as, `Typed by the ${as}.`);
      expect(res.statusCode).toBe(200);
      expect(conforms(res, 'EndTermResultItem').data.attributes).toMatchObject({
        student_id: S.S2,
        hos_comment: `Typed by the ${as}.`,
        hos_comment_edited: true,
      });
    }
    const released = await t.call('PATCH', '/release/result', {
      as: 'principal',
      body: { term: 'First Term', session, period: 'Second Half', student_ids: [S.S2] },
    });
    expect(released.statusCode).toBe(200);
    const locked = await write('principal', 'Too late.');
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toMatch(/withhold it first/);
  });
});

describe('ranking that explains itself', () => {
  const broadsheet = async () => {
    const res = await t.call('GET', `/broadsheet/${classId}/${at('First Term')}`, {
      as: 'principal',
      query: { sub_class: 'A' },
    });
    const sheet = conforms(res, 'BroadsheetItem').data.attributes;
    return {
      rankedBy: sheet.ranked_by,
      offered: sheet.subjects_offered,
      rows: sheet.students.map(
        (r: { student_id: string; position: number | null; total_subjects: number }) => [
          r.student_id,
          r.position,
          r.total_subjects,
        ],
      ),
    };
  };
  const rankBy = (as: string, ranked_by: string) =>
    t.call('PATCH', `/class/${classId}/ranking`, { as, body: { ranked_by } });

  it('ranks by average by default and says so, with the subjects taken of those offered', async () => {
    // S3 takes two subjects: English 50 and Basic Science 50 (total 100, average 50).
    for (const subject of [1, 2].map((i) => String(t.ids.demo.subjectIds[i]))) {
      expect((await enter('end', [[S.S3, [50]]], { subject })).statusCode).toBe(200);
    }
    // S1 Maths 84 (one subject), S2 Maths 11 + 10 + 31 = 52.
    expect(await broadsheet()).toEqual({
      rankedBy: 'average',
      offered: 5,
      rows: [
        [S.S1, 1, 1],
        [S.S2, 2, 1],
        [S.S3, 3, 2],
      ],
    });
  });

  it('ranks by total once the class chooses it, on the broadsheet and the report card', async () => {
    expect((await rankBy('teacher', 'total')).statusCode).toBe(403);
    expect((await rankBy('admin', 'sum')).statusCode).toBe(422);
    expect((await rankBy('other-admin', 'total')).statusCode).toBe(404);
    const res = await rankBy('principal', 'total');
    expect(res.statusCode).toBe(200);
    expect(await broadsheet()).toMatchObject({
      rankedBy: 'total',
      rows: [
        [S.S3, 1, 2],
        [S.S1, 2, 1],
        [S.S2, 3, 1],
      ],
    });
    const card = await t.call('GET', `/staff/endtermresult/${S.S3}/${at('First Term')}`, {
      as: 'admin',
    });
    expect(card.json().data.attributes).toMatchObject({
      ranked_by: 'total',
      position: 1,
      total_subjects: 2,
      subjects_offered: 5,
    });
    expect((await rankBy('admin', 'average')).statusCode).toBe(200);
    expect((await broadsheet()).rows[0]).toEqual([S.S1, 1, 1]);
  });
});

describe('an audit trail you can read', () => {
  const trail = (query: Record<string, string>, as = 'principal') =>
    t.call('GET', '/results/audit', { as, query });

  it('lists releases, withholds and changes after a release, newest first, filtered and paged', async () => {
    const res = await trail({ student_id: S.S1 });
    expect(res.statusCode).toBe(200);
    const body = conforms(res, 'ResultAuditList');
    type Entry = { attributes: { action: string; student_id: string; actor_name: string | null } };
    // S1: end of term released, withheld, then a mid-term change (never released: not audited).
    expect(body.data.map((e: Entry) => e.attributes.action)).toEqual(['withhold', 'release']);
    expect(body.data.every((e: Entry) => e.attributes.student_id === S.S1)).toBe(true);
    expect(body.data[0].attributes).toMatchObject({
      period: 'Second Half',
      term: 'First Term',
      class_id: classId,
      actor_name: expect.stringMatching(/\S/),
    });

    const all = conforms(await trail({ class_id: classId, session }), 'ResultAuditList');
    expect(all.meta.total).toBe(4);
    const page = conforms(await trail({ per_page: '2', page: '2' }), 'ResultAuditList');
    expect(page.meta).toEqual({
      page: 2,
      per_page: 2,
      total: all.meta.total,
      last_page: Math.ceil(all.meta.total / 2),
    });
    expect(page.data).toEqual(all.data.slice(2, 4));

    const principal = String(t.ids.users.principal);
    const byActor = conforms(await trail({ actor_id: principal }), 'ResultAuditList');
    expect(byActor.meta.total).toBe(all.meta.total);
    expect((await trail({ actor_id: String(t.ids.users.admin) })).json().data).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await trail({ from: today, to: today })).json().meta.total).toBe(all.meta.total);
    expect((await trail({ from: '2020-01-01', to: '2020-12-31' })).json().data).toEqual([]);
    expect((await trail({ term: 'Second Term' })).json().data).toEqual([]);
  });

  it('is read by the principal, an admin or a superadmin of the school only', async () => {
    expect((await trail({ from: '2026-02-01', to: '2026-01-01' })).statusCode).toBe(422);
    expect((await trail({}, 'teacher')).statusCode).toBe(403);
    expect((await trail({}, 'admin')).statusCode).toBe(200);
    expect((await trail({}, 'superadmin')).json().meta.total).toBeGreaterThan(0);
    expect((await trail({}, 'other-admin')).json()).toMatchObject({ data: [], meta: { total: 0 } });
  });
});

// Last in the file: withholding writes to the audit trail the test above counts.
describe("the principal's comment on a mid-term result", () => {
  const writeMid = (as: string, body: Record<string, unknown>) =>
    t.call('PATCH', '/result/hos-comment', {
      as,
      body: { student_id: S.S2, period: 'First Half', term: 'First Term', session, ...body },
    });
  const midCard = async () => {
    const res = await t.call('GET', `/staff/midtermresult/${S.S2}/${at('First Term')}`, {
      as: 'admin',
    });
    return conforms(res, 'MidTermResultItem').data.attributes;
  };

  it('refuses the class teacher and leaves the card as it was', async () => {
    const res = await writeMid('teacher', { hos_comment: 'By the class teacher.' });
    expect(res.statusCode).toBe(403);
    expect((await midCard()).hos_comment).toBeNull();
  });

  it('refuses a comment too long or a period that does not exist, saying which field', async () => {
    const long = await writeMid('principal', { hos_comment: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors)).toContain('hos_comment');
    const period = await writeMid('principal', { period: 'Third Half', hos_comment: 'Good.' });
    expect(period.statusCode).toBe(422);
    expect(Object.keys(period.json().errors)).toContain('period');
  });

  it("keeps the principal's text on the mid-term card, apart from the end-of-term one", async () => {
    // Released earlier in this file: locked until withheld.
    expect((await writeMid('principal', { hos_comment: 'Too early.' })).statusCode).toBe(409);
    expect((await status('withhold', 'First Half', [S.S2])).statusCode).toBe(200);
    const res = await writeMid('principal', { hos_comment: 'A good start to the term.' });
    expect(res.statusCode).toBe(200);
    expect(conforms(res, 'MidTermResultItem').data.attributes).toMatchObject({
      period: 'First Half',
      hos_comment: 'A good start to the term.',
      hos_comment_edited: true,
    });
    const card = await midCard();
    expect(card.hos_comment).toBe('A good start to the term.');
    expect(card.hos?.name).toBeTruthy();
    const end = await t.call('GET', `/staff/endtermresult/${S.S2}/${at('First Term')}`, {
      as: 'admin',
    });
    expect(end.json().data.attributes.hos_comment).not.toBe('A good start to the term.');
    expect((await writeMid('admin', { hos_comment: null })).statusCode).toBe(200);
    expect((await midCard()).hos_comment).toBeNull();
  });
});
