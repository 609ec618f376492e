/**
 * Score entry (`POST /midTermResult`, `POST /endTermResult`): one class arm and one subject
 * per call, all or nothing. The whole body is checked first (students of the arm, components
 * of the scheme, 0..maximum with one decimal, rating names, activities, attendance), then the
 * caller's right to enter it, then the released results (a mid-term score also shows on the
 * term's end-of-term result); only then one transaction writes.
 */

import { componentsOf, toTenths } from '@schoolmates/domain/results';
import type { Schema } from '@schoolmates/sdk';
import type { Auth } from '../auth/sessions.ts';
import type { BodyOf } from '../contract.ts';
import type { DbOrTx } from '../db/client.ts';
import type { results, StoredActivity, StoredRating } from '../db/schema.ts';
import { toId } from '../http/envelope.ts';
import { conflict, type FieldErrors, forbidden, invalid } from '../http/errors.ts';
import { classOfSchool } from '../school-setup/access.ts';
import { teacherReach } from './access.ts';
import {
  type EntryCell,
  ratingGroupsOfCampus,
  resultsOfStudents,
  studentsOfArm,
  subjectOffered,
  termExists,
  writeEntries,
} from './entry.queries.ts';
import { activities, schemeRows } from './settings.queries.ts';
import { attendanceRefused, pickActivities, schemeOf } from './settings.ts';

/** The body of `POST /midTermResult` or `POST /endTermResult`. */
export type EntryBody = BodyOf<'saveMidTermResult'> | BodyOf<'saveEndTermResult'>;

/** One student's entries; a mid-term student input is an end-term one without its extras. */
type StudentInput = Schema<'EndTermResultStudentInput'>;

/** Fields of an end-of-term entry only the class teacher of the arm may send. */
const CLASS_TEACHER_FIELDS = [
  'school_opened',
  'times_present',
  'affective_disposition',
  'psychomotor_skills',
  'psychomotor_performance',
  'pupil_report',
  'extra_curricular_activities',
  'abacus',
  'performance_remark',
  'teacher_comment',
] as const;

const RATING_LISTS = [
  ['affective_disposition', 'affectiveDisposition'],
  ['psychomotor_skills', 'psychomotorSkills'],
  ['psychomotor_performance', 'psychomotorPerformance'],
  ['pupil_report', 'pupilReport'],
] as const;

function add(errors: FieldErrors, field: string, reason: string) {
  errors[field] = [...(errors[field] ?? []), reason];
}

function throwIfAny(errors: FieldErrors) {
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/**
 * Checks and saves the entries of `body` (for its period); answers the class and the students
 * entered, whose results the caller answers recomputed.
 */
export async function saveEntries(db: DbOrTx, auth: Auth, body: EntryBody) {
  const { period } = body;
  const entries: readonly StudentInput[] = body.students;
  const { cls } = await classOfSchool(db, auth, toId(body.class_id));
  const errors: FieldErrors = {};
  if (body.sub_class && !cls.subClasses.includes(body.sub_class)) {
    add(errors, 'sub_class', 'is not an arm of this class');
  }
  if (!(await termExists(db, cls.schId, cls.campusId, body.term, body.session)))
    add(errors, 'session', 'is not an academic period of the campus');

  // Students: each once, each in the class (arm).
  const ids = entries.map((s) => toId(s.student_id));
  const found = await studentsOfArm(db, auth.schId, cls.id, body.sub_class, ids);
  const students = new Map(found.map((u) => [String(u.id), u]));
  const seen = new Set<string>();
  entries.forEach((s, n) => {
    if (!students.has(s.student_id))
      add(errors, `students.${n}.student_id`, 'is not a student of this class');
    if (seen.has(s.student_id)) add(errors, `students.${n}.student_id`, 'appears more than once');
    seen.add(s.student_id);
  });

  const withScores = entries.some((s) => (s.scores?.length ?? 0) > 0);
  let subjectId: bigint | null = null;
  if (withScores && !body.subject_id) add(errors, 'subject_id', 'is required to enter scores');
  if (body.subject_id) {
    subjectId = toId(body.subject_id);
    if (!(await subjectOffered(db, cls.schId, cls.id, body.session, subjectId)))
      add(errors, 'subject_id', 'is not a subject of this class for the session');
  }
  throwIfAny(errors);

  // Who may enter what: the subject's teacher in the arm (or its class teacher) for scores;
  // the class teacher of the arm for comments, attendance and ratings.
  const reach = await teacherReach(db, auth, body.session);
  for (const s of entries) {
    const arm = students.get(s.student_id)?.subClass ?? null;
    const classTeacher = reach.isClassTeacher(cls.id, arm);
    if ((s.scores?.length ?? 0) > 0 && subjectId !== null) {
      if (!classTeacher && !reach.teachesSubject(cls.id, arm, subjectId)) {
        throw forbidden('You do not teach this subject in this class arm.');
      }
    }
    if ('hos_comment' in s) {
      throw forbidden(
        "Only the principal, an admin or a superadmin may write the principal's comment.",
      );
    }
    if (!classTeacher && CLASS_TEACHER_FIELDS.some((f) => f in s)) {
      throw forbidden(
        'Only the class teacher of the arm may enter comments, attendance and ratings.',
      );
    }
  }

  // Entries: components of this period's scheme, each once, 0..maximum with one decimal.
  const scheme = schemeOf(await schemeRows(db, cls.schId, [cls.campusId]), cls.campusId);
  const allowed = componentsOf(scheme, period);
  const existing = await resultsOfStudents(db, cls.schId, ids, period, body.term, body.session);
  const existingOf = new Map(existing.map((r) => [String(r.studentId), r]));
  const groups = await ratingGroupsOfCampus(db, cls.schId, cls.campusId);
  const offered = (await activities(db, cls.schId, cls.campusId, false, cls.id)).map((r) => r.a);
  const cells: EntryCell[] = [];
  const activitiesOf = new Map<string, StoredActivity[]>();
  entries.forEach((s, n) => {
    const at = `students.${n}`;
    const components = new Set<string>();
    (s.scores ?? []).forEach((entry, m) => {
      const component = allowed.find((c) => c.key === entry.component);
      if (!component) {
        add(
          errors,
          `${at}.scores.${m}.component`,
          `is not a ${period} component of the score scheme`,
        );
        return;
      }
      if (components.has(entry.component))
        add(errors, `${at}.scores.${m}.component`, 'is given twice');
      components.add(entry.component);
      if (entry.absent || entry.score === null) {
        cells.push({
          studentId: s.student_id,
          component: entry.component,
          tenths: null,
          absent: entry.absent,
        });
        return;
      }
      let tenths: number;
      try {
        tenths = toTenths(entry.score);
      } catch {
        add(errors, `${at}.scores.${m}.score`, 'may have at most one decimal');
        return;
      }
      if (tenths < 0 || tenths > component.maximum * 10) {
        add(errors, `${at}.scores.${m}.score`, `must be between 0 and ${component.maximum}`);
        return;
      }
      cells.push({ studentId: s.student_id, component: entry.component, tenths, absent: false });
    });
    if (attendanceRefused(s, existingOf.get(s.student_id))) {
      add(errors, `${at}.times_present`, 'must not be more than the times school opened');
    }
    for (const [field] of RATING_LISTS) {
      const ratings = s[field];
      if (!ratings) continue;
      const attributes = groups.find((g) => g.groupType === field)?.attributes ?? [];
      const names = new Set<string>();
      ratings.forEach((r, m) => {
        if (!attributes.includes(r.name))
          add(errors, `${at}.${field}.${m}.name`, `is not an attribute of ${field}`);
        if (names.has(r.name)) add(errors, `${at}.${field}.${m}.name`, 'is rated twice');
        names.add(r.name);
      });
    }
    if (s.extra_curricular_activities) {
      activitiesOf.set(
        s.student_id,
        pickActivities(
          offered,
          s.extra_curricular_activities,
          `${at}.extra_curricular_activities`,
          errors,
        ),
      );
    }
  });
  throwIfAny(errors);

  // A released result's scores are locked (DECISIONS #14): the assessments show on the
  // end-of-term result too, so a mid-term save with scores is refused when either is released.
  const lockedIds = new Set(
    existing.filter((r) => r.status === 'released').map((r) => String(r.studentId)),
  );
  if (period === 'First Half') {
    const scored = entries
      .filter((s) => (s.scores?.length ?? 0) > 0)
      .map((s) => toId(s.student_id));
    const endTerm = scored.length
      ? await resultsOfStudents(db, cls.schId, scored, 'Second Half', body.term, body.session)
      : [];
    for (const r of endTerm) if (r.status === 'released') lockedIds.add(String(r.studentId));
  }
  if (lockedIds.size > 0) {
    const names = [...lockedIds].map((id) => {
      const u = students.get(id);
      return u ? `${u.surname} ${u.firstname}` : id;
    });
    throw conflict(
      `These students' results are released, so their scores are locked; withhold the results first to change them: ${names.join(', ')}.`,
    );
  }

  await writeEntries(db, {
    schId: auth.schId,
    actorId: auth.userId,
    campusId: cls.campusId,
    classId: cls.id,
    period,
    term: body.term,
    session: body.session,
    students: found,
    fields: new Map(
      entries.map((s) => [s.student_id, studentFields(s, activitiesOf.get(s.student_id))]),
    ),
    subjectId,
    cells,
    detail: (studentId) => entries.find((s) => s.student_id === studentId),
  });
  return { cls, entered: seen };
}

/** The result columns a student's entries set (omitted: unchanged; null: cleared). */
function studentFields(s: StudentInput, activities: StoredActivity[] | undefined) {
  const set: Partial<typeof results.$inferInsert> = {};
  if (s.teacher_comment !== undefined) set.teacherComment = s.teacher_comment;
  if (s.school_opened !== undefined) set.schoolOpened = s.school_opened;
  if (s.times_present !== undefined) set.timesPresent = s.times_present;
  for (const [field, column] of RATING_LISTS) {
    const ratings = s[field];
    if (ratings) set[column] = ratings.map((r): StoredRating => ({ name: r.name, score: r.score }));
  }
  if (activities) set.extraCurricular = activities;
  if (s.abacus !== undefined) set.abacus = s.abacus;
  if (s.performance_remark !== undefined) set.performanceRemark = s.performance_remark;
  return set;
}
