import { useNavigate, useParams } from 'react-router';
import { fieldErrorsOf } from '../../../components/form.tsx';
import { FormScreen, formStatus } from '../../../components/form-screen.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useCampusList, useClasses } from '../../../lib/lookups.ts';
import { paths } from '../../../lib/paths.ts';
import { parseArms, useSaveClass } from './classes.api.ts';
import { classFields } from './classes.view.tsx';

export default function ClassFormRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const list = useClasses();
  // A superadmin chooses the campus of a new class; others add to their own campus.
  const choosesCampus = user?.role === 'superadmin' && !id;
  const campuses = useCampusList(choosesCampus);
  const save = useSaveClass(id);
  const record = list.data?.find((c) => c.queryId === id);
  const campusOptions = choosesCampus
    ? (campuses.data ?? [])
        .filter((c) => c.status !== 'disabled')
        .map((c) => ({ value: c.queryId, label: c.name }))
    : null;
  return (
    <FormScreen
      fields={classFields(campusOptions)}
      mode={id ? 'edit' : 'create'}
      noun="class"
      status={
        choosesCampus && campuses.isPending
          ? 'loading'
          : formStatus(id, list.isPending, record !== undefined)
      }
      initial={
        record
          ? { class_name: record.class_name, sub_class: record.sub_class.join(', ') }
          : { campus_id: user?.campus_id ?? '' }
      }
      busy={save.isPending}
      errors={fieldErrorsOf(save.error)}
      onCancel={() => navigate(paths.classes)}
      onSubmit={(v) =>
        save.mutate(
          {
            class_name: String(v.class_name),
            sub_class: parseArms(String(v.sub_class ?? '')),
            ...(v.campus_id ? { campus_id: String(v.campus_id) } : {}),
          },
          { onSuccess: () => navigate(paths.classes) },
        )
      }
    />
  );
}
