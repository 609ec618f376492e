import { unwrap } from '@schoolmates/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loadable } from '../../../components/queries.ts';
import { useApi } from '../../../lib/api.tsx';
import { toast } from '../../../lib/toast.tsx';
import { type PeriodChoice, resultKeys } from '../results.api.ts';
import { type FeeHold, FeeHoldsView } from './fee-holds.view.tsx';

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
  const client = useApi();
  const queryClient = useQueryClient();
  const key = [...resultKeys.results, 'fee-holds', classId, subClass, choice.term, choice.session];
  const holds = useQuery({
    queryKey: key,
    queryFn: async () =>
      (
        await unwrap(
          client.GET('/results/fee-holds/{class_id}/{term}/{session}', {
            params: {
              path: { class_id: classId, term: choice.term, session: choice.session },
              query: subClass ? { sub_class: subClass } : {},
            },
          }),
        )
      ).data.attributes,
  });
  const exempt = useMutation({
    mutationFn: ({ student, reason }: { student: FeeHold; reason: string }) =>
      unwrap(
        client.POST('/results/fee-exemptions', {
          body: {
            student_id: student.student_id,
            term: choice.term,
            session: choice.session,
            reason,
          },
        }),
      ),
    onSuccess: (_answer, { student }) => {
      toast.success(`${student.student_fullname} is exempted: the result is not held.`);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => toast.error(error.message),
  });
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
