/**
 * Saving a day's staff attendance: each entry for an active staff member of the caller's
 * campus (a teacher only their own), each listed once; written in one transaction.
 */
import type { Auth } from '../auth/sessions.ts';
import type { BodyOf } from '../contract.ts';
import type { Db } from '../db/client.ts';
import { must } from '../db/rows.ts';
import { toId } from '../http/envelope.ts';
import { invalid } from '../http/errors.ts';
import { checkAttendanceFor, ownCampus } from './access.ts';
import { activePeople } from './people.queries.ts';
import { attendanceOfDay, attendanceRows, saveAttendance } from './staff.queries.ts';

/** Saves the entries; answers the day's rows of the staff entered. */
export async function saveStaffAttendance(db: Db, auth: Auth, body: BodyOf<'saveStaffAttendance'>) {
  const ids = body.entries.map((e) => toId(e.staff_id));
  checkAttendanceFor(auth, ids);
  const staff = await activePeople(db, auth.schId, 'staff', ids, ownCampus(auth));
  const campusOf = new Map(staff.map((s) => [s.id, s.campusId]));
  const errors: Record<string, string[]> = {};
  ids.forEach((id, i) => {
    if (!campusOf.has(id)) errors[`entries.${i}.staff_id`] = ['is not active staff of your campus'];
  });
  if (new Set(ids).size !== ids.length) errors.entries = ['list each staff member once'];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  await db.transaction((tx) =>
    saveAttendance(
      tx,
      auth.schId,
      body.date_in,
      auth.userId,
      body.entries.map((e) => {
        const staffId = toId(e.staff_id);
        return {
          staffId,
          campusId: must(campusOf.get(staffId)),
          timeIn: e.time_in ?? null,
          timeOut: e.time_out ?? null,
          status: e.status,
          remark: e.remark ?? null,
        };
      }),
    ),
  );
  return attendanceRows(db, attendanceOfDay(auth.schId, body.date_in, ids));
}
