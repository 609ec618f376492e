/**
 * Area `academic-setup`: academic periods, subjects, a class's subjects per session, teacher
 * subjects, preschool subjects. (Score settings, grading, grade points, extra-curriculars,
 * skills, report types and principal comments are in results-settings.ts.)
 */

import type { Schema } from '@schoolmates/sdk';
import {
  preschoolSubjectOfSchool,
  readableClass,
  readablePreschool,
} from '../academic-setup/access.ts';
import {
  currentPeriod,
  insertPeriod,
  makeCurrent,
  periodsOfCampus,
} from '../academic-setup/periods.queries.ts';
import {
  deletePreschoolSubject,
  insertPreschoolSubject,
  preschoolSubjectIdsOf,
  preschoolSubjectsOfCampus,
  replacePreschoolSubjects,
  subjectsOfPreschool,
  updatePreschoolSubject,
} from '../academic-setup/preschool-subjects.queries.ts';
import {
  academicPeriodRecord,
  classSubjectsRecord,
  preschoolSubjectRecord,
  subjectRecord,
} from '../academic-setup/records.ts';
import { checkSession, sessionOrCurrent } from '../academic-setup/sessions.ts';
import {
  assignedSubjects,
  classSubjectsOf,
  classTeacherSubjects,
  deleteSubject,
  insertSubject,
  ownClass,
  renameSubject,
  replaceClassSubjects,
  subjectIdsOfSchool,
  subjectRow,
  subjectsOf,
} from '../academic-setup/subjects.queries.ts';
import { must } from '../db/rows.ts';
import { item, list, message, record, toId } from '../http/envelope.ts';
import { type FieldErrors, invalid, notFound, uniquely, unlessReferenced } from '../http/errors.ts';
import { listCampusScope, targetCampus } from '../http/scope.ts';
import { classOfSchool, preschoolOfSchool } from '../school-setup/access.ts';
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
    checkSession(body.session);
    const campus = await targetCampus(db, auth, body.campus_id);
    const p = await uniquely('This academic period already exists for the campus.', () =>
      insertPeriod(db, {
        schId: auth.schId,
        campusId: campus.id,
        period: body.period,
        term: body.term,
        session: body.session,
      }),
    );
    return item(academicPeriodRecord(p), 'Academic period added.');
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
    const { cls } = await classOfSchool(db, auth, toId(body.class_id));
    const session = await sessionOrCurrent(db, auth.schId, cls.campusId, body.session);
    const wanted = body.subject_ids.map(toId);
    const ok = await subjectIdsOfSchool(db, auth.schId, wanted);
    const errors: FieldErrors = {};
    wanted.forEach((id, i) => {
      if (!ok.has(id)) errors[`subject_ids.${i}`] = ['is not a subject of the school'];
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);
    await replaceClassSubjects(db, auth.schId, cls.id, session, wanted);
    const subjectsOfClass = await classSubjectsOf(db, auth.schId, cls.id, session);
    return item(classSubjectsRecord(cls, session, subjectsOfClass), 'Subjects assigned.');
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
    const session = await sessionOrCurrent(db, auth.schId, auth.campusId, query.session);
    const me = await ownClass(db, auth.schId, auth.userId);
    const out: Schema<'TeacherSubjectRecord'>[] = [];
    const asClassTeacher = new Set<bigint>();
    if (me?.classId) {
      const rows = await classTeacherSubjects(db, auth.schId, me.classId, session);
      for (const r of rows) {
        asClassTeacher.add(r.subjectId);
        out.push(
          record(`${r.cls.id}${String(r.subjectId).padStart(6, '0')}`, {
            class_id: String(r.cls.id),
            class_name: r.cls.className,
            sub_class: me.subClass,
            subject_id: String(r.subjectId),
            subject: r.subject,
            session,
            teaches_as: 'class teacher',
          }),
        );
      }
    }
    const assigned = await assignedSubjects(db, auth.schId, auth.userId, session);
    for (const r of assigned) {
      // listed already only when her own arm covers it: the class's other arms are hers too
      const ownArm =
        r.ts.classId === me?.classId &&
        (me.subClass === null || r.ts.subClass === me.subClass) &&
        asClassTeacher.has(r.ts.subjectId);
      if (ownArm) continue;
      out.push(
        record(r.ts.id, {
          class_id: String(r.ts.classId),
          class_name: r.className,
          sub_class: r.ts.subClass,
          subject_id: String(r.ts.subjectId),
          subject: r.subject,
          session,
          teaches_as: 'subject teacher',
        }),
      );
    }
    return list(out);
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
    checkSession(body.session);
    const campus = await targetCampus(db, auth, body.campus_id);
    if (!campus.isPreschool) throw invalid({ campus_id: ['must be a preschool campus'] });
    const p = await uniquely('This subject already exists for the academic period.', () =>
      insertPreschoolSubject(db, {
        schId: auth.schId,
        campusId: campus.id,
        period: body.period,
        term: body.term,
        session: body.session,
        subject: body.subject.trim(),
        category: body.category,
        topics: body.topic.map((t) => t.trim()),
      }),
    );
    return item(preschoolSubjectRecord(p), 'Preschool subject created.');
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
    checkSession(body.session);
    const { preschool } = await preschoolOfSchool(db, auth, toId(body.preschool_id));
    const wanted = body.subject_ids.map(toId);
    const ok = await preschoolSubjectIdsOf(db, auth.schId, preschool.campusId, body, wanted);
    const errors: FieldErrors = {};
    wanted.forEach((id, i) => {
      if (!ok.has(id)) {
        errors[`subject_ids.${i}`] = ['is not a preschool subject of this campus and period'];
      }
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);
    await replacePreschoolSubjects(db, auth.schId, preschool, body, wanted);
    const rows = await subjectsOfPreschool(db, auth.schId, preschool.id, body);
    return list(rows.map(preschoolSubjectRecord), { message: 'Subjects assigned.' });
  },
} satisfies Partial<HandlerMap>;
