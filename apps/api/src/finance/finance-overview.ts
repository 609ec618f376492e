/**
 * The proprietor's finance overview (issue 29, point 6): the six summaries of each campus and
 * of the school, from the same pass over the ledger as the summary calls. A campus's account
 * balance counts its own accounts' opening balances, and the school's own accounts are shown
 * apart, so every figure of the campuses adds up to the school's.
 */
import type { components } from '@schoolmates/sdk';
import type { DbOrTx } from '../db/client.ts';
import { record } from '../http/envelope.ts';
import { schoolAccountsOpening } from './banks.queries.ts';
import { campusNames } from './fees.queries.ts';
import { type Period, summaryFigures } from './ledger.queries.ts';

type S = components['schemas'];

export async function financeOverview(
  db: DbOrTx,
  schId: bigint,
  period: Period,
): Promise<S['FinanceOverviewAnswer']> {
  const campuses = (await campusNames(db, schId)).sort(
    (a, b) => a.name.localeCompare(b.name) || Number(a.id - b.id),
  );
  const data: S['FinanceOverviewCampus'][] = [];
  for (const campus of campuses) {
    const figures = await summaryFigures(
      db,
      { schId, campusId: campus.id, studentIds: null },
      period,
    );
    data.push(record(campus.id, { campus: campus.name, ...figures }));
  }
  const school = await summaryFigures(db, { schId, campusId: null, studentIds: null }, period);
  return {
    data,
    meta: {
      term: (period.term ?? null) as S['Term'] | null,
      session: period.session,
      school,
      school_accounts_opening: await schoolAccountsOpening(db, schId),
      computed_at: new Date().toISOString(),
    },
  };
}
