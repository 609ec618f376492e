import { useSearchParams } from 'react-router';
import { fieldErrorsOf } from '../../../components/form.tsx';
import { loadable, mapLoadable } from '../../../components/queries.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { useCampusList } from '../../../lib/lookups.ts';
import { personName } from '../../../lib/names.ts';
import { DirectorOfStudiesView } from './director-of-studies.view.tsx';
import { useActiveStaff, useDirectorOfStudies, useSetDirectorOfStudies } from './staff.api.ts';

export default function DirectorOfStudiesRoute() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  // A superadmin names the campus (the server needs it when the school has several).
  const chooser = user?.role === 'superadmin';
  const campusId = chooser ? (params.get('campus') ?? user?.campus_id ?? '') : '';
  const campuses = useCampusList(chooser);
  const staff = useActiveStaff(true, campusId);

  const current = useDirectorOfStudies(campusId);
  const save = useSetDirectorOfStudies(campusId);

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
      onSave={(body) => save.mutate(body)}
      onRetry={() => {
        void current.refetch();
        void staff.refetch();
      }}
    />
  );
}
