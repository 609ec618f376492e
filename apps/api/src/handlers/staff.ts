import { item, list, message, paged, pageMeta, paging, toId } from '../http/envelope.ts';
import { listCampusScope, targetCampus } from '../http/scope.ts';
import { appointDirectorOfStudies } from '../people/appoint-director-of-studies.ts';
import { importAnswer } from '../people/bulk-import.ts';
import { createStaff } from '../people/create-staff.ts';
import { deleteStaff } from '../people/delete-staff.ts';
import { importStaff } from '../people/import-staff.ts';
import { issueStaffOneTimePassword } from '../people/issue-one-time-password.ts';
import { staffList } from '../people/lists.ts';
import { attendanceRecord, dosRecord } from '../people/records.ts';
import { saveStaffAttendance } from '../people/save-staff-attendance.ts';
import { attendanceRows, attendanceWhere, directorOfStudies } from '../people/staff.queries.ts';
import { disableStaff, enableStaff } from '../people/staff-status.ts';
import { updateStaff } from '../people/update-staff.ts';
import type { HandlerMap } from './types.ts';

export const staffHandlers = {
  async listStaff({ db, auth, query }) {
    const { records, meta } = await staffList(db, auth, query);
    return paged(records, meta);
  },

  async createStaff({ db, outbox, config, auth, body }) {
    const { staff, password } = await createStaff(db, outbox, config, auth, body);
    return item(
      { id: staff.id, attributes: { ...staff.attributes, one_time_password: password } },
      'Staff member created; give them the one-time password.',
    );
  },

  async importStaff({ db, outbox, config, auth, body }) {
    return importAnswer(
      await importStaff(db, outbox, config, auth, body),
      (n) => `${n} staff added; print their login slips now: the passwords are shown only once.`,
    );
  },

  async updateStaff({ db, auth, params, body }) {
    return item(await updateStaff(db, auth, toId(params.id), body), 'Staff member updated.');
  },

  async deleteStaff({ db, auth, params }) {
    await deleteStaff(db, auth, toId(params.id));
    return message('Staff member deleted.');
  },

  async issueStaffOneTimePassword({ db, outbox, config, auth, params }) {
    const slip = await issueStaffOneTimePassword(db, outbox, config, auth, toId(params.id));
    return item(slip, 'One-time password issued.');
  },

  async disableStaff({ db, auth, params }) {
    await disableStaff(db, auth, toId(params.id));
    return message('Staff member disabled.');
  },

  async enableStaff({ db, auth, params }) {
    await enableStaff(db, auth, toId(params.id));
    return message('Staff member enabled.');
  },

  async listStaffAttendance({ db, auth, query }) {
    const campusId = await listCampusScope(db, auth, query.campus_id);
    const p = paging(query);
    const staffId =
      auth.role === 'teacher' ? auth.userId : query.staff_id ? toId(query.staff_id) : undefined;
    const rows = await attendanceRows(db, attendanceWhere(auth.schId, campusId, staffId, query), p);
    return paged(rows.map(attendanceRecord), pageMeta(p, rows[0]?.total ?? 0));
  },

  async saveStaffAttendance({ db, auth, body }) {
    const rows = await saveStaffAttendance(db, auth, body);
    return list(rows.map(attendanceRecord), { message: 'Attendance saved.' });
  },

  async setDirectorOfStudies({ db, auth, body }) {
    const { dos, campus } = await appointDirectorOfStudies(db, auth, body);
    return item(dos ? dosRecord(dos, campus) : null, 'Director of studies set.');
  },

  async getDirectorOfStudies({ db, auth, query }) {
    const campus = await targetCampus(db, auth, query.campus_id);
    const dos = await directorOfStudies(db, auth.schId, campus.id);
    return item(dos ? dosRecord(dos, campus) : null);
  },
} satisfies Partial<HandlerMap>;
