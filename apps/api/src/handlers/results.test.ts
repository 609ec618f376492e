/**
 * Results end to end through HTTP: a class teacher enters a class's scores (one call per
 * subject), and the broadsheet and every report card agree with figures worked out by hand
 * (ties, an absent student, a subject taken by part of the class); release and withhold;
 * who may read and enter what.
 *
 * JSS 1 A, First Term 2025/2026, scheme 20-20-60. Scores (ca1, ca2, exam → total):
 *   Maths   S1 15, 18, 50 → 83   S2 20, 10, 40 → 70   S3 12.5, 17.5, 40 → 70   S4 ABS, 10, 30 → 40
 *   English S1 10, 10, 30 → 50   S2 18, 18, 54 → 90   S3 15, 15, 40 → 70        S4 does not take it
 * End of term: Maths positions 1, 2, 2, 4 (class average 65.75); English S2 1, S3 2, S1 3 (70).
 *   Averages S1 133/2 = 66.5 (B), S2 80 (A), S3 70 (A, on the edge), S4 40 (E, on the edge);
 *   positions S2 1, S3 2, S1 3, S4 4; class average 256.5/4 = 64.125 → 64.13.
 *   GPA (0-39 0, 40-49 1, 50-59 2, 60-69 3.5, 70-100 5): S1 (5 + 2)/2 = 3.5, S4 1.
 * Mid-term (ca1 + ca2 of 40): S1 33 + 20 = 53 (avg 26.5, 66.25 %), S2 30 + 36 = 66, S3 30 + 30
 *   = 60, S4 10; positions S2 1, S3 2, S1 3, S4 4; Maths mid positions S1 1, S2 2, S3 2, S4 4.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultAudit } from '../db/schema.ts';
import { addPerson } from '../test/add-person.ts';
import { conforms } from '../test/conforms.ts';
import { setup, type TestContext } from '../test/harness.ts';

let t: TestContext;
let classId: string;
let maths: string;
let english: string;
const S: Record<'S1' | 'S2' | 'S3' | 'S4', string> = { S1: '', S2: '', S3: '', S4: '' };
const term = 'First Term';
const session = '2025/2026';
const path = `${encodeURIComponent(term)}/${encodeURIComponent(session)}`;

type Cell = number | 'ABS' | null;
const score = (component: string, value: Cell) =>
  value === 'ABS'
    ? { component, score: null, absent: true }
    : { component, score: value, absent: false };

function enter(
  as: string,
  period: 'mid' | 'end',
  subjectId: string,
  rows: [string, Cell[]][],
  extra: Record<string, unknown> = {},
) {
  const keys = period === 'mid' ? ['ca1', 'ca2'] : ['exam'];
  return t.call('POST', period === 'mid' ? '/midTermResult' : '/endTermResult', {
    as,
    body: {
      class_id: classId,
      sub_class: 'A',
      subject_id: subjectId,
      term,
      session,
      students: rows.map(([id, cells]) => ({
        student_id: id,
        scores: cells.map((c, i) => score(keys[i] as string, c)),
      })),
      ...extra,
    },
  });
}

beforeAll(async () => {
  t = await setup();
  classId = String(t.ids.demo.classIds[0]);
  maths = String(t.ids.demo.subjectIds[0]);
  english = String(t.ids.demo.subjectIds[1]);
  S.S1 = String(t.ids.users.student);
  const jss1 = t.ids.demo.classIds[0];
  S.S2 = await addPerson(t, {
    username: 'adaeze',
    surname: 'Adaeze',
    classId: jss1,
    subClass: 'A',
  });
  S.S3 = await addPerson(t, { username: 'bisi', surname: 'Bisi', classId: jss1, subClass: 'A' });
  S.S4 = await addPerson(t, { username: 'chuka', surname: 'Chuka', classId: jss1, subClass: 'A' });
  await addPerson(t, {
    username: 'teacher-b',
    kind: 'staff',
    designationId: 4,
    teacherType: 'class teacher',
    classId: jss1,
    subClass: 'B',
  });
  const setupCalls = [
    t.call('POST', '/v2/result/settings/store', {
      as: 'admin',
      body: {
        score_option_id: '2',
        components: [
          { name: 'First Assessment', maximum: 20, period: 'First Half' },
          { name: 'Second Assessment', maximum: 20, period: 'First Half' },
          { name: 'Exam', maximum: 60, period: 'Second Half' },
        ],
      },
    }),
    t.call('POST', '/grading', {
      as: 'admin',
      body: {
        bands: [
          { score_from: 0, score_to: 39, grade: 'F', remark: 'Fail' },
          { score_from: 40, score_to: 49, grade: 'E', remark: 'Pass' },
          { score_from: 50, score_to: 59, grade: 'C', remark: 'Credit' },
          { score_from: 60, score_to: 69, grade: 'B', remark: 'Good' },
          { score_from: 70, score_to: 100, grade: 'A', remark: 'Excellent' },
        ],
      },
    }),
    t.call('POST', '/gpa', {
      as: 'admin',
      body: {
        bands: [
          { min_mark: 0, max_mark: 39, grade_point: 0, remark: 'Fail' },
          { min_mark: 40, max_mark: 49, grade_point: 1, remark: 'Pass' },
          { min_mark: 50, max_mark: 59, grade_point: 2, remark: 'Credit' },
          { min_mark: 60, max_mark: 69, grade_point: 3.5, remark: 'Good' },
          { min_mark: 70, max_mark: 100, grade_point: 5, remark: 'Excellent' },
        ],
      },
    }),
  ];
  for (const res of await Promise.all(setupCalls)) expect(res.statusCode).toBe(200);
});
afterAll(() => t?.close());

describe('score entry', () => {
  it('saves a subject for the class in one call and answers the recomputed results', async () => {
    const mid = await enter('teacher', 'mid', maths, [
      [S.S1, [15, 18]],
      [S.S2, [20, 10]],
      [S.S3, [12.5, 17.5]],
      [S.S4, ['ABS', 10]],
    ]);
    expect(mid.statusCode).toBe(200);
    const s4 = conforms(mid, 'MidTermResultList').data.find(
      (r: { attributes: { student_id: string } }) => r.attributes.student_id === S.S4,
    );
    expect(s4.attributes.subjects[0].scores).toEqual([
      { component: 'ca1', score: null, absent: true },
      { component: 'ca2', score: 10, absent: false },
    ]);
    expect(s4.attributes.subjects[0].total).toBe(10);
    const midEnglish = await enter('teacher', 'mid', english, [
      [S.S1, [10, 10]],
      [S.S2, [18, 18]],
      [S.S3, [15, 15]],
    ]);
    expect(midEnglish.statusCode).toBe(200);
    const endMaths = await enter('teacher', 'end', maths, [
      [S.S1, [50]],
      [S.S2, [40]],
      [S.S3, [40]],
      [S.S4, [30]],
    ]);
    expect(endMaths.statusCode).toBe(200);
    conforms(endMaths, 'EndTermResultList');
    const endEnglish = await enter('teacher', 'end', english, [
      [S.S1, [30]],
      [S.S2, [54]],
      [S.S3, [40]],
    ]);
    expect(endEnglish.statusCode).toBe(200);
  });

  it('keeps the score scheme from leaving entered scores without room (409)', async () => {
    const store = (maxima: [number, number, number]) =>
      t.call('POST', '/v2/result/settings/store', {
        as: 'admin',
        body: {
          components: maxima.map((maximum, i) => ({
            name: i === 2 ? 'Examination' : `CA ${i + 1}`,
            maximum,
            period: i === 2 ? 'Second Half' : 'First Half',
          })),
        },
      });
    const read = await t.call('GET', '/v2/result/score/school-settings', { as: 'teacher' });
    expect(read.json().data.attributes.has_scores).toBe(true);
    const forty = await t.call('POST', '/v2/result/settings/store', {
      as: 'admin',
      body: {
        components: [
          { name: 'Test', maximum: 40, period: 'First Half' },
          { name: 'Exam', maximum: 60, period: 'Second Half' },
        ],
      },
    });
    expect(forty.statusCode).toBe(409); // ca2 holds scores
    expect((await store([25, 15, 60])).statusCode).toBe(409); // a ca2 of 18 is entered
    const renamed = await store([20, 20, 60]);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.attributes.components[2].name).toBe('Examination');
  });

  it('refuses a score above the maximum with the reason, writing nothing', async () => {
    const before = await t.rowCount();
    const res = await enter('teacher', 'mid', maths, [
      [S.S1, [15, 18]],
      [S.S2, [21, 10]],
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['students.1.scores.0.score']).toEqual(['must be between 0 and 20']);
    const exam = await enter('teacher', 'mid', maths, [[S.S1, [15, 18]]], {
      students: [{ student_id: S.S1, scores: [score('exam', 50)] }],
    });
    expect(exam.statusCode).toBe(422);
    expect(exam.json().errors['students.0.scores.0.component']).toBeDefined();
    const stranger = await enter('teacher', 'mid', maths, [
      [String(t.ids.users['other-student']), [1, 1]],
    ]);
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors['students.0.student_id']).toBeDefined();
    const attendance = await t.call('POST', '/endTermResult', {
      as: 'teacher',
      body: {
        class_id: classId,
        term,
        session,
        students: [{ student_id: S.S1, school_opened: 100, times_present: 101 }],
      },
    });
    expect(attendance.statusCode).toBe(422);
    expect(attendance.json().errors['students.0.times_present']).toBeDefined();
    expect(await t.rowCount()).toBe(before);
  });

  it('refuses a teacher of another class arm (403) and roles outside x-roles', async () => {
    for (const who of ['teacher-b', 'admin', 'student']) await t.token(who);
    const before = await t.rowCount();
    const other = await enter('teacher-b', 'mid', maths, [[S.S1, [1, 1]]]);
    expect(other.statusCode).toBe(403);
    const admin = await enter('admin', 'mid', maths, [[S.S1, [1, 1]]]);
    expect(admin.statusCode).toBe(403);
    const student = await enter('student', 'mid', maths, [[S.S1, [20, 20]]]);
    expect(student.statusCode).toBe(403);
    const anonymous = await t.call('POST', '/midTermResult', { body: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(await t.rowCount()).toBe(before);
  });

  it('lets the class teacher add attendance and a comment without touching scores', async () => {
    const res = await t.call('POST', '/endTermResult', {
      as: 'teacher',
      body: {
        class_id: classId,
        term,
        session,
        students: [
          {
            student_id: S.S1,
            school_opened: 120,
            times_present: 110,
            teacher_comment: 'A steady pupil.',
          },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const a = res.json().data[0].attributes;
    expect(a).toMatchObject({ school_opened: 120, times_present: 110, times_absent: 10 });
    expect(a.total_score).toBe(133);
  });
});

describe('report cards and broadsheet agree with the hand-checked figures', () => {
  const card = async (id: string) => {
    const res = await t.call('GET', `/staff/endtermresult/${id}/${path}`, { as: 'admin' });
    expect(res.statusCode).toBe(200);
    return conforms(res, 'EndTermResultItem').data.attributes;
  };

  it('end-of-term report cards', async () => {
    const s1 = await card(S.S1);
    expect(s1).toMatchObject({
      total_subjects: 2,
      total_score: 133,
      maximum_score: 200,
      student_average: 66.5,
      percentage: 66.5,
      grade: 'B',
      position: 3,
      number_in_class: 4,
      class_average: 64.13,
      gpa: 3.5,
      status: 'not_released',
      teacher_comment: 'A steady pupil.',
    });
    const [e, m] = s1.subjects; // in the order of subject names
    expect(m).toMatchObject({
      subject: 'Mathematics',
      total: 83,
      grade: 'A',
      grade_point: 5,
      position: 1,
      class_average: 65.75,
      highest: 83,
      lowest: 40,
      number_taken: 4,
    });
    expect(m.scores.map((s: { score: number }) => s.score)).toEqual([15, 18, 50]);
    expect(e).toMatchObject({ total: 50, position: 3, class_average: 70, number_taken: 3 });

    const s2 = await card(S.S2);
    expect(s2).toMatchObject({ student_average: 80, position: 1, grade: 'A' });
    expect(s2.subjects[1].position).toBe(2);
    const s3 = await card(S.S3);
    expect(s3).toMatchObject({ student_average: 70, position: 2, grade: 'A' });
    expect(s3.subjects[1]).toMatchObject({ total: 70, position: 2 });
    const s4 = await card(S.S4);
    expect(s4).toMatchObject({
      total_subjects: 1,
      student_average: 40,
      grade: 'E',
      position: 4,
      gpa: 1,
    });
    expect(s4.subjects.map((s: { subject: string }) => s.subject)).toEqual(['Mathematics']);
    expect(s4.subjects[0]).toMatchObject({ total: 40, position: 4 });
    expect(s4.subjects[0].scores[0]).toEqual({ component: 'ca1', score: null, absent: true });
  });

  it('mid-term results use the First Half components only', async () => {
    const res = await t.call('GET', `/staff/midtermresult/${S.S1}/${path}`, { as: 'teacher' });
    expect(res.statusCode).toBe(200);
    conforms(res, 'MidTermResultItem');
    expect(res.json().data.attributes).toMatchObject({
      result_type: 'midterm',
      total_score: 53,
      maximum_score: 80,
      student_average: 26.5,
      percentage: 66.25,
      position: 3,
    });
    expect(res.json().data.attributes.subjects[1]).toMatchObject({ total: 33, position: 1 });
    const first = await t.call('GET', `/result/firstassesment/${S.S3}/${path}`, { as: 'admin' });
    expect(first.json().data.attributes).toMatchObject({
      result_type: 'first_assessment',
      total_score: 27.5,
    });
    const second = await t.call('GET', `/result/secondassesment/${S.S2}/${path}`, { as: 'admin' });
    expect(second.json().data.attributes).toMatchObject({
      result_type: 'second_assessment',
      total_score: 28,
    });
  });

  it('the broadsheet rows and columns', async () => {
    const res = await t.call('GET', `/broadsheet/${classId}/${path}`, {
      as: 'teacher',
      query: { sub_class: 'A' },
    });
    expect(res.statusCode).toBe(200);
    const b = conforms(res, 'BroadsheetItem').data.attributes;
    expect(b.students.map((s: { student_id: string }) => s.student_id)).toEqual([
      S.S2,
      S.S3,
      S.S1,
      S.S4,
    ]);
    expect(b.students.map((s: { position: number }) => s.position)).toEqual([1, 2, 3, 4]);
    expect(b.students.map((s: { student_average: number }) => s.student_average)).toEqual([
      80, 70, 66.5, 40,
    ]);
    const s4 = b.students[3];
    const col = (id: string) =>
      b.subjects.findIndex((s: { subject_id: string }) => s.subject_id === id);
    expect(s4.subjects[col(english)]).toEqual({
      subject_id: english,
      total: null,
      grade: null,
      position: null,
    });
    expect(s4.subjects[col(maths)]).toMatchObject({ total: 40, position: 4 });
    expect(b.subjects[col(maths)]).toMatchObject({
      number_taken: 4,
      class_average: 65.75,
      highest: 83,
      lowest: 40,
    });
    expect(b.subjects[col(english)]).toMatchObject({ number_taken: 3, class_average: 70 });
    expect(b.class_average).toBe(64.13);
    const mid = await t.call('GET', `/broadsheet/${classId}/${path}`, {
      as: 'admin',
      query: { period: 'First Half' },
    });
    expect(
      mid.json().data.attributes.students.map((s: { total_score: number }) => s.total_score),
    ).toEqual([66, 60, 53, 10]);
  });

  it('get-result lists a class, and the cumulative score shows later terms as empty', async () => {
    const res = await t.call('GET', '/get-result', {
      as: 'teacher',
      query: { period: 'Second Half', term, session, class: classId },
    });
    expect(res.statusCode).toBe(200);
    const listed: { attributes: { position: number | null } }[] = conforms(res, 'ResultList').data;
    expect(listed).toHaveLength(4);
    // Ordered by class position, as the contract says, not by name.
    const positions = listed.map((r) => r.attributes.position ?? Number.MAX_SAFE_INTEGER);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(positions[0]).toBe(1);
    const bad = await t.call('GET', '/get-result', {
      as: 'admin',
      query: { period: 'Second Half', term, session, class: classId, result_type: 'midterm' },
    });
    expect(bad.statusCode).toBe(422);
    const cum = await t.call('GET', `/cumulativescore/${S.S1}/Second%20Half/${path}`, {
      as: 'admin',
    });
    expect(cum.statusCode).toBe(200);
    const c = conforms(cum, 'CumulativeScoreItem').data.attributes;
    expect(c.subjects[0]).toMatchObject({
      subject: 'English Language',
      first_term: 50,
      second_term: null,
      third_term: null,
      terms_counted: 1,
      average_score: 50,
      position: 3,
    });
    const year = await t.call(
      'GET',
      `/end-term-class-average/${S.S1}/${classId}/${encodeURIComponent(session)}`,
      { as: 'principal' },
    );
    expect(conforms(year, 'EndTermClassAverageItem').data.attributes).toMatchObject({
      total_score: 133,
      student_average: 66.5,
      grade: 'B',
      position: 3,
      number_in_class: 4,
      class_average: 64.13,
    });
    expect(c).toMatchObject({
      total_score: 133,
      student_average: 66.5,
      position: 3,
      class_average: 64.13,
    });
  });
});

describe('release and withhold', () => {
  const studentCard = (as: string, id: string) =>
    t.call('GET', `/endtermresult/${id}/${path}`, { as });

  it('a student sees nothing until the class is released, then only their own', async () => {
    const before = await studentCard('student', S.S1);
    expect(before.statusCode).toBe(404);
    expect(conforms(before, 'ResultUnavailableBody')).toMatchObject({
      result_status: 'not_released',
    });
    const release = await t.call('PATCH', '/release/result', {
      as: 'principal',
      body: { term, session, period: 'Second Half', class_id: classId, sub_class: 'A' },
    });
    expect(release.statusCode).toBe(200);
    expect(release.json().data).toMatchObject({ status: 'released', changed: 4, unchanged: 0 });
    const after = await studentCard('student', S.S1);
    expect(after.statusCode).toBe(200);
    expect(after.json().data.attributes).toMatchObject({ total_score: 133, position: 3 });
    const other = await studentCard('student', S.S2);
    expect(other.statusCode).toBe(403);
    const staffRoute = await t.call('GET', `/staff/endtermresult/${S.S1}/${path}`, {
      as: 'student',
    });
    expect(staffRoute.statusCode).toBe(403);
    const mid = await t.call('GET', `/midtermresult/${S.S1}/${path}`, { as: 'student' });
    expect(mid.statusCode).toBe(404);
  });

  it('a released result cannot change until withheld, and a withheld one shows a message', async () => {
    const locked = await enter('teacher', 'end', maths, [[S.S1, [51]]]);
    expect(locked.statusCode).toBe(409);
    const body = { term, session, period: 'Second Half', student_ids: [S.S1] };
    // a withhold says why; a release has nothing to explain
    const unexplained = await t.call('PATCH', '/withhold/result', { as: 'admin', body });
    expect(unexplained.statusCode).toBe(422);
    expect(unexplained.json().errors).toHaveProperty('reason');
    const explained = await t.call('PATCH', '/release/result', {
      as: 'admin',
      body: { ...body, reason: 'Fees outstanding' },
    });
    expect(explained.json().errors).toHaveProperty('reason');
    const withhold = await t.call('PATCH', '/withhold/result', {
      as: 'admin',
      body: { ...body, reason: ' Fees outstanding ' },
    });
    expect(withhold.json().data).toMatchObject({
      status: 'withheld',
      changed: 1,
      student_ids: [S.S1],
    });
    const res = await studentCard('student', S.S1);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ result_status: 'withheld' });
    expect(res.json().message).toMatch(/withheld/);
    const staff = await t.call('GET', `/staff/endtermresult/${S.S1}/${path}`, { as: 'principal' });
    expect(staff.json().data.attributes.status).toBe('withheld');
    const listed = await t.call('GET', '/get-result', {
      as: 'student',
      query: { period: 'Second Half', term, session },
    });
    expect(listed.json().data).toEqual([]);
  });

  it('audits every release, withhold and change, and a student counts only released terms', async () => {
    const audit = await t.database.db.select().from(resultAudit);
    const actions = audit.map((a) => a.action).sort();
    expect(actions.filter((a) => a === 'release')).toHaveLength(4);
    expect(actions.filter((a) => a === 'withhold')).toHaveLength(1);
    expect(audit.find((a) => a.action === 'withhold')?.detail).toEqual({
      from: 'released',
      reason: 'Fees outstanding',
    });
    const changed = await enter('teacher', 'end', maths, [[S.S1, [51]]]);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data[0].attributes.status).toBe('not_released');
    const after = await t.database.db.select().from(resultAudit);
    expect(after.filter((a) => a.action === 'change')).toHaveLength(1);
    const own = await t.call('GET', `/cumulativescore/${S.S1}/Second%20Half/${path}`, {
      as: 'student',
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.attributes.subjects).toEqual([]);
    const staff = await t.call('GET', `/cumulativescore/${S.S1}/Second%20Half/${path}`, {
      as: 'admin',
    });
    expect(staff.json().data.attributes.subjects).toHaveLength(2);
    const others = await t.call('GET', `/cumulativescore/${S.S2}/Second%20Half/${path}`, {
      as: 'student',
    });
    expect(others.statusCode).toBe(403);
  });

  it('only admin, principal and superadmin release; other schools see nothing', async () => {
    const byTeacher = await t.call('PATCH', '/release/result', {
      as: 'teacher',
      body: { term, session, period: 'Second Half', student_ids: [S.S1] },
    });
    expect(byTeacher.statusCode).toBe(403);
    const stranger = await t.call('PATCH', '/release/result', {
      as: 'other-admin',
      body: { term, session, period: 'Second Half', student_ids: [S.S1] },
    });
    expect(stranger.statusCode).toBe(422);
    const read = await t.call('GET', `/staff/endtermresult/${S.S1}/${path}`, { as: 'other-admin' });
    expect(read.statusCode).toBe(404);
    const sheet = await t.call('GET', `/broadsheet/${classId}/${path}`, { as: 'other-admin' });
    expect(sheet.statusCode).toBe(404);
    const anonymous = await t.call('GET', `/broadsheet/${classId}/${path}`);
    expect(anonymous.statusCode).toBe(401);
  });

  it('a teacher of another class arm cannot read this arm', async () => {
    const res = await t.call('GET', `/staff/endtermresult/${S.S1}/${path}`, { as: 'teacher-b' });
    expect(res.statusCode).toBe(403);
  });
});
