import { flatten, unwrap } from '@schoolmates/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { loadable, mapLoadable } from '../../../components/queries.ts';
import { useApi } from '../../../lib/api.tsx';
import { useClasses } from '../../../lib/lookups.ts';
import { StudentsAccountView } from './students-account.view.tsx';

export default function StudentsAccountRoute() {
  const client = useApi();
  const [query, setQuery] = useState<{ search?: string; class_id?: string; page: number }>({
    page: 1,
  });
  const list = useQuery({
    queryKey: ['student', 'account', query],
    placeholderData: keepPreviousData,
    queryFn: () =>
      unwrap(client.GET('/student', { params: { query: { ...query, per_page: 20 } } })),
  });
  const classes = useClasses();
  return (
    <StudentsAccountView
      rows={mapLoadable(loadable(list), (answer) => flatten(answer.data))}
      meta={list.data?.meta ?? null}
      search={query.search ?? ''}
      classId={query.class_id}
      classes={(classes.data ?? []).map((c) => ({ value: c.queryId, label: c.class_name }))}
      onSearch={(search) => setQuery({ ...query, search: search || undefined, page: 1 })}
      onClass={(class_id) => setQuery({ ...query, class_id, page: 1 })}
      onPage={(page) => setQuery({ ...query, page })}
      onRetry={() => void list.refetch()}
    />
  );
}
