/**
 * Who may reach which people: a person of the caller's school (of their campus unless they
 * are the superadmin; 404 otherwise), the designations a role may give, and the students a
 * teacher sees (the class arms they teach).
 */

import { assignableDesignations } from '@schoolmates/domain/people';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { forbidden, invalid, notFound } from '../http/errors.ts';
import { visibleCampus } from '../http/scope.ts';
import { personOfKind } from './people.queries.ts';
import { classOrPreschoolCampus, teacherArms } from './students.queries.ts';

export async function personOfSchool(
  db: DbOrTx,
  auth: Auth,
  id: bigint,
  kind: 'staff' | 'student',
) {
  const row = await personOfKind(db, auth.schId, id, kind);
  if (!row || !visibleCampus(auth, row.user.campusId)) {
    throw notFound(kind === 'staff' ? 'Staff member' : 'Student');
  }
  return row;
}

/** A class or a preschool (students sit in one or the other) that the caller sees: 404 otherwise. */
export async function checkClassOrPreschool(db: DbOrTx, auth: Auth, id: bigint) {
  const campusId = await classOrPreschoolCampus(db, auth.schId, id);
  if (campusId === undefined || !visibleCampus(auth, campusId)) throw notFound('Class');
}

export function checkDesignation(auth: Auth, designationId: number) {
  if (!assignableDesignations(auth.role, auth.plan).includes(designationId)) {
    throw invalid({ designation_id: ['is not a role you may assign'] });
  }
}

/** A teacher records only their own attendance. */
export function checkAttendanceFor(auth: Auth, staffIds: bigint[]) {
  if (auth.role === 'teacher' && staffIds.some((id) => id !== auth.userId)) {
    throw forbidden('A teacher may only record their own attendance.');
  }
}

/**
 * The students a teacher sees: those of the class arms they teach (class and subject teacher),
 * or the pupils of the preschool they are the class teacher of.
 */
export async function teacherStudents(db: DbOrTx, auth: Auth): Promise<SQL> {
  const { arms, preschoolId } = await teacherArms(db, auth.schId, auth.userId);
  return (
    or(
      ...arms.map((a) =>
        a.subClass === null
          ? eq(users.classId, a.classId)
          : and(eq(users.classId, a.classId), eq(users.subClass, a.subClass)),
      ),
      preschoolId !== null ? eq(users.preschoolId, preschoolId) : undefined,
    ) ?? sql`false`
  );
}

/** The campus whose people a non-superadmin may act on; `null`: the whole school. */
export const ownCampus = (auth: Auth): bigint | null =>
  auth.role === 'superadmin' ? null : auth.campusId;
