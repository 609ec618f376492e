/** Enabling and disabling a staff member's account (not one's own); one already so is left. */
import type { Auth } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { conflict } from '../http/errors.ts';
import { personOfSchool } from './access.ts';
import { setPersonStatus } from './people.queries.ts';

export async function enableStaff(db: Db, auth: Auth, staffId: bigint) {
  const row = await personOfSchool(db, auth, staffId, 'staff');
  if (row.user.status !== 'active') {
    await setPersonStatus(db, auth.schId, row.user.id, 'active');
  }
}

export async function disableStaff(db: Db, auth: Auth, staffId: bigint) {
  const row = await personOfSchool(db, auth, staffId, 'staff');
  if (row.user.id === auth.userId) throw conflict('You cannot disable yourself.');
  if (row.user.status !== 'disabled') {
    await db.transaction((tx) => setPersonStatus(tx, auth.schId, row.user.id, 'disabled'));
  }
}
