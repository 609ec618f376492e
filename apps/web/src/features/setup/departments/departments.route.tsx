import { loadable } from '../../../components/queries.ts';
import { useDeleteDepartment, useDepartments } from './departments.api.ts';
import { DepartmentsView } from './departments.view.tsx';

export default function DepartmentsRoute() {
  const list = useDepartments();
  const remove = useDeleteDepartment();
  return (
    <DepartmentsView
      rows={loadable(list)}
      onDelete={(r) => remove.mutate(r.queryId)}
      onRetry={() => void list.refetch()}
    />
  );
}
