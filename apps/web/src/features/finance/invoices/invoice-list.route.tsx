import { flatten } from '@schoolmates/sdk';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { loadable, mapLoadable } from '../../../components/queries.ts';
import { sessionOptions, useClasses } from '../../../lib/lookups.ts';
import { type InvoiceFilters, useInvoices } from '../finance.api.ts';
import { InvoiceListView } from './invoice-list.view.tsx';

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
  return (
    <InvoiceListView
      rows={mapLoadable(loadable(list), (answer) => flatten(answer.data))}
      meta={list.data?.meta ?? null}
      filters={filters}
      sessions={sessionOptions()}
      classes={(classes.data ?? []).map((c) => ({ value: c.queryId, label: c.class_name }))}
      onFilter={setFilters}
      onRetry={() => void list.refetch()}
    />
  );
}
