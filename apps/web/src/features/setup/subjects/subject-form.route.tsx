import { unwrap } from '@schoolmates/sdk';
import { useNavigate, useParams } from 'react-router';
import { useApi } from '../../../app/api.tsx';
import { paths } from '../../../app/paths.ts';
import { fieldErrorsOf } from '../../../components/form.tsx';
import { useChange } from '../../../components/mutations.ts';
import { lookupKeys, useSubjects } from '../../../shared/lookups.ts';
import { FormScreen, formStatus } from '../form-screen.tsx';
import { subjectFields } from './subjects.view.tsx';

export default function SubjectFormRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  const client = useApi();
  const list = useSubjects();
  const save = useChange(
    lookupKeys.subjects,
    (subject: string) =>
      id
        ? unwrap(client.PATCH('/subjects/{id}', { params: { path: { id } }, body: { subject } }))
        : unwrap(client.POST('/subjects', { body: { subject } })),
    id ? 'Subject updated' : 'Subject created',
  );
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
