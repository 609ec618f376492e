import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { formatNaira } from '@schoolmates/domain/money';
import type { Flat, Schema } from '@schoolmates/sdk';
import { Link } from 'react-router';
import { ExportButtons } from '../../../components/export-buttons.tsx';
import { Icon } from '../../../components/icons.tsx';
import { type PageInfo, Pagination } from '../../../components/pagination.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { RecordTable } from '../../../components/record-table.tsx';
import { paths } from '../../../lib/paths.ts';
import type { SheetFormat } from '../../../lib/spreadsheet.ts';
import { FilterSelect, type Option } from '../fees/fees.view.tsx';
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
          <TextField.Root
            aria-label="Search invoices"
            placeholder="Name, admission or invoice number"
            defaultValue={filters.search ?? ''}
            onKeyDown={(e) => {
              if (e.key === 'Enter') set({ search: e.currentTarget.value.trim() || undefined });
            }}
            style={{ minWidth: 260 }}
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
            key: 'number',
            header: 'Invoice',
            render: (r) => <Text weight="medium">{r.invoice_no}</Text>,
          },
          { key: 'name', header: 'Student', render: (r) => r.fullname },
          {
            key: 'class',
            header: 'Class',
            render: (r) => `${r.class_name} ${r.sub_class ?? ''}`.trim(),
            wide: true,
          },
          { key: 'term', header: 'Term', render: (r) => `${r.term} ${r.session}`, wide: true },
          { key: 'total', header: 'Total', render: (r) => formatNaira(r.total_amount) },
          { key: 'balance', header: 'Balance', render: (r) => formatNaira(r.outstanding) },
          {
            key: 'status',
            header: 'Status',
            render: (r) => <InvoiceStatusBadge status={r.status} />,
          },
        ]}
        rowActions={(r) => (
          <>
            <Button asChild size="1" variant="soft">
              <Link to={paths.viewInvoice(r.queryId)} aria-label={`View ${r.invoice_no}`}>
                View
              </Link>
            </Button>
            {r.outstanding > 0 && (
              <Button asChild size="1">
                <Link
                  to={paths.registerPayment(r.queryId)}
                  aria-label={`Register payment on ${r.invoice_no}`}
                >
                  Register payment
                </Link>
              </Button>
            )}
            <Button asChild size="1" variant="ghost">
              <Link to={paths.invoicePayments(r.queryId)}>Payments</Link>
            </Button>
            <Button asChild size="1" variant="ghost">
              <Link to={paths.studentInvoiceEdit(r.queryId)} aria-label={`Edit ${r.invoice_no}`}>
                Edit
              </Link>
            </Button>
          </>
        )}
        footer={
          meta && <Pagination meta={meta} onPage={(page) => onFilter({ ...filters, page })} />
        }
      />
    </Flex>
  );
}
