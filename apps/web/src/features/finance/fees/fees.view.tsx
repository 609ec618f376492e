import { Badge, Button, Card, Checkbox, Flex, Grid, Text } from '@radix-ui/themes';
import { formatNaira, parseNaira } from '@schoolmates/domain/money';
import type { FieldErrors, Schema } from '@schoolmates/sdk';
import { type FormEvent, useState } from 'react';
import { FilterSelect, type Option } from '../../../components/filter-select.tsx';
import { FieldError, SelectInput, TextInput } from '../../../components/form.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { SimpleListView } from '../../../components/simple-list.tsx';
import { ErrorState, LoadingRows } from '../../../components/states.tsx';
import { paths } from '../../../lib/paths.ts';
import { type Fee, type FeeFilters, termOptions } from '../finance.api.ts';
import { amountProblem } from '../money.ts';

export const categoryOptions: { value: Schema<'FeeCategory'>; label: string }[] = [
  { value: 'tuition', label: 'Tuition' },
  { value: 'levy', label: 'Levy' },
  { value: 'uniform', label: 'Uniform' },
  { value: 'other', label: 'Other' },
];
const categoryLabel = Object.fromEntries(categoryOptions.map((o) => [o.value, o.label]));

export function FeesView({
  rows,
  filters,
  sessions,
  classes,
  onFilter,
  onDelete,
  onRetry,
}: {
  rows: Loadable<Fee[]>;
  filters: FeeFilters;
  sessions: readonly Option[];
  classes: readonly Option[];
  onFilter: (filters: FeeFilters) => void;
  onDelete: (row: Fee) => void;
  onRetry?: () => void;
}) {
  return (
    <SimpleListView
      label="Fees"
      noun={['fee', 'fees']}
      addLabel="Create fee"
      rows={rows}
      icon="layers"
      emptyDescription="Fees are the lines of every invoice: school fees, levies, uniforms."
      addPath={paths.feeCreate}
      editPath={(r) => paths.feeEdit(r.queryId)}
      nameOf={(r) => r.feetype}
      onDelete={onDelete}
      onRetry={onRetry}
      toolbar={
        <Flex gap="2" wrap="wrap">
          <FilterSelect
            label="Term"
            value={filters.term}
            options={termOptions}
            onChange={(term) => onFilter({ ...filters, term: term as FeeFilters['term'] })}
          />
          <FilterSelect
            label="Session"
            value={filters.session}
            options={sessions}
            onChange={(session) => onFilter({ ...filters, session })}
          />
          <FilterSelect
            label="Class"
            value={filters.class_id}
            options={classes}
            onChange={(class_id) => onFilter({ ...filters, class_id })}
          />
          <FilterSelect
            label="Category"
            value={filters.category}
            options={categoryOptions}
            onChange={(category) =>
              onFilter({ ...filters, category: category as FeeFilters['category'] })
            }
          />
        </Flex>
      }
      columns={[
        {
          key: 'type',
          header: 'Fee',
          render: (r) => (
            <>
              <Text weight="medium">{r.feetype}</Text>
              {/* On a phone the term sits under the fee, clear of the row's actions. */}
              <Text as="div" size="1" color="gray" highContrast className="sm-show-mobile">
                {r.term} {r.session}
              </Text>
            </>
          ),
        },
        { key: 'amount', header: 'Amount', render: (r) => formatNaira(r.amount) },
        { key: 'term', header: 'Term', render: (r) => `${r.term} ${r.session}`, wide: true },
        {
          key: 'classes',
          header: 'Classes',
          render: (r) =>
            r.class_scope === 'all' ? 'All classes' : r.classes.map((c) => c.class_name).join(', '),
          wide: true,
        },
        {
          key: 'category',
          header: 'Category',
          render: (r) => (
            <Badge variant="soft" color={r.fee_status === 'optional' ? 'gray' : 'indigo'}>
              {categoryLabel[r.category]} · {r.fee_status}
            </Badge>
          ),
          wide: true,
        },
      ]}
    />
  );
}

export interface FeeFormValues {
  feetype: string;
  amount: string;
  term: string;
  session: string;
  category: string;
  fee_status: string;
  class_ids: string[];
}

/** The fee form: name, amount in naira, term and session, category, and the classes it bills. */
export function FeeFormView({
  mode,
  status,
  initial,
  sessions,
  classes,
  busy,
  errors,
  onSubmit,
  onCancel,
}: {
  mode: 'create' | 'edit';
  status: 'loading' | 'error' | 'ready';
  initial?: FeeFormValues;
  sessions: readonly Option[];
  classes: readonly Option[];
  busy: boolean;
  errors: FieldErrors;
  onSubmit: (fee: Schema<'FeeInput'>) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<FeeFormValues>(
    initial ?? {
      feetype: '',
      amount: '',
      term: 'First Term',
      session: sessions.at(-2)?.value ?? '',
      category: 'tuition',
      fee_status: 'compulsory',
      class_ids: [],
    },
  );
  const [problems, setProblems] = useState<FieldErrors>({});
  if (status === 'loading') return <LoadingRows columns={2} rows={3} />;
  if (status === 'error') return <ErrorState message="This fee could not be found." />;
  const set = (change: Partial<FeeFormValues>) => setValues((v) => ({ ...v, ...change }));
  const shown = { ...errors, ...problems };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amount = parseNaira(values.amount);
    const refused = amountProblem('amount', amount);
    setProblems(refused);
    if (amount === null || Object.keys(refused).length > 0) return;
    const some = values.class_ids.length > 0;
    onSubmit({
      feetype: values.feetype.trim(),
      amount,
      term: values.term as Schema<'Term'>,
      session: values.session,
      category: values.category as Schema<'FeeCategory'>,
      fee_status: values.fee_status as Schema<'FeeStatus'>,
      class_scope: some ? 'some' : 'all',
      ...(some ? { class_ids: values.class_ids } : {}),
    });
  };
  return (
    <Card size="3">
      <form onSubmit={submit}>
        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          <TextInput
            label="Fee type"
            name="feetype"
            required
            maxLength={100}
            placeholder="School fees"
            value={values.feetype}
            onChange={(e) => set({ feetype: e.currentTarget.value })}
            errors={shown}
          />
          <TextInput
            label="Amount (₦)"
            name="amount"
            required
            inputMode="decimal"
            placeholder="150,000.50"
            value={values.amount}
            onChange={(e) => set({ amount: e.currentTarget.value })}
            errors={shown}
          />
          <SelectInput
            label="Term"
            name="term"
            required
            value={values.term}
            options={termOptions}
            onValueChange={(term) => set({ term })}
            errors={shown}
          />
          <SelectInput
            label="Session"
            name="session"
            required
            value={values.session}
            options={sessions}
            onValueChange={(session) => set({ session })}
            errors={shown}
          />
          <SelectInput
            label="Category"
            name="category"
            required
            value={values.category}
            options={categoryOptions}
            onValueChange={(category) => set({ category })}
            errors={shown}
          />
          <SelectInput
            label="Status"
            name="fee_status"
            value={values.fee_status}
            options={[
              { value: 'compulsory', label: 'Compulsory' },
              { value: 'optional', label: 'Optional' },
            ]}
            onValueChange={(fee_status) => set({ fee_status })}
            errors={shown}
          />
          <Flex direction="column" gap="2" gridColumn="1 / -1">
            <Text size="2" weight="medium">
              Classes
            </Text>
            <Text size="1" color="gray">
              None ticked: every class pays this fee.
            </Text>
            <Flex gap="4" wrap="wrap">
              {classes.map((c) => (
                <Text as="label" size="2" key={c.value}>
                  <Flex gap="2" align="center">
                    <Checkbox
                      checked={values.class_ids.includes(c.value)}
                      onCheckedChange={(on) =>
                        set({
                          class_ids:
                            on === true
                              ? [...values.class_ids, c.value]
                              : values.class_ids.filter((id) => id !== c.value),
                        })
                      }
                    />
                    {c.label}
                  </Flex>
                </Text>
              ))}
            </Flex>
            <FieldError id="class_ids-error" messages={shown.class_ids} />
          </Flex>
        </Grid>
        <Flex gap="3" justify="end" mt="5">
          <Button type="button" variant="soft" color="gray" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {mode === 'create' ? 'Create fee' : 'Save changes'}
          </Button>
        </Flex>
      </form>
    </Card>
  );
}
