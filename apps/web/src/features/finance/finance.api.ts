import {
  type Flat,
  flatten,
  type operations,
  type Schema,
  type SchoolmatesClient,
  unwrap,
} from '@schoolmates/sdk';
import {
  hashKey,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { useChange } from '../../components/mutations.ts';
import { useApi } from '../../lib/api.tsx';
import { allPages, exportPageSize } from '../../lib/spreadsheet.ts';
import { toast } from '../../lib/toast.tsx';
import { figuresByClass, paymentsByMonth } from './dashboard/dashboard-figures.ts';

/** Every finance list, so a payment or an invoice refreshes what shows its figures. */
export const financeKeys = {
  all: ['finance'] as const,
  banks: ['finance', 'bank'] as const,
  fees: ['finance', 'fee'] as const,
  invoices: ['finance', 'invoice'] as const,
  payments: ['finance', 'payment'] as const,
  figures: ['finance', 'figures'] as const,
  expenses: ['finance', 'expenses'] as const,
  invoice: (id: string | undefined) => ['finance', 'invoice', 'one', id] as const,
  payment: (id: string | undefined) => ['finance', 'payment', 'one', id] as const,
};

export const terms: Schema<'Term'>[] = ['First Term', 'Second Term', 'Third Term'];
export const termOptions = terms.map((t) => ({ value: t, label: t }));

export type Bank = Flat<Schema<'BankAttributes'>>;
export type Fee = Flat<Schema<'FeeAttributes'>>;

/** The school's bank accounts; the invoice PDF lists them too. */
export const banksQuery = (client: SchoolmatesClient) =>
  queryOptions({
    queryKey: financeKeys.banks,
    queryFn: async () => flatten((await unwrap(client.GET('/bank'))).data),
  });

export function useBanks() {
  return useQuery(banksQuery(useApi()));
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

/** One invoice as `GET /invoice/{id}` answers it: what the invoice machine starts from. */
export function useInvoice(id: string | undefined) {
  const client = useApi();
  return useQuery({
    queryKey: financeKeys.invoice(id),
    enabled: Boolean(id),
    queryFn: async () =>
      (await unwrap(client.GET('/invoice/{id}', { params: { path: { id: id ?? '' } } }))).data,
  });
}

/**
 * After the invoice machine changed an invoice (a payment, a correction, a reversal, new lines):
 * the cache takes the invoice the machine holds, worked out as the server does, instead of
 * reading it again; the lists and figures showing it are read again.
 */
export function useInvoiceChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    (invoice: Schema<'InvoiceRecord'>) => {
      const key = financeKeys.invoice(invoice.id);
      queryClient.setQueryData(key, invoice);
      const held = hashKey(key);
      void queryClient.invalidateQueries({
        queryKey: financeKeys.all,
        predicate: (query) => query.queryHash !== held,
      });
    },
    [queryClient],
  );
}

/** One payment as `GET /payment/{id}` answers it; a receipt PDF reads it too. */
export const paymentQuery = (client: SchoolmatesClient, id: string) =>
  queryOptions({
    queryKey: financeKeys.payment(id),
    queryFn: async () =>
      (await unwrap(client.GET('/payment/{id}', { params: { path: { id } } }))).data,
  });

export function usePayment(id: string | undefined) {
  return useQuery({ ...paymentQuery(useApi(), id ?? ''), enabled: Boolean(id) });
}

/** A student's statement across terms. */
export function useStudentStatement(studentId: string) {
  const client = useApi();
  return useQuery({
    queryKey: [...financeKeys.invoices, 'statement', studentId],
    queryFn: async () =>
      (
        await unwrap(
          client.GET('/student-statement/{student_id}', {
            params: { path: { student_id: studentId } },
          }),
        )
      ).data,
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

/** A term of a session, as the current academic period gives it. */
export type Period = Pick<Schema<'AcademicPeriodAttributes'>, 'term' | 'session'>;

/** The proprietor's overview of a term, campus by campus. */
export function useFinanceOverview(period: Period | null) {
  const client = useApi();
  return useQuery({
    queryKey: [...financeKeys.figures, 'overview', period],
    enabled: period !== null,
    queryFn: () => unwrap(client.GET('/finance/overview', { params: { query: period ?? {} } })),
  });
}

/** The six figures of the account role's home panel for a term. */
export function useFinanceFigures(period: Period | null) {
  const client = useApi();
  return useQuery({
    queryKey: [...financeKeys.figures, period],
    enabled: period !== null,
    queryFn: async () => {
      const params = { params: { query: period ?? {} } };
      const [expected, received, outstanding, discount, expense, balance] = await Promise.all([
        unwrap(client.GET('/expectedincome', params)),
        unwrap(client.GET('/receivedincome', params)),
        unwrap(client.GET('/outstanding', params)),
        unwrap(client.GET('/discount', params)),
        unwrap(client.GET('/totalexpense', params)),
        unwrap(client.GET('/accountbalance', params)),
      ]);
      return {
        expected_income: expected.data.attributes.amount,
        received_income: received.data.attributes.amount,
        outstanding: outstanding.data.attributes.amount,
        discount: discount.data.attributes.amount,
        total_expense: expense.data.attributes.amount,
        account_balance: balance.data.attributes.amount,
      };
    },
  });
}

/** The term's invoices added up by class, for the dashboard's chart (all pages). */
export function useInvoicesByClass(period: Period | null) {
  const all = useAllInvoicesAndPayments();
  return useQuery({
    queryKey: [...financeKeys.invoices, 'all', period],
    enabled: period !== null,
    queryFn: async () => figuresByClass(await all.invoices(period ?? {})),
  });
}

/** The term's payments added up by month, for the dashboard's chart (all pages). */
export function usePaymentsByMonth(period: Period | null) {
  const all = useAllInvoicesAndPayments();
  return useQuery({
    queryKey: [...financeKeys.payments, 'all', period],
    enabled: period !== null,
    queryFn: async () => paymentsByMonth(await all.payments(period ?? {})),
  });
}

export function useExpenses(page: number) {
  const client = useApi();
  return useQuery({
    queryKey: [...financeKeys.expenses, page],
    placeholderData: keepPreviousData,
    queryFn: () => unwrap(client.GET('/expenses', { params: { query: { page, per_page: 25 } } })),
  });
}

export function useRecordExpense() {
  const client = useApi();
  return useChange(
    financeKeys.all,
    (body: Schema<'ExpenseInput'>) => unwrap(client.POST('/expenses', { body })),
    'Expense recorded',
  );
}

export function useCorrectExpense() {
  const client = useApi();
  return useChange(
    financeKeys.all,
    (input: { id: string; body: Schema<'ExpenseUpdate'> }) =>
      unwrap(
        client.PATCH('/expenses/{id}', { params: { path: { id: input.id } }, body: input.body }),
      ),
    'Expense corrected',
  );
}

export type StudentAccountFilters = { search?: string; class_id?: string; page: number };

/** A page of students for their accounts (the people feature keeps the student records). */
export function useStudentAccounts(filters: StudentAccountFilters) {
  const client = useApi();
  return useQuery({
    queryKey: ['student', 'account', filters],
    placeholderData: keepPreviousData,
    queryFn: () =>
      unwrap(client.GET('/student', { params: { query: { ...filters, per_page: 20 } } })),
  });
}
