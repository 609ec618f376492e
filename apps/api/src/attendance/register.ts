/** A register as the contract answers it: the group's students with their marks (none while not taken). */
import type { SchoolDay } from '@schoolmates/domain/attendance';
import type { Schema } from '@schoolmates/sdk';
import { type DbOrTx, together } from '../db/client.ts';
import { record } from '../http/envelope.ts';
import {
  marksOf,
  type RegisterGroup,
  registerRow,
  releasedEndTerm,
  studentsOf,
} from './attendance.queries.ts';
import { schoolDay } from './school-day.ts';

type DaySession = Schema<'AttendanceDaySession'>;

/** The names of students whose term's results are released, as a 409 or the screen says it. */
export const lockedReason = (term: string, session: string, names: string[]) =>
  `The ${term} ${session} results of ${names.join(', ')} are released, so the term's register is locked for them; withhold the results first to change it.`;

type Students = Awaited<ReturnType<typeof studentsOf>>;
type Marks = Awaited<ReturnType<typeof marksOf>>;

/**
 * The register of a class arm or preschool class, day and session. A save passes what it has just read and written
 * (`known`: the students, the day, the marks; nothing released, or it would have been refused),
 * so its answer reads only who took it.
 */
export async function registerOf(
  db: DbOrTx,
  group: RegisterGroup & { className: string },
  day: string,
  daySession: DaySession,
  known?: { students: Students; open: SchoolDay; marks: Marks },
): Promise<Schema<'AttendanceRegisterRecord'>> {
  const [found, students, open] = known
    ? [await registerRow(db, group, day, daySession), known.students, known.open]
    : await together(
        db,
        () => registerRow(db, group, day, daySession),
        () => studentsOf(db, group),
        () => schoolDay(db, group.schId, group.campusId, day),
      );
  const marks = known
    ? known.marks
    : found
      ? await marksOf(db, group.schId, found.register.id)
      : [];
  const markOf = new Map(marks.map((m) => [m.studentId, m]));
  const term = found?.register.term ?? (open.open ? open.term : null);
  const session = found?.register.session ?? (open.open ? open.session : null);
  const released =
    term && session && !known
      ? await releasedEndTerm(
          db,
          group.schId,
          students.map((s) => s.id),
          term,
          session,
        )
      : [];
  const named =
    group.preschoolId !== null
      ? `preschool.${group.preschoolId}`
      : `${group.classId}.${group.subClass}`;
  return record(`${named}.${day}.${daySession}`, {
    class_id: group.classId === null ? null : String(group.classId),
    preschool_id: group.preschoolId === null ? null : String(group.preschoolId),
    class_name: group.className,
    sub_class: group.subClass === '' ? null : group.subClass,
    date: day,
    day_session: daySession,
    term,
    session,
    school_day: open.open,
    closed_reason: open.open ? null : open.reason,
    locked:
      term && session && released.length > 0
        ? lockedReason(
            term,
            session,
            released.map((r) => r.name),
          )
        : null,
    taken: found !== null,
    taken_by: found?.takenBy ?? null,
    taken_at: found ? found.register.takenAt.toISOString() : null,
    students: students.map((s) => {
      const m = markOf.get(s.id);
      return {
        student_id: String(s.id),
        student_fullname: s.name,
        admission_number: s.admissionNumber,
        mark: m?.mark ?? null,
        reason: m?.reason ?? null,
      };
    }),
  });
}
