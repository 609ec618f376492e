/**
 * Publishing an announcement: written for the caller's campus (the superadmin's for every
 * campus), audited, and sent to its audience through the outbox in the same transaction.
 */
import type { components } from '@schoolmates/sdk';
import { audit } from '../audit/audit-log.ts';
import type { Auth } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { notify } from '../messages/notify.ts';
import type { Outbox } from '../messages/outbox.ts';
import { announcementWording } from '../messages/templates.ts';
import { writtenFor } from './access.ts';
import { insertAnnouncement } from './announcements.queries.ts';
import { audienceOf } from './audience.queries.ts';
import { checkAudience } from './checks.ts';
import { announcementRecord } from './records.ts';

export async function publishAnnouncement(
  db: Db,
  outbox: Outbox,
  config: Pick<Config, 'publicUrl'>,
  auth: Auth,
  body: components['schemas']['AnnouncementInput'],
) {
  return db.transaction(async (tx) => {
    checkAudience(body.audience, body.roles ?? []);
    const row = await insertAnnouncement(tx, auth, body);
    const written = announcementRecord(row);
    await audit(tx, auth, 'announcement', row.id, 'create', body);
    const audience = await audienceOf(tx, auth.schId, writtenFor(auth), written.attributes);
    await notify(tx, outbox, {
      schId: auth.schId,
      event: 'announcement_published',
      to: audience.map((userId) => ({ userId, eventKey: written.id })),
      batch: `announcement:${written.id}`,
      wording: (person, school) =>
        announcementWording(
          school,
          person.firstname,
          written.attributes.title,
          written.attributes.description,
          config.publicUrl,
        ),
    });
    return written;
  });
}
