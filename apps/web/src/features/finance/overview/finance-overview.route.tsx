import { unwrap } from '@schoolmates/sdk';
import { useQuery } from '@tanstack/react-query';
import { loadable } from '../../../components/queries.ts';
import { useApi } from '../../../lib/api.tsx';
import { financeKeys, useCurrentPeriod } from '../finance.api.ts';
import { FinanceOverviewView } from './finance-overview.view.tsx';

/** The proprietor's overview of the current term, campus by campus. */
export default function FinanceOverviewRoute() {
  const client = useApi();
  const period = useCurrentPeriod();
  const query = period.data ? { term: period.data.term, session: period.data.session } : null;
  const overview = useQuery({
    queryKey: [...financeKeys.figures, 'overview', query],
    enabled: query !== null,
    queryFn: () => unwrap(client.GET('/finance/overview', { params: { query: query ?? {} } })),
  });
  return (
    <FinanceOverviewView overview={loadable(overview)} onRetry={() => void overview.refetch()} />
  );
}
