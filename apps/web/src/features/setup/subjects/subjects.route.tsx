import { loadable } from '../../../components/queries.ts';
import { useSubjects } from '../../../lib/lookups.ts';
import { useDeleteSubject } from './subjects.api.ts';
import { SubjectsView } from './subjects.view.tsx';

export default function SubjectsRoute() {
  const list = useSubjects();
  const remove = useDeleteSubject();
  return (
    <SubjectsView
      rows={loadable(list)}
      onDelete={(r) => remove.mutate(r.queryId)}
      onRetry={() => void list.refetch()}
    />
  );
}
