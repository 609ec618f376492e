/**
 * Who sees which assignments (one place for the area, issue 15):
 * - a teacher works on the sets of the (class arm, subject) pairs they teach in the set's
 *   session (`teacher_subjects`), and, as for results, on every subject of the arm they are
 *   class teacher of; a set for every arm needs a teacher of every arm;
 * - a student sees only the published questions of the sets of their own class arm, and only
 *   their own answers and results;
 * - correct options, model answers, marks and comments reach a student only once the teacher
 *   has published their result for the set (`reveals`): THE rule against answer leaks.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import {
  assignmentQuestions,
  assignmentSets,
  assignmentSubmissions,
  teacherSubjects,
  users,
} from '../db/schema.ts';
import { forbidden, notFound } from '../http/errors.ts';

export type AssignmentCaller = { schId: bigint; userId: bigint } & (
  | { role: 'teacher' }
  | { role: 'student' }
);

/** x-roles lets only teachers and students in; a student's class arm is read in the query. */
export const assignmentCaller = (auth: Auth): AssignmentCaller => ({
  role: auth.role === 'student' ? 'student' : 'teacher',
  schId: auth.schId,
  userId: auth.userId,
});

/**
 * A guardian reads their child's published results as the child would (issue 28); any other
 * student, or none named, is not there for them.
 */
export function childCaller(auth: Auth, studentId: string | undefined): AssignmentCaller {
  const child = auth.children.find((id) => String(id) === studentId);
  if (child === undefined) throw notFound('Student');
  return { role: 'student', schId: auth.schId, userId: child };
}

/** A teacher of the set's subject in its class arm and session, or the arm's class teacher. */
const taughtBy = (teacherId: bigint): SQL => sql`(exists (
  select 1 from ${teacherSubjects} ts
  where ts.sch_id = ${assignmentSets.schId} and ts.staff_id = ${teacherId}
    and ts.session = ${assignmentSets.session} and ts.class_id = ${assignmentSets.classId}
    and ts.subject_id = ${assignmentSets.subjectId}
    and (ts.sub_class is null or ts.sub_class = ${assignmentSets.subClass}))
  or exists (
  select 1 from ${users} me
  where me.sch_id = ${assignmentSets.schId} and me.id = ${teacherId}
    and me.class_id = ${assignmentSets.classId}
    and (me.sub_class is null or me.sub_class = ${assignmentSets.subClass})))`;

/** The teacher's own class arm, if they are a class teacher. */
async function classTeacherArm(db: DbOrTx, caller: AssignmentCaller) {
  const [me] = await db
    .select({ classId: users.classId, subClass: users.subClass })
    .from(users)
    .where(and(eq(users.schId, caller.schId), eq(users.id, caller.userId)));
  return me?.classId ? { classId: me.classId, subClass: me.subClass } : null;
}

/** Whether a class teacher's arm covers `subClass` of the class (null: every arm). */
const coversArm = (
  own: { classId: bigint; subClass: string | null } | null,
  classId: bigint | null,
  subClass: string | null,
) =>
  own !== null && own.classId === classId && (own.subClass === null || own.subClass === subClass);

/**
 * The sets (`assignment_sets` in the query) the caller may see. A student's class arm is read
 * here, once per query (no class: no sets; no arm: only the sets for every arm).
 */
export function setsOf(caller: AssignmentCaller): SQL {
  const school = eq(assignmentSets.schId, caller.schId);
  if (caller.role === 'teacher') return and(school, taughtBy(caller.userId)) as SQL;
  // (sch_id, column) = (…): the caller's row is of the set's school (db/school-scope.ts).
  const mine = (column: string) =>
    sql`(select me.sch_id, me.${sql.raw(column)} from ${users} me where me.sch_id = ${caller.schId} and me.id = ${caller.userId})`;
  return and(
    school,
    sql`(${assignmentSets.schId}, ${assignmentSets.classId}) = ${mine('class_id')}`,
    sql`(${assignmentSets.subClass} is null or (${assignmentSets.schId}, ${assignmentSets.subClass}) = ${mine('sub_class')})`,
  ) as SQL;
}

/**
 * Whether the caller may see a question showing this picture: a teacher of its set, a student
 * of its class arm once the question is published. undefined when no question shows it (the
 * upload's own rule applies: its teacher and the leadership).
 */
export async function mayReadQuestionImage(
  db: DbOrTx,
  auth: Auth,
  fileId: bigint,
): Promise<true | undefined> {
  if (auth.role !== 'teacher' && auth.role !== 'student') return undefined;
  const caller = assignmentCaller(auth);
  const q = assignmentQuestions;
  const [shown] = await db
    .select({ id: q.id })
    .from(q)
    .innerJoin(
      assignmentSets,
      and(eq(assignmentSets.schId, q.schId), eq(assignmentSets.id, q.setId)),
    )
    .where(
      and(
        eq(q.imageFileId, fileId),
        setsOf(caller),
        ...(caller.role === 'student' ? [eq(q.status, 'published')] : []),
      ),
    )
    .limit(1);
  return shown ? true : undefined;
}

/** The submissions (`assignment_submissions`) whose answers and results the caller may see. */
export function submissionsOf(caller: AssignmentCaller): SQL {
  return caller.role === 'teacher'
    ? setsOf(caller)
    : (and(
        eq(assignmentSubmissions.schId, caller.schId),
        eq(assignmentSubmissions.studentId, caller.userId),
      ) as SQL);
}

/**
 * Whether answer keys, marks and comments of a submission (`assignment_submissions` in the
 * query) may be shown to the caller, in SQL.
 */
export const reveals = (caller: AssignmentCaller): SQL =>
  caller.role === 'teacher'
    ? sql`true`
    : sql`${assignmentSubmissions.resultPublishedAt} is not null`;

/** 403 unless the teacher teaches `subjectId` in the class arm in `session`. */
export async function checkTeaches(
  db: DbOrTx,
  caller: AssignmentCaller,
  arm: { classId: bigint; subClass: string | null; subjectId: bigint; session: string },
) {
  const rows = await db
    .select({ subClass: teacherSubjects.subClass })
    .from(teacherSubjects)
    .where(
      and(
        eq(teacherSubjects.schId, caller.schId),
        eq(teacherSubjects.staffId, caller.userId),
        eq(teacherSubjects.session, arm.session),
        eq(teacherSubjects.classId, arm.classId),
        eq(teacherSubjects.subjectId, arm.subjectId),
      ),
    );
  const taught = rows.some((r) => r.subClass === null || r.subClass === arm.subClass);
  if (!taught && !coversArm(await classTeacherArm(db, caller), arm.classId, arm.subClass)) {
    throw forbidden('You may only set assignments for the subjects and classes you teach.');
  }
}

/**
 * A student named in a request: a student asks only about themselves (403 otherwise); a
 * teacher about a student of a class arm they teach in `session` (404 unknown, 403 not taught).
 */
export async function checkStudent(
  db: DbOrTx,
  caller: AssignmentCaller,
  studentId: bigint,
  session: string,
) {
  if (caller.role === 'student') {
    if (studentId !== caller.userId) throw forbidden('You may only see your own assignments.');
    return;
  }
  const [student] = await db
    .select({ classId: users.classId, subClass: users.subClass })
    .from(users)
    .where(and(eq(users.schId, caller.schId), eq(users.id, studentId), eq(users.kind, 'student')));
  if (!student) throw notFound('Student');
  const taught = await db
    .select({ subClass: teacherSubjects.subClass })
    .from(teacherSubjects)
    .where(
      and(
        eq(teacherSubjects.schId, caller.schId),
        eq(teacherSubjects.staffId, caller.userId),
        eq(teacherSubjects.session, session),
        sql`${teacherSubjects.classId} = ${student.classId}`,
      ),
    );
  if (
    !taught.some((t) => t.subClass === null || t.subClass === student.subClass) &&
    !coversArm(await classTeacherArm(db, caller), student.classId, student.subClass)
  ) {
    throw forbidden('You may only see students of the classes you teach.');
  }
}

/** 403 unless the teacher teaches some subject in the class (the arm, when named). */
export async function checkTeachesClass(
  db: DbOrTx,
  caller: AssignmentCaller,
  classId: bigint,
  subClass: string | undefined,
  session: string,
) {
  if (caller.role !== 'teacher') return;
  const taught = await db
    .select({ subClass: teacherSubjects.subClass })
    .from(teacherSubjects)
    .where(
      and(
        eq(teacherSubjects.schId, caller.schId),
        eq(teacherSubjects.staffId, caller.userId),
        eq(teacherSubjects.session, session),
        eq(teacherSubjects.classId, classId),
      ),
    );
  if (
    !taught.some((t) => subClass === undefined || t.subClass === null || t.subClass === subClass)
  ) {
    throw forbidden('You may only see the classes you teach.');
  }
}
