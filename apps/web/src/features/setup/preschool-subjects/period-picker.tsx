import { Card, Flex } from '@radix-ui/themes';
import { PERIODS as periods, type TermRef, TERMS as terms } from '@schoolmates/domain/calendar';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../../app/auth.tsx';
import { SelectInput } from '../../../components/form.tsx';
import { sessionOptions } from '../../../shared/lookups.ts';

/** The (period, term, session) the page works on. */
export type AcademicPeriod = TermRef;
const pick = <T extends string>(value: string | null, options: readonly T[]): T | undefined =>
  options.find((o) => o === value);

/** The academic period in the address (`?period=&term=&session=`), else the current one. */
export function useChosenPeriod(): [AcademicPeriod, (next: AcademicPeriod) => void] {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const current = user?.current_academic_period?.attributes;
  const fallbackSession = sessionOptions().at(-2)?.value ?? '';
  const chosen: AcademicPeriod = {
    period: pick(params.get('period'), periods) ?? current?.period ?? 'First Half',
    term: pick(params.get('term'), terms) ?? current?.term ?? 'First Term',
    session: /^\d{4}\/\d{4}$/.test(params.get('session') ?? '')
      ? (params.get('session') as string)
      : (current?.session ?? fallbackSession),
  };
  const set = (next: AcademicPeriod) =>
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

/** Period, term and session side by side, with the screen's other choices after them. */
export function PeriodPicker({
  value,
  onChange,
  children,
}: {
  value: AcademicPeriod;
  onChange: (next: AcademicPeriod) => void;
  children?: ReactNode;
}) {
  const sessions = sessionOptions().map((s) => s.value);
  if (!sessions.includes(value.session)) sessions.push(value.session);
  const choices: [keyof AcademicPeriod, string, readonly string[]][] = [
    ['session', 'Session', sessions],
    ['term', 'Term', terms],
    ['period', 'Period', periods],
  ];
  return (
    <Card size="2">
      <Flex gap="4" align="end" wrap="wrap">
        {children}
        {choices.map(([name, label, options]) => (
          <div key={name} style={{ minWidth: 150 }}>
            <SelectInput
              label={label}
              name={name}
              value={value[name]}
              onValueChange={(v) => onChange({ ...value, [name]: v })}
              options={options.map((o) => ({ value: o, label: o }))}
            />
          </div>
        ))}
      </Flex>
    </Card>
  );
}
