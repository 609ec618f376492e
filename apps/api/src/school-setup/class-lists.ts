/**
 * A class list (`GET /studentbyclass/{class_id}`): the students of a class or, on a preschool
 * campus, of a preschool (students refer to either by class_id). A teacher reads only the
 * classes they teach and their own preschool (403).
 */
import type { Auth } from '../auth/sessions.ts';
import type { QueryOf } from '../contract.ts';
import type { DbOrTx } from '../db/client.ts';
import { forbidden } from '../http/errors.ts';
import { visibleCampus } from '../http/scope.ts';
import { ownPreschool, preschoolOfSchool, teachesClass } from './access.ts';
import { classRow, studentsOfClass } from './classes.queries.ts';
import { classStudentRecord } from './records.ts';

/** The class (or preschool) as its list shows it, and whether it is a class. */
async function listedClass(db: DbOrTx, auth: Auth, classId: bigint) {
  const cls = await classRow(db, auth.schId, classId);
  if (cls && visibleCampus(auth, cls.campusId)) {
    return { id: classId, name: cls.className, campusId: cls.campusId, inClass: true };
  }
  const { preschool } = await preschoolOfSchool(db, auth, classId);
  return { id: classId, name: preschool.name, campusId: preschool.campusId, inClass: false };
}

export async function classList(
  db: DbOrTx,
  auth: Auth,
  classId: bigint,
  query: QueryOf<'listStudentsByClass'>,
) {
  const { inClass, ...shown } = await listedClass(db, auth, classId);
  const teaches = inClass
    ? await teachesClass(db, auth, classId)
    : (await ownPreschool(db, auth.schId, auth.userId)) === classId;
  if (auth.role === 'teacher' && !teaches) {
    throw forbidden('You may only read classes you teach.');
  }
  const rows = await studentsOfClass(db, auth.schId, classId, inClass, {
    subClass: query.sub_class,
    status: query.status ?? 'active',
  });
  return rows.map((u) => classStudentRecord(u, shown));
}
