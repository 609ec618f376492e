import { Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { formatNaira, nairaInput, parseNaira } from '@schoolmates/domain/money';
import type { FieldErrors, Flat, Schema } from '@schoolmates/sdk';
import { type FormEvent, useState } from 'react';
import type { Option } from '../../../components/filter-select.tsx';
import { SelectInput, TextInput } from '../../../components/form.tsx';
import { type PageInfo, Pagination } from '../../../components/pagination.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { RecordTable } from '../../../components/record-table.tsx';
import { today } from '../../../lib/dates.ts';
import { methodLabel, methodOptions } from '../invoices/invoice.view.tsx';
import { amountProblem } from '../money.ts';

export type ExpenseRow = Flat<Schema<'ExpenseAttributes'>>;
type ExpenseFields = Omit<Schema<'ExpenseInput'>, 'term' | 'session'>;

function ExpenseForm({
  expense,
  banks,
  busy,
  errors,
  onSave,
  onCancel,
}: {
  expense: ExpenseRow | null;
  banks: readonly Option[];
  busy: boolean;
  errors: FieldErrors;
  onSave: (fields: ExpenseFields, reason: string) => void;
  onCancel: () => void;
}) {
  const [v, setV] = useState({
    expense_category: expense?.expense_category ?? '',
    amount: expense ? nairaInput(expense.amount) : '',
    payment_method: expense?.payment_method ?? ('transfer' as Schema<'PaymentMethod'>),
    bank_id: expense?.bank_id ?? banks[0]?.value ?? '',
    beneficiary: expense?.beneficiary ?? '',
    reference: expense?.reference ?? '',
    purpose: expense?.purpose ?? '',
    spent_at: expense?.spent_at ?? today(),
    reason: '',
  });
  const [problems, setProblems] = useState<FieldErrors>({});
  const set = (change: Partial<typeof v>) => setV((old) => ({ ...old, ...change }));
  const shown = { ...errors, ...problems };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amount = parseNaira(v.amount);
    const refused = amountProblem('amount', amount);
    setProblems(refused);
    if (amount === null || Object.keys(refused).length > 0) return;
    onSave(
      {
        expense_category: v.expense_category.trim(),
        amount,
        payment_method: v.payment_method,
        bank_id: v.payment_method === 'cash' ? null : v.bank_id || null,
        beneficiary: v.beneficiary.trim(),
        reference: v.reference.trim() || null,
        purpose: v.purpose.trim(),
        spent_at: v.spent_at,
      },
      v.reason.trim(),
    );
  };
  return (
    <Card size="3">
      <form onSubmit={submit} aria-label={expense ? 'Correct expense' : 'Record expense'}>
        <Heading as="h2" size="4" mb="3">
          {expense ? `Correct expense: ${expense.purpose}` : 'Record an expense'}
        </Heading>
        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          <TextInput
            label="Category"
            name="expense_category"
            required
            placeholder="Maintenance"
            value={v.expense_category}
            onChange={(e) => set({ expense_category: e.currentTarget.value })}
            errors={shown}
          />
          <TextInput
            label="Amount (₦)"
            name="amount"
            required
            inputMode="decimal"
            placeholder="150,000.50"
            value={v.amount}
            onChange={(e) => set({ amount: e.currentTarget.value })}
            errors={shown}
          />
          <TextInput
            label="Beneficiary"
            name="beneficiary"
            required
            value={v.beneficiary}
            onChange={(e) => set({ beneficiary: e.currentTarget.value })}
            errors={shown}
          />
          <TextInput
            label="Purpose"
            name="purpose"
            required
            value={v.purpose}
            onChange={(e) => set({ purpose: e.currentTarget.value })}
            errors={shown}
          />
          <SelectInput
            label="Paid by"
            name="payment_method"
            value={v.payment_method}
            options={methodOptions}
            onValueChange={(m) => set({ payment_method: m as Schema<'PaymentMethod'> })}
            errors={shown}
          />
          {v.payment_method !== 'cash' && (
            <SelectInput
              label="From account"
              name="bank_id"
              value={v.bank_id}
              options={banks}
              onValueChange={(bank_id) => set({ bank_id })}
              errors={shown}
            />
          )}
          <TextInput
            label="Date"
            name="spent_at"
            type="date"
            value={v.spent_at}
            onChange={(e) => set({ spent_at: e.currentTarget.value })}
            errors={shown}
          />
          <TextInput
            label="Reference"
            name="reference"
            value={v.reference}
            onChange={(e) => set({ reference: e.currentTarget.value })}
            errors={shown}
          />
          {expense && (
            <TextInput
              label="Reason for the correction"
              name="reason"
              required
              minLength={3}
              value={v.reason}
              onChange={(e) => set({ reason: e.currentTarget.value })}
              errors={shown}
            />
          )}
        </Grid>
        <Flex gap="3" justify="end" mt="5">
          <Button type="button" variant="soft" color="gray" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {expense ? 'Save correction' : 'Record expense'}
          </Button>
        </Flex>
      </form>
    </Card>
  );
}

/** What the school spent: recorded once, corrected with a reason (the ledger keeps both). */
export function ExpensesView({
  rows,
  meta,
  banks,
  busy,
  errors,
  onRecord,
  onCorrect,
  onPage,
  onRetry,
}: {
  rows: Loadable<ExpenseRow[]>;
  meta: PageInfo | null;
  banks: readonly Option[];
  busy: boolean;
  errors: FieldErrors;
  onRecord: (fields: ExpenseFields, done: () => void) => void;
  onCorrect: (id: string, changes: Schema<'ExpenseUpdate'>, done: () => void) => void;
  onPage: (page: number) => void;
  onRetry?: () => void;
}) {
  const [form, setForm] = useState<{ expense: ExpenseRow | null } | null>(null);
  const close = () => setForm(null);
  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center">
        <Text color="gray" size="2">
          {meta ? `${meta.total} expense${meta.total === 1 ? '' : 's'}` : ' '}
        </Text>
        {!form && <Button onClick={() => setForm({ expense: null })}>Record expense</Button>}
      </Flex>
      {form && (
        <ExpenseForm
          key={form.expense?.queryId ?? 'new'}
          expense={form.expense}
          banks={banks}
          busy={busy}
          errors={errors}
          onCancel={close}
          onSave={(fields, reason) =>
            form.expense
              ? onCorrect(form.expense.queryId, { ...fields, reason }, close)
              : onRecord(fields, close)
          }
        />
      )}
      <RecordTable
        label="Expenses"
        rows={rows}
        rowKey={(r) => r.queryId}
        onRetry={onRetry}
        empty={{
          title: 'No expenses yet',
          description: 'What the school spends, from its accounts or in cash.',
          icon: 'layers',
        }}
        columns={[
          { key: 'date', header: 'Date', render: (r) => r.spent_at },
          {
            key: 'purpose',
            header: 'Purpose',
            render: (r) => <Text weight="medium">{r.purpose}</Text>,
          },
          { key: 'category', header: 'Category', render: (r) => r.expense_category, wide: true },
          { key: 'beneficiary', header: 'Beneficiary', render: (r) => r.beneficiary, wide: true },
          {
            key: 'method',
            header: 'Paid by',
            render: (r) => (r.bank_name ? `${r.bank_name}` : methodLabel[r.payment_method]),
            wide: true,
          },
          { key: 'amount', header: 'Amount', render: (r) => formatNaira(r.amount) },
        ]}
        rowActions={(r) => (
          <Button size="1" variant="soft" onClick={() => setForm({ expense: r })}>
            Correct
          </Button>
        )}
        footer={meta && <Pagination meta={meta} onPage={onPage} />}
      />
    </Flex>
  );
}
