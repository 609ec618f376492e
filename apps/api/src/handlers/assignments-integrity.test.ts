/**
 * Assignments under the conditions of a real school week (issue 25): many students submitting
 * while the teacher corrects a key, marks sent at once, a question's picture, the objective
 * question named in a theory mark, and due dates by the school's clock (Africa/Lagos).
 * On PGlite and, with TEST_DATABASE_URL, PostgreSQL; the races only on PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { must } from '../db/rows.ts';
import { assignmentAnswers, users } from '../db/schema.ts';
import { insertUsers } from '../db/users.ts';
import { multipartForm, SAMPLES } from '../test/file-samples.ts';
import { setup, type TestContext, usingPostgres } from '../test/harness.ts';

let t: TestContext;
let jss1: string;
let maths: string;
/** Students of JSS 1 A besides the demo `student`, by username. */
const classmates: Record<string, string> = {};
const SESSION = '2025/2026';
const period = { period: 'First Half', term: 'First Term', session: SESSION } as const;

beforeAll(async () => {
  t = await setup();
  const db = t.database.db;
  jss1 = String(t.ids.demo.classIds[0]);
  maths = String(t.ids.demo.subjectIds[0]);
  const [me] = await db.select().from(users).where(eq(users.id, t.ids.users.student));
  const { id: _s, createdAt: _c, updatedAt: _u, ...fields } = must(me);
  const rows = await insertUsers(db, [
    ...Array.from({ length: 12 }, (_, i) => ({
      ...fields,
      username: `pupil${i}`,
      admissionNumber: `DEMO/1${String(i).padStart(2, '0')}`,
    })),
    { ...fields, username: 'pupil-b', admissionNumber: 'DEMO/200', subClass: 'B' },
  ]);
  for (const r of rows) classmates[r.username] = String(r.id);
});
afterAll(() => t.close());

const pupils = () => Array.from({ length: 12 }, (_, i) => `pupil${i}`);

/** A JSS 1 A Mathematics set of `week`, published, created by the demo teacher (its ids). */
async function publishedSet(
  week: number,
  kind: 'objective' | 'theory',
  questions: object[],
  dueDate = '2099-12-31',
  subject = maths,
) {
  const res = await t.call('POST', `/${kind}-assignment`, {
    as: 'teacher',
    body: {
      ...period,
      week,
      class_id: jss1,
      sub_class: 'A',
      subject_id: subject,
      due_date: dueDate,
      questions,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const published = await t.call('PATCH', '/publish/assignment', {
    as: 'teacher',
    body: { ...period, week, question_type: kind, subject_id: subject, is_publish: true },
  });
  expect(published.statusCode).toBe(200);
  return (res.json().data as { id: string }[]).map((r) => r.id);
}

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
const theory = (n: number, mark: number, extra: object = {}) => ({
  question_number: n,
  question: `Explain ${n}`,
  answer: `Model answer ${n}`,
  question_mark: mark,
  ...extra,
});

const submit = (as: string, kind: 'objective' | 'theory', answers: object[]) =>
  t.call('POST', `/${kind}-assignment-answer`, { as, body: { answers } });

/** The stored marks (tenths) of the answers to a question, by answer. */
const storedMarks = async (questionId: string) =>
  t.database.db
    .select({ mark: assignmentAnswers.markTenths })
    .from(assignmentAnswers)
    .where(eq(assignmentAnswers.questionId, BigInt(questionId)));

describe('a question’s picture', () => {
  it('is seen by whoever may see the question, and by nobody else', async () => {
    const form = multipartForm([
      { name: 'purpose', value: 'assignment_image' },
      { name: 'file', value: SAMPLES.png, filename: 'triangle.png' },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...form.headers, authorization: `Bearer ${await t.token('teacher')}` },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const fileId = uploaded.json().data.id as string;
    const image = (as: string) => t.call('GET', `/files/${fileId}`, { as });

    const res = await t.call('POST', '/theory-assignment', {
      as: 'teacher',
      body: {
        ...period,
        week: 7,
        class_id: jss1,
        sub_class: 'A',
        subject_id: maths,
        due_date: '2099-12-31',
        questions: [theory(1, 5, { image_file_id: fileId })],
      },
    });
    expect(res.statusCode).toBe(201);
    // not published yet: the student sees neither the question nor its picture
    expect((await image('student')).statusCode).toBe(404);
    await t.call('PATCH', '/publish/assignment', {
      as: 'teacher',
      body: { ...period, week: 7, question_type: 'theory', subject_id: maths, is_publish: true },
    });
    const listed = await t.call(
      'GET',
      `/assignment?period=First+Half&term=First+Term&session=2025%2F2026&type=theory&week=7`,
      { as: 'student' },
    );
    expect(listed.json().data[0].attributes.image_file_id).toBe(fileId);
    expect((await image('teacher')).statusCode).toBe(200);
    const seen = await image('student');
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
    // another arm's student and another school's see nothing
    expect((await image('pupil-b')).statusCode).toBe(404);
    expect((await image('other-student')).statusCode).toBe(404);
    expect((await image('other-admin')).statusCode).toBe(404);
  });
});

describe('a theory mark naming an objective question', () => {
  it('answers 422 at the field, as the contract says', async () => {
    const [q1] = await publishedSet(8, 'objective', [objective(1, 'option1', 2)]);
    expect(
      (await submit('student', 'objective', [{ assignment_id: q1, answer: 'option1' }])).statusCode,
    ).toBe(201);
    const res = await t.call('POST', '/theory-assignment-mark', {
      as: 'teacher',
      body: {
        marks: [{ assignment_id: q1, student_id: String(t.ids.users.student), teacher_mark: 1 }],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'marks.0.assignment_id': ['must be a theory question'] });
  });
});

describe('due dates by the school’s clock (Africa/Lagos)', () => {
  it('a set is open until midnight in Lagos, whatever the date in UTC', async () => {
    const [q1] = await publishedSet(9, 'objective', [objective(1, 'option1', 1)], '2026-01-10');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // 22:30 UTC on the due date is 23:30 in Lagos: still open
      vi.setSystemTime(new Date('2026-01-10T22:30:00Z'));
      const open = await submit('pupil0', 'objective', [
        { assignment_id: must(q1), answer: 'option1' },
      ]);
      expect(open.statusCode, open.body).toBe(201);
      // 23:30 UTC is already the next day in Lagos: past due, though UTC still says the 10th
      vi.setSystemTime(new Date('2026-01-10T23:30:00Z'));
      const late = await submit('pupil1', 'objective', [
        { assignment_id: must(q1), answer: 'option1' },
      ]);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toMatch(/due date/);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('marking races (PostgreSQL)', () => {
  it.runIf(usingPostgres)(
    'students submitting while the key is corrected are all marked against the final key',
    async () => {
      // the demo teacher is class teacher of JSS 1 A: English sets of weeks 1 to 10
      const english = String(t.ids.demo.subjectIds[1]);
      for (const p of pupils()) await t.token(p);
      for (let round = 0; round < 10; round++) {
        const [q1] = await publishedSet(
          1 + round,
          'objective',
          [objective(1, 'option1', 2)],
          '2099-12-31',
          english,
        );
        // every pupil answers option2; the teacher corrects the key to option2 meanwhile
        const sent = pupils().map((p) =>
          submit(p, 'objective', [{ assignment_id: must(q1), answer: 'option2' }]),
        );
        const edit = await t.call('PATCH', '/edit-obj-assignment', {
          as: 'teacher',
          body: { questions: [{ id: q1, answer: 'option2' }] },
        });
        const submitted = await Promise.all(sent);
        expect(edit.statusCode).toBe(200);
        expect(submitted.map((r) => r.statusCode)).toEqual(pupils().map(() => 201));
        const marks = (await storedMarks(must(q1))).map((r) => r.mark);
        expect(marks, `round ${round}`).toEqual(pupils().map(() => 20));
      }
    },
  );

  it.runIf(usingPostgres)(
    'five first marks of one answer at once: one wins, the others answer 409',
    async () => {
      for (let round = 0; round < 4; round++) {
        const pupil = `pupil${round}`;
        const [q1] = await publishedSet(1 + round, 'theory', [theory(1, 5)]);
        expect(
          (await submit(pupil, 'theory', [{ assignment_id: q1, answer: 'Because.' }])).statusCode,
        ).toBe(201);
        const sent = [1, 2, 3, 4, 5];
        const answers = await Promise.all(
          sent.map((mark) =>
            t.call('POST', '/theory-assignment-mark', {
              as: 'teacher',
              body: {
                marks: [{ assignment_id: q1, student_id: classmates[pupil], teacher_mark: mark }],
              },
            }),
          ),
        );
        const codes = answers.map((r) => r.statusCode);
        expect(
          codes.filter((c) => c === 200),
          `round ${round}: ${codes}`,
        ).toHaveLength(1);
        expect(codes.filter((c) => c === 409)).toHaveLength(4);
        const winner = codes.indexOf(200);
        // the winner's answer shows what it sent, and that is what is stored
        expect(answers[winner]?.json().data[0].attributes.teacher_mark).toBe(sent[winner]);
        expect((await storedMarks(must(q1))).map((r) => r.mark)).toEqual([must(sent[winner]) * 10]);
        for (const r of answers.filter((x) => x.statusCode === 409)) {
          expect(r.json().message).toBe('An answer is already marked: change it with the update.');
        }
      }
    },
  );
});
