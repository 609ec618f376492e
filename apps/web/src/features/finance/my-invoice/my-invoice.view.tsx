import { Button, Card, Flex, Grid, Heading, Table, Text } from '@radix-ui/themes';
import { formatNaira } from '@schoolmates/domain/money';
import type { Schema } from '@schoolmates/sdk';
import type { Loadable } from '../../../components/queries.ts';
import { TableCard } from '../../../components/record-table.tsx';
import { EmptyState, ErrorState, LoadingRows } from '../../../components/states.tsx';
import { InvoiceStatusBadge, methodLabel } from '../invoices/invoice.view.tsx';

type Invoice = Schema<'InvoiceRecord'>;

/** A student's invoices, newest first: what is billed, paid and owed, and every receipt. */
export function MyInvoiceView({
  invoices,
  onDownloadInvoice,
  onDownloadReceipt,
  onPayOnline,
  paying,
  onRetry,
}: {
  invoices: Loadable<Invoice[]>;
  onDownloadInvoice: (invoice: Invoice) => void;
  onDownloadReceipt: (invoice: Invoice, paymentId: string) => void;
  /** Pays the invoice's balance online (issue 29); no button without it. */
  onPayOnline?: ((invoice: Invoice) => void) | undefined;
  /** The invoice whose checkout is being started. */
  paying?: string | undefined;
  onRetry?: () => void;
}) {
  if (invoices.status === 'loading') return <LoadingRows columns={4} rows={3} />;
  if (invoices.status === 'error')
    return <ErrorState message={invoices.message} onRetry={onRetry} />;
  if (invoices.data.length === 0) {
    return (
      <EmptyState
        title="No invoice yet"
        description="Your school's bursary has not invoiced you. Invoices appear here as soon as they do."
        icon="layers"
      />
    );
  }
  return (
    <Flex direction="column" gap="5">
      {invoices.data.map((invoice) => {
        const a = invoice.attributes;
        const receiptButton = (paymentId: string) => (
          <Button size="1" variant="soft" onClick={() => onDownloadReceipt(invoice, paymentId)}>
            Download receipt
          </Button>
        );
        return (
          <Card size="3" key={invoice.id} aria-label={`Invoice ${a.invoice_no}`}>
            <Flex justify="between" align="start" gap="3" wrap="wrap" mb="3">
              <Flex direction="column" gap="1">
                <Heading as="h2" size="4">
                  {a.term} {a.session}
                </Heading>
                <Text size="2" color="gray">
                  {a.invoice_no} · due {a.due_date}
                </Text>
              </Flex>
              <Flex gap="2" align="center" wrap="wrap">
                <InvoiceStatusBadge status={a.status} />
                <Button variant="soft" onClick={() => onDownloadInvoice(invoice)}>
                  Download invoice
                </Button>
                {onPayOnline && a.outstanding > 0 && (
                  <Button
                    loading={paying === invoice.id}
                    onClick={() => onPayOnline(invoice)}
                    aria-label={`Pay online: ${formatNaira(a.outstanding)}`}
                  >
                    Pay online
                  </Button>
                )}
              </Flex>
            </Flex>
            <Grid columns={{ initial: '1', sm: '3' }} gap="3" mb="3">
              <Text>
                Total <Text weight="bold">{formatNaira(a.total_amount)}</Text>
              </Text>
              <Text>
                Paid <Text weight="bold">{formatNaira(a.amount_paid)}</Text>
              </Text>
              <Text color={a.outstanding > 0 ? 'red' : undefined}>
                Balance <Text weight="bold">{formatNaira(a.outstanding)}</Text>
              </Text>
            </Grid>
            <TableCard label={`Items of ${a.invoice_no}`}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>Fee</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end" className="sm-hide-mobile">
                    Amount
                  </Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end" className="sm-hide-mobile">
                    Discount
                  </Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end">Net</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {a.items.map((item) => (
                  <Table.Row key={item.fee_id}>
                    <Table.RowHeaderCell>
                      {item.feetype}
                      {/* On a phone the amount and discount sit under the fee, the net in view. */}
                      <Text as="div" size="1" color="gray" highContrast className="sm-show-mobile">
                        {formatNaira(item.amount)}
                        {item.discount_value > 0 && ` less ${formatNaira(item.discount_value)}`}
                      </Text>
                    </Table.RowHeaderCell>
                    <Table.Cell justify="end" className="sm-hide-mobile">
                      {formatNaira(item.amount)}
                    </Table.Cell>
                    <Table.Cell justify="end" className="sm-hide-mobile">
                      {formatNaira(item.discount_value)}
                    </Table.Cell>
                    <Table.Cell justify="end">{formatNaira(item.net_amount)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </TableCard>
            <Heading as="h3" size="3" mt="4" mb="2">
              Payments
            </Heading>
            {a.payments.length === 0 ? (
              <Text size="2" color="gray">
                No payment yet.
              </Text>
            ) : (
              <TableCard label={`Payments on ${a.invoice_no}`}>
                <Table.Body>
                  {a.payments.map((p) => (
                    <Table.Row key={p.payment_id} align="center">
                      <Table.RowHeaderCell>
                        {p.receipt_no}
                        {/* On a phone the date and method sit under the receipt number. */}
                        <Text
                          as="div"
                          size="1"
                          color="gray"
                          highContrast
                          className="sm-show-mobile"
                        >
                          {p.paid_at} · {methodLabel[p.payment_method]}
                        </Text>
                      </Table.RowHeaderCell>
                      <Table.Cell className="sm-hide-mobile">{p.paid_at}</Table.Cell>
                      <Table.Cell className="sm-hide-mobile">
                        {methodLabel[p.payment_method]}
                      </Table.Cell>
                      <Table.Cell justify="end">
                        {formatNaira(p.amount_paid)}
                        {/* …and the receipt under its amount, in view rather than off the edge */}
                        <Flex justify="end" mt="1" className="sm-show-mobile">
                          {receiptButton(p.payment_id)}
                        </Flex>
                      </Table.Cell>
                      <Table.Cell justify="end" className="sm-hide-mobile">
                        {receiptButton(p.payment_id)}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </TableCard>
            )}
          </Card>
        );
      })}
    </Flex>
  );
}
