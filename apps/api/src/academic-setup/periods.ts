/** Academic periods: the campus's current one, and a period as the contract answers it. */
import type { components } from '@schoolmates/sdk';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { academicPeriods } from '../db/schema.ts';
import { record } from '../http/envelope.ts';

type S = components['schemas'];

export type AcademicPeriodRow = typeof academicPeriods.$inferSelect;
export const academicPeriodRecord = (p: AcademicPeriodRow): S['AcademicPeriodRecord'] =>
  record(p.id, {
    period: p.period as S['Period'],
    term: p.term as S['Term'],
    session: p.session,
    is_current_period: p.isCurrent,
    campus_id: String(p.campusId),
  });

export async function currentPeriod(db: DbOrTx, campusId: bigint) {
  const [p] = await db
    .select()
    .from(academicPeriods)
    .where(and(eq(academicPeriods.campusId, campusId), eq(academicPeriods.isCurrent, true)));
  return p;
}
