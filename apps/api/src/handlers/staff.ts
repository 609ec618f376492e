import { must } from '../db/rows.ts';
import { item, list, message, paged, pageMeta, paging, record, toId } from '../http/envelope.ts';
import { conflict, invalid, unlessReferenced } from '../http/errors.ts';
import { campusOfSchool, listCampusScope, targetCampus } from '../http/scope.ts';
import { checkAttendanceFor, ownCampus, personOfSchool } from '../people/access.ts';
import { importAnswer } from '../people/bulk-import.ts';
import { createStaff } from '../people/create-staff.ts';
import { importStaff } from '../people/import-staff.ts';
import { issueStaffOneTimePassword } from '../people/issue-one-time-password.ts';
import {
  activePeople,
  countPeople,
  deletePerson,
  pageOfPeople,
  setPersonStatus,
} from '../people/people.queries.ts';
import { attendanceRecord, dosRecord, staffAttributes } from '../people/records.ts';
import {
  attendanceOfDay,
  attendanceRows,
  attendanceWhere,
  directorOfStudies,
  saveAttendance,
  setDirectorOfStudies,
  staffWhere,
} from '../people/staff.queries.ts';
import { updateStaff } from '../people/update-staff.ts';
import type { HandlerMap } from './types.ts';

export const staffHandlers = {
  async listStaff({ db, auth, query }) {
    const campusId = await listCampusScope(db, auth, query.campus_id);
    const p = paging(query);
    const where = staffWhere(auth.schId, campusId, query);
    const [rows, [total]] = await Promise.all([
      pageOfPeople(db, auth.schId, where, p.perPage, p.offset),
      countPeople(db, where),
    ]);
    return paged(
      rows.map((r) => record(r.user.id, staffAttributes(r))),
      pageMeta(p, total?.n ?? 0),
    );
  },

  async createStaff({ db, outbox, config, auth, body }) {
    const { staff, password } = await createStaff(db, outbox, config, auth, body);
    return item(
      { id: staff.id, attributes: { ...staff.attributes, one_time_password: password } },
      'Staff member created; give them the one-time password.',
    );
  },

  async importStaff({ db, auth, body }) {
    return importAnswer(
      await importStaff(db, auth, body),
      (n) => `${n} staff added; print their login slips now: the passwords are shown only once.`,
    );
  },

  async updateStaff({ db, auth, params, body }) {
    return item(await updateStaff(db, auth, toId(params.id), body), 'Staff member updated.');
  },

  async deleteStaff({ db, auth, params }) {
    const row = await personOfSchool(db, auth, toId(params.id), 'staff');
    if (row.user.id === auth.userId) throw conflict('You cannot delete yourself.');
    if (row.isDos) throw conflict('The director of studies cannot be deleted.');
    await unlessReferenced('This staff member has history; disable them instead.', () =>
      deletePerson(db, auth.schId, row.user.id),
    );
    return message('Staff member deleted.');
  },

  async issueStaffOneTimePassword({ db, outbox, config, auth, params }) {
    const slip = await issueStaffOneTimePassword(db, outbox, config, auth, toId(params.id));
    return item(slip, 'One-time password issued.');
  },

  async disableStaff({ db, auth, params }) {
    const row = await personOfSchool(db, auth, toId(params.id), 'staff');
    if (row.user.id === auth.userId) throw conflict('You cannot disable yourself.');
    if (row.user.status !== 'disabled') {
      await db.transaction((tx) => setPersonStatus(tx, auth.schId, row.user.id, 'disabled'));
    }
    return message('Staff member disabled.');
  },

  async enableStaff({ db, auth, params }) {
    const row = await personOfSchool(db, auth, toId(params.id), 'staff');
    if (row.user.status !== 'active') {
      await setPersonStatus(db, auth.schId, row.user.id, 'active');
    }
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
    const ids = body.entries.map((e) => toId(e.staff_id));
    checkAttendanceFor(auth, ids);
    const staff = await activePeople(db, auth.schId, 'staff', ids, ownCampus(auth));
    const campusOf = new Map(staff.map((s) => [s.id, s.campusId]));
    const errors: Record<string, string[]> = {};
    ids.forEach((id, i) => {
      if (!campusOf.has(id))
        errors[`entries.${i}.staff_id`] = ['is not active staff of your campus'];
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
    const rows = await attendanceRows(db, attendanceOfDay(auth.schId, body.date_in, ids));
    return list(rows.map(attendanceRecord), { message: 'Attendance saved.' });
  },

  async setDirectorOfStudies({ db, auth, body }) {
    const row = await personOfSchool(db, auth, toId(body.staff_id), 'staff');
    if (row.user.status !== 'active') throw conflict('This staff member is disabled.');
    const campusId = row.user.campusId;
    await setDirectorOfStudies(db, auth.schId, campusId, row.user.id, body.title ?? null);
    const campus = await campusOfSchool(db, auth, campusId);
    const dos = await directorOfStudies(db, auth.schId, campusId);
    return item(dos ? dosRecord(dos, campus) : null, 'Director of studies set.');
  },

  async getDirectorOfStudies({ db, auth, query }) {
    const campus = await targetCampus(db, auth, query.campus_id);
    const dos = await directorOfStudies(db, auth.schId, campus.id);
    return item(dos ? dosRecord(dos, campus) : null);
  },
} satisfies Partial<HandlerMap>;
