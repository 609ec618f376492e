import { fieldErrorsOf } from '../../../components/form.tsx';
import { loadable } from '../../../components/queries.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { AdmissionNumberView } from './admission-number.view.tsx';
import { useAdmissionNumberSettings, useSaveAdmissionNumberSettings } from './students.api.ts';

export default function AdmissionNumberRoute() {
  const { user } = useAuth();
  const settings = useAdmissionNumberSettings(user !== null, user?.sch_id ?? '', true);
  const save = useSaveAdmissionNumberSettings();
  return (
    <AdmissionNumberView
      settings={loadable(settings)}
      saving={save.isPending}
      errors={fieldErrorsOf(save.error)}
      onSave={(body) => save.mutate(body)}
      onRetry={() => void settings.refetch()}
    />
  );
}
