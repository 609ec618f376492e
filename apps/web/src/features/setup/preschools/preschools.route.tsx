import { unwrap } from '@schoolmates/sdk';
import { useChange } from '../../../components/mutations.ts';
import { loadable } from '../../../components/queries.ts';
import { useApi } from '../../../lib/api.tsx';
import { lookupKeys, usePreschools } from '../../../lib/lookups.ts';
import { PreschoolsView } from './preschools.view.tsx';

export default function PreschoolsRoute() {
  const client = useApi();
  const list = usePreschools();
  const remove = useChange(
    lookupKeys.preschools,
    (id: string) => unwrap(client.DELETE('/preschool/{id}', { params: { path: { id } } })),
    'Preschool deleted',
  );
  return (
    <PreschoolsView
      rows={loadable(list)}
      onDelete={(r) => remove.mutate(r.queryId)}
      onRetry={() => void list.refetch()}
    />
  );
}
