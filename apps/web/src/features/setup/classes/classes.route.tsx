import { loadable } from '../../../components/queries.ts';
import { useClasses } from '../../../lib/lookups.ts';
import { useDeleteClass } from './classes.api.ts';
import { ClassesView } from './classes.view.tsx';

export default function ClassesRoute() {
  const list = useClasses();
  const remove = useDeleteClass();
  return (
    <ClassesView
      rows={loadable(list)}
      onDelete={(r) => remove.mutate(r.queryId)}
      onRetry={() => void list.refetch()}
    />
  );
}
