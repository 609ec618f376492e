import { type Schema, unwrap } from '@schoolmates/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api.tsx';
import { toast } from '../../../lib/toast.tsx';

export type OnlinePayment = Schema<'OnlinePayment'>;
export type OnlinePaymentStatus = Schema<'OnlinePaymentStatus'>;

const keys = {
  all: ['finance', 'online-payments'] as const,
  one: (reference: string) => ['finance', 'online-payments', 'one', reference] as const,
};

/** Starts paying an invoice online and sends the payer to the provider's checkout. */
export function useStartOnlinePayment(
  go: (url: string) => void = (url) => window.location.assign(url),
) {
  const client = useApi();
  return useMutation({
    mutationFn: (body: Schema<'OnlinePaymentInput'>) =>
      unwrap(client.POST('/online-payments', { body })),
    onSuccess: (answer) => go(answer.authorization_url),
  });
}

/** One transaction, asked again every 2 seconds until it is credited or failed. */
export function useOnlinePayment(reference: string) {
  const client = useApi();
  return useQuery({
    queryKey: keys.one(reference),
    enabled: reference !== '',
    queryFn: async () =>
      (
        await unwrap(
          client.GET('/online-payments/{reference}', { params: { path: { reference } } }),
        )
      ).data,
    refetchInterval: (query) =>
      query.state.data?.status === 'initialized' || query.state.data?.status === 'paid'
        ? 2000
        : false,
  });
}

export function useOnlinePayments(status: OnlinePaymentStatus | undefined) {
  const client = useApi();
  return useQuery({
    queryKey: [...keys.all, status ?? 'all'],
    queryFn: async () =>
      (
        await unwrap(
          client.GET('/online-payments', { params: { query: status ? { status } : {} } }),
        )
      ).data,
  });
}

/** "Verify now": asks the provider again. */
export function useVerifyOnlinePayment() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) =>
      unwrap(
        client.POST('/online-payments/{reference}/verify', { params: { path: { reference } } }),
      ),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: ['finance'] });
      toast.success(`${answer.data.reference}: ${answer.data.status}`);
    },
  });
}
