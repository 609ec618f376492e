/** The people an announcement is for: active, of its campus (or every campus), in its audience. */

import { DESIGNATION } from '@schoolmates/domain/people';
import type { components } from '@schoolmates/sdk';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { users } from '../db/schema.ts';

type Announcement = components['schemas']['AnnouncementAttributes'];

export async function audienceOf(
  db: DbOrTx,
  schId: bigint,
  campusId: bigint | null,
  announcement: Pick<Announcement, 'audience' | 'roles'>,
): Promise<bigint[]> {
  const who: Record<Announcement['audience'], SQL | undefined> = {
    all: undefined,
    students: eq(users.kind, 'student'),
    staff: eq(users.kind, 'staff'),
    roles: inArray(
      users.designationId,
      (announcement.roles ?? []).map((role) => DESIGNATION[role]),
    ),
  };
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.schId, schId),
        eq(users.status, 'active'),
        campusId === null ? undefined : eq(users.campusId, campusId),
        who[announcement.audience],
      ),
    );
  return rows.map((r) => r.id);
}
