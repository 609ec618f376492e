import { Text } from '@radix-ui/themes';
import { formatNaira } from '@schoolmates/domain/money';
import { withContractLimits } from '../../../components/contract-limits.ts';
import type { Loadable } from '../../../components/queries.ts';
import type { FieldSpec } from '../../../components/record-form.tsx';
import { SimpleListView } from '../../../components/simple-list.tsx';
import { paths } from '../../../lib/paths.ts';
import type { Bank } from '../finance.api.ts';

/** Where an account belongs: a campus (its id) or the whole school; left empty, the bursar's campus. */
export const WHOLE_SCHOOL = 'school';

/**
 * The bank form; the opening balance is typed as naira ("150,000.50"). A campus's account
 * balance counts only its own accounts' opening balances (issue 29), so each account says where
 * it belongs.
 */
export const bankFieldsFor = (campuses: readonly { value: string; label: string }[]): FieldSpec[] =>
  withContractLimits('BankInput', [
    ...bankFields,
    {
      name: 'campus_id',
      label: 'Belongs to',
      type: 'select',
      placeholder: 'My campus',
      options: [{ value: WHOLE_SCHOOL, label: 'The whole school' }, ...campuses],
      half: true,
    },
  ]);

export const bankFields: FieldSpec[] = withContractLimits('BankInput', [
  {
    name: 'bank_name',
    label: 'Bank name',
    type: 'text',
    required: true,
    half: true,
  },
  {
    name: 'account_name',
    label: 'Account name',
    type: 'text',
    required: true,
    half: true,
  },
  {
    name: 'account_number',
    label: 'Account number',
    type: 'text',
    required: true,
    hint: 'The 10-digit NUBAN',
    half: true,
  },
  {
    name: 'opening_balance',
    label: 'Opening balance (₦)',
    type: 'text',
    required: true,
    placeholder: '150,000.50',
    half: true,
  },
  { name: 'account_purpose', label: 'Account purpose', type: 'text' },
]);

export function BanksView({
  rows,
  onDelete,
  onRetry,
}: {
  rows: Loadable<Bank[]>;
  onDelete: (row: Bank) => void;
  onRetry?: () => void;
}) {
  return (
    <SimpleListView
      label="Bank accounts"
      noun={['bank account', 'bank accounts']}
      addLabel="Add bank account"
      rows={rows}
      icon="layers"
      emptyDescription="The accounts parents pay fees into; each invoice lists them."
      addPath={paths.bankCreate}
      editPath={(r) => paths.bankEdit(r.queryId)}
      nameOf={(r) => `${r.bank_name} ${r.account_number}`}
      onDelete={onDelete}
      onRetry={onRetry}
      columns={[
        {
          key: 'bank',
          header: 'Bank',
          render: (r) => (
            <>
              <Text weight="medium">{r.bank_name}</Text>
              {/* On a phone the account's name and number sit here, clear of the row's actions. */}
              <Text as="div" size="1" color="gray" highContrast className="sm-show-mobile">
                {r.account_name} · {r.account_number}
              </Text>
            </>
          ),
        },
        { key: 'name', header: 'Account name', render: (r) => r.account_name, wide: true },
        { key: 'number', header: 'Account number', render: (r) => r.account_number, wide: true },
        {
          key: 'opening',
          header: 'Opening balance',
          render: (r) => formatNaira(r.opening_balance ?? 0),
          wide: true,
        },
        {
          key: 'received',
          header: 'Received',
          render: (r) => formatNaira(r.total_received ?? 0),
          wide: true,
        },
        {
          key: 'campus',
          header: 'Belongs to',
          render: (r) => r.campus ?? 'The whole school',
          wide: true,
        },
        { key: 'purpose', header: 'Purpose', render: (r) => r.account_purpose ?? '–', wide: true },
      ]}
    />
  );
}
