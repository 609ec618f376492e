/**
 * Taking (or correcting) a class arm's or preschool class's register for one school day and
 * session. Checks first (the group and the caller's right to it, a school day, the session,
 * every mark a student of the group), then the term lock; then one transaction locks the register's row, replaces its
 * marks whole, audits a correction after the day and queues the absence alerts. Two saves of
 * one register at once: the second waits on the row, then replaces the first's marks, so the
 * register is one of them, never a mixture.
 */
import { schoolDate } from '@schoolmates/domain/calendar';
import type { Schema } from '@schoolmates/sdk';
import { audit } from '../audit/audit-log.ts';
import type { Auth } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { BodyOf } from '../contract.ts';
import { type Db, together } from '../db/client.ts';
import { conflict, type FieldErrors, HttpError, invalid } from '../http/errors.ts';
import { notify, type Telling } from '../messages/notify.ts';
import type { Outbox } from '../messages/outbox.ts';
import { studentAbsentWording } from '../messages/templates.ts';
import { groupOf } from './access.ts';
import {
  lockRegister,
  marksOf,
  releasedEndTerm,
  replaceMarks,
  settingsOf,
  studentsOf,
} from './attendance.queries.ts';
import { lockedReason, registerOf } from './register.ts';
import { schoolDay } from './school-day.ts';

type Mark = Schema<'AttendanceMark'>;

/** One absence told: about one student, once a school day (the dedupe key). */
interface AbsenceTelling extends Telling {
  day: string;
}

export async function takeRegister(
  db: Db,
  outbox: Outbox,
  config: Pick<Config, 'publicUrl'>,
  auth: Auth,
  body: BodyOf<'takeAttendanceRegister'>,
  now = new Date(),
) {
  const group = await groupOf(db, auth, body);
  const day = body.date;
  const today = schoolDate(now);
  if (day > today) throw invalid({ date: ['is after today: a register is taken on the day'] });
  // Independent reads side by side (each on a connection of the pool).
  const [open, settings, students] = await together(
    db,
    () => schoolDay(db, auth.schId, group.campusId, day),
    () => settingsOf(db, auth.schId),
    () => studentsOf(db, group),
  );
  if (!open.open) throw invalid({ date: [open.reason] }, open.reason);
  if (body.day_session === 'afternoon' && settings.sessionsPerDay < 2) {
    throw invalid({ day_session: ['the school keeps one register a day, in the morning'] });
  }

  // Every mark: a student of this group, once; a reason for an excused absence only.
  const ofGroup = new Map(students.map((s) => [String(s.id), s]));
  const errors: FieldErrors = {};
  const given = new Map<string, { mark: Mark; reason: string | null }>();
  body.marks.forEach((m, n) => {
    if (!ofGroup.has(m.student_id)) {
      throw new HttpError(
        404,
        `Student not found in this ${group.preschoolId === null ? 'class arm' : 'preschool class'}.`,
      );
    }
    if (given.has(m.student_id)) errors[`marks.${n}.student_id`] = ['appears more than once'];
    const reason = m.reason?.trim() || null;
    if (m.mark === 'excused' && !reason)
      errors[`marks.${n}.reason`] = ['say why the absence is excused'];
    if (m.mark !== 'excused' && reason)
      errors[`marks.${n}.reason`] = ['only an excused absence takes a reason'];
    given.set(m.student_id, { mark: m.mark, reason: m.mark === 'excused' ? reason : null });
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const marks = students.map((s) => ({
    studentId: s.id,
    ...(given.get(String(s.id)) ?? { mark: 'present' as const, reason: null }),
  }));

  // The term's register is locked once the term's results are released, as its scores are.
  const released = await releasedEndTerm(
    db,
    auth.schId,
    students.map((s) => s.id),
    open.term,
    open.session,
  );
  if (released.length > 0) {
    throw conflict(
      lockedReason(
        open.term,
        open.session,
        released.map((r) => r.name),
      ),
    );
  }

  await db.transaction(async (tx) => {
    const register = await lockRegister(tx, {
      ...group,
      day,
      daySession: body.day_session,
      term: open.term,
      session: open.session,
      takenBy: auth.userId,
    });
    const before = register.existed ? await marksOf(tx, auth.schId, register.id) : [];
    await replaceMarks(tx, auth.schId, register.id, marks);
    if (register.existed && day < today) {
      const was = new Map(before.map((m) => [m.studentId, m]));
      const changes = marks.flatMap((m) => {
        const old = was.get(m.studentId);
        if (old && old.mark === m.mark && old.reason === m.reason) return [];
        return [
          {
            student_id: String(m.studentId),
            from: old ? { mark: old.mark, reason: old.reason } : null,
            to: { mark: m.mark, reason: m.reason },
          },
        ];
      });
      if (changes.length > 0) {
        await audit(tx, auth, 'attendance_register', register.id, 'corrected', {
          ...(group.preschoolId !== null
            ? { preschool_id: String(group.preschoolId) }
            : { class_id: String(group.classId), sub_class: group.subClass || null }),
          date: day,
          day_session: body.day_session,
          changes,
        });
      }
    }
    if (settings.absenceAlerts) {
      const absent = marks.filter((m) => m.mark === 'absent');
      await notify<AbsenceTelling>(tx, outbox, {
        schId: auth.schId,
        event: 'student_absent',
        // once a school day per student, whichever session and however often it is saved
        to: absent.map((m) => ({ userId: m.studentId, eventKey: `${m.studentId}:${day}`, day })),
        batch: `register:${register.id}`,
        // the student and, through guardian_links, their family (issue 28)
        family: true,
        wording: (reader, school, telling) =>
          studentAbsentWording(
            school,
            reader,
            telling.day,
            reader.child
              ? `${config.publicUrl}/family/children/${telling.userId}`
              : `${config.publicUrl}/attendance/mine`,
          ),
      });
    }
  });
  return registerOf(db, group, day, body.day_session, { students, open, marks });
}
