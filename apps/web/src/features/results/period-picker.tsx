import { Flex } from '@radix-ui/themes';
import { PERIODS, TERMS } from '@schoolmates/domain/calendar';
import type { ReactNode } from 'react';
import { SelectInput } from '../../components/form.tsx';
import { sessionOptions } from '../../shared/lookups.ts';
import type { Period, PeriodChoice, Term } from './results.api.ts';

export const terms: readonly Term[] = TERMS;
export const periods: readonly Period[] = PERIODS;
export const periodLabel: Record<Period, string> = {
  'First Half': 'Mid-term (First Half)',
  'Second Half': 'End of term (Second Half)',
};

const opts = (values: readonly string[], label?: (v: string) => string) =>
  values.map((v) => ({ value: v, label: label ? label(v) : v }));

/** Term, session and (unless hidden) period selects, with the screen's own choosers before them. */
export function PeriodPicker({
  value,
  onChange,
  showPeriod = true,
  children,
}: {
  value: PeriodChoice;
  onChange: (next: PeriodChoice) => void;
  showPeriod?: boolean;
  children?: ReactNode;
}) {
  const sessions = sessionOptions();
  if (!sessions.some((s) => s.value === value.session)) {
    sessions.push({ value: value.session, label: value.session });
  }
  return (
    <Flex gap="3" wrap="wrap" align="end" className="sm-no-print">
      {children}
      <div style={{ minWidth: 150 }}>
        <SelectInput
          label="Term"
          name="term"
          value={value.term}
          options={opts(terms)}
          onValueChange={(term) => onChange({ ...value, term: term as Term })}
        />
      </div>
      <div style={{ minWidth: 130 }}>
        <SelectInput
          label="Session"
          name="session"
          value={value.session}
          options={sessions}
          onValueChange={(session) => onChange({ ...value, session })}
        />
      </div>
      {showPeriod && (
        <div style={{ minWidth: 210 }}>
          <SelectInput
            label="Period"
            name="period"
            value={value.period}
            options={opts(periods, (p) => periodLabel[p as Period])}
            onValueChange={(period) => onChange({ ...value, period: period as Period })}
          />
        </div>
      )}
    </Flex>
  );
}
