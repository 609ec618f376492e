import { Flex } from '@radix-ui/themes';
import { fieldErrorsOf } from '../../../components/form.tsx';
import { loadable, mapLoadable } from '../../../components/queries.ts';
import { useSchoolHeading } from '../../../lib/school-heading.ts';
import { useSetSchoolLogo } from '../school/school.api.ts';
import { SchoolLogoView } from '../school/school-logo.view.tsx';
import { useCampuses, useDeleteCampus, useToggleCampus } from './campus.api.ts';
import { CampusListView } from './campus-list.view.tsx';

/** The campuses, under the school's logo (the superadmin's alone, as this screen is). */
export default function CampusListRoute() {
  const campuses = useCampuses();
  const toggle = useToggleCampus();
  const remove = useDeleteCampus();
  const school = useSchoolHeading();
  const logo = useSetSchoolLogo();
  const refused = fieldErrorsOf(logo.error);
  return (
    <Flex direction="column" gap="5">
      <SchoolLogoView
        school={mapLoadable(loadable(school), (s) => ({ name: s.name, logo: s.logo }))}
        saving={logo.isPending}
        refused={(refused.file ?? refused.logo_file_id)?.[0]}
        onChoose={(file) => logo.mutate(file)}
        onRemove={() => logo.mutate(null)}
        onRetry={() => void school.refetch()}
      />
      <CampusListView
        rows={loadable(campuses)}
        busyId={toggle.isPending ? (toggle.variables?.queryId ?? null) : null}
        onToggle={(row) => {
          const campus = campuses.data?.find((c) => c.queryId === row.queryId);
          if (campus) toggle.mutate(campus);
        }}
        onDelete={(row) => {
          const campus = campuses.data?.find((c) => c.queryId === row.queryId);
          if (campus) remove.mutate(campus);
        }}
        onRetry={() => void campuses.refetch()}
      />
    </Flex>
  );
}
