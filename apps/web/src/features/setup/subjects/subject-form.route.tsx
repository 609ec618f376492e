import { useNavigate, useParams } from 'react-router';
import { fieldErrorsOf } from '../../../components/form.tsx';
import { FormScreen, formStatus } from '../../../components/form-screen.tsx';
import { useSubjects } from '../../../lib/lookups.ts';
import { paths } from '../../../lib/paths.ts';
import { useSaveSubject } from './subjects.api.ts';
import { subjectFields } from './subjects.view.tsx';

export default function SubjectFormRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  const list = useSubjects();
  const save = useSaveSubject(id);
  const record = list.data?.find((s) => s.queryId === id);
  return (
    <FormScreen
      fields={subjectFields}
      mode={id ? 'edit' : 'create'}
      noun="subject"
      status={formStatus(id, list.isPending, record !== undefined)}
      initial={record ? { subject: record.subject } : undefined}
      busy={save.isPending}
      errors={fieldErrorsOf(save.error)}
      onCancel={() => navigate(paths.subjects)}
      onSubmit={(v) =>
        save.mutate(String(v.subject), { onSuccess: () => navigate(paths.subjects) })
      }
    />
  );
}
