import { Table, Text } from '@radix-ui/themes';
import { formatNaira } from '@schoolmates/domain/money';
import type { Schema } from '@schoolmates/sdk';
import type { Loadable } from '../../../components/queries.ts';
import { TableCard } from '../../../components/record-table.tsx';
import { EmptyState, ErrorState, LoadingRows } from '../../../components/states.tsx';

type Figures = Schema<'FinanceOverviewFigures'>;
export type FinanceOverview = Schema<'FinanceOverviewAnswer'>;

const columns: [keyof Figures, string, boolean][] = [
  ['expected_income', 'Expected', false],
  ['received_income', 'Received', false],
  ['outstanding', 'Outstanding', false],
  ['discount', 'Discount', true],
  ['total_expense', 'Expenses', true],
  ['account_balance', 'Balance', false],
];

/** A figure of a row; the school's own accounts have only their opening balances. */
function Cells({ figures }: { figures: Partial<Figures> }) {
  return (
    <>
      {columns.map(([key, , wide]) => (
        <Table.Cell key={key} justify="end" className={wide ? 'sm-hide-mobile' : undefined}>
          {figures[key] === undefined ? '–' : formatNaira(figures[key])}
        </Table.Cell>
      ))}
    </>
  );
}

/**
 * The proprietor's finance overview (issue 29): the six figures of each campus for the period,
 * the school's own accounts, and the school, which the rows add up to. Props only.
 */
export function FinanceOverviewView({
  overview,
  onRetry,
}: {
  overview: Loadable<FinanceOverview>;
  onRetry?: () => void;
}) {
  if (overview.status === 'loading') return <LoadingRows columns={7} rows={3} />;
  if (overview.status === 'error')
    return <ErrorState message={overview.message} onRetry={onRetry} />;
  const { data, meta } = overview.data;
  if (data.length === 0) {
    return (
      <EmptyState
        title="No campuses yet"
        description="Add a campus; its fees, payments and expenses then show here."
        icon="layers"
      />
    );
  }
  const period = `${meta.term ?? 'The whole session'} ${meta.session}`;
  return (
    <TableCard label={`Finance by campus, ${period}`}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Campus</Table.ColumnHeaderCell>
          {columns.map(([key, label, wide]) => (
            <Table.ColumnHeaderCell
              key={key}
              justify="end"
              className={wide ? 'sm-hide-mobile' : undefined}
            >
              {label}
            </Table.ColumnHeaderCell>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {data.map(({ id, attributes }) => (
          <Table.Row key={id}>
            <Table.RowHeaderCell>{attributes.campus}</Table.RowHeaderCell>
            <Cells figures={attributes} />
          </Table.Row>
        ))}
        {meta.school_accounts_opening !== 0 && (
          <Table.Row>
            <Table.RowHeaderCell>
              School's own accounts
              <Text as="div" size="1" color="gray">
                Opening balances of accounts of no campus
              </Text>
            </Table.RowHeaderCell>
            <Cells figures={{ account_balance: meta.school_accounts_opening }} />
          </Table.Row>
        )}
        <Table.Row>
          <Table.RowHeaderCell>
            <Text weight="bold">The whole school</Text>
          </Table.RowHeaderCell>
          <Cells figures={meta.school} />
        </Table.Row>
      </Table.Body>
    </TableCard>
  );
}
