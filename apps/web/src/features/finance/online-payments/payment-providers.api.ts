import { type Schema, unwrap } from '@schoolmates/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api.tsx';
import { toast } from '../../../lib/toast.tsx';

export type ProviderSettings = Schema<'PaymentProviderSettings'>;
export type PaymentProvider = Schema<'OnlinePaymentProvider'>;
export type ProviderInput = Schema<'PaymentProviderInput'>;

const key = ['finance', 'payment-providers'] as const;

/** The school's Paystack and Flutterwave settings (keys never answered). */
export function usePaymentProviders() {
  const client = useApi();
  return useQuery({
    queryKey: key,
    queryFn: async () => (await unwrap(client.GET('/payment-providers'))).data,
  });
}

export function useSavePaymentProvider() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ provider, input }: { provider: PaymentProvider; input: ProviderInput }) =>
      unwrap(
        client.PUT('/payment-providers/{provider}', {
          params: { path: { provider } },
          body: input,
        }),
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData<ProviderSettings[]>(key, (list) => [
        ...(list ?? []).filter((row) => row.provider !== answer.data.provider),
        answer.data,
      ]);
      toast.success(answer.message ?? 'Saved');
    },
  });
}
