import { loadable } from '../../../components/queries.ts';
import type { PeriodChoice } from '../results.api.ts';
import { FeeHoldsView } from './fee-holds.view.tsx';
import { useExemptFromFeeHold, useFeeHolds } from './release.api.ts';

/** Who of the class arm is held for fees owed in the chosen term, and their exemption. */
export function FeeHoldsRoute({
  classId,
  subClass,
  choice,
  mayExempt,
}: {
  classId: string;
  subClass: string | null;
  choice: PeriodChoice;
  mayExempt: boolean;
}) {
  const holds = useFeeHolds(classId, subClass, choice);
  const exempt = useExemptFromFeeHold(classId, subClass, choice);
  return (
    <FeeHoldsView
      holds={loadable(holds)}
      mayExempt={mayExempt}
      exempting={exempt.isPending ? (exempt.variables?.student.student_id ?? null) : null}
      onExempt={(student, reason) => exempt.mutate({ student, reason })}
      onRetry={() => void holds.refetch()}
    />
  );
}
