import { useNavigate, useParams } from 'react-router';
import { fieldErrorsOf } from '../../components/form.tsx';
import { FormScreen, formStatus } from '../../components/form-screen.tsx';
import { paths } from '../../lib/paths.ts';
import { useSaveAnnouncement, useSchoolAnnouncements } from './announcements.api.ts';
import { announcementBody, announcementFields, announcementValues } from './announcements.view.tsx';

export default function AnnouncementFormRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  const list = useSchoolAnnouncements();
  const save = useSaveAnnouncement(id);
  const record = list.data?.find((a) => a.queryId === id);
  return (
    <FormScreen
      fields={announcementFields}
      mode={id ? 'edit' : 'create'}
      noun="announcement"
      status={formStatus(id, list.isPending, record !== undefined)}
      initial={announcementValues(record)}
      busy={save.isPending}
      errors={fieldErrorsOf(save.error)}
      onCancel={() => navigate(paths.announcements)}
      onSubmit={(v) =>
        save.mutate(announcementBody(v), { onSuccess: () => navigate(paths.announcements) })
      }
    />
  );
}
