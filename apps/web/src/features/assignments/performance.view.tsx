import { Card, Flex, Heading, Table, Text } from '@radix-ui/themes';
import type { Schema } from '@schoolmates/sdk';
import { BarChart } from '../../components/bar-chart.tsx';
import type { Loadable } from '../../components/queries.ts';
import { EmptyState, ErrorState, LoadingRows } from '../../components/states.tsx';

type Series = Schema<'AssignmentPerformanceRecord'>;

/** The weeks that have a point in any series, in order. */
const weeksOf = (series: readonly Series[]) =>
  [...new Set(series.flatMap((s) => s.attributes.points.map((p) => p.week)))].sort((a, b) => a - b);

/** Percentage per week and subject, computed by the server from published results. */
export function PerformanceView({
  title,
  data,
  onRetry,
}: {
  /** Whose performance: "Your performance", "JSS 1 A". */
  title: string;
  data: Loadable<Series[]> | null;
  onRetry: () => void;
}) {
  if (data === null) {
    return <EmptyState title="Choose a class" icon="chart" />;
  }
  if (data.status === 'loading') return <LoadingRows columns={3} rows={4} />;
  if (data.status === 'error') return <ErrorState message={data.message} onRetry={onRetry} />;
  const series = data.data;
  if (series.length === 0) {
    return (
      <EmptyState
        title="No published results yet"
        description="The chart fills in week by week as teachers publish assignment results."
        icon="chart"
      />
    );
  }
  const weeks = weeksOf(series);
  const valueAt = (s: Series, week: number) =>
    s.attributes.points.find((p) => p.week === week)?.percentage_score ?? 0;
  return (
    <Flex direction="column" gap="4">
      <Card size="3">
        <Heading as="h2" size="4" mb="3">
          {title}
        </Heading>
        <BarChart
          title={`${title}: percentage per week`}
          groups={weeks.map((week) => ({
            label: `Week ${week}`,
            values: series.map((s) => ({ name: s.attributes.subject, value: valueAt(s, week) })),
          }))}
        />
      </Card>
      <Table.Root variant="surface" aria-label="Percentage per week">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Subject</Table.ColumnHeaderCell>
            {weeks.map((w) => (
              <Table.ColumnHeaderCell key={w}>Week {w}</Table.ColumnHeaderCell>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {series.map((s) => (
            <Table.Row key={s.id}>
              <Table.RowHeaderCell>{s.attributes.subject}</Table.RowHeaderCell>
              {weeks.map((w) => {
                const point = s.attributes.points.find((p) => p.week === w);
                return (
                  <Table.Cell key={w}>
                    {point ? `${point.percentage_score}%` : <Text color="gray">—</Text>}
                  </Table.Cell>
                );
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Flex>
  );
}
