/**
 * The demo school: the same on every seeding (two databases seeded alike hold the same rows,
 * apart from the clock's and chance's: timestamps, password salts, storage keys), and as
 * large and complete as the README promises, read back through the server's own handlers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schoolDate } from '@schoolmates/domain/calendar';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { withServerKey } from '../server-key.ts';
import { emptyDatabase } from '../test/harness.ts';
import { callerFor } from './calls.ts';
import type { SeededIds } from './demo.ts';
import { DEMO_STEPS, seedDemoData } from './demo-data.ts';
import type { DemoPreschool } from './demo-preschool.ts';
import { type DemoSchool, SESSION } from './demo-school.ts';

/** Both seedings are dated from one day, even if the test runs over midnight. */
const SEEDED_ON = schoolDate(new Date());

/** Columns whose values depend on chance, not on the demo (besides every timestamp). */
const VOLATILE = new Set(['password_hash', 'token_hash', 'storage_key']);
/** The same, of one table: report-card codes and signing keys are random (issue 31). */
const VOLATILE_IN: Record<string, string[]> = {
  report_card_keys: ['kid', 'public_jwk', 'sealed_private_key'],
  report_card_verifications: ['code', 'statement', 'kid'],
};

interface Seeded {
  database: Database;
  drop(): Promise<void>;
  config: Config;
  ids: SeededIds;
  school: DemoSchool;
  preschool: DemoPreschool;
  /** What the seeder printed while it worked. */
  progress: string[];
}

async function seeded(): Promise<Seeded> {
  const { database, drop } = await emptyDatabase();
  await database.migrate();
  // The server's key as `pnpm seed` on the embedded default has it (its data folder's).
  const config = withServerKey(
    { ...loadConfig({}), dataDir: mkdtempSync(join(tmpdir(), 'demo-seed-')) },
    { told: () => {} },
  );
  const progress: string[] = [];
  const { ids, school, preschool } = await seedDemoData(database.db, config, {
    today: SEEDED_ON,
    progress: (line) => progress.push(line),
  });
  return {
    database,
    progress,
    config,
    ids,
    school,
    preschool,
    drop: async () => {
      await drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

async function rows<T>(s: Seeded, query: ReturnType<typeof sql>): Promise<T[]> {
  const answer = await s.database.db.execute(query);
  return (answer as unknown as { rows: T[] }).rows;
}

/** Every row of every table, without its volatile columns, sorted: the demo as data. */
async function contents(s: Seeded): Promise<Record<string, string[]>> {
  const tables = await rows<{ name: string }>(
    s,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
          and table_name not like '%drizzle%' order by 1`,
  );
  const timestamps = await rows<{ name: string; column: string }>(
    s,
    sql`select table_name as name, column_name as column from information_schema.columns
        where table_schema = 'public' and data_type like 'timestamp%'`,
  );
  const volatile = (table: string, column: string) =>
    VOLATILE.has(column) ||
    VOLATILE_IN[table]?.includes(column) ||
    timestamps.some((t) => t.name === table && t.column === column);
  const out: Record<string, string[]> = {};
  for (const { name } of tables) {
    const all = await rows<{ r: Record<string, unknown> }>(
      s,
      sql`select row_to_json(t) as r from ${sql.identifier(name)} t`,
    );
    out[name] = all
      .map(({ r }) =>
        JSON.stringify(Object.entries(r).filter(([column]) => !volatile(name, column))),
      )
      .sort();
  }
  return out;
}

let first: Seeded;
let second: Seeded;
beforeAll(async () => {
  first = await seeded();
  second = await seeded();
}, 600_000);
afterAll(async () => {
  await first?.drop();
  await second?.drop();
});

const count = async (s: Seeded, query: ReturnType<typeof sql>) =>
  Number((await rows<{ n: number }>(s, query))[0]?.n ?? 0);

describe('the demo school', () => {
  it('is the same data on every seeding', async () => {
    const [a, b] = [await contents(first), await contents(second)];
    expect(Object.keys(a)).toEqual(Object.keys(b));
    for (const table of Object.keys(a)) expect(b[table], table).toEqual(a[table]);
  });

  it('has two campuses, twelve arms of about 25, a preschool of two classes and its staff', async () => {
    const s = first;
    expect(s.school.arms).toHaveLength(12);
    expect(s.school.arms.map((a) => `${a.className} ${a.subClass}`)).toContain('SSS 3 B');
    for (const arm of s.school.arms) expect(arm.studentIds).toHaveLength(25);
    expect(
      await count(
        s,
        sql`select count(*)::int as n from users where kind = 'student' and preschool_id is not null`,
      ),
    ).toBe(20);
    const staff = await rows<{ designation_id: number; n: number }>(
      s,
      sql`select designation_id, count(*)::int as n from users
          where kind = 'staff' and sch_id = ${s.school.schId} group by 1 order by 1`,
    );
    // 1 admin, 2 bursars (account, one per campus), 3 principal, 4 teachers (12 and 2 of the
    // preschool), 6 superadmin
    expect(staff).toEqual([
      { designation_id: 1, n: 1 },
      { designation_id: 2, n: 2 },
      { designation_id: 3, n: 1 },
      { designation_id: 4, n: 14 },
      { designation_id: 6, n: 1 },
    ]);
    expect(
      await count(
        s,
        sql`select count(*)::int as n from departments where sch_id = ${s.school.schId}`,
      ),
    ).toBe(4);
    // Every subject of every arm has a teacher.
    expect(
      await count(
        s,
        sql`select count(*)::int as n from teacher_subjects where sch_id = ${s.school.schId}`,
      ),
    ).toBeGreaterThanOrEqual(12 * 8);
    // ... and every teacher teaches.
    expect(
      await count(
        s,
        sql`select count(distinct staff_id)::int as n from teacher_subjects where sch_id = ${s.school.schId}`,
      ),
    ).toBe(12);
    // Names keep their diacritics.
    const names = await rows<{ name: string }>(
      s,
      sql`select surname || ' ' || firstname as name from users where kind = 'staff'`,
    );
    expect(names.map((n) => n.name)).toContain('Adébáyọ̀ Fẹ́mi');
  });

  it('has the First Term released with a tie, and the Second Term mid-term not released', async () => {
    const s = first;
    const byStatus = await rows<{ term: string; period: string; status: string; n: number }>(
      s,
      sql`select term, period, status, count(*)::int as n from results group by 1, 2, 3 order by 1, 2, 3`,
    );
    expect(byStatus).toEqual([
      { term: 'First Term', period: 'First Half', status: 'released', n: 300 },
      { term: 'First Term', period: 'Second Half', status: 'released', n: 300 },
      { term: 'Second Term', period: 'First Half', status: 'not_released', n: 300 },
    ]);
    const principal = await callerFor(s.database.db, s.config, s.ids.users.principal);
    const jss1 = s.school.arms[0];
    const sheet = await principal('getBroadsheet', {
      params: { class_id: String(jss1?.classId), term: 'First Term', session: SESSION },
      query: { period: 'Second Half', sub_class: 'A' },
    } as never);
    const students = sheet.data.attributes.students;
    expect(students).toHaveLength(25);
    const positions = students.map((st) => st.position);
    expect(new Set(positions).size).toBeLessThan(positions.length);
    expect(students.every((st) => st.subjects.length === 8)).toBe(true);
  });

  it("has a class teacher in each nursery class, who reads the class's First Term ratings", async () => {
    const s = first;
    expect(s.preschool.teacherIds).toHaveLength(2);
    for (const [n, preschoolId] of s.school.preschoolIds.entries()) {
      const teacher = await callerFor(s.database.db, s.config, s.preschool.teacherIds[n] ?? 0n);
      for (const period of ['First Half', 'Second Half'] as const) {
        const at = { period, term: 'First Term', session: SESSION } as const;
        const subjects = await teacher('listPreschoolClassSubjects', {
          params: { ...at, preschool_id: String(preschoolId) },
        });
        expect(subjects.data.map((x) => x.attributes.category).sort()).toEqual([
          'cognitive_development',
          'cognitive_development',
          'evaluation_report',
          'evaluation_report',
          'evaluation_report',
        ]);
        const topics = subjects.data.flatMap((x) => x.attributes.topic);
        const results = await teacher('listPreschoolResults', { params: at, query: {} });
        expect(results.data, period).toHaveLength(10);
        for (const { attributes: r } of results.data) {
          // Every topic of the class's subjects is rated, with attendance and a comment.
          const rated = [...r.evaluation_report, ...r.cognitive_development].flatMap((x) =>
            x.topics.map((t) => t.topic),
          );
          expect(rated.sort()).toEqual([...topics].sort());
          expect(r.times_absent).toBeGreaterThanOrEqual(0);
          expect(r.teacher_comment).toBeTruthy();
          expect(r.teachers.map((t) => t.name)).toHaveLength(1);
        }
      }
      // The current mid-term has its subjects, so the rating form has topics to rate.
      const now = await teacher('listPreschoolClassSubjects', {
        params: {
          period: 'First Half',
          term: 'Second Term',
          session: SESSION,
          preschool_id: String(preschoolId),
        },
      });
      expect(now.data).toHaveLength(5);
    }
  });

  it('invoices every student of both campuses in both terms, with payments in every state', async () => {
    const s = first;
    const bursar = await callerFor(s.database.db, s.config, s.ids.users.account);
    for (const term of ['First Term', 'Second Term'] as const) {
      const states = new Map<string, number>();
      for (let page = 1; ; page++) {
        const listed = await bursar('listInvoices', {
          query: { term, session: SESSION, page, per_page: 100 },
        });
        for (const i of listed.data)
          states.set(i.attributes.status, (states.get(i.attributes.status) ?? 0) + 1);
        if (page >= listed.meta.last_page) break;
      }
      expect(
        [...states.values()].reduce((a, b) => a + b),
        term,
      ).toBe(300);
      expect([...states.keys()].sort(), term).toEqual(['paid', 'part_paid', 'unpaid']);
    }
    // Little Stars' bursar bills its pupils, in every state too.
    const stars = await callerFor(s.database.db, s.config, s.preschool.bursarId);
    for (const term of ['First Term', 'Second Term'] as const) {
      const listed = await stars('listInvoices', {
        query: { term, session: SESSION, per_page: 100 },
      });
      expect(listed.data, term).toHaveLength(20);
      expect(listed.data.every((i) => /^Nursery [12]$/.test(i.attributes.class_name))).toBe(true);
      expect([...new Set(listed.data.map((i) => i.attributes.status))].sort(), term).toEqual([
        'paid',
        'part_paid',
        'unpaid',
      ]);
    }
    // No student of either campus goes without an invoice for the current term (or the First).
    for (const term of ['First Term', 'Second Term']) {
      const uninvoiced = await rows<{ username: string }>(
        s,
        sql`select username from users u where kind = 'student' and sch_id = ${s.school.schId}
            and not exists (select 1 from finance_invoices i where i.student_id = u.id
              and i.term = ${term} and i.session = ${SESSION})`,
      );
      expect(uninvoiced, term).toEqual([]);
    }
    const student = await callerFor(s.database.db, s.config, s.ids.users.student);
    const mine = await student('listInvoices', { query: { session: SESSION, term: 'First Term' } });
    expect(mine.data.map((i) => i.attributes.status)).toEqual(['part_paid']);
    // ₦188,500 billed (10 % off school fees), ₦70,000 paid: ₦118,500 owed, as the README says.
    expect(mine.data[0]?.attributes.outstanding).toBe(11_850_000);
  });

  it('has assignments answered and marked, lesson notes approved and waiting, announcements and attendance', async () => {
    const s = first;
    const n = (table: string, where = sql`true`) =>
      count(s, sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`);
    expect(await n('assignment_submissions')).toBeGreaterThan(50);
    expect(await n('lesson_notes', sql`status = 'approved'`)).toBeGreaterThanOrEqual(5);
    expect(await n('lesson_notes', sql`status = 'not_approved'`)).toBeGreaterThanOrEqual(10);
    expect(await n('school_announcements')).toBeGreaterThanOrEqual(4);
    expect(await n('staff_attendance')).toBe(18 * 10);
  });

  it('gives every released First Term card a code, and has a few checked by it, with and without the PIN', async () => {
    const s = first;
    const released = await rows<{ period: string; cards: number; coded: number }>(
      s,
      sql`select r.period, count(*)::int as cards, count(v.id)::int as coded
          from results r left join report_card_verifications v
            on v.sch_id = r.sch_id and v.result_id = r.id and v.replaced_at is null
          where r.sch_id = ${s.school.schId} and r.status = 'released' group by 1 order by 1`,
    );
    expect(released).toEqual([
      { period: 'First Half', cards: 300, coded: 300 },
      { period: 'Second Half', cards: 300, coded: 300 },
    ]);
    for (const username of ['principal', 'superadmin'] as const) {
      const reader = await callerFor(s.database.db, s.config, s.ids.users[username]);
      const checks = await reader('listReportCardVerifications', { query: {} });
      expect(
        checks.data.map((c) => [c.attributes.student_id, c.attributes.pin]).reverse(),
        username,
      ).toEqual([
        [String(s.ids.users.student), 'none'],
        [String(s.ids.users.student), 'right'],
        [String(s.school.arms[0]?.studentIds[1]), 'wrong'],
        [String(s.school.arms[0]?.studentIds[1]), 'right'],
      ]);
      expect(checks.data.every((c) => c.attributes.status === 'valid')).toBe(true);
    }
  });

  it("has every arm's register of every school day of the term so far, the demo student away on two", async () => {
    const s = first;
    const { calendar } = s.school;
    const week1 = calendar.week(1);
    const registers = await rows<{ arm: string; days: number; first: string; last: string }>(
      s,
      sql`select c.class_name || ' ' || r.sub_class as arm, count(*)::int as days,
            min(r.day)::text as first, max(r.day)::text as last
          from attendance_registers r join classes c on c.sch_id = r.sch_id and c.id = r.class_id
          where r.sch_id = ${s.school.schId} and r.term = 'Second Term' and r.session = ${SESSION}
            and r.day_session = 'morning' group by 1 order by 1`,
    );
    expect(registers).toHaveLength(12);
    // Every weekday from the term's first Monday to today (the demo has no holiday in it);
    // JSS 1 A's register of today waits for its class teacher, the demo `teacher`.
    const weekday = (day: string) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
    let schoolDays = 0;
    for (let t = Date.parse(week1.from); t <= Date.parse(calendar.today); t += 86_400_000) {
      if (weekday(new Date(t).toISOString().slice(0, 10))) schoolDays += 1;
    }
    expect(schoolDays).toBeGreaterThanOrEqual(10);
    for (const r of registers) {
      expect(r.first, r.arm).toBe(week1.from);
      const waiting = r.arm === 'JSS 1 A' && weekday(calendar.today);
      expect(r.days, r.arm).toBe(waiting ? schoolDays - 1 : schoolDays);
    }
    // Every student of every register is marked; a few per cent are away.
    const marks = await rows<{ mark: string; n: number }>(
      s,
      sql`select m.mark, count(*)::int as n from attendance_marks m
          join attendance_registers r on r.sch_id = m.sch_id and r.id = m.register_id
          where m.sch_id = ${s.school.schId} and r.class_id is not null group by 1`,
    );
    const total = marks.reduce((a, m) => a + m.n, 0);
    expect(total).toBe(registers.reduce((a, r) => a + r.days, 0) * 25);
    const share = (mark: string) => (marks.find((m) => m.mark === mark)?.n ?? 0) / total;
    expect(share('absent')).toBeGreaterThan(0.01);
    expect(share('absent') + share('excused')).toBeLessThan(0.08);
    expect(share('late')).toBeGreaterThan(0.01);
    expect(share('excused')).toBeGreaterThan(0);

    // The school's report: the whole school counted, some students chronically absent.
    const principal = await callerFor(s.database.db, s.config, s.ids.users.principal);
    const report = await principal('getAttendanceReport', {
      query: { term: 'Second Term', session: SESSION },
    });
    expect(report.data.attributes.total.marked).toBe(total);
    expect(report.data.attributes.arms).toHaveLength(12);
    expect(report.data.attributes.chronic.length).toBeGreaterThan(0);

    // The demo student's mother reads his absences: one absent, one excused with why, one late.
    const parent = await callerFor(s.database.db, s.config, s.ids.users.parent);
    const chidi = await parent('getStudentAttendance', {
      params: { student_id: String(s.ids.users.student) },
      query: { term: 'Second Term', session: SESSION },
    });
    expect(chidi.data.attributes.days.map((d) => [d.mark, d.reason])).toEqual([
      ['absent', null],
      ['late', null],
      ['excused', 'Dental appointment'],
    ]);
    expect(chidi.data.attributes.days[0]?.date).toBe(calendar.date('2026-01-14'));

    // Little Stars' nursery classes have theirs too, every school day including today.
    const nurseries = await rows<{ name: string; days: number; marks: number }>(
      s,
      sql`select p.name, count(distinct r.id)::int as days, count(m.*)::int as marks
          from attendance_registers r join preschools p on p.sch_id = r.sch_id and p.id = r.preschool_id
          left join attendance_marks m on m.sch_id = r.sch_id and m.register_id = r.id
          where r.sch_id = ${s.school.schId} and r.term = 'Second Term' group by 1 order by 1`,
    );
    expect(nurseries.map((n) => [n.name, n.days])).toEqual(
      s.school.preschoolIds.map((_, n) => [`Nursery ${n + 1}`, schoolDays]),
    );
    expect(nurseries.every((n) => n.marks > n.days)).toBe(true);
  });

  it('says what it is making, a line a step', () => {
    expect(first.progress).toHaveLength(DEMO_STEPS.length);
    expect(first.progress[2]).toMatch(
      /^Seeding the demo school: 3\/9 results: .*\(300 students\)…$/,
    );
    expect(first.progress.map((line) => line.split(' ')[4])).toEqual(
      DEMO_STEPS.map((_, n) => `${n + 1}/${DEMO_STEPS.length}`),
    );
  });

  it('is dated from the day it is seeded: the demo student can still answer week 2', async () => {
    const s = first;
    const student = await callerFor(s.database.db, s.config, s.ids.users.student);
    const at = { period: 'First Half', term: 'Second Term', session: SESSION } as const;
    const week2 = await student('listAssignments', {
      query: { ...at, type: 'objective', week: 2 },
    });
    expect(week2.data).toHaveLength(5);
    expect(week2.data.every((q) => 'submitted' in q.attributes && !q.attributes.submitted)).toBe(
      true,
    );
    await student('submitObjectiveAssignmentAnswers', {
      body: {
        answers: week2.data.map((q) => ({ assignment_id: q.id, answer: 'option1' as const })),
      },
    });
    const after = await student('listAssignments', {
      query: { ...at, type: 'objective', week: 2 },
    });
    expect(after.data.every((q) => 'submitted' in q.attributes && q.attributes.submitted)).toBe(
      true,
    );
  });
});
