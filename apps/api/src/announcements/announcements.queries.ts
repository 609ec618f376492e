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
import { record } from '../http/envelope.ts';
import { invalid, notFound } from '../http/errors.ts';
import { addressedTo, writable, writtenFor } from './access.ts';

type S = components['schemas'];
type Row = Pick<
  typeof schoolAnnouncements.$inferSelect,
  'id' | 'priority' | 'title' | 'description' | 'expiryDate' | 'createdAt'
> &
  Partial<Pick<typeof schoolAnnouncements.$inferSelect, 'audience' | 'roles'>>;

const announcementRecord = (a: Row): S['AnnouncementRecord'] =>
  record(a.id, {
    priority: a.priority,
    title: a.title,
    description: a.description,
    audience: a.audience ?? 'all',
    roles: a.roles ?? [],
    expiry_date: a.expiryDate,
    created_at: a.createdAt.toISOString(),
  });

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
  return [...portal, ...school]
    .sort(
      (a, b) =>
        RANK[a.priority] - RANK[b.priority] ||
        b.createdAt.getTime() - a.createdAt.getTime() ||
        Number(a.id - b.id),
    )
    .map(announcementRecord);
}

/** Every announcement the caller may change, expired ones included, newest first. */
export async function writableAnnouncements(db: DbOrTx, auth: Auth) {
  const rows = await db
    .select()
    .from(schoolAnnouncements)
    .where(writable(auth))
    .orderBy(desc(schoolAnnouncements.createdAt), desc(schoolAnnouncements.id));
  return rows.map(announcementRecord);
}

type Input = S['AnnouncementUpdate'];

/** `roles` only with the `roles` audience, and then at least one (422 otherwise). */
function checkAudience(audience: S['AnnouncementAudience'], roles: readonly string[]) {
  if (audience === 'roles' && roles.length === 0) {
    throw invalid({ roles: ['must name at least one role when audience is roles'] });
  }
  if (audience !== 'roles' && roles.length > 0) {
    throw invalid({ roles: ['is only for the audience roles'] });
  }
}

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

export async function createAnnouncement(db: DbOrTx, auth: Auth, body: S['AnnouncementInput']) {
  checkAudience(body.audience, body.roles ?? []);
  const row = one(
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
  return announcementRecord(row);
}

export async function updateAnnouncement(db: DbOrTx, auth: Auth, id: bigint, body: Input) {
  const [old] = await db
    .select()
    .from(schoolAnnouncements)
    .where(and(writable(auth), eq(schoolAnnouncements.id, id)));
  if (!old) throw notFound('Announcement');
  const audience = body.audience ?? old.audience;
  // A new audience other than `roles` drops the old roles unless new ones are sent.
  const roles = body.roles ?? (audience === 'roles' ? old.roles : []);
  checkAudience(audience, roles);
  const row = one(
    await db
      .update(schoolAnnouncements)
      .set({ ...columns(body), roles, updatedAt: new Date() })
      .where(and(eq(schoolAnnouncements.schId, auth.schId), eq(schoolAnnouncements.id, id)))
      .returning(),
  );
  return announcementRecord(row);
}

export async function deleteAnnouncement(db: DbOrTx, auth: Auth, id: bigint) {
  const [row] = await db
    .delete(schoolAnnouncements)
    .where(and(writable(auth), eq(schoolAnnouncements.id, id)))
    .returning({ title: schoolAnnouncements.title });
  if (!row) throw notFound('Announcement');
  return row;
}
