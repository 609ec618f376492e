/** The public check of a report card by its code (issue 31): one door per call. */
import { type Schema, unwrap } from '@schoolmates/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orNull } from '../../components/queries.ts';
import { useApi } from '../../lib/api.tsx';

export type CardCheck = Schema<'ReportCardVerificationAttributes'>;

const key = (code: string) => ['report-card-check', code.toUpperCase()] as const;

/** The card's minimal facts; null when no card has this code. */
export function useCardCheck(code: string) {
  const client = useApi();
  return useQuery({
    queryKey: key(code),
    retry: false,
    queryFn: async () => {
      const answer = await orNull(
        unwrap(client.GET('/verify/{code}', { params: { path: { code } } })),
      );
      return answer ? answer.data.attributes : null;
    },
  });
}

/** Opens the card with its PIN; the answer (with the figures) replaces the facts in the cache. */
export function useOpenCard(code: string) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pin: string) =>
      (await unwrap(client.POST('/verify/{code}', { params: { path: { code } }, body: { pin } })))
        .data.attributes,
    onSuccess: (card) => queryClient.setQueryData(key(code), card),
  });
}
