/**
 * Daily attendance (issue 30) through HTTP: the class teacher's register (all present but the
 * exceptions), the days that cannot be marked, whose students may be marked, a correction
 * after the day in the audit log, absence alerts in the outbox once a day, the reports, the
 * report card reading the register, the term lock once results are released, and (on
 * PostgreSQL) two saves of one register at once.
 */
import type { components, Schema } from '@schoolmates/sdk';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { must } from '../db/rows.ts';
import {
  attendanceRegisters,
  auditLog,
  closingResumptions,
  messages,
  users,
} from '../db/schema.ts';
import { addPerson } from '../test/add-person.ts';
import { conforms } from '../test/conforms.ts';
import { setup, type TestContext, usingPostgres } from '../test/harness.ts';

let t: TestContext;
/** The answer, checked against the contract's schema and typed as it. */
const typed = <K extends keyof components['schemas']>(
  res: LightMyRequestResponse,
  name: K,
): Schema<K> => conforms(res, name);
const RESULT_TERM = { term: 'First Term', session: '2025/2026' } as const;
let jss1: string;
let student: string;
let ada: string;
let bola: string;
let otherArm: string;
let otherSchool: string;

type Mark = Schema<'AttendanceMarkInput'>;
const register = (date: string, marks: Mark[], as = 'teacher', day_session = 'morning') =>
  t.call('PUT', '/attendance/register', {
    as,
    body: { class_id: jss1, sub_class: 'A', date, day_session, marks },
  });
const marksOf = (res: {
  json(): { data: { attributes: { students: Schema<'AttendanceRegisterStudent'>[] } } };
}) => Object.fromEntries(res.json().data.attributes.students.map((s) => [s.student_id, s.mark]));

/** A score scheme and a Maths exam score for each student of JSS 1 A: their end-of-term results. */
async function enterExamScores(students: readonly string[]) {
  const settings = await t.call('POST', '/v2/result/settings/store', {
    as: 'admin',
    body: {
      score_option_id: '2',
      components: [
        { name: 'Test', maximum: 40, period: 'First Half' },
        { name: 'Exam', maximum: 60, period: 'Second Half' },
      ],
    },
  });
  expect(settings.statusCode, settings.body).toBe(200);
  const entry = await t.call('POST', '/endTermResult', {
    as: 'teacher',
    body: {
      class_id: jss1,
      sub_class: 'A',
      subject_id: String(t.ids.demo.subjectIds[0]),
      ...RESULT_TERM,
      students: students.map((id) => ({
        student_id: id,
        scores: [{ component: 'exam', score: 50, absent: false }],
      })),
    },
  });
  expect(entry.statusCode, entry.body).toBe(200);
}

beforeAll(async () => {
  t = await setup();
  jss1 = String(t.ids.demo.classIds[0]);
  student = String(t.ids.users.student);
  const classId = must(t.ids.demo.classIds[0]);
  ada = await addPerson(t, { username: 'att-ada', classId, subClass: 'A' });
  bola = await addPerson(t, { username: 'att-bola', classId, subClass: 'A' });
  otherArm = await addPerson(t, { username: 'att-other-arm', classId, subClass: 'B' });
  otherSchool = String(t.ids.users['other-student']);
  // The student has an e-mail, so an absence alert has somewhere to go.
  await t.database.db
    .update(users)
    .set({ email: 'chidi@demo.schoolmates.test' })
    .where(eq(users.id, BigInt(student)));
  // First Term 2025/2026 ends on Friday 12 December; the Second Term begins on 12 January.
  await t.database.db.insert(closingResumptions).values({
    schId: t.ids.demo.schId,
    campusId: t.ids.demo.campusId,
    term: 'First Term',
    session: '2025/2026',
    sessionEnds: '2025-12-12',
    sessionResumes: '2026-01-12',
  });
});
afterAll(() => t?.close());

describe('taking the register', () => {
  it('the class teacher marks everyone present but the exceptions', async () => {
    const before = await t.call('GET', '/attendance/register', {
      as: 'teacher',
      query: { class_id: jss1, sub_class: 'A', date: '2025-11-03' },
    });
    expect(before.statusCode, before.body).toBe(200);
    const empty = typed(before, 'AttendanceRegisterItem').data.attributes;
    expect(empty).toMatchObject({
      taken: false,
      school_day: true,
      term: 'First Term',
      locked: null,
    });
    expect(empty.students.every((s) => s.mark === null)).toBe(true);

    const res = await register('2025-11-03', [
      { student_id: ada, mark: 'late' },
      { student_id: bola, mark: 'excused', reason: 'Hospital visit' },
      { student_id: student, mark: 'absent' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const saved = typed(res, 'AttendanceRegisterItem').data.attributes;
    expect(saved).toMatchObject({ taken: true, taken_by: 'Eze Ngozi', day_session: 'morning' });
    expect(marksOf(res)).toMatchObject({ [ada]: 'late', [bola]: 'excused', [student]: 'absent' });
    expect(saved.students.find((s) => s.student_id === bola)?.reason).toBe('Hospital visit');
    expect(saved.students.every((s) => s.mark !== null)).toBe(true);
  });

  it('refuses a day that is not a school day with a clear 422, writing nothing', async () => {
    const holiday = await t.call('POST', '/attendance/holidays', {
      as: 'admin',
      body: { name: 'Founders Day', starts: '2025-11-12', ends: '2025-11-13' },
    });
    expect(holiday.statusCode, holiday.body).toBe(201);
    const before = await t.rowCount();
    const saturday = await register('2025-11-08', []);
    expect(saturday.statusCode).toBe(422);
    expect(saturday.json().message).toBe(
      '2025-11-08 is a Saturday: the school is closed at weekends.',
    );
    expect(saturday.json().errors.date).toEqual([saturday.json().message]);
    const founders = await register('2025-11-13', []);
    expect(founders.statusCode).toBe(422);
    expect(founders.json().message).toBe('2025-11-13 is a school holiday (Founders Day).');
    const christmas = await register('2025-12-17', []);
    expect(christmas.statusCode).toBe(422);
    expect(christmas.json().message).toContain('in the break after First Term 2025/2026');
    const afternoon = await register('2025-11-04', [], 'teacher', 'afternoon');
    expect(afternoon.statusCode).toBe(422);
    expect(afternoon.json().errors.day_session).toBeDefined();
    expect(await t.rowCount()).toBe(before);
  });

  it("another school's or another arm's student is 404; another arm's teacher 403", async () => {
    await t.token('other-admin');
    const before = await t.rowCount();
    const foreign = await register('2025-11-04', [{ student_id: otherSchool, mark: 'absent' }]);
    expect(foreign.statusCode).toBe(404);
    const armB = await register('2025-11-04', [{ student_id: otherArm, mark: 'absent' }]);
    expect(armB.statusCode).toBe(404);
    expect(armB.json().message).toBe('Student not found in this class arm.');
    const notMine = await t.call('PUT', '/attendance/register', {
      as: 'teacher',
      body: {
        class_id: jss1,
        sub_class: 'B',
        date: '2025-11-04',
        day_session: 'morning',
        marks: [],
      },
    });
    expect(notMine.statusCode).toBe(403);
    const otherSchoolAdmin = await t.call('PUT', '/attendance/register', {
      as: 'other-admin',
      body: {
        class_id: jss1,
        sub_class: 'A',
        date: '2025-11-04',
        day_session: 'morning',
        marks: [],
      },
    });
    expect(otherSchoolAdmin.statusCode).toBe(404);
    expect(await t.rowCount()).toBe(before);
  });

  it('a correction after the day is audited: who, when and from what', async () => {
    const res = await register(
      '2025-11-03',
      [
        { student_id: ada, mark: 'late' },
        { student_id: bola, mark: 'excused', reason: 'Hospital visit' },
      ],
      'admin',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(marksOf(res)[student]).toBe('present');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.schId, t.ids.demo.schId), eq(auditLog.entity, 'attendance_register')));
    expect(entry).toMatchObject({ actorId: t.ids.users.admin, action: 'corrected' });
    expect(entry?.createdAt).toBeInstanceOf(Date);
    expect(entry?.detail).toEqual({
      class_id: jss1,
      sub_class: 'A',
      date: '2025-11-03',
      day_session: 'morning',
      changes: [
        {
          student_id: student,
          from: { mark: 'absent', reason: null },
          to: { mark: 'present', reason: null },
        },
      ],
    });
  });
});

describe('absence alerts', () => {
  const alerts = () =>
    t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.schId, t.ids.demo.schId), eq(messages.event, 'student_absent')));

  it('tell an absent student’s family once a day, only when the school turned them on', async () => {
    await register('2025-11-05', [{ student_id: student, mark: 'absent' }]);
    expect(await alerts()).toHaveLength(0);
    const on = await t.call('PUT', '/attendance/settings', {
      as: 'admin',
      body: { absence_alerts: true, sessions_per_day: 2 },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data.attributes).toEqual({
      sessions_per_day: 2,
      report_card_reads_register: false,
      absence_alerts: true,
    });
    await register('2025-11-06', [{ student_id: student, mark: 'absent' }]);
    await register('2025-11-06', [{ student_id: student, mark: 'absent' }]);
    const pm = await register(
      '2025-11-06',
      [{ student_id: student, mark: 'absent' }],
      'teacher',
      'afternoon',
    );
    expect(pm.statusCode, pm.body).toBe(200);
    // the student, and their mother through the family path (issue 28): once each that day
    const sent = await alerts();
    expect(sent.map((m) => m.recipient).sort()).toEqual([
      'chidi@demo.schoolmates.test',
      'parent@demo.schoolmates.test',
    ]);
    const mother = must(sent.find((m) => m.recipient === 'parent@demo.schoolmates.test'));
    expect(mother.subject).toContain('Chidi was absent from school');
    expect(mother.text).toContain('Chidi was marked absent in the class register on 2025-11-06');
    expect(mother.text).toContain(`/family/children/${student}`);
    await register('2025-11-07', [{ student_id: student, mark: 'absent' }]);
    expect(await alerts()).toHaveLength(4);
  });
});

describe('reports', () => {
  it('count a term by day with percentages, and list chronic absence under a threshold', async () => {
    const res = await t.call('GET', '/attendance/report', {
      as: 'principal',
      query: { ...RESULT_TERM, class_id: jss1, sub_class: 'A', group_by: 'day', threshold: '70' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const r = typed(res, 'AttendanceReportItem').data.attributes;
    // 3 Nov: 2 present (one late), 1 excused; 5, 6 (twice) and 7 Nov: the student absent.
    const day = (d: string) => r.periods.filter((p) => p.starts === d);
    expect(day('2025-11-03')[0]).toMatchObject({
      registers: 1,
      marked: 3,
      present: 1,
      late: 1,
      excused: 1,
      percentage: 66.7,
    });
    expect(day('2025-11-06')[0]).toMatchObject({
      registers: 2,
      marked: 6,
      absent: 2,
      percentage: 66.7,
    });
    const chidi = must(r.students.find((s) => s.student_id === student));
    // present 1 of 5 registers: 20%
    expect(chidi).toMatchObject({
      marked: 5,
      present: 1,
      absent: 4,
      percentage: 20,
      sub_class: 'A',
    });
    expect(r.chronic.map((s) => s.student_id)).toEqual([student]);
    const school = await t.call('GET', '/attendance/report', {
      as: 'admin',
      query: { ...RESULT_TERM, group_by: 'week' },
    });
    expect(school.statusCode).toBe(200);
    const whole = typed(school, 'AttendanceReportItem').data.attributes;
    expect(whole.periods.map((p) => p.label)).toEqual(['Week of 3 Nov']);
    expect(whole.total).toEqual(r.total);
  });

  it("a student and their guardian read the student's attendance, nobody else's", async () => {
    const own = await t.call('GET', `/attendance/student/${student}`, {
      as: 'student',
      query: RESULT_TERM,
    });
    expect(own.statusCode, own.body).toBe(200);
    const a = typed(own, 'StudentAttendanceItem').data.attributes;
    expect(a.figures).toMatchObject({ marked: 5, present: 1, absent: 4 });
    expect(a.days.map((d) => d.date)).toEqual([
      '2025-11-05',
      '2025-11-06',
      '2025-11-06',
      '2025-11-07',
    ]);
    const other = await t.call('GET', `/attendance/student/${ada}`, {
      as: 'student',
      query: RESULT_TERM,
    });
    expect(other.statusCode).toBe(403);
    // their mother reads theirs; a child not hers is not there for her
    const mother = await t.call('GET', `/attendance/student/${student}`, {
      as: 'parent',
      query: RESULT_TERM,
    });
    expect(mother.statusCode, mother.body).toBe(200);
    expect(typed(mother, 'StudentAttendanceItem').data.attributes.figures.marked).toBe(5);
    const notHers = await t.call('GET', `/attendance/student/${ada}`, {
      as: 'parent',
      query: RESULT_TERM,
    });
    expect(notHers.statusCode).toBe(404);
    const foreign = await t.call('GET', `/attendance/student/${otherSchool}`, {
      as: 'admin',
      query: RESULT_TERM,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('the report card', () => {
  const card = async (id: string) => {
    const res = await t.call(
      'GET',
      `/staff/endtermresult/${id}/${encodeURIComponent(RESULT_TERM.term)}/${encodeURIComponent(RESULT_TERM.session)}`,
      { as: 'admin' },
    );
    expect(res.statusCode, res.body).toBe(200);
    return typed(res, 'EndTermResultItem').data.attributes;
  };

  it('reads the register when the school says so, and the typed figures otherwise', async () => {
    await enterExamScores([student, ada, bola]);
    const typed = await t.call('POST', '/endTermResult', {
      as: 'teacher',
      body: {
        class_id: jss1,
        sub_class: 'A',
        ...RESULT_TERM,
        students: [{ student_id: student, school_opened: 120, times_present: 110 }],
      },
    });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(await card(student)).toMatchObject({
      school_opened: 120,
      times_present: 110,
      times_absent: 10,
    });
    const on = await t.call('PUT', '/attendance/settings', {
      as: 'admin',
      body: { report_card_reads_register: true },
    });
    expect(on.json().data.attributes.report_card_reads_register).toBe(true);
    // Checked by hand: Chidi was marked in 5 registers (3 Nov present after the correction;
    // absent 5 Nov, 6 Nov morning and afternoon, 7 Nov): opened 5, present 1, absent 4.
    expect(await card(student)).toMatchObject({
      school_opened: 5,
      times_present: 1,
      times_absent: 4,
    });
    // Ada: late 3 Nov, present the other 4: late counts as present.
    expect(await card(ada)).toMatchObject({ school_opened: 5, times_present: 5, times_absent: 0 });
    // Bola: excused 3 Nov: an excused absence is an absence.
    expect(await card(bola)).toMatchObject({ school_opened: 5, times_present: 4, times_absent: 1 });
  });
});

describe('the term lock', () => {
  it("once the term's results are released the register answers 409 with the reason", async () => {
    const released = await t.call('PATCH', '/release/result', {
      as: 'principal',
      body: { ...RESULT_TERM, period: 'Second Half', sub_class: 'A', class_id: jss1 },
    });
    expect(released.statusCode, released.body).toBe(200);
    const before = await t.rowCount();
    const res = await register('2025-11-10', []);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^The First Term 2025\/2026 results of .*Danjuma Chidi.* are released, so the term's register is locked/,
    );
    expect(await t.rowCount()).toBe(before);
    const read = await t.call('GET', '/attendance/register', {
      as: 'teacher',
      query: { class_id: jss1, sub_class: 'A', date: '2025-11-10' },
    });
    expect(read.json().data.attributes.locked).toBe(res.json().message);
  });
});

describe.runIf(usingPostgres)('two saves at once (PostgreSQL)', () => {
  it('leave one register, never a mixture', async () => {
    // Another arm's class teacher would be refused: the admin and the principal save JSS 1 B.
    const b1 = await addPerson(t, {
      username: 'att-b1',
      classId: must(t.ids.demo.classIds[0]),
      subClass: 'B',
    });
    const everyone = [otherArm, b1];
    const save = (as: string, mark: 'absent' | 'late', date: string) =>
      t.call('PUT', '/attendance/register', {
        as,
        body: {
          class_id: jss1,
          sub_class: 'B',
          date,
          day_session: 'morning',
          marks: everyone.map((student_id) => ({ student_id, mark })),
        },
      });
    for (const date of ['2025-11-17', '2025-11-18', '2025-11-19', '2025-11-20', '2025-11-21']) {
      // a new register, then one already taken, each saved twice at once
      for (let round = 0; round < 2; round++) {
        const [a, b] = await Promise.all([
          save('admin', 'absent', date),
          save('principal', 'late', date),
        ]);
        expect(a.statusCode, a.body).toBe(200);
        expect(b.statusCode, b.body).toBe(200);
      }
      const rows = await t.database.db
        .select()
        .from(attendanceRegisters)
        .where(
          and(eq(attendanceRegisters.schId, t.ids.demo.schId), eq(attendanceRegisters.day, date)),
        );
      expect(rows).toHaveLength(1);
      const read = await t.call('GET', '/attendance/register', {
        as: 'admin',
        query: { class_id: jss1, sub_class: 'B', date },
      });
      const marks = new Set(
        read.json().data.attributes.students.map((s: { mark: string }) => s.mark),
      );
      expect(marks.size).toBe(1);
    }
  });
});
