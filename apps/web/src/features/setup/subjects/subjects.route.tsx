import { unwrap } from '@schoolmates/sdk';
import { useChange } from '../../../components/mutations.ts';
import { loadable } from '../../../components/queries.ts';
import { useApi } from '../../../lib/api.tsx';
import { lookupKeys, useSubjects } from '../../../lib/lookups.ts';
import { SubjectsView } from './subjects.view.tsx';

export default function SubjectsRoute() {
  const client = useApi();
  const list = useSubjects();
  const remove = useChange(
    lookupKeys.subjects,
    (id: string) => unwrap(client.DELETE('/subjects/{id}', { params: { path: { id } } })),
    'Subject deleted',
  );
  return (
    <SubjectsView
      rows={loadable(list)}
      onDelete={(r) => remove.mutate(r.queryId)}
      onRetry={() => void list.refetch()}
    />
  );
}
