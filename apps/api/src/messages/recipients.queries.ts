/** Who a notification goes to: people of one school with their addresses and the channels they turned off. */
import type { Schema } from '@schoolmates/sdk';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { fullName } from '../db/names.ts';
import { guardianLinks, schools, users } from '../db/schema.ts';

export interface Recipient {
  userId: bigint;
  /** Surname first, as the portal writes names. */
  name: string;
  firstname: string;
  email: string | null;
  phone: string | null;
  /** A guardian's WhatsApp number, when it is not their phone. */
  whatsapp: string | null;
  optedOut: Schema<'MessageChannel'>[];
  /** Set when a guardian is told about their child (issue 28): whose news it is. */
  child?: { firstname: string };
}

export async function recipientsOf(
  db: DbOrTx,
  schId: bigint,
  userIds: readonly bigint[],
): Promise<Recipient[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: users.id,
      name: fullName(users),
      firstname: users.firstname,
      email: users.email,
      phone: users.phone,
      whatsapp: users.whatsapp,
      // Qualified by hand: Drizzle writes a one-table select's columns bare, and a bare
      // "sch_id" in the subquery would be the opt-out's own.
      optedOut: sql<Schema<'MessageChannel'>[]>`coalesce((
        select array_agg(o.channel) from message_opt_outs o
        where o.sch_id = users.sch_id and o.user_id = users.id), '{}')`,
    })
    .from(users)
    .where(and(eq(users.schId, schId), inArray(users.id, [...userIds])));
}

export async function schoolNameOf(db: DbOrTx, schId: bigint): Promise<string> {
  const [school] = await db
    .select({ name: schools.name })
    .from(schools)
    .where(eq(schools.id, schId));
  return school?.name ?? 'SchoolMates';
}

/** The guardians of these students: who else hears a student's results and fees (issue 28). */
export function guardiansOf(db: DbOrTx, schId: bigint, studentIds: readonly bigint[]) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .select({ studentId: guardianLinks.studentId, guardianId: guardianLinks.guardianId })
    .from(guardianLinks)
    .where(and(eq(guardianLinks.schId, schId), inArray(guardianLinks.studentId, [...studentIds])));
}
