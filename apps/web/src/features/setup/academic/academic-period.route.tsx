import { type Schema, unwrap } from '@schoolmates/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldErrorsOf } from '../../../components/form.tsx';
import { useChange } from '../../../components/mutations.ts';
import { loadable } from '../../../components/queries.ts';
import { useApi } from '../../../lib/api.tsx';
import { lookupKeys, useAcademicPeriods } from '../../../lib/lookups.ts';
import { AcademicPeriodView } from './academic-period.view.tsx';

type PeriodInput = Schema<'AcademicPeriodInput'>;

export default function AcademicPeriodRoute() {
  const client = useApi();
  const queryClient = useQueryClient();
  const [formKey, setFormKey] = useState(0);
  const periods = useAcademicPeriods();
  const add = useChange(
    lookupKeys.periods,
    (body: PeriodInput) => unwrap(client.POST('/academicperiod', { body })),
    'Period added',
  );
  const setCurrent = useChange(
    lookupKeys.periods,
    (body: PeriodInput & { id: string }) =>
      unwrap(
        client.POST('/current/academicperiod', {
          body: { period: body.period, term: body.term, session: body.session },
        }),
      ),
    (b) => `${b.term} ${b.session}, ${b.period}, is now current`,
  );
  return (
    <AcademicPeriodView
      rows={loadable(periods)}
      adding={add.isPending}
      addErrors={fieldErrorsOf(add.error)}
      settingId={setCurrent.isPending ? (setCurrent.variables?.id ?? null) : null}
      formKey={formKey}
      onAdd={(v) => add.mutate(v as PeriodInput, { onSuccess: () => setFormKey((k) => k + 1) })}
      onSetCurrent={(r) =>
        setCurrent.mutate(
          {
            id: r.queryId,
            period: r.period as PeriodInput['period'],
            term: r.term as PeriodInput['term'],
            session: r.session,
          },
          {
            onSuccess: () =>
              void queryClient.invalidateQueries({ queryKey: ['academic-period', 'current'] }),
          },
        )
      }
      onRetry={() => void periods.refetch()}
    />
  );
}
