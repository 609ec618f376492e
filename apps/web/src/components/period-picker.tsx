import { Flex } from '@radix-ui/themes';
import {
  isPeriod,
  isTerm,
  isValidSession,
  PERIODS,
  type Period,
  sessionOf,
  TERMS,
  type Term,
  type TermRef,
} from '@schoolmates/domain/calendar';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../lib/auth.tsx';
import { sessionOptions } from '../lib/lookups.ts';
import { SelectInput } from './form.tsx';

export const periodLabel: Record<Period, string> = {
  'First Half': 'Mid-term (First Half)',
  'Second Half': 'End of term (Second Half)',
};

/**
 * The term reference in the address (`?period=&term=&session=`), so a reload or a shared link
 * keeps it; else the campus's current academic period; else First Term of today's session.
 */
export function useChosenPeriod(): [TermRef, (next: TermRef) => void] {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const current = user?.current_academic_period?.attributes;
  const period = params.get('period') ?? '';
  const term = params.get('term') ?? '';
  const session = params.get('session') ?? '';
  const chosen: TermRef = {
    period: isPeriod(period) ? period : (current?.period ?? 'First Half'),
    term: isTerm(term) ? term : (current?.term ?? 'First Term'),
    session: isValidSession(session) ? session : (current?.session ?? sessionOf(new Date())),
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
