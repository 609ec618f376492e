import { flatten, unwrap } from '@schoolmates/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useApi } from '../../../lib/api.tsx';
import { mapQuery } from '../results.api.ts';
import { ReportCardChecksView } from './report-card-checks.view.tsx';

/** The principal's list of checks of the school's report cards; the page lives in the address. */
export default function ReportCardChecksRoute() {
  const client = useApi();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? '1') || 1;
  const checks = useQuery({
    queryKey: ['report-card-checks', page],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const answer = await unwrap(
        client.GET('/report-card-verifications', { params: { query: { page } } }),
      );
      return { rows: flatten(answer.data), meta: answer.meta };
    },
  });
  return (
    <ReportCardChecksView
      checks={mapQuery(checks, (d) => d.rows)}
      meta={checks.data?.meta ?? null}
      onPage={(next) => setParams({ page: String(next) }, { replace: true })}
      onRetry={() => void checks.refetch()}
    />
  );
}
