import { useSearchParams } from 'react-router';
import { mapQuery, useReportCardChecks } from '../results.api.ts';
import { ReportCardChecksView } from './report-card-checks.view.tsx';

/** The principal's list of checks of the school's report cards; the page lives in the address. */
export default function ReportCardChecksRoute() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? '1') || 1;
  const checks = useReportCardChecks(page);
  return (
    <ReportCardChecksView
      checks={mapQuery(checks, (d) => d.rows)}
      meta={checks.data?.meta ?? null}
      onPage={(next) => setParams({ page: String(next) }, { replace: true })}
      onRetry={() => void checks.refetch()}
    />
  );
}
