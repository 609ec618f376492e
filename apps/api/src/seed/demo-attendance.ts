/**
 * The demo's daily registers (issue 30): every arm of the main campus, every school day of the
 * current term up to the demo's today, one register a day (the school keeps the default of one,
 * in the morning), taken by the arm's class teacher. Most students are present; a few are
 * absent now and then, some late, some excused with a reason, and a handful miss school often
 * enough to show on the chronic-absence list. The demo student (Chidi, JSS 1 A) was absent one
 * day, excused another and late once, so his mother (`parent`) sees it on her Attendance page.
 *
 * Which days are school days, and their term, is the server's own rule (`schoolDay`, as a save
 * checks it). Today's registers are taken through the server's handler as each class teacher
 * takes one, all but JSS 1 A's, left for the demo `teacher` to take; the days before are
 * written in bulk (one insert of registers, one of marks a few thousand at a time: about
 * 4,000 marks), as a save would write them, so the seed stays fast.
 *
 * Little Stars' nursery classes (`seedPreschoolRegisters`, after the preschool is seeded) have
 * theirs too, every school day including today, taken by each class's teacher.
 */
import type { AttendanceMark } from '@schoolmates/domain/attendance';
import type { Term } from '@schoolmates/domain/calendar';
import { and, eq } from 'drizzle-orm';
import { schoolDay } from '../attendance/school-day.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { must } from '../db/rows.ts';
import { attendanceMarks, attendanceRegisters, users } from '../db/schema.ts';
import { callerFor } from './calls.ts';
import type { SeededIds } from './demo.ts';
import type { DemoPreschool } from './demo-preschool.ts';
import type { Arm, DemoSchool } from './demo-school.ts';
import type { Random } from './random.ts';

const DAY = 86_400_000;

const EXCUSES = [
  'Hospital appointment',
  'Sick: the family called the school',
  'Family wedding in Ibadan',
  'Inter-school sports competition',
  'Dental appointment',
] as const;

/** How often a student is away: most rarely, a few often (chronic absence). */
interface Habit {
  absent: number;
  late: number;
  excused: number;
}

const USUAL: Habit = { absent: 0.02, late: 0.04, excused: 0.01 };
const OFTEN_AWAY: Habit = { absent: 0.16, late: 0.08, excused: 0.04 };

interface Marked {
  studentId: bigint;
  mark: AttendanceMark;
  reason: string | null;
}

/** The demo student's term so far: absent on the 3rd school day, excused on the 7th, late on the 5th. */
const CHIDI: Record<number, Omit<Marked, 'studentId'>> = {
  2: { mark: 'absent', reason: null },
  4: { mark: 'late', reason: null },
  6: { mark: 'excused', reason: 'Dental appointment' },
};

export interface DemoAttendance {
  /** The school days registers were taken on, oldest first. */
  days: string[];
  registers: number;
  marks: number;
}

/** The term's school days of a campus so far, by the rule a save applies (weekends, holidays, breaks). */
async function schoolDaysSoFar(db: Db, school: DemoSchool, campusId: bigint) {
  const { schId, calendar } = school;
  const days: { day: string; term: Term; session: string }[] = [];
  for (let t = Date.parse(`${calendar.week(1).from}T00:00:00Z`); ; t += DAY) {
    const day = new Date(t).toISOString().slice(0, 10);
    if (day > calendar.today) break;
    const open = await schoolDay(db, schId, campusId, day);
    if (open.open) days.push({ day, term: open.term, session: open.session });
  }
  return days;
}

/** A usual day's mark: present mostly, now and then away, late or excused. */
function usualMark(random: Random, h: Habit = USUAL): Omit<Marked, 'studentId'> {
  const roll = random.next();
  if (roll < h.absent) return { mark: 'absent', reason: null };
  if (roll < h.absent + h.excused) return { mark: 'excused', reason: random.pick(EXCUSES) };
  if (roll < h.absent + h.excused + h.late) return { mark: 'late', reason: null };
  return { mark: 'present', reason: null };
}

export async function seedDemoAttendance(
  db: Db,
  config: Config,
  ids: SeededIds,
  school: DemoSchool,
  random: Random,
): Promise<DemoAttendance> {
  const { schId, campusId, calendar } = school;
  const days = await schoolDaysSoFar(db, school, campusId);

  const habits = new Map<bigint, Habit>();
  for (const arm of school.arms) {
    for (const id of arm.studentIds) habits.set(id, random.next() < 0.03 ? OFTEN_AWAY : USUAL);
  }
  const markOf = (studentId: bigint, n: number): Omit<Marked, 'studentId'> => {
    if (studentId === ids.users.student) {
      random.next(); // drawn as for everyone, so the others' marks stay as they were
      return CHIDI[n] ?? { mark: 'present', reason: null };
    }
    return usualMark(random, habits.get(studentId));
  };
  const marksOf = (arm: Arm, n: number): Marked[] =>
    arm.studentIds.map((studentId) => ({ studentId, ...markOf(studentId, n) }));

  // The days before today, in bulk: one register a day per arm, every student marked.
  const past = days.filter((d) => d.day < calendar.today);
  const registers = past.flatMap(({ day, term, session }, n) =>
    school.arms.map((arm) => ({
      arm,
      n,
      row: {
        schId,
        campusId,
        classId: arm.classId,
        subClass: arm.subClass,
        day,
        daySession: 'morning' as const,
        term,
        session,
        takenBy: arm.classTeacherId,
        // taken before the first lesson
        takenAt: new Date(`${day}T07:${String(random.int(35, 59)).padStart(2, '0')}:00+01:00`),
      },
    })),
  );
  const saved =
    registers.length === 0
      ? []
      : await db
          .insert(attendanceRegisters)
          .values(registers.map((r) => r.row))
          .returning({
            id: attendanceRegisters.id,
            classId: attendanceRegisters.classId,
            subClass: attendanceRegisters.subClass,
            day: attendanceRegisters.day,
          });
  const idOf = new Map(saved.map((s) => [`${s.classId}|${s.subClass}|${s.day}`, s.id]));
  const marks = registers.flatMap(({ arm, n, row }) => {
    const registerId = must(idOf.get(`${row.classId}|${row.subClass}|${row.day}`));
    return marksOf(arm, n).map((m) => ({ schId, registerId, ...m }));
  });
  for (let at = 0; at < marks.length; at += 5_000) {
    await db.insert(attendanceMarks).values(marks.slice(at, at + 5_000));
  }

  // Today's, through the handler as each class teacher takes it (the exceptions only);
  // JSS 1 A's waits for its class teacher, the demo `teacher`.
  let takenToday = 0;
  let markedToday = 0;
  const today = days.find((d) => d.day === calendar.today);
  if (today) {
    for (const arm of school.arms) {
      const taken = marksOf(arm, days.length - 1);
      if (arm.classTeacherId === ids.users.teacher) continue;
      const classTeacher = await callerFor(db, config, arm.classTeacherId);
      await classTeacher('takeAttendanceRegister', {
        body: {
          class_id: String(arm.classId),
          sub_class: arm.subClass,
          date: today.day,
          day_session: 'morning',
          marks: taken
            .filter((m) => m.mark !== 'present')
            .map((m) => ({
              student_id: String(m.studentId),
              mark: m.mark,
              ...(m.reason ? { reason: m.reason } : {}),
            })),
        },
      });
      takenToday += 1;
      markedToday += taken.length;
    }
  }
  return {
    days: days.map((d) => d.day),
    registers: saved.length + takenToday,
    marks: marks.length + markedToday,
  };
}

/** Little Stars' registers: each nursery class's, every school day of the term up to today. */
export async function seedPreschoolRegisters(
  db: Db,
  school: DemoSchool,
  preschool: DemoPreschool,
  random: Random,
): Promise<number> {
  const { schId, preschoolCampusId: campusId } = school;
  const days = await schoolDaysSoFar(db, school, campusId);
  const pupils = await db
    .select({ id: users.id, preschoolId: users.preschoolId })
    .from(users)
    .where(and(eq(users.schId, schId), eq(users.campusId, campusId), eq(users.kind, 'student')));
  const rows = days.flatMap(({ day, term, session }) =>
    school.preschoolIds.map((preschoolId, n) => ({
      schId,
      campusId,
      preschoolId,
      day,
      daySession: 'morning' as const,
      term,
      session,
      takenBy: preschool.teacherIds[n] ?? null,
      takenAt: new Date(`${day}T08:${String(random.int(0, 25)).padStart(2, '0')}:00+01:00`),
    })),
  );
  if (rows.length === 0) return 0;
  const saved = await db
    .insert(attendanceRegisters)
    .values(rows)
    .returning({ id: attendanceRegisters.id, preschoolId: attendanceRegisters.preschoolId });
  const marks = saved.flatMap((r) =>
    pupils
      .filter((p) => p.preschoolId === r.preschoolId)
      .map((p) => ({ schId, registerId: r.id, studentId: p.id, ...usualMark(random) })),
  );
  for (let at = 0; at < marks.length; at += 5_000) {
    await db.insert(attendanceMarks).values(marks.slice(at, at + 5_000));
  }
  return saved.length;
}
