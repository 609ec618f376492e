import { unwrap } from '@schoolmates/sdk';
import { useNavigate, useParams } from 'react-router';
import { useApi } from '../../../app/api.tsx';
import { paths } from '../../../app/paths.ts';
import { fieldErrorsOf } from '../../../components/form.tsx';
import { useChange } from '../../../components/mutations.ts';
import { lookupKeys, usePreschools } from '../../../shared/lookups.ts';
import { FormScreen, formStatus } from '../form-screen.tsx';
import { preschoolFields } from './preschools.view.tsx';

export default function PreschoolFormRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  const client = useApi();
  const list = usePreschools();
  const save = useChange(
    lookupKeys.preschools,
    (name: string) =>
      id
        ? unwrap(client.PATCH('/preschool/{id}', { params: { path: { id } }, body: { name } }))
        : unwrap(client.POST('/preschool', { body: { name } })),
    id ? 'Preschool updated' : 'Preschool created',
  );
  const record = list.data?.find((p) => p.queryId === id);
  return (
    <FormScreen
      fields={preschoolFields}
      mode={id ? 'edit' : 'create'}
      noun="preschool"
      status={formStatus(id, list.isPending, record !== undefined)}
      initial={record ? { name: record.name } : undefined}
      busy={save.isPending}
      errors={fieldErrorsOf(save.error)}
      onCancel={() => navigate(paths.preschools)}
      onSubmit={(v) => save.mutate(String(v.name), { onSuccess: () => navigate(paths.preschools) })}
    />
  );
}
