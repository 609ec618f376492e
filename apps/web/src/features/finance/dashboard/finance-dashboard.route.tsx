import { loadable } from '../../../components/queries.ts';
import {
  useCurrentPeriod,
  useFinanceFigures,
  useInvoicesByClass,
  usePaymentsByMonth,
} from '../finance.api.ts';
import { FinanceDashboardView } from './finance-dashboard.view.tsx';

/** The account role's home panel for the current term. */
export default function FinanceDashboardRoute() {
  const period = useCurrentPeriod();
  const term = period.data ? { term: period.data.term, session: period.data.session } : null;
  const figures = useFinanceFigures(term);
  const invoices = useInvoicesByClass(term);
  const payments = usePaymentsByMonth(term);
  return (
    <FinanceDashboardView
      term={period.data ? `${period.data.term} ${period.data.session}` : ''}
      figures={loadable(figures)}
      byClass={loadable(invoices)}
      byMonth={loadable(payments)}
      onRetry={() => void figures.refetch()}
    />
  );
}
