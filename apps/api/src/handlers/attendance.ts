/** Daily attendance (issue 30): registers, settings, holidays, reports. One call each. */
import { groupOf } from '../attendance/access.ts';
import { holidaysOf, settingsOf } from '../attendance/attendance.queries.ts';
import { registerOf } from '../attendance/register.ts';
import { attendanceReport } from '../attendance/report.ts';
import {
  addHoliday,
  holidayRecord,
  removeHoliday,
  saveSettings,
  settingsRecord,
} from '../attendance/settings.ts';
import { studentAttendance } from '../attendance/student-attendance.ts';
import { takeRegister } from '../attendance/take-register.ts';
import { item, list, message, toId } from '../http/envelope.ts';
import type { HandlerMap } from './types.ts';

export const attendanceHandlers = {
  async getAttendanceRegister({ db, auth, query }) {
    const group = await groupOf(db, auth, query);
    return item(await registerOf(db, group, query.date, query.day_session ?? 'morning'));
  },

  async takeAttendanceRegister({ db, outbox, config, auth, body }) {
    return item(await takeRegister(db, outbox, config, auth, body), 'Register saved.');
  },

  async getAttendanceSettings({ db, auth }) {
    return item(settingsRecord(auth.schId, await settingsOf(db, auth.schId)));
  },

  async saveAttendanceSettings({ db, auth, body }) {
    return item(settingsRecord(auth.schId, await saveSettings(db, auth, body)), 'Settings saved.');
  },

  async listSchoolHolidays({ db, auth }) {
    return list((await holidaysOf(db, auth.schId)).map(holidayRecord));
  },

  async createSchoolHoliday({ db, auth, body }) {
    return item(await addHoliday(db, auth, body), 'Holiday added.');
  },

  async deleteSchoolHoliday({ db, auth, params }) {
    await removeHoliday(db, auth, toId(params.id));
    return message('Holiday removed.');
  },

  async getAttendanceReport({ db, auth, query }) {
    return attendanceReport(db, auth, query);
  },

  async getStudentAttendance({ db, auth, params, query }) {
    return studentAttendance(db, auth, params.student_id, query.term, query.session);
  },
} satisfies Partial<HandlerMap>;
