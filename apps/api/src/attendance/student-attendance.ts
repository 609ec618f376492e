/**
 * One student's attendance in a term: their figures and the registers they were not present in.
 * Read by the student, their guardians (issue 28) and the staff of their campus.
 */
import { figuresOf } from '@schoolmates/domain/attendance';
import type { Schema } from '@schoolmates/sdk';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { record } from '../http/envelope.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { visibleCampus } from '../http/scope.ts';
import { marksOfStudent, studentRow } from './attendance.queries.ts';

export async function studentAttendance(
  db: DbOrTx,
  auth: Auth,
  studentId: string,
  term: Schema<'Term'>,
  session: string,
): Promise<Schema<'StudentAttendanceItem'>> {
  if (auth.role === 'student' && studentId !== String(auth.userId)) {
    throw forbidden('You may only read your own attendance.');
  }
  const student = await studentRow(db, auth.schId, BigInt(studentId));
  // A guardian reads their linked children (on any campus of the school), nobody else's.
  const visible =
    auth.role === 'guardian'
      ? student !== null && auth.children.includes(student.id)
      : student !== null && visibleCampus(auth, student.campusId);
  if (!student || !visible) throw notFound('Student');
  const marks = await marksOfStudent(db, auth.schId, student.id, term, session);
  const counts: Partial<Record<Schema<'AttendanceMark'>, number>> = {};
  for (const m of marks) counts[m.mark] = (counts[m.mark] ?? 0) + 1;
  return {
    data: record(student.id, {
      student_id: String(student.id),
      student_fullname: student.name,
      term,
      session,
      figures: figuresOf(counts),
      days: marks
        .filter((m) => m.mark !== 'present')
        .map((m) => ({ date: m.day, day_session: m.daySession, mark: m.mark, reason: m.reason })),
    }),
  };
}
