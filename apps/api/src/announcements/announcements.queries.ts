/**
 * Announcements: the portal's notices (`announcements`, to one school or every school) and
 * those a school writes for its audience (`school_announcements`). Both share one id space.
 */
import type { components } from '@schoolmates/sdk';
import { and, desc, eq, gte, isNull, or } from 'drizzle-orm';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { one } from '../db/rows.ts';
import { announcements, schoolAnnouncements } from '../db/schema.ts';
import { addressedTo, writable, writtenFor } from './access.ts';

type S = components['schemas'];

const RANK = { high: 0, normal: 1, low: 2 } as const;

/**
 * The caller's announcements: highest priority first, then newest; those expired by the school's
 * date `today` gone.
 */
export async function announcementsFor(db: DbOrTx, auth: Auth, today: string) {
  const [portal, school] = await Promise.all([
    db
      .select()
      .from(announcements)
      .where(
        and(
          or(isNull(announcements.schId), eq(announcements.schId, auth.schId)),
          or(isNull(announcements.campusId), eq(announcements.campusId, auth.campusId)),
          or(isNull(announcements.expiryDate), gte(announcements.expiryDate, today)),
        ),
      ),
    db.select().from(schoolAnnouncements).where(addressedTo(auth, today)),
  ]);
  return [...portal, ...school].sort(
    (a, b) =>
      RANK[a.priority] - RANK[b.priority] ||
      b.createdAt.getTime() - a.createdAt.getTime() ||
      Number(a.id - b.id),
  );
}

/** Every announcement the caller may change, expired ones included, newest first. */
export async function writableAnnouncements(db: DbOrTx, auth: Auth) {
  return db
    .select()
    .from(schoolAnnouncements)
    .where(writable(auth))
    .orderBy(desc(schoolAnnouncements.createdAt), desc(schoolAnnouncements.id));
}

type Input = S['AnnouncementUpdate'];

const columns = (body: Input) =>
  Object.fromEntries(
    Object.entries({
      title: body.title,
      description: body.description,
      priority: body.priority,
      audience: body.audience,
      roles: body.roles,
      expiryDate: body.expiry_date,
    }).filter(([, v]) => v !== undefined),
  ) as Partial<typeof schoolAnnouncements.$inferInsert>;

/** Writes the announcement for the caller's campus (`writtenFor`). */
export async function insertAnnouncement(db: DbOrTx, auth: Auth, body: S['AnnouncementInput']) {
  return one(
    await db
      .insert(schoolAnnouncements)
      .values({
        ...columns(body),
        title: body.title,
        description: body.description,
        audience: body.audience,
        schId: auth.schId,
        campusId: writtenFor(auth),
        createdBy: auth.userId,
      })
      .returning(),
  );
}

/** The announcement `id` if the caller may change it. */
export async function writableAnnouncement(db: DbOrTx, auth: Auth, id: bigint) {
  const [row] = await db
    .select()
    .from(schoolAnnouncements)
    .where(and(writable(auth), eq(schoolAnnouncements.id, id)));
  return row;
}

export async function saveAnnouncement(
  db: DbOrTx,
  schId: bigint,
  id: bigint,
  body: Input,
  roles: (typeof schoolAnnouncements.$inferSelect)['roles'],
) {
  return one(
    await db
      .update(schoolAnnouncements)
      .set({ ...columns(body), roles, updatedAt: new Date() })
      .where(and(eq(schoolAnnouncements.schId, schId), eq(schoolAnnouncements.id, id)))
      .returning(),
  );
}

/** Deletes the announcement `id` if the caller may change it; its title, or none. */
export async function removeAnnouncement(db: DbOrTx, auth: Auth, id: bigint) {
  const [row] = await db
    .delete(schoolAnnouncements)
    .where(and(writable(auth), eq(schoolAnnouncements.id, id)))
    .returning({ title: schoolAnnouncements.title });
  return row;
}
