/**
 * Who may read or write which results: the caller's school and campus (`?sch_id=&campus=` of
 * the original client), and a teacher's reach (the arms they teach as class or subject teacher).
 */

import { and, eq } from 'drizzle-orm';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { teacherSubjects, users } from '../db/schema.ts';
import { classOfSchool } from '../db/school-rows.ts';
import { toId } from '../http/envelope.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { targetCampus, visibleCampus } from '../http/scope.ts';
import { ownPreschool } from '../school-setup/access.ts';
import { preschoolRow } from './preschool.queries.ts';
import { studentRow } from './results.queries.ts';
import { commentBankOf, type RatingKind, ratingGroupRow } from './settings.queries.ts';

/** `?sch_id=&campus=`: the school code must be the caller's own; the campus as targetCampus. */
export async function queryCampus(
  db: DbOrTx,
  auth: Auth,
  query: { sch_id?: string; campus?: string },
) {
  if (query.sch_id !== undefined && query.sch_id !== String(auth.schId)) {
    throw forbidden('You may only read your own school.');
  }
  return targetCampus(db, auth, query.campus);
}

/** A teacher's class arms: as class teacher, and as subject teacher in a session. */
export async function teacherReach(db: DbOrTx, auth: Auth, session: string) {
  const [me] = await db
    .select()
    .from(users)
    .where(and(eq(users.schId, auth.schId), eq(users.id, auth.userId)));
  const subjectsTaught = await db
    .select()
    .from(teacherSubjects)
    .where(
      and(
        eq(teacherSubjects.schId, auth.schId),
        eq(teacherSubjects.staffId, auth.userId),
        eq(teacherSubjects.session, session),
      ),
    );
  const sameArm = (a: string | null, b: string | null) => a === null || b === null || a === b;
  return {
    isClassTeacher: (classId: bigint, subClass: string | null) =>
      me?.classId === classId && sameArm(me.subClass, subClass),
    teachesSubject: (classId: bigint, subClass: string | null, subjectId: bigint) =>
      subjectsTaught.some(
        (t) => t.classId === classId && t.subjectId === subjectId && sameArm(t.subClass, subClass),
      ),
    teachesArm(classId: bigint, subClass: string | null) {
      return (
        this.isClassTeacher(classId, subClass) ||
        subjectsTaught.some((t) => t.classId === classId && sameArm(t.subClass, subClass))
      );
    },
  };
}

/** Staff other than teachers read any arm of their campus; a teacher the arms they teach. */
export async function checkReads(
  db: DbOrTx,
  auth: Auth,
  session: string,
  arms: { classId: bigint; subClass: string | null }[],
) {
  if (auth.role !== 'teacher') return;
  const reach = await teacherReach(db, auth, session);
  if (!arms.every((a) => reach.teachesArm(a.classId, a.subClass))) {
    throw forbidden('You may only read results of the classes you teach.');
  }
}

// ---------------------------------------------------------------- settings rows of the campus

/** A skill group or report type of the caller's campus (404 otherwise). */
export async function ratingGroupOf(db: DbOrTx, auth: Auth, kind: RatingKind, id: string) {
  const row = await ratingGroupRow(db, auth.schId, auth.campusId, kind, toId(id));
  if (!row) throw notFound(kind === 'skill' ? 'Skill' : 'Report type');
  return row;
}

/** A comment of the caller's campus's bank, with who wrote it (404 otherwise). */
export async function commentOf(db: DbOrTx, auth: Auth, id: string) {
  const row = (await commentBankOf(db, auth.schId, [auth.campusId])).find(
    (r) => String(r.c.id) === id,
  );
  if (!row) throw notFound('Comment');
  return row;
}

// ---------------------------------------------------------------- students, classes, preschools

/** A student of the caller's school (and campus, unless superadmin): 404 otherwise. */
export async function studentOfSchool(db: DbOrTx, auth: Auth, id: string) {
  const student = await studentRow(db, auth.schId, toId(id));
  // A guardian's children may be on any campus of the school.
  const visible =
    auth.role === 'guardian'
      ? student !== undefined && auth.children.includes(student.id)
      : student !== undefined && visibleCampus(auth, student.campusId);
  if (!student || !visible) throw notFound('Student');
  return student;
}

/**
 * A student reads only their own results; a guardian only their linked children's, and any
 * other student is not there for them (404, issue 28).
 */
export function checkOwnResults(auth: Auth, studentId: string) {
  if (auth.role === 'student' && studentId !== String(auth.userId)) {
    throw forbidden('You may only read your own results.');
  }
  if (auth.role === 'guardian' && !auth.children.some((child) => String(child) === studentId)) {
    throw notFound('Student');
  }
}

/** Students and guardians read only released results. */
export const readsAsFamily = (auth: Auth) => auth.role === 'student' || auth.role === 'guardian';

/** A class of the caller's school and campus: 404 otherwise. */
export async function visibleClass(db: DbOrTx, auth: Auth, id: string) {
  const cls = await classOfSchool(db, auth.schId, toId(id));
  if (!cls || !visibleCampus(auth, cls.campusId)) throw notFound('Class');
  return cls;
}

export async function preschoolOf(db: DbOrTx, auth: Auth, id: bigint) {
  const pre = await preschoolRow(db, auth.schId, id);
  if (!pre || !visibleCampus(auth, pre.campusId)) throw notFound('Preschool class');
  return pre;
}

/** A teacher reads and writes only the results of the preschool they teach. */
export async function checkPreschoolTeacher(db: DbOrTx, auth: Auth, preschoolId: bigint) {
  if (auth.role !== 'teacher') return;
  if ((await ownPreschool(db, auth.schId, auth.userId)) !== preschoolId) {
    throw forbidden('You are not the teacher of this preschool class.');
  }
}
