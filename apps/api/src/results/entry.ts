/**
 * Score entry (`POST /midTermResult`, `POST /endTermResult`): one class arm and one subject
 * per call, all or nothing. The whole body is checked first (students of the arm, components
 * of the scheme, 0..maximum with one decimal, rating names, activities, attendance), then the
 * caller's right to enter it, then the released results; only then one transaction writes.
 */

import type { Period } from '@schoolmates/domain/calendar';
import { componentsOf, toTenths } from '@schoolmates/domain/results';
import type { components } from '@schoolmates/sdk';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import {
  academicPeriods,
  classSubjects,
  ratingGroups,
  resultAudit,
  resultScores,
  results,
  type StoredActivity,
  type StoredRating,
  users,
} from '../db/schema.ts';
import { toId } from '../http/envelope.ts';
import { conflict, type FieldErrors, forbidden, invalid } from '../http/errors.ts';
import { classOfSchool } from '../school-setup/access.ts';
import { teacherReach } from './access.ts';
import { activities, schemeRows } from './settings.queries.ts';
import { attendanceRefused, pickActivities, schemeOf } from './settings.ts';
import { loadSheets } from './sheets.queries.ts';
import { resultRecords } from './sheets.ts';

type S = components['schemas'];

interface ScoreInput {
  component: S['ResultComponentKey'];
  score: number | null;
  absent: boolean;
}

/** One student's entries: the union of the mid-term and end-of-term student inputs. */
type StudentInput = { student_id: string; scores?: ScoreInput[] } & Partial<
  Omit<S['EndTermResultStudentInput'], 'student_id' | 'scores'>
>;

export interface EntryBody {
  class_id: string;
  sub_class?: string;
  subject_id?: string;
  term: S['Term'];
  session: string;
  students: StudentInput[];
}

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
  'hos_comment',
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

/** Checks and saves the entries of `body` for `period`; answers the saved results, recomputed. */
export async function saveEntries(db: DbOrTx, auth: Auth, body: EntryBody, period: Period) {
  const { cls } = await classOfSchool(db, auth, toId(body.class_id));
  const errors: FieldErrors = {};
  if (body.sub_class && !cls.subClasses.includes(body.sub_class)) {
    add(errors, 'sub_class', 'is not an arm of this class');
  }
  const [academic] = await db
    .select({ id: academicPeriods.id })
    .from(academicPeriods)
    .where(
      and(
        eq(academicPeriods.campusId, cls.campusId),
        eq(academicPeriods.term, body.term),
        eq(academicPeriods.session, body.session),
      ),
    )
    .limit(1);
  if (!academic) add(errors, 'session', 'is not an academic period of the campus');

  // Students: each once, each in the class (arm).
  const ids = body.students.map((s) => toId(s.student_id));
  const found = await db
    .select()
    .from(users)
    .where(
      and(
        inArray(users.id, ids),
        eq(users.schId, auth.schId),
        eq(users.kind, 'student'),
        eq(users.classId, cls.id),
        body.sub_class ? eq(users.subClass, body.sub_class) : undefined,
      ),
    );
  const students = new Map(found.map((u) => [String(u.id), u]));
  const seen = new Set<string>();
  body.students.forEach((s, n) => {
    if (!students.has(s.student_id))
      add(errors, `students.${n}.student_id`, 'is not a student of this class');
    if (seen.has(s.student_id)) add(errors, `students.${n}.student_id`, 'appears more than once');
    seen.add(s.student_id);
  });

  const withScores = body.students.some((s) => (s.scores?.length ?? 0) > 0);
  let subjectId: bigint | null = null;
  if (withScores && !body.subject_id) add(errors, 'subject_id', 'is required to enter scores');
  if (body.subject_id) {
    subjectId = toId(body.subject_id);
    const [offered] = await db
      .select({ id: classSubjects.subjectId })
      .from(classSubjects)
      .where(
        and(
          eq(classSubjects.classId, cls.id),
          eq(classSubjects.session, body.session),
          eq(classSubjects.subjectId, subjectId),
        ),
      );
    if (!offered) add(errors, 'subject_id', 'is not a subject of this class for the session');
  }
  throwIfAny(errors);

  // Who may enter what: the subject's teacher in the arm (or its class teacher) for scores;
  // the class teacher of the arm for comments, attendance and ratings.
  const reach = await teacherReach(db, auth, body.session);
  for (const s of body.students) {
    const arm = students.get(s.student_id)?.subClass ?? null;
    const classTeacher = reach.isClassTeacher(cls.id, arm);
    if ((s.scores?.length ?? 0) > 0 && subjectId !== null) {
      if (!classTeacher && !reach.teachesSubject(cls.id, arm, subjectId)) {
        throw forbidden('You do not teach this subject in this class arm.');
      }
    }
    if (!classTeacher && CLASS_TEACHER_FIELDS.some((f) => f in s)) {
      throw forbidden(
        'Only the class teacher of the arm may enter comments, attendance and ratings.',
      );
    }
  }

  // Entries: components of this period's scheme, each once, 0..maximum with one decimal.
  const scheme = schemeOf(await schemeRows(db, [cls.campusId]), cls.campusId);
  const allowed = componentsOf(scheme, period);
  const existing = await db
    .select()
    .from(results)
    .where(
      and(
        inArray(results.studentId, ids),
        eq(results.period, period),
        eq(results.term, body.term),
        eq(results.session, body.session),
      ),
    );
  const existingOf = new Map(existing.map((r) => [String(r.studentId), r]));
  const groups = await db
    .select()
    .from(ratingGroups)
    .where(eq(ratingGroups.campusId, cls.campusId));
  const offered = (await activities(db, cls.campusId, false, cls.id)).map((r) => r.a);
  const cells: { studentId: string; component: string; tenths: number | null; absent: boolean }[] =
    [];
  const activitiesOf = new Map<string, StoredActivity[]>();
  body.students.forEach((s, n) => {
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

  const released = existing.filter((r) => r.status === 'released');
  if (released.length > 0) {
    const names = released.map((r) => {
      const u = students.get(String(r.studentId));
      return u ? `${u.surname} ${u.firstname}` : String(r.studentId);
    });
    throw conflict(`Released results cannot change; withhold them first: ${names.join(', ')}.`);
  }

  await db.transaction(async (tx) => {
    const saved = await tx
      .insert(results)
      .values(
        found.map((u) => ({
          schId: auth.schId,
          campusId: cls.campusId,
          studentId: u.id,
          classId: cls.id,
          subClass: u.subClass,
          period,
          term: body.term,
          session: body.session,
        })),
      )
      .onConflictDoUpdate({
        target: [results.studentId, results.period, results.term, results.session],
        set: {
          status: 'not_released',
          updatedAt: sql`now()`,
          // a bank comment copied at release follows the bank again until the next release
          hosComment: sql`case when ${results.hosCommentEdited} then ${results.hosComment} else null end`,
        },
      })
      .returning({
        id: results.id,
        studentId: results.studentId,
        everReleased: results.everReleased,
      });
    const resultOf = new Map(saved.map((r) => [String(r.studentId), r]));

    for (const s of body.students) {
      const set = studentFields(s, activitiesOf.get(s.student_id));
      const result = resultOf.get(s.student_id);
      if (result && Object.keys(set).length > 0) {
        await tx.update(results).set(set).where(eq(results.id, result.id));
      }
    }

    if (subjectId !== null) {
      const subject = subjectId;
      const keep = cells.filter((c) => c.absent || c.tenths !== null);
      const clear = cells.filter((c) => !c.absent && c.tenths === null);
      if (keep.length > 0) {
        await tx
          .insert(resultScores)
          .values(
            keep.map((c) => ({
              schId: auth.schId,
              resultId: (resultOf.get(c.studentId) as { id: bigint }).id,
              subjectId: subject,
              component: c.component as S['ResultComponentKey'],
              tenths: c.tenths,
              absent: c.absent,
            })),
          )
          .onConflictDoUpdate({
            target: [resultScores.resultId, resultScores.subjectId, resultScores.component],
            set: { tenths: sql`excluded.tenths`, absent: sql`excluded.absent` },
          });
      }
      for (const c of clear) {
        await tx
          .delete(resultScores)
          .where(
            and(
              eq(resultScores.resultId, (resultOf.get(c.studentId) as { id: bigint }).id),
              eq(resultScores.subjectId, subject),
              eq(resultScores.component, c.component as S['ResultComponentKey']),
            ),
          );
      }
    }

    const audited = saved.filter((r) => r.everReleased);
    if (audited.length > 0) {
      await tx.insert(resultAudit).values(
        audited.map((r) => ({
          schId: auth.schId,
          resultId: r.id,
          actorId: auth.userId,
          action: 'change',
          detail: body.students.find((s) => s.student_id === String(r.studentId)) ?? null,
        })),
      );
    }
  });

  return resultRecords(
    db,
    await loadSheets(db, [cls], body.term, body.session),
    period === 'First Half' ? 'midterm' : 'endterm',
    (row) => seen.has(String(row.student.id)),
  );
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
  if (s.hos_comment !== undefined) {
    set.hosComment = s.hos_comment;
    set.hosCommentEdited = s.hos_comment !== null;
  }
  return set;
}
