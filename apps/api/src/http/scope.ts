/**
 * Tenancy: the caller's school and campus come from the session (`ctx.auth`), never from the
 * request. A superadmin may name another campus of its own school; other roles always get
 * their own campus and naming another one answers 403. A campus of another school is 404
 * (logged as another school's id by http/foreign-ids.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { campuses } from '../db/schema.ts';
import { forbidden, notFound } from './errors.ts';

export async function campusOfSchool(db: DbOrTx, auth: Auth, campusId: bigint) {
  const [campus] = await db
    .select()
    .from(campuses)
    .where(and(eq(campuses.id, campusId), eq(campuses.schId, auth.schId)));
  if (!campus) throw notFound('Campus');
  return campus;
}

/** One campus: the named one (superadmin) or the caller's own. */
export async function targetCampus(db: DbOrTx, auth: Auth, requested?: string | null) {
  if (requested === undefined || requested === null) return campusOfSchool(db, auth, auth.campusId);
  const id = BigInt(requested);
  if (auth.role !== 'superadmin' && id !== auth.campusId) {
    throw forbidden('You may only use your own campus.');
  }
  return campusOfSchool(db, auth, id);
}

/**
 * For lists: `null` = every campus of the school (a superadmin naming none), otherwise the
 * one campus to read.
 */
export async function listCampusScope(
  db: DbOrTx,
  auth: Auth,
  requested?: string | null,
): Promise<bigint | null> {
  if (requested === undefined || requested === null) {
    return auth.role === 'superadmin' ? null : auth.campusId;
  }
  return (await targetCampus(db, auth, requested)).id;
}

/** Staff other than superadmin only see their own campus's records: the rest is 404. */
export function visibleCampus(auth: Auth, campusId: bigint): boolean {
  return auth.role === 'superadmin' || campusId === auth.campusId;
}
