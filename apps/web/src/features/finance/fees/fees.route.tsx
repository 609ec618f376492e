import { useState } from 'react';
import { loadable } from '../../../components/queries.ts';
import { sessionOptions, useClasses } from '../../../lib/lookups.ts';
import { type FeeFilters, useDeleteFee, useFees } from '../finance.api.ts';
import { FeesView } from './fees.view.tsx';

export default function FeesRoute() {
  const [filters, setFilters] = useState<FeeFilters>({});
  const list = useFees(filters);
  const classes = useClasses();
  const remove = useDeleteFee();
  return (
    <FeesView
      rows={loadable(list)}
      filters={filters}
      sessions={sessionOptions()}
      classes={(classes.data ?? []).map((c) => ({ value: c.queryId, label: c.class_name }))}
      onFilter={setFilters}
      onDelete={(r) => remove.mutate(r.queryId)}
      onRetry={() => void list.refetch()}
    />
  );
}
