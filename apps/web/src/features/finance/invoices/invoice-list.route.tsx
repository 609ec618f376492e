import { flatten } from '@schoolmates/sdk';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { loadable, mapLoadable } from '../../../components/queries.ts';
import { sessionOptions, useClasses } from '../../../lib/lookups.ts';
import { useExport } from '../../../lib/use-export.ts';
import { type InvoiceFilters, useAllInvoicesAndPayments, useInvoices } from '../finance.api.ts';
import { InvoiceListView } from './invoice-list.view.tsx';
import { invoicesTable, paymentsTable } from './invoices.export.ts';

export const invoicesPerPage = 25;

export default function InvoiceListRoute() {
  const [params] = useSearchParams();
  const search = params.get('search');
  const [filters, setFilters] = useState<InvoiceFilters>({
    page: 1,
    per_page: invoicesPerPage,
    ...(search ? { search } : {}),
  });
  const list = useInvoices(filters);
  const classes = useClasses();
  const all = useAllInvoicesAndPayments();
  const period = [filters.term, filters.session].filter(Boolean).join(' ');
  const invoiceExport = useExport(async () => ({
    table: invoicesTable(await all.invoices(filters)),
    name: `Invoices${period ? ` ${period}` : ''}`,
    layout: { stickyColumns: 2, wide: [1] },
  }));
  const paymentExport = useExport(async () => ({
    table: paymentsTable(await all.payments(filters)),
    name: `Payments${period ? ` ${period}` : ''}`,
    layout: { stickyColumns: 1, wide: [2] },
  }));
  return (
    <InvoiceListView
      rows={mapLoadable(loadable(list), (answer) => flatten(answer.data))}
      meta={list.data?.meta ?? null}
      filters={filters}
      sessions={sessionOptions()}
      classes={(classes.data ?? []).map((c) => ({ value: c.queryId, label: c.class_name }))}
      onFilter={setFilters}
      invoiceExport={invoiceExport}
      paymentExport={paymentExport}
      onRetry={() => void list.refetch()}
    />
  );
}
