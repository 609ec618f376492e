/**
 * Assignments end to end through the HTTP API (issue 15), on PGlite and, with
 * TEST_DATABASE_URL, PostgreSQL: marking by the server (hand-checked scores), theory marks,
 * a second submission refused, who sees what, result publication, the performance series, and
 * the leak test: no response a student can get carries an answer key, a mark or a comment
 * before their result is published.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { must } from '../db/rows.ts';
import { teacherSubjects, users } from '../db/schema.ts';
import { insertUsers } from '../db/users.ts';
import { conforms } from '../test/conforms.ts';
import { setup, type TestContext } from '../test/harness.ts';

let t: TestContext;
let jss1: string;
let maths: string;
let english: string;
let student: string;
let student2: string;
const SESSION = '2025/2026';
const S = encodeURIComponent(SESSION);
const period = { period: 'First Half', term: 'First Term', session: SESSION } as const;
const MODEL_ANSWERS = ['MODEL-ANSWER-CHLOROPHYLL', 'MODEL-ANSWER-EVAPORATION'];
/** A theory answer with what JSON must escape: quotes, a backslash, a line break, a tab, emoji. */
const WRITTEN = 'Water "vapour" cools\\condenses,\n\tthen falls 🌧️ as rain.';

beforeAll(async () => {
  t = await setup();
  const db = t.database.db;
  const ids = t.ids;
  jss1 = String(ids.demo.classIds[0]);
  maths = String(ids.demo.subjectIds[0]);
  english = String(ids.demo.subjectIds[1]);
  student = String(ids.users.student);
  const [me] = await db.select().from(users).where(eq(users.id, ids.users.teacher));
  const { id: _t, createdAt: _c, updatedAt: _u, ...teacherRow } = must(me);
  const [other] = await insertUsers(db, [
    { ...teacherRow, username: 'teacher2', email: 'teacher2@demo.test', classId: null },
  ]);
  const [studentRow] = await db.select().from(users).where(eq(users.id, ids.users.student));
  const { id: _s, createdAt: _sc, updatedAt: _su, ...studentFields } = must(studentRow);
  const added = await insertUsers(db, [
    { ...studentFields, username: 'student2', surname: 'Abubakar', admissionNumber: 'DEMO/002' },
    {
      ...studentFields,
      username: 'student-b',
      surname: 'Bassey',
      admissionNumber: 'DEMO/003',
      subClass: 'B',
    },
  ]);
  student2 = String(must(added[0]).id);
  const classId = must(ids.demo.classIds[0]);
  await db.insert(teacherSubjects).values([
    // the demo teacher teaches Mathematics and English in JSS 1 A
    ...[0, 1].map((i) => ({
      schId: ids.demo.schId,
      staffId: ids.users.teacher,
      classId,
      subClass: 'A',
      subjectId: must(ids.demo.subjectIds[i]),
      session: SESSION,
    })),
    // teacher2 teaches Basic Science there, not Mathematics
    {
      schId: ids.demo.schId,
      staffId: must(other).id,
      classId,
      subClass: 'A',
      subjectId: must(ids.demo.subjectIds[2]),
      session: SESSION,
    },
  ]);
});
afterAll(() => t.close());

const objectiveSet = (week: number, questions: unknown[]) => ({
  ...period,
  week,
  class_id: jss1,
  sub_class: 'A',
  subject_id: maths,
  due_date: '2099-12-31',
  questions,
});
const objective = (n: number, answer: string, mark: number) => ({
  question_number: n,
  question: `Question ${n}`,
  option1: `A${n}`,
  option2: `B${n}`,
  option3: `C${n}`,
  option4: `D${n}`,
  answer,
  question_mark: mark,
});

/** What records of the week-1 objective Mathematics set of JSS 1 A say of the set. */
const week1MathsSet = () => ({
  ...period,
  week: 1,
  class_id: jss1,
  class_name: 'JSS 1',
  sub_class: 'A',
  subject_id: maths,
  subject: 'Mathematics',
  question_type: 'objective',
});

const byNumber = (data: { id: string; attributes: { question_number: number } }[]) =>
  Object.fromEntries(data.map((r) => [r.attributes.question_number, r.id]));

let objIds: Record<number, string> = {};
let theoryIds: Record<number, string> = {};

// ------------------------------------------------------------------ the leak test
/** Every assignment operation a student can call, as the student; bodies collected. */
async function everythingAStudentSees(as: string, studentId: string) {
  const bodies: unknown[] = [];
  const get = async (url: string) => bodies.push((await t.call('GET', url, { as })).json());
  for (const type of ['objective', 'theory']) {
    for (const week of [1, 2]) {
      const q = `period=First+Half&term=First+Term&session=${S}&type=${type}&week=${week}`;
      await get(`/assignment?${q}`);
      await get(`/assignment?${q}&subject_id=${maths}&class_id=${jss1}`);
      const p = `First%20Half/First%20Term/${S}/${type}/${week}`;
      await get(`/assignment-answer/${p}`);
      await get(`/assignment-answer/${p}?subject_id=${maths}`);
      await get(`/assignment-submissions/${p}?subject_id=${maths}`);
      await get(`/marked-assignment/${p}`);
      await get(`/marked-assignments/${studentId}/${p}`);
      await get(`/marked-assignments/${student === studentId ? student2 : student}/${p}`);
      await get(`/get-assignment-result/${p}`);
    }
    await get(`/get-student-result/${studentId}/First%20Half/First%20Term/${S}/${type}/${maths}`);
  }
  await get(`/assignment-performance?period=First+Half&term=First+Term&session=${S}`);
  // writes a student may try (refused or harmless): their answers must not come back marked
  const ids = [...Object.values(objIds), ...Object.values(theoryIds)];
  for (const [method, url, body] of [
    [
      'POST',
      '/objective-assignment-answer',
      // real submissions are collected by `submit`; here, an unknown question
      { answers: [{ assignment_id: '999999', answer: 'option1' }] },
    ],
    ['POST', '/theory-assignment-answer', { answers: [{ assignment_id: '999999', answer: 'x' }] }],
    ['POST', '/objective-assignment', objectiveSet(1, [objective(9, 'option1', 1)])],
    ['PATCH', '/edit-obj-assignment', { questions: [{ id: ids[0] ?? '1', question: 'x' }] }],
    ['PATCH', '/edit-thoery-assignment', { id: ids[0] ?? '1', question: 'x' }],
    [
      'PATCH',
      '/publish/assignment',
      { ...period, week: 1, question_type: 'objective', is_publish: true },
    ],
    [
      'POST',
      '/assignment-result',
      { ...period, week: 1, question_type: 'objective', subject_id: maths },
    ],
    ['POST', '/objective-assignment-mark', { ...period, week: 1, subject_id: maths }],
    [
      'POST',
      '/theory-assignment-mark',
      { marks: [{ assignment_id: ids[0] ?? '1', student_id: studentId, teacher_mark: 1 }] },
    ],
    [
      'PATCH',
      '/update/theory/assignment/mark',
      { marks: [{ assignment_id: ids[0] ?? '1', student_id: studentId, teacher_mark: 1 }] },
    ],
    ['DELETE', `/assignment/${ids[0] ?? '1'}`, undefined],
  ] as const) {
    const r = await t.call(method, url, { as, body });
    bodies.push(r.json());
  }
  return bodies;
}

/** Every leak in `bodies`, in words: keys, marks, comments, model answers, results. */
function leaks(bodies: unknown[]): string[] {
  const found: string[] = [];
  const walk = (v: unknown, path: string) => {
    if (Array.isArray(v)) {
      for (const [i, x] of v.entries()) walk(x, `${path}[${i}]`);
      return;
    }
    if (!v || typeof v !== 'object') {
      if (typeof v === 'string' && MODEL_ANSWERS.some((m) => v.includes(m))) {
        found.push(`${path}: model answer`);
      }
      return;
    }
    const o = v as Record<string, unknown>;
    if ('question' in o && !('student_id' in o) && 'answer' in o) found.push(`${path}.answer`);
    for (const key of ['correct_answer', 'teacher_mark', 'teacher_comment', 'status']) {
      if (key in o && o[key] !== null && key !== 'status') found.push(`${path}.${key}`);
    }
    if ('percentage_score' in o || 'score' in o) found.push(`${path}: a result`);
    for (const [k, x] of Object.entries(o)) walk(x, `${path}.${k}`);
  };
  for (const [i, b] of bodies.entries()) walk(b, `#${i}`);
  return found;
}

/** Responses to students' real submissions, checked with everything else. */
const submissions: Record<string, unknown[]> = {};
async function submit(as: string, kind: 'objective' | 'theory', answers: unknown[]) {
  const res = await t.call('POST', `/${kind}-assignment-answer`, { as, body: { answers } });
  submissions[as] = [...(submissions[as] ?? []), res.json()];
  return res;
}

async function expectNoLeak(as: string, studentId: string) {
  const bodies = [...(submissions[as] ?? []), ...(await everythingAStudentSees(as, studentId))];
  expect(leaks(bodies)).toEqual([]);
}

describe('assignments', () => {
  it('a teacher sets objective questions for a class arm and subject they teach', async () => {
    await t.token('teacher'); // signing in writes a session
    const before = await t.rowCount();
    const same = await t.call('POST', '/objective-assignment', {
      as: 'teacher',
      body: objectiveSet(1, [{ ...objective(1, 'option1', 2), option2: ' a1 ' }]),
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors['questions.0.option1']).toBeDefined();
    expect(await t.rowCount()).toBe(before);

    const notTaught = await t.call('POST', '/objective-assignment', {
      as: 'teacher2',
      body: objectiveSet(1, [objective(1, 'option1', 2)]),
    });
    expect(notTaught.statusCode).toBe(403);

    const res = await t.call('POST', '/objective-assignment', {
      as: 'teacher',
      body: objectiveSet(1, [
        objective(1, 'option1', 2),
        objective(2, 'option3', 2),
        objective(3, 'option4', 1),
      ]),
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toHaveLength(3);
    expect(data[0].attributes).toMatchObject({
      total_question: 3,
      total_mark: 5,
      answer: 'option1',
    });
    objIds = byNumber(data);

    const again = await t.call('POST', '/objective-assignment', {
      as: 'teacher',
      body: objectiveSet(1, [objective(3, 'option1', 1)]),
    });
    expect(again.statusCode).toBe(409);
  });

  it('a class teacher sets any subject of their own arm only', async () => {
    const science = String(t.ids.demo.subjectIds[2]);
    const ownArm = await t.call('POST', '/objective-assignment', {
      as: 'teacher',
      body: { ...objectiveSet(5, [objective(1, 'option1', 1)]), subject_id: science },
    });
    expect(ownArm.statusCode).toBe(201);
    const otherArm = await t.call('POST', '/objective-assignment', {
      as: 'teacher',
      body: {
        ...objectiveSet(5, [objective(1, 'option1', 1)]),
        subject_id: science,
        sub_class: 'B',
      },
    });
    expect(otherArm.statusCode).toBe(403);
  });

  it('and theory questions with model answers', async () => {
    const res = await t.call('POST', '/theory-assignment', {
      as: 'teacher',
      body: {
        ...objectiveSet(1, []),
        questions: [
          {
            question_number: 1,
            question: 'Why are leaves green?',
            answer: MODEL_ANSWERS[0],
            question_mark: 5,
          },
          {
            question_number: 2,
            question: 'How do clouds form?',
            answer: MODEL_ANSWERS[1],
            question_mark: 3,
          },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data[0].attributes.total_mark).toBe(8);
    theoryIds = byNumber(res.json().data);
  });

  it('students see nothing unpublished, and no leak', async () => {
    const res = await t.call(
      'GET',
      `/assignment?period=First+Half&term=First+Term&session=${S}&type=objective&week=1`,
      { as: 'student' },
    );
    expect(res.json().data).toEqual([]);
    await expectNoLeak('student', student);
  });

  it('publishing reaches the students of the arm only, without answer keys', async () => {
    for (const question_type of ['objective', 'theory']) {
      const other = await t.call('PATCH', '/publish/assignment', {
        as: 'teacher2',
        body: { ...period, week: 1, question_type, subject_id: maths, is_publish: true },
      });
      expect(other.statusCode).toBe(404);
      const res = await t.call('PATCH', '/publish/assignment', {
        as: 'teacher',
        body: { ...period, week: 1, question_type, subject_id: maths, is_publish: true },
      });
      expect(res.statusCode).toBe(200);
    }
    const q = `period=First+Half&term=First+Term&session=${S}&type=objective&week=1`;
    const mine = (await t.call('GET', `/assignment?${q}`, { as: 'student' })).json().data;
    expect(mine).toHaveLength(3);
    expect(mine[0].attributes).not.toHaveProperty('answer');
    expect(mine[0].attributes).toMatchObject({ submitted: false, total_mark: 5 });
    const armB = (
      await t.call('GET', `/assignment?${q}&class_id=${jss1}`, { as: 'student-b' })
    ).json();
    expect(armB.data).toEqual([]);
    const refused = await submit('student-b', 'objective', [
      { assignment_id: objIds[1], answer: 'option1' },
    ]);
    expect(refused.statusCode).toBe(404);
    await expectNoLeak('student', student);
  });

  it('the server marks objective answers at submission, once', async () => {
    const res = await submit('student', 'objective', [
      { assignment_id: objIds[1], answer: 'option1' }, // right: 2
      { assignment_id: objIds[2], answer: 'option1' }, // wrong: 0
      { assignment_id: objIds[3], answer: 'option4' }, // right: 1
    ]);
    expect(res.statusCode).toBe(201);
    for (const r of res.json().data) {
      expect(r.attributes).toMatchObject({
        correct_answer: null,
        teacher_mark: null,
        mark: 'marked',
      });
    }
    const second = await submit('student', 'objective', [
      { assignment_id: objIds[1], answer: 'option1' },
    ]);
    expect(second.statusCode).toBe(409);

    // a double click: two submissions at once, one recorded
    const body = {
      answers: [
        { assignment_id: objIds[1], answer: 'option1' },
        { assignment_id: objIds[2], answer: 'option3' },
      ],
    };
    const both = await Promise.all([
      submit('student2', 'objective', body.answers),
      submit('student2', 'objective', body.answers),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);

    const p = `First%20Half/First%20Term/${S}/objective/1`;
    const seen = (
      await t.call('GET', `/assignment-answer/${p}?student_id=${student}`, { as: 'teacher' })
    ).json().data;
    expect(
      seen.map((r: { attributes: { teacher_mark: number } }) => r.attributes.teacher_mark),
    ).toEqual([2, 0, 1]);
    // every field of a record as the contract spells it (PostgreSQL writes the JSON)
    const [me] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, BigInt(student)));
    const time = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(seen[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      attributes: {
        assignment_id: objIds[1],
        student_id: student,
        student_name: [me?.surname, me?.firstname, me?.middlename].filter(Boolean).join(' '),
        admission_number: 'DEMO/001',
        ...week1MathsSet(),
        question_number: 1,
        question: 'Question 1',
        option1: 'A1',
        option2: 'B1',
        option3: 'C1',
        option4: 'D1',
        question_mark: 2,
        answer: 'option1',
        correct_answer: 'option1',
        teacher_mark: 2,
        mark: 'marked',
        submitted_at: time,
        marked_at: time,
        teacher_comment: null,
      },
    });
    const other = (await t.call('GET', `/assignment-answer/${p}`, { as: 'teacher2' })).json().data;
    expect(other).toEqual([]);
    await expectNoLeak('student', student);
    await expectNoLeak('student2', student2);
  });

  it('the submissions screen gets each question once and each submission with its answers', async () => {
    const p = `First%20Half/First%20Term/${S}/objective/1`;
    const list = (as: string, query = '') =>
      t.call('GET', `/assignment-submissions/${p}?subject_id=${maths}&class_id=${jss1}${query}`, {
        as,
      });
    const res = await list('teacher');
    expect(res.statusCode).toBe(200);
    const [set, ...more] = conforms(res, 'AssignmentSubmissionsList').data;
    expect(more).toEqual([]);
    expect(set.attributes).toMatchObject(week1MathsSet());
    expect(set.attributes.questions[1]).toEqual({
      id: objIds[2],
      question_number: 2,
      question: 'Question 2',
      option1: 'A2',
      option2: 'B2',
      option3: 'C2',
      option4: 'D2',
      question_mark: 2,
      correct_answer: 'option3',
    });
    type Submission = {
      student_id: string;
      answers: { assignment_id: string; answer: string; teacher_mark: number }[];
    };
    // by student name: Abubakar before Danjuma; answers by question number, marked by the server
    expect(
      set.attributes.submissions.map((x: Submission) => [
        x.student_id,
        x.answers.map((a) => [a.assignment_id, a.answer, a.teacher_mark]),
      ]),
    ).toEqual([
      [
        student2,
        [
          [objIds[1], 'option1', 2],
          [objIds[2], 'option3', 2],
        ],
      ],
      [
        student,
        [
          [objIds[1], 'option1', 2],
          [objIds[2], 'option1', 0],
          [objIds[3], 'option4', 1],
        ],
      ],
    ]);
    // arm B has no set of its own and no student who submitted; teacher2 teaches none of it
    expect((await list('teacher', '&sub_class=B')).json().data).toEqual([]);
    expect((await list('teacher2')).json().data).toEqual([]);
    expect((await list('student')).statusCode).toBe(403);
  });

  it('the teacher marks theory answers, 0 to the mark, correctable until published', async () => {
    const sub = await submit('student', 'theory', [
      { assignment_id: theoryIds[1], answer: 'Because of chlorophyll.' },
      { assignment_id: theoryIds[2], answer: WRITTEN },
    ]);
    expect(sub.statusCode).toBe(201);
    expect(sub.json().data[0].attributes.mark).toBe('not_marked');
    // the student's text comes back as written (the records are JSON written by PostgreSQL)
    expect(sub.json().data[1].attributes.answer).toBe(WRITTEN);

    const early = await t.call('POST', '/assignment-result', {
      as: 'teacher',
      body: { ...period, week: 1, question_type: 'theory', subject_id: maths },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('Danjuma');

    const tooHigh = await t.call('POST', '/theory-assignment-mark', {
      as: 'teacher',
      body: {
        marks: [
          {
            assignment_id: theoryIds[1],
            student_id: student,
            teacher_mark: 3.5,
            comment: 'Name the pigment.',
          },
          { assignment_id: theoryIds[2], student_id: student, teacher_mark: 3.5 },
        ],
      },
    });
    expect(tooHigh.statusCode).toBe(422);
    expect(tooHigh.json().errors['marks.1.teacher_mark']).toBeDefined();

    const notMine = await t.call('POST', '/theory-assignment-mark', {
      as: 'teacher2',
      body: { marks: [{ assignment_id: theoryIds[1], student_id: student, teacher_mark: 1 }] },
    });
    expect(notMine.statusCode).toBe(404);

    const marked = await t.call('POST', '/theory-assignment-mark', {
      as: 'teacher',
      body: {
        marks: [
          {
            assignment_id: theoryIds[1],
            student_id: student,
            teacher_mark: 3.5,
            comment: 'Name the pigment.',
          },
          { assignment_id: theoryIds[2], student_id: student, teacher_mark: 3 },
        ],
      },
    });
    expect(marked.statusCode).toBe(200);
    const twice = await t.call('POST', '/theory-assignment-mark', {
      as: 'teacher',
      body: { marks: [{ assignment_id: theoryIds[1], student_id: student, teacher_mark: 1 }] },
    });
    expect(twice.statusCode).toBe(409);
    const corrected = await t.call('PATCH', '/update/theory/assignment/mark', {
      as: 'teacher',
      body: {
        marks: [
          { assignment_id: theoryIds[1], student_id: student, teacher_mark: 4, comment: 'Good.' },
        ],
      },
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().data[0].attributes).toMatchObject({
      teacher_mark: 4,
      teacher_comment: 'Good.',
    });
    await expectNoLeak('student', student);
  });

  it('published results: hand-checked scores, then keys and marks for that student only', async () => {
    const objective = await t.call('POST', '/assignment-result', {
      as: 'teacher',
      body: {
        ...period,
        week: 1,
        question_type: 'objective',
        subject_id: maths,
        student_ids: [student],
      },
    });
    expect(objective.statusCode).toBe(200);
    // 2 + 0 + 1 of 5
    expect(objective.json().data[0].attributes).toMatchObject({
      score: 3,
      total_mark: 5,
      percentage_score: 60,
    });
    const theory = await t.call('POST', '/assignment-result', {
      as: 'teacher',
      body: { ...period, week: 1, question_type: 'theory', subject_id: maths },
    });
    // 4 + 3 of 8
    expect(theory.json().data[0].attributes).toMatchObject({
      score: 7,
      total_mark: 8,
      percentage_score: 87.5,
    });

    const p = `First%20Half/First%20Term/${S}/theory/1`;
    const mine = (await t.call('GET', `/marked-assignment/${p}`, { as: 'student' })).json().data;
    expect(mine.map((r: { attributes: object }) => r.attributes)).toMatchObject([
      { correct_answer: MODEL_ANSWERS[0], teacher_mark: 4, teacher_comment: 'Good.' },
      { correct_answer: MODEL_ANSWERS[1], teacher_mark: 3 },
    ]);
    const results = (
      await t.call(
        'GET',
        `/get-student-result/${student}/First%20Half/First%20Term/${S}/objective/${maths}`,
        {
          as: 'student',
        },
      )
    ).json().data;
    expect(
      results.map((r: { attributes: { questions: unknown } }) => r.attributes.questions),
    ).toEqual([
      [
        { assignment_id: objIds[1], question_number: 1, question_mark: 2, teacher_mark: 2 },
        { assignment_id: objIds[2], question_number: 2, question_mark: 2, teacher_mark: 0 },
        { assignment_id: objIds[3], question_number: 3, question_mark: 1, teacher_mark: 1 },
      ],
    ]);
    const late = await t.call('PATCH', '/update/theory/assignment/mark', {
      as: 'teacher',
      body: { marks: [{ assignment_id: theoryIds[1], student_id: student, teacher_mark: 5 }] },
    });
    expect(late.statusCode).toBe(409);
    // student2's objective result is not published: still nothing for them
    await expectNoLeak('student2', student2);
    // and nobody reads another student's marks
    const peek = await t.call(
      'GET',
      `/marked-assignments/${student}/First%20Half/First%20Term/${S}/objective/1`,
      {
        as: 'student2',
      },
    );
    expect(peek.statusCode).toBe(403);
    const teacher2 = await t.call(
      'GET',
      `/get-student-result/${student}/First%20Half/First%20Term/${S}/objective/${maths}`,
      {
        as: 'teacher2',
      },
    );
    expect(teacher2.json().data).toEqual([]);
  });

  it('an answer-key edit marks submitted answers again', async () => {
    const res = await t.call('PATCH', '/edit-obj-assignment', {
      as: 'teacher',
      body: { questions: [{ id: objIds[2], answer: 'option1' }] },
    });
    expect(res.statusCode).toBe(200);
    const p = `First%20Half/First%20Term/${S}/objective/1`;
    const results = (
      await t.call('GET', `/get-assignment-result/${p}?student_id=${student}`, { as: 'teacher' })
    ).json().data;
    // 2 + 2 + 1 of 5
    expect(results[0].attributes).toMatchObject({ score: 5, percentage_score: 100 });
    await t.call('PATCH', '/edit-obj-assignment', {
      as: 'teacher',
      body: { questions: [{ id: objIds[2], answer: 'option3' }] },
    });
    const deleted = await t.call('DELETE', `/assignment/${objIds[1]}`, { as: 'teacher' });
    expect(deleted.statusCode).toBe(409);
  });

  it('a set past its due date takes no submission; an unanswered question can be deleted', async () => {
    const set = await t.call('POST', '/objective-assignment', {
      as: 'teacher',
      body: {
        ...objectiveSet(3, [objective(1, 'option1', 1), objective(2, 'option2', 3)]),
        due_date: '2020-01-31',
      },
    });
    const [first, second] = set.json().data;
    const gone = await t.call('DELETE', `/assignment/${second.id}`, { as: 'teacher' });
    expect(gone.statusCode).toBe(200);
    await t.call('PATCH', '/publish/assignment', {
      as: 'teacher',
      body: { ...period, week: 3, question_type: 'objective', is_publish: true },
    });
    const q = `period=First+Half&term=First+Term&session=${S}&type=objective&week=3`;
    const seen = (await t.call('GET', `/assignment?${q}`, { as: 'student' })).json().data;
    expect(seen.map((r: { attributes: object }) => r.attributes)).toMatchObject([
      { total_question: 1, total_mark: 1, due_date: '2020-01-31', submitted: false },
    ]);
    const late = await submit('student', 'objective', [
      { assignment_id: first.id, answer: 'option1' },
    ]);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/due date/);
  });

  it('the performance series: mean percentage per week, per subject', async () => {
    // week 2: one objective question of 4 marks, student right, student2 wrong
    const set = await t.call('POST', '/objective-assignment', {
      as: 'teacher',
      body: objectiveSet(2, [objective(1, 'option2', 4)]),
    });
    const [q2] = set.json().data;
    await t.call('PATCH', '/publish/assignment', {
      as: 'teacher',
      body: { ...period, week: 2, question_type: 'objective', is_publish: true },
    });
    await submit('student', 'objective', [{ assignment_id: q2.id, answer: 'option2' }]);
    await submit('student2', 'objective', [{ assignment_id: q2.id, answer: 'option1' }]);
    for (const week of [1, 2]) {
      await t.call('POST', '/assignment-result', {
        as: 'teacher',
        body: { ...period, week, question_type: 'objective', subject_id: maths },
      });
    }
    const base = `/assignment-performance?period=First+Half&term=First+Term&session=${S}`;
    // the student: week 1 (objective 60, theory 87.5) → 73.75; week 2 → 100
    const mine = (await t.call('GET', base, { as: 'student' })).json().data;
    expect(mine).toEqual([
      {
        id: maths,
        attributes: {
          subject_id: maths,
          subject: 'Mathematics',
          points: [
            { week: 1, percentage_score: 73.75, results: 2 },
            { week: 2, percentage_score: 100, results: 1 },
          ],
        },
      },
    ]);
    // the class, objective only. Week 1: student 2 + 0 + 1 = 60; student2 (option1 right,
    // option3 right, question 3 unanswered) 2 + 2 + 0 = 80 → 70. Week 2: 100 and 0 → 50.
    const cls = (
      await t.call('GET', `${base}&question_type=objective&class_id=${jss1}&sub_class=A`, {
        as: 'teacher',
      })
    ).json().data;
    expect(cls[0].attributes.points).toEqual([
      { week: 1, percentage_score: 70, results: 2 },
      { week: 2, percentage_score: 50, results: 2 },
    ]);
    const refused = await t.call('GET', `${base}&class_id=${t.ids.demo.classIds[3]}`, {
      as: 'teacher',
    });
    expect(refused.statusCode).toBe(403);
    const notMine = await t.call('GET', `${base}&student_id=${student}`, { as: 'teacher2' });
    expect(notMine.statusCode).toBe(200);
    expect(notMine.json().data).toEqual([]);
    expect(english).toBeDefined();
  });
});
