import { unwrap } from '@schoolmates/sdk';
import { fieldErrorsOf } from '../../../components/form.tsx';
import { useChange } from '../../../components/mutations.ts';
import { loadable } from '../../../components/queries.ts';
import { useApi } from '../../../lib/api.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { AdmissionNumberView } from './admission-number.view.tsx';
import { admissionNumberKey, useAdmissionNumberSettings } from './students.api.ts';

export default function AdmissionNumberRoute() {
  const client = useApi();
  const { user } = useAuth();
  const settings = useAdmissionNumberSettings(user !== null, user?.sch_id ?? '', true);
  const save = useChange(
    admissionNumberKey,
    (body: { auto_generate: boolean; initial: string | null }) =>
      unwrap(client.POST('/admission-number/settings', { body })),
    (body) =>
      body.auto_generate
        ? 'Admission numbers are generated from now on'
        : 'Admission numbers are typed from now on',
  );
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
