import { loadable } from '../../../components/queries.ts';
import { useCampuses, useDeleteCampus, useToggleCampus } from './campus.api.ts';
import { CampusListView } from './campus-list.view.tsx';

export default function CampusListRoute() {
  const campuses = useCampuses();
  const toggle = useToggleCampus();
  const remove = useDeleteCampus();
  return (
    <CampusListView
      rows={loadable(campuses)}
      busyId={toggle.isPending ? (toggle.variables?.queryId ?? null) : null}
      onToggle={(row) => {
        const campus = campuses.data?.find((c) => c.queryId === row.queryId);
        if (campus) toggle.mutate(campus);
      }}
      onDelete={(row) => {
        const campus = campuses.data?.find((c) => c.queryId === row.queryId);
        if (campus) remove.mutate(campus);
      }}
      onRetry={() => void campuses.refetch()}
    />
  );
}
