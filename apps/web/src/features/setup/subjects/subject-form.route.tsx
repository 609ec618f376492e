import { unwrap } from '@schoolmates/sdk';
import { useNavigate, useParams } from 'react-router';
import { fieldErrorsOf } from '../../../components/form.tsx';
import { FormScreen, formStatus } from '../../../components/form-screen.tsx';
import { useChange } from '../../../components/mutations.ts';
import { useApi } from '../../../lib/api.tsx';
import { lookupKeys, useSubjects } from '../../../lib/lookups.ts';
import { paths } from '../../../lib/paths.ts';
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
