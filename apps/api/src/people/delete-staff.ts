/**
 * Deleting a staff member: not oneself, not the director of studies, and only one without
 * history (one with history is disabled instead).
 */
import type { Auth } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { conflict, unlessReferenced } from '../http/errors.ts';
import { personOfSchool } from './access.ts';
import { deletePerson } from './people.queries.ts';

export async function deleteStaff(db: Db, auth: Auth, staffId: bigint) {
  const row = await personOfSchool(db, auth, staffId, 'staff');
  if (row.user.id === auth.userId) throw conflict('You cannot delete yourself.');
  if (row.isDos) throw conflict('The director of studies cannot be deleted.');
  await unlessReferenced('This staff member has history; disable them instead.', () =>
    deletePerson(db, auth.schId, row.user.id),
  );
}
