import { loadable } from '../../../components/queries.ts';
import { usePreschools } from '../../../lib/lookups.ts';
import { useDeletePreschool } from './preschools.api.ts';
import { PreschoolsView } from './preschools.view.tsx';

export default function PreschoolsRoute() {
  const list = usePreschools();
  const remove = useDeletePreschool();
  return (
    <PreschoolsView
      rows={loadable(list)}
      onDelete={(r) => remove.mutate(r.queryId)}
      onRetry={() => void list.refetch()}
    />
  );
}
