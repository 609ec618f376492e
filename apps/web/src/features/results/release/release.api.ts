import { unwrap } from '@schoolmates/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api.tsx';
import { toast } from '../../../lib/toast.tsx';
import { type PeriodChoice, resultKeys } from '../results.api.ts';
import type { FeeHold } from './fee-holds.view.tsx';

const feeHoldsKey = (classId: string, subClass: string | null, { term, session }: PeriodChoice) =>
  [...resultKeys.results, 'fee-holds', classId, subClass, term, session] as const;

/** Who of the class arm is held for fees owed in the chosen term, and their exemption. */
export function useFeeHolds(classId: string, subClass: string | null, choice: PeriodChoice) {
  const client = useApi();
  return useQuery({
    queryKey: feeHoldsKey(classId, subClass, choice),
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
}

/** Exempts a held student for the term: their result is no longer held. */
export function useExemptFromFeeHold(
  classId: string,
  subClass: string | null,
  choice: PeriodChoice,
) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
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
      void queryClient.invalidateQueries({ queryKey: feeHoldsKey(classId, subClass, choice) });
    },
    onError: (error) => toast.error(error.message),
  });
}
