import { item, list, message, paged, toId } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { admitStudent } from '../people/admit-student.ts';
import { importAnswer } from '../people/bulk-import.ts';
import { deleteStudent } from '../people/delete-student.ts';
import { importStudents } from '../people/import-students.ts';
import {
  issueClassLoginSlips,
  issueStudentOneTimePassword,
} from '../people/issue-one-time-password.ts';
import { studentList } from '../people/lists.ts';
import { promoteStudents } from '../people/promote-students.ts';
import { admissionSettingsOf } from '../people/records.ts';
import { saveAdmissionNumberSettings } from '../people/save-admission-number-settings.ts';
import { disableStudent, enableStudent } from '../people/student-status.ts';
import { updateStudent } from '../people/update-student.ts';
import { updateStudentProfile } from '../people/update-student-profile.ts';
import type { HandlerMap } from './types.ts';

export const studentsHandlers = {
  async listStudents({ db, auth, query }) {
    const { records, meta } = await studentList(db, auth, query);
    return paged(records, meta);
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
