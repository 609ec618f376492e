/** An announcement as the contract answers it: the portal's and a school's alike. */
import type { Schema } from '@schoolmates/sdk';
import type { schoolAnnouncements } from '../db/schema.ts';
import { record } from '../http/envelope.ts';

type Row = Pick<
  typeof schoolAnnouncements.$inferSelect,
  'id' | 'priority' | 'title' | 'description' | 'expiryDate' | 'createdAt'
> &
  Partial<Pick<typeof schoolAnnouncements.$inferSelect, 'audience' | 'roles'>>;

export const announcementRecord = (a: Row): Schema<'AnnouncementRecord'> =>
  record(a.id, {
    priority: a.priority,
    title: a.title,
    description: a.description,
    audience: a.audience ?? 'all',
    roles: a.roles ?? [],
    expiry_date: a.expiryDate,
    created_at: a.createdAt.toISOString(),
  });
