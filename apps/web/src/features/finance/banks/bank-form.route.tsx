import { nairaInput, parseNaira } from '@schoolmates/domain/money';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { fieldErrorsOf } from '../../../components/form.tsx';
import { FormScreen, formStatus } from '../../../components/form-screen.tsx';
import { useCampusList } from '../../../lib/lookups.ts';
import { paths } from '../../../lib/paths.ts';
import { useBanks, useSaveBank } from '../finance.api.ts';
import { amountProblem } from '../money.ts';
import { bankFieldsFor, WHOLE_SCHOOL } from './banks.view.tsx';

export default function BankFormRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  const list = useBanks();
  const save = useSaveBank(id);
  const [problem, setProblem] = useState<Record<string, string[]>>({});
  const record = list.data?.find((b) => b.queryId === id);
  const campuses = useCampusList();
  const campusOptions = (campuses.data ?? []).map((c) => ({ value: c.queryId, label: c.name }));
  return (
    <FormScreen
      fields={bankFieldsFor(campusOptions)}
      mode={id ? 'edit' : 'create'}
      noun="bank account"
      status={formStatus(id, list.isPending, record !== undefined)}
      initial={
        record
          ? {
              bank_name: record.bank_name,
              account_name: record.account_name,
              account_number: record.account_number,
              opening_balance: nairaInput(record.opening_balance ?? 0),
              account_purpose: record.account_purpose ?? '',
              campus_id: record.campus_id ?? WHOLE_SCHOOL,
            }
          : undefined
      }
      busy={save.isPending}
      errors={{ ...fieldErrorsOf(save.error), ...problem }}
      onCancel={() => navigate(paths.bank)}
      onSubmit={(v) => {
        const opening = parseNaira(String(v.opening_balance));
        const refused = amountProblem('opening_balance', opening, { zero: true });
        setProblem(refused);
        if (opening === null || Object.keys(refused).length > 0) return;
        const campus = String(v.campus_id ?? '');
        save.mutate(
          {
            bank_name: String(v.bank_name),
            account_name: String(v.account_name),
            account_number: String(v.account_number),
            opening_balance: opening,
            account_purpose: String(v.account_purpose) || null,
            // Left empty: the bursar's own campus (the server's default).
            ...(campus === '' ? {} : { campus_id: campus === WHOLE_SCHOOL ? null : campus }),
          },
          { onSuccess: () => navigate(paths.bank) },
        );
      }}
    />
  );
}
