/** Which classes, preschools and preschool subjects the caller may read or change (404/403). */
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { visibleCampus } from '../http/scope.ts';
import {
  classOfSchool,
  ownPreschool,
  preschoolOfSchool,
  teachesClass,
} from '../school-setup/access.ts';
import { preschoolSubjectRow } from './preschool-subjects.queries.ts';

/** A class of the school whose subjects the caller may read: a teacher, only classes they teach. */
export async function readableClass(db: DbOrTx, auth: Auth, classId: bigint) {
  const { cls } = await classOfSchool(db, auth, classId);
  if (auth.role === 'teacher' && !(await teachesClass(db, auth, cls.id))) {
    throw forbidden('You may only read classes you teach.');
  }
  return cls;
}

/**
 * A preschool whose subjects the caller may read: a teacher, only the preschool they are the
 * class teacher of (their class is the preschool).
 */
export async function readablePreschool(db: DbOrTx, auth: Auth, preschoolId: bigint) {
  const { preschool } = await preschoolOfSchool(db, auth, preschoolId);
  if (
    auth.role === 'teacher' &&
    (await ownPreschool(db, auth.schId, auth.userId)) !== preschool.id
  ) {
    throw forbidden('You may only read preschools you teach.');
  }
  return preschool;
}

export async function preschoolSubjectOfSchool(db: DbOrTx, auth: Auth, id: bigint) {
  const row = await preschoolSubjectRow(db, auth.schId, id);
  if (!row || !visibleCampus(auth, row.campusId)) throw notFound('Preschool subject');
  return row;
}
