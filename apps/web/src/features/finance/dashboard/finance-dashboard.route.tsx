import { type Schema, unwrap } from '@schoolmates/sdk';
import { useQuery } from '@tanstack/react-query';
import { loadable } from '../../../components/queries.ts';
import { useApi } from '../../../lib/api.tsx';
import { financeKeys, useCurrentPeriod } from '../finance.api.ts';
import { figuresByClass, paymentsByMonth } from './dashboard-figures.ts';
import { FinanceDashboardView, type SixFigures } from './finance-dashboard.view.tsx';

/** Every page of a paged list (200 a page, the contract's most). */
async function allPages<T>(
  page: (n: number) => Promise<{ data: T[]; meta: Schema<'PageMeta'> }>,
): Promise<T[]> {
  const first = await page(1);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.meta.last_page - 1) }, (_, i) => page(i + 2)),
  );
  return [first, ...rest].flatMap((answer) => answer.data);
}

/** The account role's home panel for the current term. */
export default function FinanceDashboardRoute() {
  const client = useApi();
  const period = useCurrentPeriod();
  const query = period.data ? { term: period.data.term, session: period.data.session } : null;
  const figures = useQuery({
    queryKey: [...financeKeys.figures, query],
    enabled: query !== null,
    queryFn: async (): Promise<SixFigures> => {
      const params = { params: { query: query ?? {} } };
      const [expected, received, outstanding, discount, expense, balance] = await Promise.all([
        unwrap(client.GET('/expectedincome', params)),
        unwrap(client.GET('/receivedincome', params)),
        unwrap(client.GET('/outstanding', params)),
        unwrap(client.GET('/discount', params)),
        unwrap(client.GET('/totalexpense', params)),
        unwrap(client.GET('/accountbalance', params)),
      ]);
      return {
        expected_income: expected.data.attributes.amount,
        received_income: received.data.attributes.amount,
        outstanding: outstanding.data.attributes.amount,
        discount: discount.data.attributes.amount,
        total_expense: expense.data.attributes.amount,
        account_balance: balance.data.attributes.amount,
      };
    },
  });
  const invoices = useQuery({
    queryKey: [...financeKeys.invoices, 'all', query],
    enabled: query !== null,
    queryFn: async () =>
      figuresByClass(
        (
          await allPages((page) =>
            unwrap(
              client.GET('/invoice', { params: { query: { ...query, page, per_page: 200 } } }),
            ),
          )
        ).map((invoice) => invoice.attributes),
      ),
  });
  const payments = useQuery({
    queryKey: [...financeKeys.payments, 'all', query],
    enabled: query !== null,
    queryFn: async () =>
      paymentsByMonth(
        (
          await allPages((page) =>
            unwrap(
              client.GET('/payment', { params: { query: { ...query, page, per_page: 200 } } }),
            ),
          )
        ).map((payment) => payment.attributes),
      ),
  });
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
