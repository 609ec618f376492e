/**
 * Enabling and disabling a student's account: a graduated or withdrawn student's status does
 * not change here; a student already so is left as is.
 */
import type { Auth } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { conflict } from '../http/errors.ts';
import { personOfSchool } from './access.ts';
import { setPersonStatus } from './people.queries.ts';

export async function enableStudent(db: Db, auth: Auth, studentId: bigint) {
  const row = await personOfSchool(db, auth, studentId, 'student');
  if (row.user.status === 'graduated' || row.user.status === 'withdrawn') {
    throw conflict(`A ${row.user.status} student cannot be enabled.`);
  }
  if (row.user.status !== 'active') {
    await setPersonStatus(db, auth.schId, row.user.id, 'active');
  }
}

export async function disableStudent(db: Db, auth: Auth, studentId: bigint) {
  const row = await personOfSchool(db, auth, studentId, 'student');
  if (row.user.status === 'graduated' || row.user.status === 'withdrawn') {
    throw conflict(`A ${row.user.status} student cannot be disabled.`);
  }
  if (row.user.status !== 'disabled') {
    await db.transaction((tx) => setPersonStatus(tx, auth.schId, row.user.id, 'disabled'));
  }
}
