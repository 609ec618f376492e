import { Card, Flex, Grid, Heading, Skeleton, Text } from '@radix-ui/themes';
import { formatNaira } from '@schoolmates/domain/money';
import { BarChart } from '../../../components/bar-chart.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { EmptyState, ErrorState } from '../../../components/states.tsx';
import type { ClassFigures } from './dashboard-figures.ts';

/** The six figures of the ledger (the server's summaries), in kobo. */
export interface SixFigures {
  expected_income: number;
  received_income: number;
  outstanding: number;
  discount: number;
  total_expense: number;
  account_balance: number;
}

const labels: [keyof SixFigures, string][] = [
  ['account_balance', 'Account balance'],
  ['received_income', 'Received income'],
  ['expected_income', 'Expected income'],
  ['total_expense', 'Total expense'],
  ['discount', 'Discount'],
  ['outstanding', 'Outstanding'],
];

/** Compact naira for bar labels (₦1.5m, ₦250k); the cards and tooltips keep the full figure. */
const short = (kobo: number) => {
  const naira = kobo / 100;
  if (naira >= 1_000_000) return `₦${(naira / 1_000_000).toFixed(1)}m`;
  if (naira >= 1_000) return `₦${Math.round(naira / 1_000)}k`;
  return formatNaira(kobo);
};

/** The account role's home: the six ₦ figures, and by class and by month as charts. */
export function FinanceDashboardView({
  term,
  figures,
  byClass,
  byMonth,
  onRetry,
}: {
  term: string;
  figures: Loadable<SixFigures>;
  byClass: Loadable<ClassFigures[]>;
  byMonth: Loadable<{ month: string; received: number }[]>;
  onRetry?: () => void;
}) {
  if (figures.status === 'error') return <ErrorState message={figures.message} onRetry={onRetry} />;
  return (
    <Flex direction="column" gap="4">
      <Heading as="h2" size="4">
        Finance · {term}
      </Heading>
      <Grid columns={{ initial: '2', md: '3' }} gap="3">
        {labels.map(([key, label]) => (
          <Card size="2" key={key}>
            <Text as="div" size="2" color="gray">
              {label}
            </Text>
            {figures.status === 'loading' ? (
              <Skeleton height="28px" width="120px" />
            ) : (
              <Text as="div" size="5" weight="bold" aria-label={label}>
                {formatNaira(figures.data[key])}
              </Text>
            )}
          </Card>
        ))}
      </Grid>
      <Grid columns={{ initial: '1', md: '1fr 1fr' }} gap="4">
        <Card size="3">
          <Heading as="h3" size="3" mb="3">
            By class
          </Heading>
          {byClass.status === 'ready' && byClass.data.length === 0 ? (
            <EmptyState title="No invoices yet" description="Invoice a class to see it here." />
          ) : byClass.status === 'ready' ? (
            <BarChart
              title="Expected, received and outstanding by class"
              format={short}
              groups={byClass.data.map((c) => ({
                label: c.class_name,
                values: [
                  { name: 'Expected', value: c.expected },
                  { name: 'Received', value: c.received },
                  { name: 'Outstanding', value: c.outstanding },
                ],
              }))}
            />
          ) : (
            <Skeleton height="200px" />
          )}
        </Card>
        <Card size="3">
          <Heading as="h3" size="3" mb="3">
            Payments over time
          </Heading>
          {byMonth.status === 'ready' && byMonth.data.length === 0 ? (
            <EmptyState title="No payments yet" description="Payments appear here by month." />
          ) : byMonth.status === 'ready' ? (
            <BarChart
              title="Payments received by month"
              format={short}
              tones={['green']}
              groups={byMonth.data.map((m) => ({
                label: m.month,
                values: [{ name: 'Received', value: m.received }],
              }))}
            />
          ) : (
            <Skeleton height="200px" />
          )}
        </Card>
      </Grid>
    </Flex>
  );
}
