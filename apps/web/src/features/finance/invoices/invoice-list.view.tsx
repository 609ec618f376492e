import { Box, Button, DropdownMenu, Flex, IconButton, Text } from '@radix-ui/themes';
import { formatNaira } from '@schoolmates/domain/money';
import type { Flat, Schema } from '@schoolmates/sdk';
import { Link } from 'react-router';
import { ExportButtons } from '../../../components/export-buttons.tsx';
import { FilterSelect, type Option } from '../../../components/filter-select.tsx';
import { Icon } from '../../../components/icons.tsx';
import { type PageInfo, Pagination } from '../../../components/pagination.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { RecordTable } from '../../../components/record-table.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { paths } from '../../../lib/paths.ts';
import type { SheetFormat } from '../../../lib/spreadsheet.ts';
import { type InvoiceFilters, termOptions } from '../finance.api.ts';
import { InvoiceStatusBadge, statusLabel } from './invoice.view.tsx';

export type InvoiceRow = Flat<Schema<'InvoiceAttributes'>>;

/** An export of every record the filters find, not only this page. */
export interface ListExport {
  exporting: SheetFormat | null;
  onExport: (format: SheetFormat) => void;
}

const statusOptions = (Object.keys(statusLabel) as Schema<'InvoiceStatus'>[]).map((s) => ({
  value: s,
  label: statusLabel[s],
}));

const classOf = (r: InvoiceRow) => `${r.class_name} ${r.sub_class ?? ''}`.trim();

/** The invoices of the campus, paged and filtered on the server. */
export function InvoiceListView({
  rows,
  meta,
  filters,
  sessions,
  classes,
  onFilter,
  invoiceExport,
  paymentExport,
  onRetry,
}: {
  rows: Loadable<InvoiceRow[]>;
  meta: PageInfo | null;
  filters: InvoiceFilters;
  sessions: readonly Option[];
  classes: readonly Option[];
  onFilter: (filters: InvoiceFilters) => void;
  invoiceExport: ListExport;
  paymentExport: ListExport;
  onRetry?: () => void;
}) {
  const set = (change: InvoiceFilters) => onFilter({ ...filters, ...change, page: 1 });
  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" gap="3" wrap="wrap" align="center">
        <Flex gap="2" wrap="wrap" align="center">
          <SearchField
            label="Search invoices"
            placeholder="Name, admission or invoice number"
            value={filters.search ?? ''}
            onSearch={(search) => set({ search: search || undefined })}
          />
          <FilterSelect
            label="Class"
            value={filters.class_id}
            options={classes}
            onChange={(class_id) => set({ class_id })}
          />
          <FilterSelect
            label="Term"
            value={filters.term}
            options={termOptions}
            onChange={(term) => set({ term: term as InvoiceFilters['term'] })}
          />
          <FilterSelect
            label="Session"
            value={filters.session}
            options={sessions}
            onChange={(session) => set({ session })}
          />
          <FilterSelect
            label="Status"
            value={filters.status}
            options={statusOptions}
            onChange={(status) => set({ status: status as InvoiceFilters['status'] })}
          />
        </Flex>
        <Flex gap="2" wrap="wrap">
          <ExportButtons label="Invoices" {...invoiceExport} disabled={meta?.total === 0} />
          <ExportButtons label="Payments" {...paymentExport} />
          <Button asChild variant="soft">
            <Link to={paths.invoiceAddFee}>
              <Icon name="plus" size={16} /> Add a fee
            </Link>
          </Button>
          <Button asChild>
            <Link to={paths.invoiceBatch}>
              <Icon name="plus" size={16} /> Invoice a class
            </Link>
          </Button>
        </Flex>
      </Flex>
      <RecordTable
        label="Invoices"
        rows={rows}
        rowKey={(r) => r.queryId}
        onRetry={onRetry}
        empty={{
          title: 'No invoices here',
          description:
            'Invoice a class arm or the whole school from its fees, or one student from Students Account.',
          icon: 'layers',
        }}
        columns={[
          {
            key: 'name',
            header: 'Student',
            render: (r) => (
              <>
                <Text weight="medium">{r.fullname}</Text>
                {/* On a phone the class and invoice columns give way to the balance. */}
                <Text as="div" size="1" color="gray" highContrast className="sm-show-mobile">
                  {classOf(r)} · {r.invoice_no}
                </Text>
              </>
            ),
          },
          { key: 'number', header: 'Invoice', render: (r) => r.invoice_no, wide: true },
          { key: 'class', header: 'Class', render: classOf, wide: true },
          { key: 'term', header: 'Term', render: (r) => `${r.term} ${r.session}`, wide: true },
          { key: 'total', header: 'Total', render: (r) => formatNaira(r.total_amount), wide: true },
          {
            key: 'balance',
            header: 'Balance',
            render: (r) => (
              <>
                {formatNaira(r.outstanding)}
                {/* On a phone the status sits under the balance, clear of the row's actions. */}
                <Box className="sm-show-mobile" mt="1">
                  <InvoiceStatusBadge status={r.status} />
                </Box>
              </>
            ),
          },
          {
            key: 'status',
            header: 'Status',
            render: (r) => <InvoiceStatusBadge status={r.status} />,
            wide: true,
          },
        ]}
        rowActions={(r) => {
          const actions = [
            { label: 'View', name: `View ${r.invoice_no}`, to: paths.viewInvoice(r.queryId) },
            ...(r.outstanding > 0
              ? [
                  {
                    label: 'Register payment',
                    name: `Register payment on ${r.invoice_no}`,
                    to: paths.registerPayment(r.queryId),
                  },
                ]
              : []),
            {
              label: 'Payments',
              name: `Payments of ${r.invoice_no}`,
              to: paths.invoicePayments(r.queryId),
            },
            {
              label: 'Edit',
              name: `Edit ${r.invoice_no}`,
              to: paths.studentInvoiceEdit(r.queryId),
            },
          ];
          return (
            <>
              <Flex gap="2" align="center" className="sm-hide-mobile">
                {actions.map((a, i) => (
                  <Button
                    key={a.label}
                    asChild
                    size="1"
                    variant={a.label === 'Register payment' ? 'solid' : i === 0 ? 'soft' : 'ghost'}
                  >
                    <Link to={a.to} aria-label={a.name}>
                      {a.label}
                    </Link>
                  </Button>
                ))}
              </Flex>
              {/* A phone keeps the row's figures in view: its actions fold into one menu. */}
              <DropdownMenu.Root>
                <DropdownMenu.Trigger>
                  <IconButton
                    size="1"
                    variant="soft"
                    className="sm-show-mobile"
                    aria-label={`Actions for ${r.invoice_no}`}
                  >
                    <Icon name="more" size={16} />
                  </IconButton>
                </DropdownMenu.Trigger>
                <DropdownMenu.Content align="end" variant="soft">
                  {actions.map((a) => (
                    <DropdownMenu.Item key={a.label} asChild>
                      <Link to={a.to}>{a.label}</Link>
                    </DropdownMenu.Item>
                  ))}
                </DropdownMenu.Content>
              </DropdownMenu.Root>
            </>
          );
        }}
        footer={
          meta && <Pagination meta={meta} onPage={(page) => onFilter({ ...filters, page })} />
        }
      />
    </Flex>
  );
}
