import { loadable } from '../../components/queries.ts';
import { useDeleteAnnouncement, useSchoolAnnouncements } from './announcements.api.ts';
import { AnnouncementsView } from './announcements.view.tsx';

export default function AnnouncementsRoute() {
  const list = useSchoolAnnouncements();
  const remove = useDeleteAnnouncement();
  return (
    <AnnouncementsView
      rows={loadable(list)}
      onDelete={(r) => remove.mutate(r.queryId)}
      onRetry={() => void list.refetch()}
    />
  );
}
