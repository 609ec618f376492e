import { flatten, type Schema, unwrap } from '@schoolmates/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldErrorsOf } from '../../../components/form.tsx';
import { useChange } from '../../../components/mutations.ts';
import { loadable, mapLoadable } from '../../../components/queries.ts';
import { useApi } from '../../../lib/api.tsx';
import { financeKeys, useBanks } from '../finance.api.ts';
import { ExpensesView } from './expenses.view.tsx';

const expensesKey = [...financeKeys.all, 'expenses'] as const;

export default function ExpensesRoute() {
  const client = useApi();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...expensesKey, page],
    placeholderData: keepPreviousData,
    queryFn: () => unwrap(client.GET('/expenses', { params: { query: { page, per_page: 25 } } })),
  });
  const banks = useBanks();
  const record = useChange(
    financeKeys.all,
    (body: Schema<'ExpenseInput'>) => unwrap(client.POST('/expenses', { body })),
    'Expense recorded',
  );
  const correct = useChange(
    financeKeys.all,
    (input: { id: string; body: Schema<'ExpenseUpdate'> }) =>
      unwrap(
        client.PATCH('/expenses/{id}', { params: { path: { id: input.id } }, body: input.body }),
      ),
    'Expense corrected',
  );
  return (
    <ExpensesView
      rows={mapLoadable(loadable(list), (answer) => flatten(answer.data))}
      meta={list.data?.meta ?? null}
      banks={(banks.data ?? []).map((b) => ({
        value: b.queryId,
        label: `${b.bank_name} · ${b.account_name}`,
      }))}
      busy={record.isPending || correct.isPending}
      errors={fieldErrorsOf(record.error ?? correct.error)}
      onRecord={(body, done) => record.mutate(body, { onSuccess: done })}
      onCorrect={(id, body, done) => correct.mutate({ id, body }, { onSuccess: done })}
      onPage={setPage}
      onRetry={() => void list.refetch()}
    />
  );
}
