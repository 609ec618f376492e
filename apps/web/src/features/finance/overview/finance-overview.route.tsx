import { loadable } from '../../../components/queries.ts';
import { useCurrentPeriod, useFinanceOverview } from '../finance.api.ts';
import { FinanceOverviewView } from './finance-overview.view.tsx';

/** The proprietor's overview of the current term, campus by campus. */
export default function FinanceOverviewRoute() {
  const period = useCurrentPeriod();
  const overview = useFinanceOverview(
    period.data ? { term: period.data.term, session: period.data.session } : null,
  );
  return (
    <FinanceOverviewView overview={loadable(overview)} onRetry={() => void overview.refetch()} />
  );
}
