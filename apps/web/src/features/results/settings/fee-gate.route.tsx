import { fieldErrorsOf } from '../../../components/form.tsx';
import { loadable } from '../../../components/queries.ts';
import { FeeGateView } from './fee-gate.view.tsx';
import { useFeeGate, useSaveFeeGate } from './settings.api.ts';

/** The school's fee-gated results setting, for those who may change it (superadmin, admin). */
export function FeeGateRoute() {
  const gate = useFeeGate();
  const save = useSaveFeeGate();
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
