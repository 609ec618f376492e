import { flatten } from '@schoolmates/sdk';
import { useState } from 'react';
import { fieldErrorsOf } from '../../../components/form.tsx';
import { loadable, mapLoadable } from '../../../components/queries.ts';
import { useBanks, useCorrectExpense, useExpenses, useRecordExpense } from '../finance.api.ts';
import { ExpensesView } from './expenses.view.tsx';

export default function ExpensesRoute() {
  const [page, setPage] = useState(1);
  const list = useExpenses(page);
  const banks = useBanks();
  const record = useRecordExpense();
  const correct = useCorrectExpense();
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
