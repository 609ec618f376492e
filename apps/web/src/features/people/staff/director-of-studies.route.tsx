import { unwrap } from '@schoolmates/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { fieldErrorsOf } from '../../../components/form.tsx';
import { useChange } from '../../../components/mutations.ts';
import { loadable, mapLoadable } from '../../../components/queries.ts';
import { useApi } from '../../../lib/api.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useCampusList } from '../../../lib/lookups.ts';
import { personName } from '../../../lib/names.ts';
import { DirectorOfStudiesView } from './director-of-studies.view.tsx';
import { staffKey, useActiveStaff } from './staff.api.ts';

const dosKey = ['dos'] as const;

export default function DirectorOfStudiesRoute() {
  const client = useApi();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  // A superadmin names the campus (the server needs it when the school has several).
  const chooser = user?.role === 'superadmin';
  const campusId = chooser ? (params.get('campus') ?? user?.campus_id ?? '') : '';
  const campuses = useCampusList(chooser);
  const staff = useActiveStaff(true, campusId);

  const current = useQuery({
    queryKey: [...dosKey, campusId],
    queryFn: async () => {
      const answer = await unwrap(
        client.GET('/dos', { params: { query: campusId ? { campus_id: campusId } : {} } }),
      );
      return answer.data ? answer.data.attributes : null;
    },
  });

  const save = useChange(
    [...dosKey, campusId],
    (body: { staff_id: string; title: string | null }) => unwrap(client.POST('/add-dos', { body })),
    'Director of studies saved',
  );

  return (
    <DirectorOfStudiesView
      campuses={
        chooser ? (campuses.data ?? []).map((c) => ({ value: c.queryId, label: c.name })) : null
      }
      campusId={campusId}
      onCampusChange={(id) => {
        save.reset();
        setParams({ campus: id }, { replace: true });
      }}
      current={loadable(current)}
      staff={mapLoadable(loadable(staff), (rows) =>
        rows.map((s) => ({ value: s.queryId, label: `${personName(s)} · ${s.designation}` })),
      )}
      saving={save.isPending}
      errors={fieldErrorsOf(save.error)}
      onSave={(body) =>
        save.mutate(body, {
          // The staff list marks who is director of studies.
          onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffKey }),
        })
      }
      onRetry={() => {
        void current.refetch();
        void staff.refetch();
      }}
    />
  );
}
