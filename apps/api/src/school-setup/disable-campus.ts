/**
 * Disabling a campus: not the caller's own, nor the school's last active one (409); its people
 * cannot sign in any more, so their sessions end in the same transaction. Disabling a disabled
 * campus does nothing.
 */
import type { Auth } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { conflict } from '../http/errors.ts';
import { campusOfSchool } from '../http/scope.ts';
import { otherActiveCampuses, revokeCampusSessions, setCampusStatus } from './campuses.queries.ts';

export async function disableCampus(db: Db, auth: Auth, campusId: bigint) {
  const campus = await campusOfSchool(db, auth, campusId);
  if (campus.status === 'disabled') return;
  if (campus.id === auth.campusId) throw conflict('You cannot disable your own campus.');
  if ((await otherActiveCampuses(db, auth.schId, campus.id)) === 0) {
    throw conflict('The last active campus cannot be disabled.');
  }
  await db.transaction(async (tx) => {
    await setCampusStatus(tx, auth.schId, campus.id, 'disabled');
    await revokeCampusSessions(tx, auth.schId, campus.id);
  });
}
