/**
 * A pupil's preschool result of a term reference, as their preschool's teacher (or staff over
 * it) writes it: attendance within the times school opened, ratings of the class's topics, the
 * activities the campus offers preschools, and the comments. Only the fields sent change.
 */
import { subjectsOfPreschool } from '../academic-setup/preschool-subjects.ts';
import type { Auth } from '../auth/sessions.ts';
import type { BodyOf } from '../contract.ts';
import type { DbOrTx } from '../db/client.ts';
import { must } from '../db/rows.ts';
import { toId } from '../http/envelope.ts';
import { type FieldErrors, invalid } from '../http/errors.ts';
import { checkPreschoolTeacher, preschoolOf, studentOfSchool } from './access.ts';
import { preschoolResultOf, writePreschoolResult } from './preschool.queries.ts';
import { preschoolRecords, topicRatings } from './preschool.ts';
import { activities } from './settings.queries.ts';
import { attendanceRefused, pickActivities } from './settings.ts';

/** Saves the fields sent; answers the pupil's result as it now reads. */
export async function savePreschoolResult(
  db: DbOrTx,
  auth: Auth,
  body: BodyOf<'savePreschoolResult'>,
) {
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
  const row = await writePreschoolResult(
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
    {
      ...(body.school_opened !== undefined ? { schoolOpened: body.school_opened } : {}),
      ...(body.times_present !== undefined ? { timesPresent: body.times_present } : {}),
      ...(evaluation ? { evaluationReport: evaluation } : {}),
      ...(cognitive ? { cognitiveDevelopment: cognitive } : {}),
      ...(picked ? { extraCurricular: picked } : {}),
      ...(body.teacher_comment !== undefined ? { teacherComment: body.teacher_comment } : {}),
      ...(body.hos_comment !== undefined ? { hosComment: body.hos_comment } : {}),
    },
  );
  const [rec] = await preschoolRecords(db, [row]);
  return must(rec, 'preschool result');
}
