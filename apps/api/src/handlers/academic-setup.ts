/**
 * Area `academic-setup`: academic periods, subjects, a class's subjects per session, teacher
 * subjects, preschool subjects. (Score settings, grading, grade points, extra-curriculars,
 * skills, report types and principal comments are in results-settings.ts.)
 */

import {
  preschoolSubjectOfSchool,
  readableClass,
  readablePreschool,
} from '../academic-setup/access.ts';
import { addAcademicPeriod } from '../academic-setup/add-academic-period.ts';
import { assignClassSubjects } from '../academic-setup/assign-class-subjects.ts';
import { assignPreschoolSubjects } from '../academic-setup/assign-preschool-subjects.ts';
import { createPreschoolSubject } from '../academic-setup/create-preschool-subject.ts';
import { makeCurrent, periodsOfCampus } from '../academic-setup/periods.queries.ts';
import {
  deletePreschoolSubject,
  preschoolSubjectsOfCampus,
  updatePreschoolSubject,
} from '../academic-setup/preschool-subjects.queries.ts';
import { subjectsOfPreschool } from '../academic-setup/preschool-subjects.ts';
import {
  academicPeriodRecord,
  classSubjectsRecord,
  preschoolSubjectRecord,
  subjectRecord,
} from '../academic-setup/records.ts';
import { checkSession, currentPeriod, sessionOrCurrent } from '../academic-setup/sessions.ts';
import {
  classSubjectsOf,
  deleteSubject,
  insertSubject,
  renameSubject,
  subjectRow,
  subjectsOf,
} from '../academic-setup/subjects.queries.ts';
import { teacherSubjects } from '../academic-setup/teacher-subjects.ts';
import { must } from '../db/rows.ts';
import { item, list, message, toId } from '../http/envelope.ts';
import { notFound, uniquely, unlessReferenced } from '../http/errors.ts';
import { listCampusScope, targetCampus } from '../http/scope.ts';
import type { Ctx, HandlerMap } from './types.ts';

/** A class's subjects of a session (the current one unless named); two paths answer it. */
async function getClassSubjects({
  db,
  auth,
  params,
  query,
}: Ctx<'getClassSubjects'> | Ctx<'getClassSubjectsById'>) {
  const cls = await readableClass(db, auth, toId(params.class_id));
  const session = await sessionOrCurrent(db, auth.schId, cls.campusId, query.session);
  const rows = await classSubjectsOf(db, auth.schId, cls.id, session);
  return item(classSubjectsRecord(cls, session, rows));
}

export const academicSetupHandlers = {
  async listAcademicPeriods({ db, auth, query }) {
    const campus = await targetCampus(db, auth, query.campus_id);
    const rows = await periodsOfCampus(db, auth.schId, campus.id);
    return list(rows.map(academicPeriodRecord));
  },

  async createAcademicPeriod({ db, auth, body }) {
    return item(await addAcademicPeriod(db, auth, body), 'Academic period added.');
  },

  async getCurrentAcademicPeriod({ db, auth, query }) {
    const campus = await targetCampus(db, auth, query.campus_id);
    const p = await currentPeriod(db, auth.schId, campus.id);
    if (!p) throw notFound('Current academic period');
    return item(academicPeriodRecord(p));
  },

  async setCurrentAcademicPeriod({ db, auth, body }) {
    checkSession(body.session);
    const campus = await targetCampus(db, auth, body.campus_id);
    const chosen = await makeCurrent(db, auth.schId, campus.id, body);
    if (!chosen) throw notFound('Academic period');
    return item(academicPeriodRecord(chosen), 'Current academic period set.');
  },

  async assignSubjectsToClass({ db, auth, body }) {
    return item(await assignClassSubjects(db, auth, body), 'Subjects assigned.');
  },

  getClassSubjects,

  // The same answer under the original client's second path.
  getClassSubjectsById: getClassSubjects,

  async listSubjects({ db, auth, query }) {
    const rows = await subjectsOf(db, auth.schId, query.search);
    return list(rows.map(subjectRecord));
  },

  async createSubject({ db, auth, body }) {
    const s = await uniquely('A subject with this name already exists.', () =>
      insertSubject(db, auth.schId, body.subject.trim()),
    );
    return item(subjectRecord(must(s)), 'Subject created.');
  },

  async updateSubject({ db, auth, params, body }) {
    const s = await uniquely('A subject with this name already exists.', () =>
      renameSubject(db, auth.schId, toId(params.id), body.subject.trim()),
    );
    if (!s) throw notFound('Subject');
    return item(subjectRecord(s), 'Subject updated.');
  },

  async deleteSubject({ db, auth, params }) {
    const id = toId(params.id);
    if (!(await subjectRow(db, auth.schId, id))) throw notFound('Subject');
    // Scores, assignments and lesson notes keep their subject (foreign keys): refused, not lost.
    await unlessReferenced(
      'The subject has scores, assignments or lesson notes; it cannot be deleted.',
      () => deleteSubject(db, auth.schId, id),
    );
    return message('Subject deleted.');
  },

  async listTeacherSubjects({ db, auth, query }) {
    return list(await teacherSubjects(db, auth, query.session));
  },

  async listPreschoolClassSubjects({ db, auth, params }) {
    checkSession(params.session);
    const preschool = await readablePreschool(db, auth, toId(params.preschool_id));
    const rows = await subjectsOfPreschool(db, auth.schId, preschool.id, params);
    return list(rows.map(preschoolSubjectRecord));
  },

  async listPreschoolSubjects({ db, auth, params, query }) {
    checkSession(params.session);
    const campusId = (await listCampusScope(db, auth, query.campus_id)) ?? auth.campusId;
    const rows = await preschoolSubjectsOfCampus(db, auth.schId, campusId, params);
    return list(rows.map(preschoolSubjectRecord));
  },

  async createPreschoolSubject({ db, auth, body }) {
    return item(await createPreschoolSubject(db, auth, body), 'Preschool subject created.');
  },

  async updatePreschoolSubject({ db, auth, params, body }) {
    const existing = await preschoolSubjectOfSchool(db, auth, toId(params.id));
    const p = await uniquely('This subject already exists for the academic period.', () =>
      updatePreschoolSubject(db, auth.schId, existing.id, {
        ...(body.subject !== undefined && { subject: body.subject.trim() }),
        ...(body.category !== undefined && { category: body.category }),
        ...(body.topic !== undefined && { topics: body.topic.map((t) => t.trim()) }),
      }),
    );
    return item(preschoolSubjectRecord(p), 'Preschool subject updated.');
  },

  async deletePreschoolSubject({ db, auth, params }) {
    const existing = await preschoolSubjectOfSchool(db, auth, toId(params.id));
    await deletePreschoolSubject(db, auth.schId, existing.id);
    return message('Preschool subject deleted.');
  },

  async assignPreschoolSubjects({ db, auth, body }) {
    const records = await assignPreschoolSubjects(db, auth, body);
    return list(records, { message: 'Subjects assigned.' });
  },
} satisfies Partial<HandlerMap>;
