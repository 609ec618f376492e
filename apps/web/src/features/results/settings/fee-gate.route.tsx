import { unwrap } from '@schoolmates/sdk';
import { useQuery } from '@tanstack/react-query';
import { fieldErrorsOf } from '../../../components/form.tsx';
import { useChange } from '../../../components/mutations.ts';
import { loadable } from '../../../components/queries.ts';
import { useApi } from '../../../lib/api.tsx';
import { resultKeys } from '../results.api.ts';
import { FeeGateView } from './fee-gate.view.tsx';

const key = [...resultKeys.results, 'fee-gate'] as const;

/** The school's fee-gated results setting, for those who may change it (superadmin, admin). */
export function FeeGateRoute() {
  const client = useApi();
  const gate = useQuery({
    queryKey: key,
    queryFn: async () => (await unwrap(client.GET('/results/fee-gate'))).data.attributes,
  });
  const save = useChange(
    key,
    (body: { enabled: boolean; threshold: number }) =>
      unwrap(client.PUT('/results/fee-gate', { body })),
    (body) =>
      body.enabled
        ? 'Results of students owing fees will be held.'
        : 'Results are not held for fees.',
  );
  return (
    <FeeGateView
      gate={loadable(gate)}
      saving={save.isPending}
      errors={fieldErrorsOf(save.error)}
      onSave={(body) => save.mutate(body)}
      onRetry={() => void gate.refetch()}
    />
  );
}
