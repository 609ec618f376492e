/** Deleting an announcement the caller may change, audited (with its title) in the same transaction. */
import { audit } from '../audit/audit-log.ts';
import type { Auth } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { removeAnnouncement } from './announcements.queries.ts';

export async function deleteAnnouncement(db: Db, auth: Auth, id: bigint) {
  await db.transaction(async (tx) => {
    const row = await removeAnnouncement(tx, auth, id);
    if (!row) throw notFound('Announcement');
    await audit(tx, auth, 'announcement', id, 'delete', { title: row.title });
  });
}
