/**
 * Classes and preschools the caller may reach: of their school, and of their campus unless
 * they are the superadmin (404 otherwise, as for a row that does not exist).
 */
import { and, eq } from 'drizzle-orm';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { campuses, classes, preschools, teacherSubjects, users } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { visibleCampus } from '../http/scope.ts';

/** A class of the caller's school (404 otherwise); other campuses are 404 for non-superadmins. */
export async function classOfSchool(db: DbOrTx, auth: Auth, id: bigint) {
  const [row] = await db
    .select({ cls: classes, campusName: campuses.name, isPreschool: campuses.isPreschool })
    .from(classes)
    .innerJoin(campuses, and(eq(campuses.schId, classes.schId), eq(campuses.id, classes.campusId)))
    .where(and(eq(classes.id, id), eq(classes.schId, auth.schId)));
  if (!row || !visibleCampus(auth, row.cls.campusId)) throw notFound('Class');
  return row;
}

export async function preschoolOfSchool(db: DbOrTx, auth: Auth, id: bigint) {
  const [row] = await db
    .select({ preschool: preschools, campusName: campuses.name })
    .from(preschools)
    .innerJoin(
      campuses,
      and(eq(campuses.schId, preschools.schId), eq(campuses.id, preschools.campusId)),
    )
    .where(and(eq(preschools.id, id), eq(preschools.schId, auth.schId)));
  if (!row || !visibleCampus(auth, row.preschool.campusId)) throw notFound('Preschool');
  return row;
}

/** Does the teacher teach this class (as class teacher or subject teacher)? */
export async function teachesClass(db: DbOrTx, auth: Auth, classId: bigint): Promise<boolean> {
  const [me] = await db
    .select({ classId: users.classId })
    .from(users)
    .where(and(eq(users.schId, auth.schId), eq(users.id, auth.userId)));
  if (me?.classId === classId) return true;
  const [ts] = await db
    .select({ id: teacherSubjects.id })
    .from(teacherSubjects)
    .where(
      and(
        eq(teacherSubjects.schId, auth.schId),
        eq(teacherSubjects.staffId, auth.userId),
        eq(teacherSubjects.classId, classId),
      ),
    )
    .limit(1);
  return !!ts;
}

/** The preschool a staff member teaches (null when none). */
export async function ownPreschool(db: DbOrTx, schId: bigint, staffId: bigint) {
  const [me] = await db
    .select({ preschoolId: users.preschoolId })
    .from(users)
    .where(and(eq(users.schId, schId), eq(users.id, staffId)));
  return me?.preschoolId ?? null;
}
