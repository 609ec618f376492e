/** Deleting a student: only one without history (one with history is withdrawn instead). */
import type { Auth } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { unlessReferenced } from '../http/errors.ts';
import { personOfSchool } from './access.ts';
import { deleteStudentRows } from './students.queries.ts';

export async function deleteStudent(db: Db, auth: Auth, studentId: bigint) {
  const row = await personOfSchool(db, auth, studentId, 'student');
  await unlessReferenced('This student has history; withdraw them instead.', () =>
    deleteStudentRows(db, auth.schId, row.user.id),
  );
}
