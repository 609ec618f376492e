/**
 * What a report card carries besides scores: who may enter what (subject teacher, class
 * teacher), ratings and activities checked against the school's lists, the principal's bank
 * comment picked by average and frozen at release; and preschool results.
 */

import type { Schema } from '@schoolmates/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { must, one } from '../db/rows.ts';
import { campuses, preschoolSubjectClasses, preschoolSubjects, preschools } from '../db/schema.ts';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { addPerson } from '../test/add-person.ts';
import { conforms } from '../test/conforms.ts';
import { setup, type TestContext } from '../test/harness.ts';

let t: TestContext;
const term = 'First Term';
const session = '2025/2026';
const path = `${encodeURIComponent(term)}/${encodeURIComponent(session)}`;
let jss1: string;
let jss2: string;
let maths: string;
let english: string;
let student: string;
let jss2Pupil: string;

const post = (as: string, url: string, body: unknown) => t.call('POST', url, { as, body });

beforeAll(async () => {
  t = await setup();
  jss1 = String(t.ids.demo.classIds[0]);
  jss2 = String(t.ids.demo.classIds[1]);
  maths = String(t.ids.demo.subjectIds[0]);
  english = String(t.ids.demo.subjectIds[1]);
  student = String(t.ids.users.student);
  jss2Pupil = await addPerson(t, {
    username: 'jss2-pupil',
    classId: must(t.ids.demo.classIds[1]),
    subClass: 'B',
  });
  const ok = await Promise.all([
    post('admin', '/v2/result/settings/store', {
      components: [
        { name: 'Test', maximum: 40, period: 'First Half' },
        { name: 'Exam', maximum: 60, period: 'Second Half' },
      ],
    }),
    post('admin', '/subjects-to-class', { class_id: jss2, session, subject_ids: [maths] }),
    post('admin', '/skills', { skill_type: 'affective_disposition', attribute: ['Punctuality'] }),
    post('admin', '/extra-curricular', { name: 'Chess' }),
    post('admin', '/grading', {
      bands: [
        { score_from: 0, score_to: 49, grade: 'F', remark: 'Fail' },
        { score_from: 50, score_to: 100, grade: 'P', remark: 'Pass' },
      ],
    }),
  ]);
  for (const res of ok) expect(res.statusCode, res.body).toBeLessThan(300);
});
afterAll(() => t?.close());

describe('who enters what', () => {
  it('a subject teacher enters their subject in their arm only, and no comments', async () => {
    // The demo teacher teaches Mathematics in JSS 2 B (and is class teacher of JSS 1 A).
    const mathsB = await post('teacher', '/endTermResult', {
      class_id: jss2,
      subject_id: maths,
      term,
      session,
      students: [
        { student_id: jss2Pupil, scores: [{ component: 'exam', score: 55, absent: false }] },
      ],
    });
    expect(mathsB.statusCode).toBe(200);
    expect(mathsB.json().data[0].attributes.subjects[0].total).toBe(55);
    const comment = await post('teacher', '/endTermResult', {
      class_id: jss2,
      term,
      session,
      students: [{ student_id: jss2Pupil, teacher_comment: 'Hello' }],
    });
    expect(comment.statusCode).toBe(403);
    const cleared = await post('teacher', '/endTermResult', {
      class_id: jss2,
      subject_id: maths,
      term,
      session,
      students: [
        { student_id: jss2Pupil, scores: [{ component: 'exam', score: null, absent: false }] },
      ],
    });
    expect(cleared.statusCode).toBe(200);
    // blank again: not entered, not counted (unlike absent, which is taken with 0)
    expect(cleared.json().data[0].attributes).toMatchObject({
      subjects: [],
      total_subjects: 0,
      student_average: null,
      position: null,
    });
  });

  it('ratings and activities must come from the school lists', async () => {
    const chess = (await t.call('GET', '/extra-curricular', { as: 'teacher' })).json().data[0].id;
    const bad = await post('teacher', '/endTermResult', {
      class_id: jss1,
      term,
      session,
      students: [
        {
          student_id: student,
          affective_disposition: [{ name: 'Singing', score: 4 }],
          extra_curricular_activities: [{ extra_curricular_id: '999', value: true }],
        },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'students.0.affective_disposition.0.name',
      'students.0.extra_curricular_activities.0.extra_curricular_id',
    ]);
    const good = await post('teacher', '/endTermResult', {
      class_id: jss1,
      subject_id: english,
      term,
      session,
      students: [
        {
          student_id: student,
          scores: [{ component: 'exam', score: 45, absent: false }],
          affective_disposition: [{ name: 'Punctuality', score: 5 }],
          extra_curricular_activities: [{ extra_curricular_id: chess, value: true }],
          abacus: 'Good',
        },
      ],
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().data[0].attributes).toMatchObject({
      affective_disposition: [{ name: 'Punctuality', score: 5 }],
      extra_curricular_activities: [{ extra_curricular_id: chess, name: 'Chess', value: true }],
      abacus: 'Good',
      grade: 'F',
    });
  });
});

describe("the principal's comment", () => {
  it('is the bank comment for the average until typed, and is frozen at release', async () => {
    for (const [text, from, to] of [
      ['Work harder.', 0, 49],
      ['Well done.', 50, 100],
    ] as const) {
      expect(
        (
          await post('principal', '/principalcomment', {
            hos_comment: text,
            score_from: from,
            score_to: to,
          })
        ).statusCode,
      ).toBe(201);
    }
    const card = async () =>
      (await t.call('GET', `/staff/endtermresult/${student}/${path}`, { as: 'admin' })).json().data
        .attributes;
    expect(await card()).toMatchObject({
      student_average: 45,
      hos_comment: 'Work harder.',
      hos_comment_edited: false,
    });
    const release = await t.call('PATCH', '/release/result', {
      as: 'admin',
      body: { term, session, period: 'Second Half', student_ids: [student] },
    });
    expect(release.statusCode).toBe(200);
    conforms(release, 'ResultStatusChangeBody');
    const bank = (await t.call('GET', '/principalcomment', { as: 'principal' })).json().data;
    const low = bank.find(
      (c: { attributes: { score_from: number } }) => c.attributes.score_from === 0,
    );
    await t.call('PATCH', `/principalcomment/${low.id}`, {
      as: 'principal',
      body: { hos_comment: 'Changed.' },
    });
    expect((await card()).hos_comment).toBe('Work harder.');
    const mine = await t.call('GET', `/endtermresult/${student}/${path}`, { as: 'student' });
    expect(mine.json().data.attributes.hos_comment).toBe('Work harder.');
  });
});

describe('preschool results', () => {
  let pupil: string;
  let nursery: bigint;
  let evaluation: string;

  beforeAll(async () => {
    const db = t.database.db;
    const campus = one(
      await db
        .insert(campuses)
        .values({
          schId: t.ids.demo.schId,
          name: 'Nursery Campus',
          email: 'nursery@demo.test',
          phoneno: '1',
          address: 'x',
          state: 'Lagos',
          isPreschool: true,
        })
        .returning(),
    );
    nursery = one(
      await db
        .insert(preschools)
        .values({ schId: t.ids.demo.schId, campusId: campus.id, name: 'Nursery 1' })
        .returning(),
    ).id;
    const subject = one(
      await db
        .insert(preschoolSubjects)
        .values({
          schId: t.ids.demo.schId,
          campusId: campus.id,
          period: 'Second Half',
          term,
          session,
          subject: 'Numbers',
          category: 'evaluation_report',
          topics: ['Counting', 'Shapes'],
        })
        .returning(),
    );
    evaluation = String(subject.id);
    await db
      .insert(preschoolSubjectClasses)
      .values({ schId: t.ids.demo.schId, preschoolId: nursery, preschoolSubjectId: subject.id });
    pupil = await addPerson(t, { username: 'tiny', campusId: campus.id, preschoolId: nursery });
    await addPerson(t, {
      username: 'nursery-teacher',
      kind: 'staff',
      designationId: 4,
      campusId: campus.id,
      preschoolId: nursery,
    });
    await addPerson(t, {
      username: 'nursery-teacher-2',
      kind: 'staff',
      designationId: 4,
      campusId: campus.id,
    });
  });

  const save = (as: string, extra: Record<string, unknown> = {}) =>
    post(as, '/preschoolresult', {
      student_id: pupil,
      class_id: String(nursery),
      period: 'Second Half',
      term,
      session,
      school_opened: 60,
      times_present: 58,
      evaluation_report: [
        { subject_id: evaluation, topics: [{ topic: 'Counting', score: 'Excellent' }] },
      ],
      teacher_comment: 'Bright and cheerful.',
      ...extra,
    });

  it('the class teacher saves ratings; unknown topics and other teachers are refused', async () => {
    expect((await save('teacher')).statusCode).toBe(404); // a teacher of another campus
    expect((await save('nursery-teacher-2')).statusCode).toBe(403);
    const unknown = await save('nursery-teacher', {
      evaluation_report: [{ subject_id: evaluation, topics: [{ topic: 'Flying', score: 'Good' }] }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['evaluation_report.0.topics.0.topic']).toBeDefined();
    const saved = await save('nursery-teacher');
    expect(saved.statusCode).toBe(200);
    expect(conforms(saved, 'PreschoolResultItem').data.attributes).toMatchObject({
      class_name: 'Nursery 1',
      times_absent: 2,
      total_no_in_class: 1,
      evaluation_report: [
        {
          subject_id: evaluation,
          subject: 'Numbers',
          topics: [{ topic: 'Counting', score: 'Excellent' }],
        },
      ],
    });
  });

  it('the class teacher signs in to their preschool class and sees its pupils', async () => {
    const login = await t.call('POST', '/login', {
      body: { username: 'nursery-teacher', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({ is_preschool: true, class_id: String(nursery) });
    const profile = await t.call('GET', '/profile', { as: 'nursery-teacher' });
    expect(profile.json().data.attributes).toMatchObject({
      class_id: String(nursery),
      class_name: 'Nursery 1',
    });
    const ids = (res: { json(): { data: { id: string }[] } }) => res.json().data.map((s) => s.id);
    const byClass = (as: string) => t.call('GET', `/studentbyclass/${nursery}`, { as });
    expect(ids(await byClass('nursery-teacher'))).toEqual([pupil]);
    expect((await byClass('nursery-teacher-2')).statusCode).toBe(403);
    expect(ids(await t.call('GET', '/student', { as: 'nursery-teacher' }))).toEqual([pupil]);
    expect(ids(await t.call('GET', '/student', { as: 'nursery-teacher-2' }))).toEqual([]);
  });

  it("the class teacher reads the class's subjects and topics to rate; another teacher may not", async () => {
    const subjects = (as: string) =>
      t.call('GET', `/preschoolsubjects/Second%20Half/${path}/${nursery}`, { as });
    const mine = await subjects('nursery-teacher');
    expect(mine.statusCode).toBe(200);
    expect(
      conforms(mine, 'PreschoolSubjectList').data.map((s: Schema<'PreschoolSubjectRecord'>) => [
        s.attributes.subject,
        s.attributes.topic,
      ]),
    ).toEqual([['Numbers', ['Counting', 'Shapes']]]);
    expect((await subjects('nursery-teacher-2')).statusCode).toBe(403);
  });

  it('reads one pupil and the class', async () => {
    const one = await t.call('GET', `/preschoolresult/${pupil}/Second%20Half/${path}`, {
      as: 'superadmin',
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.attributes.teacher_comment).toBe('Bright and cheerful.');
    const list = await t.call('GET', `/computedresult/Second%20Half/${path}`, {
      as: 'nursery-teacher',
    });
    expect(conforms(list, 'PreschoolResultList').data).toHaveLength(1);
    const other = await t.call('GET', `/preschoolresult/${pupil}/Second%20Half/${path}`, {
      as: 'other-admin',
    });
    expect(other.statusCode).toBe(404);
  });
});
