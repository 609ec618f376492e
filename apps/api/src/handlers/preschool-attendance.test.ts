/**
 * Daily attendance in a preschool (issue 30): the register of a preschool class instead of a
 * class arm, taken by its teacher or the school's staff; the days that cannot be marked; whose
 * pupils may be marked; the preschool report card's attendance read from the register; the
 * reports and a pupil's view; and (on PostgreSQL) two saves of one register at once.
 */
import type { components, Schema } from '@schoolmates/sdk';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../db/rows.ts';
import { attendanceRegisters, campuses, closingResumptions, preschools } from '../db/schema.ts';
import { addPerson } from '../test/add-person.ts';
import { conforms } from '../test/conforms.ts';
import { setup, type TestContext, usingPostgres } from '../test/harness.ts';

let t: TestContext;
const typed = <K extends keyof components['schemas']>(
  res: LightMyRequestResponse,
  name: K,
): Schema<K> => conforms(res, name);
const TERM = { term: 'First Term', session: '2025/2026' } as const;
const termPath = `${encodeURIComponent(TERM.term)}/${encodeURIComponent(TERM.session)}`;
let nursery: string;
let nursery2: string;
let tiny: string;
let tola: string;
let otherPupil: string;

type Mark = Schema<'AttendanceMarkInput'>;
const register = (date: string, marks: Mark[], as = 'nursery-teacher', preschool = nursery) =>
  t.call('PUT', '/attendance/register', {
    as,
    body: { preschool_id: preschool, date, day_session: 'morning', marks },
  });
const marksOf = (res: LightMyRequestResponse) =>
  Object.fromEntries(
    typed(res, 'AttendanceRegisterItem').data.attributes.students.map((s) => [
      s.student_id,
      s.mark,
    ]),
  );

beforeAll(async () => {
  t = await setup();
  const db = t.database.db;
  const schId = t.ids.demo.schId;
  const campus = one(
    await db
      .insert(campuses)
      .values({
        schId,
        name: 'Little Ones',
        email: 'little@demo.test',
        phoneno: '1',
        address: 'x',
        state: 'Lagos',
        isPreschool: true,
      })
      .returning(),
  );
  const [n1, n2] = await db
    .insert(preschools)
    .values([
      { schId, campusId: campus.id, name: 'Nursery 1' },
      { schId, campusId: campus.id, name: 'Nursery 2' },
    ])
    .returning();
  nursery = String(n1?.id);
  nursery2 = String(n2?.id);
  const pupil = (username: string, preschoolId: string) =>
    addPerson(t, { username, campusId: campus.id, preschoolId: BigInt(preschoolId) });
  tiny = await pupil('att-tiny', nursery);
  tola = await pupil('att-tola', nursery);
  otherPupil = await pupil('att-other-nursery', nursery2);
  for (const [username, preschoolId] of [
    ['nursery-teacher', nursery],
    ['nursery-teacher-2', nursery2],
  ] as const) {
    await addPerson(t, {
      username,
      kind: 'staff',
      designationId: 4,
      campusId: campus.id,
      preschoolId: BigInt(preschoolId),
    });
  }
  // First Term 2025/2026 ends on Friday 12 December; the Second Term begins on 12 January.
  await db.insert(closingResumptions).values({
    schId,
    campusId: campus.id,
    ...TERM,
    sessionEnds: '2025-12-12',
    sessionResumes: '2026-01-12',
  });
});
afterAll(() => t?.close());

describe("a preschool class's register", () => {
  it('its teacher marks every pupil present but the exceptions', async () => {
    const before = await t.call('GET', '/attendance/register', {
      as: 'nursery-teacher',
      query: { preschool_id: nursery, date: '2025-11-03' },
    });
    expect(before.statusCode, before.body).toBe(200);
    const empty = typed(before, 'AttendanceRegisterItem').data.attributes;
    expect(empty).toMatchObject({
      class_id: null,
      preschool_id: nursery,
      class_name: 'Nursery 1',
      sub_class: null,
      taken: false,
      school_day: true,
      term: 'First Term',
      locked: null,
    });
    expect(empty.students.map((s) => s.student_id).sort()).toEqual([tiny, tola].sort());

    const res = await register('2025-11-03', [{ student_id: tiny, mark: 'absent' }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(typed(res, 'AttendanceRegisterItem').data.attributes).toMatchObject({
      preschool_id: nursery,
      taken: true,
    });
    expect(marksOf(res)).toEqual({ [tiny]: 'absent', [tola]: 'present' });
  });

  it("the school's staff take it too; another preschool's teacher is refused", async () => {
    const res = await register('2025-11-04', [{ student_id: tola, mark: 'late' }], 'superadmin');
    expect(res.statusCode, res.body).toBe(200);
    expect(marksOf(res)).toEqual({ [tiny]: 'present', [tola]: 'late' });
    const notMine = await register('2025-11-04', [], 'nursery-teacher-2');
    expect(notMine.statusCode).toBe(403);
    // a class teacher of the elementary campus cannot reach the preschool campus
    expect((await register('2025-11-04', [], 'teacher')).statusCode).toBe(404);
  });

  it('names one group: a class or a preschool, not both and not neither (422)', async () => {
    const both = await t.call('PUT', '/attendance/register', {
      as: 'superadmin',
      body: {
        preschool_id: nursery,
        class_id: String(t.ids.demo.classIds[0]),
        date: '2025-11-05',
        day_session: 'morning',
        marks: [],
      },
    });
    expect(both.statusCode).toBe(422);
    const neither = await t.call('GET', '/attendance/register', {
      as: 'superadmin',
      query: { date: '2025-11-05' },
    });
    expect(neither.statusCode).toBe(422);
    expect(neither.json().errors.class_id).toBeDefined();
  });

  it('refuses a day that is not a school day with a clear 422, writing nothing', async () => {
    const before = await t.rowCount();
    const saturday = await register('2025-11-08', []);
    expect(saturday.statusCode).toBe(422);
    expect(saturday.json().message).toBe(
      '2025-11-08 is a Saturday: the school is closed at weekends.',
    );
    const christmas = await register('2025-12-17', []);
    expect(christmas.statusCode).toBe(422);
    expect(christmas.json().message).toContain('in the break after First Term 2025/2026');
    expect(await t.rowCount()).toBe(before);
  });

  it("another preschool's or another school's pupil is 404", async () => {
    await t.token('other-admin');
    const before = await t.rowCount();
    const foreign = await register('2025-11-05', [{ student_id: otherPupil, mark: 'absent' }]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Student not found in this preschool class.');
    const otherSchool = String(t.ids.users['other-student']);
    expect(
      (await register('2025-11-05', [{ student_id: otherSchool, mark: 'absent' }])).statusCode,
    ).toBe(404);
    expect((await register('2025-11-05', [], 'other-admin')).statusCode).toBe(404);
    expect(await t.rowCount()).toBe(before);
  });
});

describe('the preschool report card', () => {
  const card = async () => {
    const res = await t.call('GET', `/preschoolresult/${tiny}/Second%20Half/${termPath}`, {
      as: 'superadmin',
    });
    expect(res.statusCode, res.body).toBe(200);
    return typed(res, 'PreschoolResultItem').data.attributes;
  };

  it('reads the register when the school says so, and the typed figures otherwise', async () => {
    const saved = await t.call('POST', '/preschoolresult', {
      as: 'nursery-teacher',
      body: {
        student_id: tiny,
        class_id: nursery,
        period: 'Second Half',
        ...TERM,
        school_opened: 60,
        times_present: 58,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await card()).toMatchObject({ school_opened: 60, times_present: 58, times_absent: 2 });
    expect((await register('2025-11-06', [{ student_id: tiny, mark: 'late' }])).statusCode).toBe(
      200,
    );
    const on = await t.call('PUT', '/attendance/settings', {
      as: 'superadmin',
      body: { report_card_reads_register: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    // Checked by hand: Tiny was marked in 3 registers (3 Nov absent, 4 Nov present, 6 Nov
    // late): opened 3, present 2 (late counts as present), absent 1.
    expect(await card()).toMatchObject({ school_opened: 3, times_present: 2, times_absent: 1 });
    const list = await t.call('GET', `/computedresult/Second%20Half/${termPath}`, {
      as: 'nursery-teacher',
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(typed(list, 'PreschoolResultList').data[0]?.attributes).toMatchObject({
      school_opened: 3,
      times_present: 2,
      times_absent: 1,
    });
  });
});

describe('reports and the pupil', () => {
  it("the preschool's report and the whole school's count its registers", async () => {
    const mine = await t.call('GET', '/attendance/report', {
      as: 'nursery-teacher',
      query: { ...TERM, preschool_id: nursery, group_by: 'term' },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const report = typed(mine, 'AttendanceReportItem').data.attributes;
    expect(report).toMatchObject({ preschool_id: nursery, class_id: null });
    // 3 registers of 2 pupils: Tiny absent 3 Nov and late 6 Nov, Tola late 4 Nov.
    expect(report.total).toMatchObject({ marked: 6, present: 3, late: 2, absent: 1 });
    expect(report.arms).toEqual([
      expect.objectContaining({ preschool_id: nursery, class_id: null, class_name: 'Nursery 1' }),
    ]);
    expect(report.students.find((s) => s.student_id === tiny)).toMatchObject({
      preschool_id: nursery,
      absent: 1,
      late: 1,
    });
    const other = await t.call('GET', '/attendance/report', {
      as: 'nursery-teacher-2',
      query: { ...TERM, preschool_id: nursery },
    });
    expect(other.statusCode).toBe(403);
    const school = await t.call('GET', '/attendance/report', {
      as: 'superadmin',
      query: { ...TERM },
    });
    expect(school.statusCode, school.body).toBe(200);
    expect(
      typed(school, 'AttendanceReportItem').data.attributes.arms.find(
        (a) => a.preschool_id === nursery,
      ),
    ).toMatchObject({ marked: 6, class_name: 'Nursery 1' });
  });

  it("a pupil's attendance lists the registers they missed", async () => {
    const res = await t.call('GET', `/attendance/student/${tiny}`, {
      as: 'att-tiny',
      query: { ...TERM },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(typed(res, 'StudentAttendanceItem').data.attributes).toMatchObject({
      figures: { marked: 3, absent: 1, late: 1 },
      days: [
        { date: '2025-11-03', mark: 'absent' },
        { date: '2025-11-06', mark: 'late' },
      ],
    });
  });
});

describe.runIf(usingPostgres)('two saves at once (PostgreSQL)', () => {
  it('leave one register, never a mixture', async () => {
    const save = (as: string, mark: 'absent' | 'late', date: string) =>
      register(
        date,
        [tiny, tola].map((student_id) => ({ student_id, mark })),
        as,
      );
    for (const date of ['2025-11-17', '2025-11-18', '2025-11-19']) {
      for (let round = 0; round < 2; round++) {
        const [a, b] = await Promise.all([
          save('superadmin', 'absent', date),
          save('nursery-teacher', 'late', date),
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
        as: 'superadmin',
        query: { preschool_id: nursery, date },
      });
      expect(new Set(Object.values(marksOf(read))).size).toBe(1);
    }
  });
});
