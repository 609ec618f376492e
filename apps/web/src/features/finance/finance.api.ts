import { type Flat, flatten, type operations, type Schema, unwrap } from '@schoolmates/sdk';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useChange } from '../../components/mutations.ts';
import { useApi } from '../../lib/api.tsx';
import { allPages, exportPageSize } from '../../lib/spreadsheet.ts';
import { toast } from '../../lib/toast.tsx';

/** Every finance list, so a payment or an invoice refreshes what shows its figures. */
export const financeKeys = {
  all: ['finance'] as const,
  banks: ['finance', 'bank'] as const,
  fees: ['finance', 'fee'] as const,
  invoices: ['finance', 'invoice'] as const,
  payments: ['finance', 'payment'] as const,
  figures: ['finance', 'figures'] as const,
};

export const terms: Schema<'Term'>[] = ['First Term', 'Second Term', 'Third Term'];
export const termOptions = terms.map((t) => ({ value: t, label: t }));

export type Bank = Flat<Schema<'BankAttributes'>>;
export type Fee = Flat<Schema<'FeeAttributes'>>;

export function useBanks() {
  const client = useApi();
  return useQuery({
    queryKey: financeKeys.banks,
    queryFn: async () => flatten((await unwrap(client.GET('/bank'))).data),
  });
}

export function useSaveBank(id: string | undefined) {
  const client = useApi();
  return useChange(
    financeKeys.all,
    (body: Schema<'BankInput'>) =>
      id
        ? unwrap(client.PATCH('/bank/{id}', { params: { path: { id } }, body }))
        : unwrap(client.POST('/bank', { body })),
    id ? 'Bank account updated' : 'Bank account added',
  );
}

export function useDeleteBank() {
  const client = useApi();
  return useChange(
    financeKeys.all,
    (id: string) => unwrap(client.DELETE('/bank/{id}', { params: { path: { id } } })),
    'Bank account deleted',
  );
}

export type FeeFilters = NonNullable<operations['listFees']['parameters']['query']>;

export function useFees(filters: FeeFilters = {}, enabled = true) {
  const client = useApi();
  return useQuery({
    queryKey: [...financeKeys.fees, filters],
    enabled,
    queryFn: async () =>
      flatten((await unwrap(client.GET('/fee', { params: { query: filters } }))).data),
  });
}

export function useSaveFee(id: string | undefined) {
  const client = useApi();
  return useChange(
    financeKeys.all,
    (body: Schema<'FeeInput'>) =>
      id
        ? unwrap(client.PATCH('/fee/{id}', { params: { path: { id } }, body }))
        : unwrap(client.POST('/fee', { body })),
    id ? 'Fee updated' : 'Fee created',
  );
}

export function useDeleteFee() {
  const client = useApi();
  return useChange(
    financeKeys.all,
    (id: string) => unwrap(client.DELETE('/fee/{id}', { params: { path: { id } } })),
    'Fee deleted',
  );
}

export type InvoiceFilters = NonNullable<operations['listInvoices']['parameters']['query']>;

/** A page of invoices as the server filters and pages them. */
export function useInvoices(filters: InvoiceFilters, enabled = true) {
  const client = useApi();
  return useQuery({
    queryKey: [...financeKeys.invoices, filters],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async () => unwrap(client.GET('/invoice', { params: { query: filters } })),
  });
}

export type PaymentFilters = NonNullable<operations['listPayments']['parameters']['query']>;

export function usePayments(filters: PaymentFilters, enabled = true) {
  const client = useApi();
  return useQuery({
    queryKey: [...financeKeys.payments, filters],
    enabled,
    queryFn: async () => unwrap(client.GET('/payment', { params: { query: filters } })),
  });
}

/** Every invoice and every payment the invoice list's filters find, all pages, for exports. */
export function useAllInvoicesAndPayments() {
  const client = useApi();
  return {
    invoices: ({ page: _, per_page: __, ...filters }: InvoiceFilters) =>
      allPages(async (page) => {
        const answer = await unwrap(
          client.GET('/invoice', {
            params: { query: { ...filters, page, per_page: exportPageSize } },
          }),
        );
        return { rows: flatten(answer.data), meta: answer.meta };
      }),
    /** Payments on invoices of the same student search, class, term and session. */
    payments: ({ search, class_id, term, session }: InvoiceFilters) =>
      allPages(async (page) => {
        const answer = await unwrap(
          client.GET('/payment', {
            params: {
              query: { search, class_id, term, session, page, per_page: exportPageSize },
            },
          }),
        );
        return { rows: flatten(answer.data), meta: answer.meta };
      }),
  };
}

/** The current term and session: what new fees, invoices and batches start from. */
export function useCurrentPeriod() {
  const client = useApi();
  return useQuery({
    queryKey: ['academic-period', 'current'],
    queryFn: async () => flatten((await unwrap(client.GET('/current/academicperiod'))).data),
  });
}

export type AddFeeAnswer = Schema<'InvoiceAddFeeAnswer'>;

/** Adding a fee to the invoices already made: `preview` shows each invoice's new figures. */
export function useAddFeeToInvoices() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schema<'InvoiceAddFeeInput'>) =>
      unwrap(client.POST('/invoice/add-fee', { body })),
    onSuccess: async (answer) => {
      if (answer.meta.preview) return;
      await queryClient.invalidateQueries({ queryKey: financeKeys.all });
      toast.success(answer.message ?? 'Fee added to the invoices');
    },
  });
}
