import type { Schema } from '@schoolmates/sdk';
import { useNavigate, useParams } from 'react-router';
import { fieldErrorsOf } from '../../../components/form.tsx';
import { paths } from '../../../lib/paths.ts';
import { useCampuses, useSaveCampus } from './campus.api.ts';
import { CampusFormView } from './campus-form.view.tsx';

export default function CampusFormRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  const campuses = useCampuses();
  const save = useSaveCampus(id);
  const campus = id ? campuses.data?.find((c) => c.queryId === id) : undefined;
  const status = !id ? 'ready' : campuses.isPending ? 'loading' : campus ? 'ready' : 'error';
  return (
    <CampusFormView
      mode={id ? 'edit' : 'create'}
      status={status}
      error={campuses.error?.message}
      initial={
        campus
          ? {
              name: campus.name,
              email: campus.email,
              phoneno: campus.phoneno,
              address: campus.address,
              state: campus.state,
              campus_type: campus.campus_type ?? 'elementary',
              is_preschool: campus.is_preschool,
            }
          : undefined
      }
      busy={save.isPending}
      errors={fieldErrorsOf(save.error)}
      onCancel={() => navigate(paths.campus)}
      onSubmit={(v) => {
        const body: Schema<'CampusInput'> = {
          name: String(v.name),
          email: String(v.email),
          phoneno: String(v.phoneno),
          address: String(v.address),
          state: String(v.state),
          is_preschool: v.is_preschool === true,
          ...(v.campus_type ? { campus_type: v.campus_type as Schema<'CampusType'> } : {}),
        };
        save.mutate(body, { onSuccess: () => navigate(paths.campus) });
      }}
    />
  );
}
