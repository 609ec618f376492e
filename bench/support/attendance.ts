/**
 * The school of the attendance benchmark (bench/attendance): 40 class arms of 50 students, and a
 * whole term of registers written straight into the tables (every arm, 60 school days, morning
 * and afternoon: 240,000 marks, about one in twelve not present).
 */

import { DESIGNATION } from '@schoolmates/domain/people';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.ts';
import { rowsOf } from '../../apps/api/src/db/rows.ts';
import { attendanceSettings, classes, users } from '../../apps/api/src/db/schema.ts';
import { insertUsers } from '../../apps/api/src/db/users.ts';

export const ARM_SIZE = 50;
export const ARMS = 40;

/** The first `n` weekdays from Monday 8 September 2025 (First Term 2025/2026). */
export function schoolDays(n: number): string[] {
  const days: string[] = [];
  const d = new Date('2025-09-08T00:00:00Z');
  while (days.length < n) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) days.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return days;
}

/** 20 classes of two arms, 50 active students an arm, two registers a day; answers the first arm. */
export async function addAttendanceSchool(db: Db, schId: bigint, campusId: bigint) {
  const classRows = await db
    .insert(classes)
    .values(
      Array.from({ length: ARMS / 2 }, (_, i) => ({
        schId,
        campusId,
        className: `Bench ${i + 1}`,
        subClasses: ['A', 'B'],
      })),
    )
    .returning();
  const arms = classRows.flatMap((c) => ['A', 'B'].map((a) => ({ classId: c.id, subClass: a })));
  const people = arms.flatMap((arm, a) =>
    Array.from({ length: ARM_SIZE }, (_, i) => ({
      schId,
      campusId,
      kind: 'student' as const,
      designationId: DESIGNATION.student,
      username: `bench-${a}-${i}`,
      passwordHash: 'x',
      surname: `Pupil${String(i).padStart(2, '0')}`,
      firstname: `Arm${a}`,
      classId: arm.classId,
      subClass: arm.subClass,
    })),
  );
  for (let i = 0; i < people.length; i += 500) await insertUsers(db, people.slice(i, i + 500));
  await db
    .insert(attendanceSettings)
    .values({ schId, sessionsPerDay: 2, reportCardReadsRegister: true, absenceAlerts: true });
  const first = arms[0];
  if (!first) throw new Error('no arm');
  const pupils = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(
        sql`${users.schId} = ${schId} and ${users.classId} = ${first.classId} and ${users.subClass} = 'A'`,
      )
  ).map((u) => String(u.id));
  return { classId: String(first.classId), pupils };
}

/** Replaces the school's registers with a whole term of them; answers how many marks. */
export async function fillTerm(db: Db, schId: bigint, campusId: bigint, days: string[]) {
  await db.execute(sql`delete from attendance_registers where sch_id = ${schId}`);
  await db.execute(sql`
    insert into attendance_registers (sch_id, campus_id, class_id, sub_class, day, day_session, term, session, taken_at)
    select ${schId}, ${campusId}, a.class_id, a.sub_class, d.day::date, s.day_session, 'First Term', '2025/2026', now()
    from (select id as class_id, unnest(sub_classes) as sub_class from classes
          where sch_id = ${schId} and class_name like 'Bench %') a
    cross join unnest(${`{${days.join(',')}}`}::text[]) as d(day)
    cross join (values ('morning'), ('afternoon')) as s(day_session)`);
  await db.execute(sql`
    insert into attendance_marks (sch_id, register_id, student_id, mark, reason)
    select r.sch_id, r.id, u.id,
      case when (u.id + r.id) % 23 = 0 then 'absent' when (u.id + r.id) % 31 = 0 then 'late'
           when (u.id + r.id) % 97 = 0 then 'excused' else 'present' end,
      case when (u.id + r.id) % 23 <> 0 and (u.id + r.id) % 31 <> 0 and (u.id + r.id) % 97 = 0
           then 'Clinic' end
    from attendance_registers r
    join users u on u.sch_id = r.sch_id and u.class_id = r.class_id and u.sub_class = r.sub_class
      and u.kind = 'student'
    where r.sch_id = ${schId}`);
  await db.execute(sql`analyze attendance_registers`);
  await db.execute(sql`analyze attendance_marks`);
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from attendance_marks where sch_id = ${schId}`),
  );
  return row?.n ?? 0;
}
