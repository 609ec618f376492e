import type { Schema } from '@schoolmates/sdk';
import { useState } from 'react';
import { fieldErrorsOf } from '../../../components/form.tsx';
import { loadable } from '../../../components/queries.ts';
import { useAcademicPeriods } from '../../../lib/lookups.ts';
import { useAddAcademicPeriod, useSetCurrentPeriod } from './academic-period.api.ts';
import { AcademicPeriodView } from './academic-period.view.tsx';

type PeriodInput = Schema<'AcademicPeriodInput'>;

export default function AcademicPeriodRoute() {
  const [formKey, setFormKey] = useState(0);
  const periods = useAcademicPeriods();
  const add = useAddAcademicPeriod();
  const setCurrent = useSetCurrentPeriod();
  return (
    <AcademicPeriodView
      rows={loadable(periods)}
      adding={add.isPending}
      addErrors={fieldErrorsOf(add.error)}
      settingId={setCurrent.isPending ? (setCurrent.variables?.id ?? null) : null}
      formKey={formKey}
      onAdd={(v) => add.mutate(v as PeriodInput, { onSuccess: () => setFormKey((k) => k + 1) })}
      onSetCurrent={(r) =>
        setCurrent.mutate({
          id: r.queryId,
          period: r.period as PeriodInput['period'],
          term: r.term as PeriodInput['term'],
          session: r.session,
        })
      }
      onRetry={() => void periods.refetch()}
    />
  );
}
