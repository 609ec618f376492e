/**
 * Who reads and who writes announcements (one place for the area). Admin, principal and
 * superadmin write them: the superadmin for the whole school, the others for their campus;
 * each user reads the unexpired ones of their school and campus addressed to them.
 */
import { and, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Auth } from '../auth/sessions.ts';
import { schoolAnnouncements } from '../db/schema.ts';

/** The campus an announcement written by the caller is for; `null`: every campus. */
export const writtenFor = (auth: Auth): bigint | null =>
  auth.role === 'superadmin' ? null : auth.campusId;

/** The school announcements the caller may change (and lists on the writers' page). */
export const writable = (auth: Auth) =>
  and(
    eq(schoolAnnouncements.schId, auth.schId),
    auth.role === 'superadmin' ? undefined : eq(schoolAnnouncements.campusId, auth.campusId),
  );

/**
 * The campuses whose announcements the caller reads: their own, or for a guardian their
 * children's (issue 28).
 */
const readersCampus = (auth: Auth) =>
  auth.role === 'guardian' && auth.children.length > 0
    ? sql`${schoolAnnouncements.campusId} in (select u.campus_id from users u
        where u.sch_id = ${auth.schId} and u.id in (${sql.join(
          auth.children.map((id) => sql`${id}`),
          sql`, `,
        )}))`
    : eq(schoolAnnouncements.campusId, auth.campusId);

/** The school announcements addressed to the caller, unexpired on the school's date `today`. */
export const addressedTo = (auth: Auth, today: string) =>
  and(
    eq(schoolAnnouncements.schId, auth.schId),
    or(isNull(schoolAnnouncements.campusId), readersCampus(auth)),
    or(isNull(schoolAnnouncements.expiryDate), gte(schoolAnnouncements.expiryDate, today)),
    or(
      eq(schoolAnnouncements.audience, 'all'),
      // Guardians read what is meant for their children.
      eq(schoolAnnouncements.audience, auth.kind === 'staff' ? 'staff' : 'students'),
      and(
        eq(schoolAnnouncements.audience, 'roles'),
        sql`${auth.role} = any(${schoolAnnouncements.roles})`,
      ),
    ),
  );
