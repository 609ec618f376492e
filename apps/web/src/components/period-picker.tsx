import { Flex } from '@radix-ui/themes';
import { PERIODS, type Period, TERMS, type Term, type TermRef } from '@schoolmates/domain/calendar';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../lib/auth.tsx';
import { sessionOptions } from '../lib/lookups.ts';
import { SelectInput } from './form.tsx';

export const periodLabel: Record<Period, string> = {
  'First Half': 'Mid-term (First Half)',
  'Second Half': 'End of term (Second Half)',
};

const pick = <T extends string>(value: string | null, options: readonly T[]): T | undefined =>
  options.find((o) => o === value);

/** The term reference in the address (`?period=&term=&session=`), else the current one. */
export function useChosenPeriod(): [TermRef, (next: TermRef) => void] {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const current = user?.current_academic_period?.attributes;
  const fallbackSession = sessionOptions().at(-2)?.value ?? '';
  const chosen: TermRef = {
    period: pick(params.get('period'), PERIODS) ?? current?.period ?? 'First Half',
    term: pick(params.get('term'), TERMS) ?? current?.term ?? 'First Term',
    session: /^\d{4}\/\d{4}$/.test(params.get('session') ?? '')
      ? (params.get('session') as string)
      : (current?.session ?? fallbackSession),
  };
  const set = (next: TermRef) =>
    setParams(
      (old) => {
        const out = new URLSearchParams(old);
        out.set('period', next.period);
        out.set('term', next.term);
        out.set('session', next.session);
        return out;
      },
      { replace: true },
    );
  return [chosen, set];
}

const opts = (values: readonly string[], label?: (v: string) => string) =>
  values.map((v) => ({ value: v, label: label ? label(v) : v }));

/** Term, session and (unless hidden) period selects, with the screen's own choosers before them. */
export function PeriodPicker({
  value,
  onChange,
  showPeriod = true,
  children,
}: {
  value: TermRef;
  onChange: (next: TermRef) => void;
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
          options={opts(TERMS)}
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
            options={opts(PERIODS, (p) => periodLabel[p as Period])}
            onValueChange={(period) => onChange({ ...value, period: period as Period })}
          />
        </div>
      )}
    </Flex>
  );
}
