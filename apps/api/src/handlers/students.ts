import { item, list, message, paged, pageMeta, paging, record, toId } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { listCampusScope } from '../http/scope.ts';
import { teacherStudents } from '../people/access.ts';
import { admitStudent } from '../people/admit-student.ts';
import { importAnswer } from '../people/bulk-import.ts';
import { deleteStudent } from '../people/delete-student.ts';
import { importStudents } from '../people/import-students.ts';
import {
  issueClassLoginSlips,
  issueStudentOneTimePassword,
} from '../people/issue-one-time-password.ts';
import { countPeople, pageOfPeople, studentsPage } from '../people/people.queries.ts';
import { promoteStudents } from '../people/promote-students.ts';
import { admissionSettingsOf, studentAttributes } from '../people/records.ts';
import { saveAdmissionNumberSettings } from '../people/save-admission-number-settings.ts';
import { disableStudent, enableStudent } from '../people/student-status.ts';
import { studentWhere } from '../people/students.queries.ts';
import { updateStudent } from '../people/update-student.ts';
import { updateStudentProfile } from '../people/update-student-profile.ts';
import type { HandlerMap } from './types.ts';

export const studentsHandlers = {
  async listStudents({ db, auth, query }) {
    const campusId = await listCampusScope(db, auth, query.campus_id);
    const p = paging(query);
    const seen = auth.role === 'teacher' ? await teacherStudents(db, auth) : undefined;
    const where = studentWhere(auth.schId, campusId, seen, query);
    const unfiltered =
      auth.role !== 'teacher' &&
      !query.class_id &&
      !query.sub_class &&
      !query.status &&
      !query.session_admitted &&
      !query.search;
    const [rows, [total]] = unfiltered
      ? await studentsPage(db, p, auth.schId, campusId)
      : await Promise.all([
          pageOfPeople(db, auth.schId, where, p.perPage, p.offset),
          countPeople(db, where),
        ]);
    const today = new Date();
    return paged(
      rows.map((r) => record(r.user.id, studentAttributes(r, today))),
      pageMeta(p, total?.n ?? 0),
    );
  },

  async createStudent({ db, outbox, config, auth, body }) {
    const { student, password } = await admitStudent(db, outbox, config, auth, body);
    return item(
      { id: student.id, attributes: { ...student.attributes, one_time_password: password } },
      'Student created; give them the one-time password.',
    );
  },

  async importStudents({ db, outbox, config, auth, body }) {
    return importAnswer(
      await importStudents(db, outbox, config, auth, body),
      (n) =>
        `${n} students admitted; print their login slips now: the passwords are shown only once.`,
    );
  },

  async updateStudent({ db, auth, params, body }) {
    return item(await updateStudent(db, auth, toId(params.id), body), 'Student updated.');
  },

  async deleteStudent({ db, auth, params }) {
    await deleteStudent(db, auth, toId(params.id));
    return message('Student deleted.');
  },

  async issueStudentOneTimePassword({ db, outbox, config, auth, params }) {
    const slip = await issueStudentOneTimePassword(db, outbox, config, auth, toId(params.id));
    return item(slip, 'One-time password issued.');
  },

  async issueClassLoginSlips({ db, outbox, config, auth, body }) {
    const slips = await issueClassLoginSlips(db, outbox, config, auth, body);
    return list(slips, { message: `${slips.length} login slips issued.` });
  },

  async enableStudent({ db, auth, params }) {
    await enableStudent(db, auth, toId(params.id));
    return message('Student enabled.');
  },

  async disableStudent({ db, auth, params }) {
    await disableStudent(db, auth, toId(params.id));
    return message('Student disabled.');
  },

  async getAdmissionNumberSettings({ db, auth, params }) {
    if (params.school_id !== String(auth.schId)) {
      throw notFound('School');
    }
    return item(await admissionSettingsOf(db, auth.schId));
  },

  async saveAdmissionNumberSettings({ db, auth, body }) {
    const settings = await saveAdmissionNumberSettings(db, auth, body);
    return item(settings, 'Admission-number settings saved.');
  },

  async promoteStudents({ db, auth, body }) {
    const records = await promoteStudents(db, auth, body);
    return list(records, {
      message: `${records.length} students ${body.action === 'graduate' ? 'graduated' : 'promoted'}.`,
    });
  },

  async updateStudentProfile({ db, auth, params, body }) {
    return item(await updateStudentProfile(db, auth, toId(params.id), body), 'Profile updated.');
  },
} satisfies Partial<HandlerMap>;
