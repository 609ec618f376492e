/**
 * Area `results`, preschool classes (issue 6): a preschool's results of a term, one pupil's
 * result, and saving one (attendance, topic ratings, activities, comments). Visibility as for
 * class results: a teacher reads and writes the preschool they teach.
 */

import { subjectsOfPreschool } from '../academic-setup/preschool-subjects.queries.ts';
import { must } from '../db/rows.ts';
import { item, list, toId } from '../http/envelope.ts';
import { type FieldErrors, invalid, notFound } from '../http/errors.ts';
import { checkPreschoolTeacher, preschoolOf, studentOfSchool } from '../results/access.ts';
import {
  ownPreschool,
  preschoolResultOf,
  preschoolResultsOf,
  savePreschoolResult,
} from '../results/preschool.queries.ts';
import { preschoolRecords, topicRatings } from '../results/preschool.ts';
import { activities } from '../results/settings.queries.ts';
import { attendanceRefused, pickActivities } from '../results/settings.ts';
import type { HandlerMap } from './types.ts';

export const preschoolResultsHandlers = {
  async listPreschoolResults({ db, auth, params, query }) {
    let preschoolId: bigint | null = query.class_id ? toId(query.class_id) : null;
    if (preschoolId === null && auth.role === 'teacher') {
      preschoolId = await ownPreschool(db, auth.schId, auth.userId);
    }
    if (preschoolId === null) throw invalid({ class_id: ['is required'] });
    const pre = await preschoolOf(db, auth, preschoolId);
    await checkPreschoolTeacher(db, auth, pre.id);
    const rows = await preschoolResultsOf(db, pre, params);
    return list(await preschoolRecords(db, rows));
  },

  async getPreschoolResult({ db, auth, params }) {
    const student = await studentOfSchool(db, auth, params.student_id);
    const row = await preschoolResultOf(db, auth.schId, student.id, params);
    if (!row) throw notFound('Preschool result');
    await checkPreschoolTeacher(db, auth, row.preschoolId);
    const [rec] = await preschoolRecords(db, [row]);
    if (!rec) throw notFound('Preschool result');
    return item(rec);
  },

  async savePreschoolResult({ db, auth, body }) {
    const student = await studentOfSchool(db, auth, body.student_id);
    const pre = await preschoolOf(db, auth, toId(body.class_id));
    const errors: FieldErrors = {};
    if (student.preschoolId !== pre.id)
      errors.student_id = ['is not a pupil of this preschool class'];
    await checkPreschoolTeacher(db, auth, pre.id);
    const subjectsOfClass = await subjectsOfPreschool(db, auth.schId, pre.id, body);
    const evaluation = body.evaluation_report
      ? topicRatings(subjectsOfClass, 'evaluation_report', body.evaluation_report, errors)
      : undefined;
    const cognitive = body.cognitive_development
      ? topicRatings(subjectsOfClass, 'cognitive_development', body.cognitive_development, errors)
      : undefined;
    const existing = await preschoolResultOf(db, auth.schId, student.id, body);
    if (attendanceRefused(body, existing)) {
      errors.times_present = ['must not be more than the times school opened'];
    }
    const picked = body.extra_curricular_activities
      ? pickActivities(
          (await activities(db, pre.schId, pre.campusId, true)).map((o) => o.a),
          body.extra_curricular_activities,
          'extra_curricular_activities',
          errors,
        )
      : undefined;
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const fields = {
      ...(body.school_opened !== undefined ? { schoolOpened: body.school_opened } : {}),
      ...(body.times_present !== undefined ? { timesPresent: body.times_present } : {}),
      ...(evaluation ? { evaluationReport: evaluation } : {}),
      ...(cognitive ? { cognitiveDevelopment: cognitive } : {}),
      ...(picked ? { extraCurricular: picked } : {}),
      ...(body.teacher_comment !== undefined ? { teacherComment: body.teacher_comment } : {}),
      ...(body.hos_comment !== undefined ? { hosComment: body.hos_comment } : {}),
    };
    const row = await savePreschoolResult(
      db,
      {
        schId: auth.schId,
        campusId: pre.campusId,
        studentId: student.id,
        preschoolId: pre.id,
        period: body.period,
        term: body.term,
        session: body.session,
      },
      fields,
    );
    const [rec] = await preschoolRecords(db, [row]);
    return item(must(rec, 'preschool result'), 'Result saved.');
  },
} satisfies Partial<HandlerMap>;
