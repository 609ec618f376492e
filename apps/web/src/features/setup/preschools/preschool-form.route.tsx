import { useNavigate, useParams } from 'react-router';
import { fieldErrorsOf } from '../../../components/form.tsx';
import { FormScreen, formStatus } from '../../../components/form-screen.tsx';
import { usePreschools } from '../../../lib/lookups.ts';
import { paths } from '../../../lib/paths.ts';
import { useSavePreschool } from './preschools.api.ts';
import { preschoolFields } from './preschools.view.tsx';

export default function PreschoolFormRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  const list = usePreschools();
  const save = useSavePreschool(id);
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
