import { unwrap } from '@schoolmates/sdk';
import { useApi } from '../../../app/api.tsx';
import { useChange } from '../../../components/mutations.ts';
import { loadable } from '../../../components/queries.ts';
import { lookupKeys, useSubjects } from '../../../shared/lookups.ts';
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
