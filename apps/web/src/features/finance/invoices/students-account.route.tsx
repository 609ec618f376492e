import { flatten } from '@schoolmates/sdk';
import { useState } from 'react';
import { loadable, mapLoadable } from '../../../components/queries.ts';
import { useClasses } from '../../../lib/lookups.ts';
import { type StudentAccountFilters, useStudentAccounts } from '../finance.api.ts';
import { StudentsAccountView } from './students-account.view.tsx';

export default function StudentsAccountRoute() {
  const [query, setQuery] = useState<StudentAccountFilters>({ page: 1 });
  const list = useStudentAccounts(query);
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
