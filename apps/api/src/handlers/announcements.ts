/**
 * Area `announcements` (issue 16): admin, principal and superadmin write announcements for an
 * audience; every change is audited. The handler map only: each write is a use case of
 * announcements/ (publish-, update-, delete-announcement.ts), the SQL is in
 * announcements/announcements.queries.ts, who reads and writes what in announcements/access.ts.
 * Reading one's own announcements is `listAnnouncements` (dashboard.ts).
 */
import { writableAnnouncements } from '../announcements/announcements.queries.ts';
import { deleteAnnouncement } from '../announcements/delete-announcement.ts';
import { publishAnnouncement } from '../announcements/publish-announcement.ts';
import { announcementRecord } from '../announcements/records.ts';
import { updateAnnouncement } from '../announcements/update-announcement.ts';
import { item, list, message, toId } from '../http/envelope.ts';
import type { HandlerMap } from './types.ts';

export const announcementsHandlers = {
  listSchoolAnnouncements: async ({ db, auth }) =>
    list((await writableAnnouncements(db, auth)).map(announcementRecord)),

  createAnnouncement: async ({ db, outbox, config, auth, body }) =>
    item(await publishAnnouncement(db, outbox, config, auth, body), 'Announcement published.'),

  updateAnnouncement: async ({ db, auth, params, body }) =>
    item(await updateAnnouncement(db, auth, toId(params.id), body), 'Announcement updated.'),

  async deleteAnnouncement({ db, auth, params }) {
    await deleteAnnouncement(db, auth, toId(params.id));
    return message('Announcement deleted.');
  },
} satisfies Partial<HandlerMap>;
