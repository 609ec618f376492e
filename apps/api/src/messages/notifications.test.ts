/**
 * Notifications through the outbox: what each event queues, for whom, and never twice.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, teacherSubjects, users } from '../db/schema.ts';
import { addPerson } from '../test/add-person.ts';
import { addStudents, createFee, createInvoice, pay } from '../test/finance.ts';
import { setup, type TestContext } from '../test/harness.ts';
import { enterExamScores } from '../test/results.ts';

let t: TestContext;
let classId: string;
let maths: string;
const students: string[] = [];
const term = 'First Term';
const session = '2025/2026';
const arm = { term, session, period: 'Second Half', sub_class: 'A' } as const;

/** The students' messages (the seeded parent hears of her child too: guardians.test.ts). */
const released = () =>
  t.database.db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.schId, t.ids.demo.schId),
        eq(messages.event, 'result_released'),
        ne(messages.userId, t.ids.users.parent),
      ),
    );

beforeAll(async () => {
  t = await setup();
  const jss1 = t.ids.demo.classIds[0];
  classId = String(jss1);
  maths = String(t.ids.demo.subjectIds[0]);
  // The demo's pupil, with an e-mail address for this test (the seed gives pupils none).
  await t.database.db
    .update(users)
    .set({ email: 'student@demo.schoolmates.test' })
    .where(and(eq(users.schId, t.ids.demo.schId), eq(users.id, t.ids.users.student)));
  students.push(String(t.ids.users.student));
  for (let n = 1; n < 25; n++) {
    students.push(
      await addPerson(t, {
        username: `pupil${n}`,
        email: `pupil${n}@families.test`,
        classId: jss1,
        subClass: 'A',
      }),
    );
  }
  await enterExamScores(t, students);
});
afterAll(() => t?.close());

const release = () =>
  t.call('PATCH', '/release/result', { as: 'principal', body: { ...arm, class_id: classId } });
const withhold = () =>
  t.call('PATCH', '/withhold/result', {
    as: 'principal',
    body: { term, session, period: arm.period, student_ids: students, reason: 'Fees are owed' },
  });

describe('result released', () => {
  it('a class of 25 queues exactly 25 messages, one to each student, even when retried', async () => {
    const first = await release();
    expect(first.statusCode).toBe(200);
    expect(first.json().data.changed).toBe(25);
    const again = await release();
    expect(again.json().data.changed).toBe(0);

    const sent = await released();
    expect(sent).toHaveLength(25);
    expect(new Set(sent.map((m) => String(m.userId)))).toEqual(new Set(students));
    const chidi = sent.find((m) => m.recipient === 'student@demo.schoolmates.test');
    expect(chidi).toMatchObject({
      channel: 'email',
      status: 'queued',
      recipientName: 'Danjuma Chidi',
      subject: 'Your result is out (SchoolMates Demo Academy)',
    });
    expect(chidi?.text).toContain('Dear Chidi,');
    expect(chidi?.text).toContain('Your First Term 2025/2026 result has been released.');
    expect(chidi?.html).toContain('/academic-works/results/view');
    // one batch, so the Messages screen shows the release's delivery progress
    expect(new Set(sent.map((m) => m.batch)).size).toBe(1);
  });

  it('a withhold tells nobody; released again twice at once, each student is told once more', async () => {
    expect((await withhold()).statusCode).toBe(200);
    expect(await released()).toHaveLength(25);

    const [a, b] = await Promise.all([release(), release()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.changed + b.json().data.changed).toBe(25);
    const sent = await released();
    expect(sent).toHaveLength(50);
    for (const id of students) {
      expect(sent.filter((m) => String(m.userId) === id)).toHaveLength(2);
    }
  });

  it('a student who turned e-mail off is not written to', async () => {
    const quiet = students[1] as string;
    const chosen = await t.call('PUT', '/profile/message-preferences', {
      as: 'pupil1',
      body: { email: false },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data).toEqual([
      { channel: 'email', enabled: false, address: 'pupil1@families.test' },
      { channel: 'sms', enabled: true, address: null },
      { channel: 'whatsapp', enabled: true, address: null },
    ]);
    expect((await withhold()).statusCode).toBe(200);
    expect((await release()).statusCode).toBe(200);
    const sent = await released();
    expect(sent).toHaveLength(74);
    expect(sent.filter((m) => String(m.userId) === quiet)).toHaveLength(2);
  });
});

const toldOf = (event: 'invoice_issued' | 'payment_received' | 'payment_reversed') =>
  t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.schId, t.ids.demo.schId), eq(messages.event, event)));

describe('finance', () => {
  it('an invoice, a payment (paid twice with one key) and its reversal each tell the student once', async () => {
    const [student] = await addStudents(t, 'payer', 1);
    await t.database.db
      .update(users)
      .set({ email: 'payer@families.test' })
      .where(eq(users.id, BigInt(student as string)));
    const fee = await createFee(t, 'School Fees', 150_000); // kobo
    const invoice = await createInvoice(t, student as string, [{ fee_id: fee }]);
    const [issued] = await toldOf('invoice_issued');
    expect(issued).toMatchObject({
      recipient: 'payer@families.test',
      subject: `Invoice ${invoice.attributes.invoice_no} (SchoolMates Demo Academy)`,
    });
    expect(issued?.text).toContain(
      'for First Term 2025/2026 has been issued: ₦1,500.00, due by 2025-10-01.',
    );

    const key = randomUUID();
    const first = await pay(t, invoice.id, 50_000, { key });
    const retried = await pay(t, invoice.id, 50_000, { key });
    expect([first.statusCode, retried.statusCode]).toEqual([201, 201]);
    const received = await toldOf('payment_received');
    expect(received).toHaveLength(1);
    expect(received[0]?.text).toContain('We have received ₦500.00 towards invoice');
    expect(received[0]?.text).toContain('Balance still owed on the invoice: ₦1,000.00.');

    const payment = first.json().data.id;
    const reversed = await t.call('POST', `/payment/${payment}/reverse`, {
      as: 'account',
      body: { reason: 'The cheque bounced.' },
    });
    expect(reversed.statusCode).toBe(200);
    const told = await toldOf('payment_reversed');
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain('has been reversed: The cheque bounced.');
    expect(told[0]?.text).toContain('Balance now owed on the invoice: ₦1,500.00.');
  });
});

describe('announcements', () => {
  it('an announcement tells its audience on its campus: staff only, each once', async () => {
    const res = await t.call('POST', '/announcements', {
      as: 'principal',
      body: {
        title: 'Staff meeting',
        description: 'All staff meet in the hall at 2 pm on Friday.',
        priority: 'normal',
        audience: 'staff',
      },
    });
    expect(res.statusCode).toBe(201);
    const told = await t.database.db
      .select()
      .from(messages)
      .where(
        and(eq(messages.schId, t.ids.demo.schId), eq(messages.event, 'announcement_published')),
      );
    const staff = ['superadmin', 'admin', 'principal', 'teacher', 'account'].map(
      (username) => `${username}@demo.schoolmates.test`,
    );
    expect(told.map((m) => m.recipient).sort()).toEqual(staff.sort());
    expect(told[0]?.subject).toBe('Staff meeting (SchoolMates Demo Academy)');
    expect(told[0]?.text).toContain('All staff meet in the hall at 2 pm on Friday.');
  });
});

describe('assignments', () => {
  const period = { period: 'First Half', term, session } as const;
  const told = (event: 'assignment_published' | 'assignment_marked') =>
    t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.schId, t.ids.demo.schId), eq(messages.event, event)));

  it('publishing tells the class once; publishing results tells whoever was marked', async () => {
    await t.database.db.insert(teacherSubjects).values({
      schId: t.ids.demo.schId,
      staffId: t.ids.users.teacher,
      classId: BigInt(classId),
      subClass: 'A',
      subjectId: BigInt(maths),
      session,
    });
    const created = await t.call('POST', '/objective-assignment', {
      as: 'teacher',
      body: {
        ...period,
        week: 1,
        class_id: classId,
        sub_class: 'A',
        subject_id: maths,
        due_date: '2099-12-31',
        questions: [
          {
            question_number: 1,
            question: 'What is 2 + 2?',
            option1: '4',
            option2: '5',
            option3: '6',
            option4: '22',
            answer: 'option1',
            question_mark: 2,
          },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const publish = { ...period, week: 1, question_type: 'objective', is_publish: true };
    for (let n = 0; n < 2; n++) {
      const res = await t.call('PATCH', '/publish/assignment', { as: 'teacher', body: publish });
      expect(res.statusCode).toBe(200);
    }
    const published = await told('assignment_published');
    expect(published).toHaveLength(25);
    expect(published[0]?.text).toContain(
      'A new Mathematics assignment, "Week 1 objective work", is waiting for you.',
    );

    const question = created.json().data[0].id;
    const answer = await t.call('POST', '/objective-assignment-answer', {
      as: 'pupil2',
      body: { answers: [{ assignment_id: question, answer: 'option1' }] },
    });
    expect(answer.statusCode).toBe(201);
    const results = await t.call('POST', '/assignment-result', {
      as: 'teacher',
      body: { ...period, week: 1, question_type: 'objective', subject_id: maths },
    });
    expect(results.statusCode).toBe(200);
    expect(results.json().data).toHaveLength(1);
    const marked = await told('assignment_marked');
    expect(marked.map((m) => m.recipient)).toEqual(['pupil2@families.test']);
    expect(marked[0]?.text).toContain(
      'Your Mathematics assignment "Week 1 objective work" has been marked.',
    );
  });
});

describe('message preferences', () => {
  it('a person turns a channel back on; a reset link goes by e-mail whatever they chose', async () => {
    const off = await t.call('PUT', '/profile/message-preferences', {
      as: 'pupil3',
      body: { email: false },
    });
    expect(off.statusCode).toBe(200);
    const reset = await t.call('POST', '/forgot-password', {
      body: { email: 'pupil3@families.test' },
    });
    expect(reset.statusCode).toBe(200);
    const mails = await t.database.db
      .select()
      .from(messages)
      .where(
        and(eq(messages.schId, t.ids.demo.schId), eq(messages.recipient, 'pupil3@families.test')),
      );
    expect(mails.map((m) => m.event)).toContain('password_reset');
    const on = await t.call('PUT', '/profile/message-preferences', {
      as: 'pupil3',
      body: { email: true },
    });
    expect(on.json().data[0]).toEqual({
      channel: 'email',
      enabled: true,
      address: 'pupil3@families.test',
    });
    const read = await t.call('GET', '/profile/message-preferences', { as: 'pupil3' });
    expect(read.json().data[0].enabled).toBe(true);
    const empty = await t.call('PUT', '/profile/message-preferences', { as: 'pupil3', body: {} });
    expect(empty.statusCode).toBe(422);
  });
});

describe('one-time passwords', () => {
  it('a new staff member with an e-mail gets the one shown on screen; a new one replaces it', async () => {
    const res = await t.call('POST', '/staff', {
      as: 'admin',
      body: {
        surname: 'Umeh',
        firstname: 'Ifeoma',
        designation_id: 4,
        gender: 'female',
        email: 'ifeoma@staff.test',
      },
    });
    expect(res.statusCode).toBe(201);
    const { one_time_password: shown, username } = res.json().data.attributes;
    const sent = await t.database.db
      .select()
      .from(messages)
      .where(
        and(eq(messages.schId, t.ids.demo.schId), eq(messages.recipient, 'ifeoma@staff.test')),
      );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ event: 'one_time_password', secret: true });
    expect(sent[0]?.text).toContain(
      `Sign in with the username ${username} and the one-time password ${shown};`,
    );

    const again = await t.call('POST', `/staff/${res.json().data.id}/one-time-password`, {
      as: 'admin',
    });
    expect(again.statusCode).toBe(201);
    const both = await t.database.db
      .select()
      .from(messages)
      .where(
        and(eq(messages.schId, t.ids.demo.schId), eq(messages.recipient, 'ifeoma@staff.test')),
      );
    expect(both).toHaveLength(2);
    expect(both[1]?.text).toContain(again.json().data.attributes.one_time_password);
  });
});
