import { Card, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { formatNaira } from '@schoolmates/domain/money';
import type { Schema } from '@schoolmates/sdk';
import type { Loadable } from '../../../components/queries.ts';
import { TableCard } from '../../../components/record-table.tsx';
import { EmptyState, ErrorState, LoadingRows } from '../../../components/states.tsx';

export type StudentStatement = Schema<'StudentStatement'>;

/**
 * A student's statement across terms (issue 29): each term's balance brought forward, charge,
 * payments and balance carried forward, then the credit held and what is owed. Props only.
 */
export function StudentStatementView({
  statement,
  onRetry,
}: {
  statement: Loadable<StudentStatement>;
  onRetry?: () => void;
}) {
  if (statement.status === 'loading') return <LoadingRows columns={5} rows={3} />;
  if (statement.status === 'error') {
    return <ErrorState message={statement.message} onRetry={onRetry} />;
  }
  const s = statement.data;
  return (
    <Flex direction="column" gap="4">
      <Card size="2">
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <div>
            <Heading as="h2" size="4">
              {s.fullname}
            </Heading>
            <Text size="2" color="gray">
              {s.admission_number}
            </Text>
          </div>
          <div>
            <Text as="div" size="2" color="gray">
              {s.balance < 0 ? 'In credit' : 'Owes in all'}
            </Text>
            <Text as="div" size="5" weight="bold">
              {formatNaira(Math.abs(s.balance))}
            </Text>
            {s.credit !== 0 && (
              <Text as="div" size="1" color="gray">
                after a credit of {formatNaira(s.credit)}
              </Text>
            )}
          </div>
        </Flex>
      </Card>
      {s.terms.length === 0 ? (
        <EmptyState
          title="No invoices yet"
          description="Each term the student is invoiced shows here, with its balance carried forward."
          icon="layers"
        />
      ) : (
        <TableCard label="Statement by term">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Term</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end" className="sm-hide-mobile">
                Brought forward
              </Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Invoiced</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Paid</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Carried forward</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {s.terms.map((term) => (
              <Table.Row key={term.invoice_id}>
                <Table.RowHeaderCell>
                  {term.term} {term.session}
                  <Text as="div" size="1" color="gray">
                    {term.invoice_no}
                  </Text>
                </Table.RowHeaderCell>
                <Table.Cell justify="end" className="sm-hide-mobile">
                  {formatNaira(term.brought_forward)}
                </Table.Cell>
                <Table.Cell justify="end">{formatNaira(term.invoiced)}</Table.Cell>
                <Table.Cell justify="end">{formatNaira(term.paid)}</Table.Cell>
                <Table.Cell justify="end">{formatNaira(term.carried_forward)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </TableCard>
      )}
    </Flex>
  );
}
