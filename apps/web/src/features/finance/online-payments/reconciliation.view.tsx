import { Badge, Button, Flex, Select, Table, Text } from '@radix-ui/themes';
import { formatNaira } from '@schoolmates/domain/money';
import type { Loadable } from '../../../components/queries.ts';
import { TableCard } from '../../../components/record-table.tsx';
import { EmptyState, ErrorState, LoadingRows } from '../../../components/states.tsx';
import type { OnlinePayment, OnlinePaymentStatus } from './online-payments.api.ts';

const STATUS: Record<
  OnlinePaymentStatus,
  { label: string; color: 'gray' | 'blue' | 'green' | 'red' | 'amber' }
> = {
  initialized: { label: 'Awaiting payment', color: 'gray' },
  paid: { label: 'Paid, not credited', color: 'blue' },
  credited: { label: 'Credited', color: 'green' },
  failed: { label: 'Flagged', color: 'red' },
  unmatched: { label: 'Unmatched', color: 'amber' },
};
const PROVIDER = { paystack: 'Paystack', flutterwave: 'Flutterwave' } as const;

/**
 * The bursar's reconciliation of online payments: each transaction by status beside the
 * ledger's receipt it became, why one was flagged, and "Verify now" for those not credited.
 */
export function ReconciliationView({
  payments,
  status,
  onStatus,
  onVerify,
  verifying,
  onRetry,
}: {
  payments: Loadable<OnlinePayment[]>;
  status: OnlinePaymentStatus | undefined;
  onStatus: (status: OnlinePaymentStatus | undefined) => void;
  onVerify: (reference: string) => void;
  /** The reference being verified. */
  verifying?: string | undefined;
  onRetry?: () => void;
}) {
  const filter = (
    <Flex gap="2" align="center" mb="3">
      <Text as="label" size="2" htmlFor="online-status">
        Status
      </Text>
      <Select.Root
        value={status ?? 'all'}
        onValueChange={(value) =>
          onStatus(value === 'all' ? undefined : (value as OnlinePaymentStatus))
        }
      >
        <Select.Trigger id="online-status" aria-label="Status" />
        <Select.Content>
          <Select.Item value="all">All</Select.Item>
          {(Object.keys(STATUS) as OnlinePaymentStatus[]).map((value) => (
            <Select.Item key={value} value={value}>
              {STATUS[value].label}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  );
  let body: React.ReactNode;
  if (payments.status === 'loading') body = <LoadingRows columns={5} rows={4} />;
  else if (payments.status === 'error')
    body = <ErrorState message={payments.message} onRetry={onRetry} />;
  else if (payments.data.length === 0)
    body = (
      <EmptyState
        title="No online payment"
        description="Payments families make online through Paystack or Flutterwave appear here with their receipts."
        icon="money"
      />
    );
  else
    body = (
      <TableCard label="Online payments">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Reference</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">Amount</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell className="sm-hide-mobile">Ledger</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>
              <span className="sm-sr-only">Actions</span>
            </Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {payments.data.map((p) => (
            <Table.Row key={p.reference} align="center">
              <Table.RowHeaderCell>
                <Text size="2">{p.reference}</Text>
                <Text as="div" size="1" color="gray" highContrast>
                  {PROVIDER[p.provider]} · {p.created_at.slice(0, 16).replace('T', ' ')}
                </Text>
                {p.flag && (
                  <Text as="div" size="1" color="red">
                    {p.flag}
                  </Text>
                )}
              </Table.RowHeaderCell>
              <Table.Cell>
                <Badge color={STATUS[p.status].color}>{STATUS[p.status].label}</Badge>
              </Table.Cell>
              <Table.Cell justify="end">
                {formatNaira(p.paid_amount ?? p.amount)}
                {p.excess > 0 && (
                  <Text as="div" size="1" color="gray" highContrast>
                    {formatNaira(p.excess)} credit
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell className="sm-hide-mobile">{p.receipt_no ?? '—'}</Table.Cell>
              <Table.Cell justify="end">
                {(p.status === 'initialized' || p.status === 'failed' || p.status === 'paid') && (
                  <Button
                    size="1"
                    variant="soft"
                    loading={verifying === p.reference}
                    onClick={() => onVerify(p.reference)}
                    aria-label={`Verify now: ${p.reference}`}
                  >
                    Verify now
                  </Button>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </TableCard>
    );
  return (
    <Flex direction="column">
      {filter}
      {body}
    </Flex>
  );
}
