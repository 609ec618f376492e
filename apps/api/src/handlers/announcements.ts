/**
 * Area `announcements` (issue 16): admin, principal and superadmin write announcements for an
 * audience; every change is audited. The handler map only: the SQL is in
 * announcements/announcements.queries.ts, who reads and writes what in announcements/access.ts.
 * Reading one's own announcements is `listAnnouncements` (dashboard.ts).
 */
import * as announcements from '../announcements/announcements.queries.ts';
import { publishAnnouncement } from '../announcements/publish-announcement.ts';
import { audit } from '../audit/audit.queries.ts';
import { item, list, message, toId } from '../http/envelope.ts';
import type { HandlerMap } from './types.ts';

export const announcementsHandlers = {
  listSchoolAnnouncements: async ({ db, auth }) =>
    list(await announcements.writableAnnouncements(db, auth)),

  createAnnouncement: async ({ db, outbox, config, auth, body }) =>
    item(await publishAnnouncement(db, outbox, config, auth, body), 'Announcement published.'),

  updateAnnouncement: async ({ db, auth, params, body }) =>
    db.transaction(async (tx) => {
      const id = toId(params.id);
      const changed = await announcements.updateAnnouncement(tx, auth, id, body);
      await audit(tx, auth, 'announcement', id, 'update', body);
      return item(changed, 'Announcement updated.');
    }),

  deleteAnnouncement: async ({ db, auth, params }) =>
    db.transaction(async (tx) => {
      const id = toId(params.id);
      const { title } = await announcements.deleteAnnouncement(tx, auth, id);
      await audit(tx, auth, 'announcement', id, 'delete', { title });
      return message('Announcement deleted.');
    }),
} satisfies Partial<HandlerMap>;
