/** Changing an announcement the caller may change, audited in the same transaction. */
import type { Schema } from '@schoolmates/sdk';
import { audit } from '../audit/audit-log.ts';
import type { Auth } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { saveAnnouncement, writableAnnouncement } from './announcements.queries.ts';
import { checkAudience } from './checks.ts';
import { announcementRecord } from './records.ts';

export async function updateAnnouncement(
  db: Db,
  auth: Auth,
  id: bigint,
  body: Schema<'AnnouncementUpdate'>,
) {
  return db.transaction(async (tx) => {
    const old = await writableAnnouncement(tx, auth, id);
    if (!old) throw notFound('Announcement');
    const audience = body.audience ?? old.audience;
    // A new audience other than `roles` drops the old roles unless new ones are sent.
    const roles = body.roles ?? (audience === 'roles' ? old.roles : []);
    checkAudience(audience, roles);
    const changed = await saveAnnouncement(tx, auth.schId, id, body, roles);
    await audit(tx, auth, 'announcement', id, 'update', body);
    return announcementRecord(changed);
  });
}
