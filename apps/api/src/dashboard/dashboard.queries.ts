/** Population counts (active people only). */

import { DESIGNATION } from '@schoolmates/domain/people';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { must } from '../db/rows.ts';
import { users } from '../db/schema.ts';

/** Who a population count counts. */
export const WHO = {
  students: eq(users.kind, 'student'),
  staff: eq(users.kind, 'staff'),
  teachers: must(and(eq(users.kind, 'staff'), eq(users.designationId, DESIGNATION.teacher))),
} satisfies Record<string, SQL>;

/** Active people of the school (of one campus when given) by gender. */
export async function population(
  db: DbOrTx,
  schId: bigint,
  campusId: bigint | null,
  who: keyof typeof WHO,
) {
  const [row] = await db
    .select({
      male: sql<number>`count(*) filter (where ${users.gender} = 'male')`.mapWith(Number),
      female: sql<number>`count(*) filter (where ${users.gender} = 'female')`.mapWith(Number),
      total: sql<number>`count(*)`.mapWith(Number),
    })
    .from(users)
    .where(
      and(
        eq(users.schId, schId),
        eq(users.status, 'active'),
        campusId ? eq(users.campusId, campusId) : undefined,
        WHO[who],
      ),
    );
  return row ?? { male: 0, female: 0, total: 0 };
}
