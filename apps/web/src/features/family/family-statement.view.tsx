import { Badge, Card, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { formatNaira } from '@schoolmates/domain/money';
import type { Schema } from '@schoolmates/sdk';
import type { Loadable } from '../../components/queries.ts';
import { TableCard } from '../../components/record-table.tsx';
import { EmptyState, ErrorState, LoadingRows } from '../../components/states.tsx';

type Statement = Schema<'FamilyStatement'>;

const STATUS = {
  paid: { label: 'Paid', color: 'green' },
  part_paid: { label: 'Part paid', color: 'amber' },
  unpaid: { label: 'Unpaid', color: 'red' },
} as const;

/** What the family owes across all its children and terms, invoice by invoice. */
export function FamilyStatementView({
  statement,
  onRetry,
}: {
  statement: Loadable<Statement>;
  onRetry?: () => void;
}) {
  if (statement.status === 'loading') return <LoadingRows columns={5} rows={4} />;
  if (statement.status === 'error')
    return <ErrorState message={statement.message} onRetry={onRetry} />;
  const { lines, total_owed } = statement.data;
  if (lines.length === 0) {
    return (
      <EmptyState
        title="No invoice yet"
        description="The school has not invoiced any of your children. Invoices appear here as soon as it does."
      />
    );
  }
  return (
    <Flex direction="column" gap="4">
      <Card size="3">
        <Flex direction="column" gap="1">
          <Text color="gray" size="2">
            Total owed for all your children
          </Text>
          <Heading as="h2" size="7" color={total_owed > 0 ? 'red' : undefined}>
            <span data-testid="family-total-owed">{formatNaira(total_owed)}</span>
          </Heading>
        </Flex>
      </Card>
      <TableCard label="Invoices of all your children">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Child</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Term</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell className="sm-hide-mobile">Invoice</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end" className="sm-hide-mobile">
              Total
            </Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end" className="sm-hide-mobile">
              Paid
            </Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">Owed</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell className="sm-hide-mobile">Status</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line) => (
            <Table.Row key={line.invoice_id}>
              <Table.RowHeaderCell>{line.student_fullname}</Table.RowHeaderCell>
              <Table.Cell>
                {line.term} {line.session}
              </Table.Cell>
              <Table.Cell className="sm-hide-mobile">{line.invoice_no}</Table.Cell>
              <Table.Cell justify="end" className="sm-hide-mobile">
                {formatNaira(line.total)}
              </Table.Cell>
              <Table.Cell justify="end" className="sm-hide-mobile">
                {formatNaira(line.paid)}
              </Table.Cell>
              <Table.Cell justify="end">{formatNaira(line.balance)}</Table.Cell>
              <Table.Cell className="sm-hide-mobile">
                <Badge
                  color={STATUS[line.status].color}
                  variant="soft"
                  radius="full"
                  highContrast={line.status === 'part_paid'}
                >
                  {STATUS[line.status].label}
                </Badge>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </TableCard>
    </Flex>
  );
}
