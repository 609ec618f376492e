import { ApiError } from '@schoolmates/sdk';
import { useSearchParams } from 'react-router';
import { useChosenPeriod } from '../../../components/period-picker.tsx';
import '../results.css';
import { personName } from '../../../lib/names.ts';
import {
  mapQuery,
  parseArmKey,
  useAuditActors,
  useClassArms,
  useClassStudents,
  useResultsAudit,
} from '../results.api.ts';
import { type AuditFilters, AuditView } from './audit.view.tsx';

const FILTER_PARAMS = {
  classKey: 'class',
  studentId: 'student',
  actorId: 'actor',
  from: 'from',
  to: 'to',
} as const;

/** The results audit trail; every filter and the page live in the address. */
export default function AuditRoute() {
  const [params, setParams] = useSearchParams();
  const [choice, setChoice] = useChosenPeriod();
  const filters = Object.fromEntries(
    Object.entries(FILTER_PARAMS).map(([k, p]) => [k, params.get(p) ?? '']),
  ) as unknown as AuditFilters;
  const page = Number(params.get('page') ?? '1') || 1;
  const { classId, subClass } = parseArmKey(filters.classKey);
  const arms = useClassArms(choice.session);
  const students = useClassStudents(classId, subClass);
  const staff = useAuditActors();
  const range = filters.from && filters.to && filters.to < filters.from;
  const entries = useResultsAudit(
    { ...filters, term: choice.term, session: choice.session, classId, subClass },
    page,
    !range,
  );
  const update = (change: (out: URLSearchParams) => void) =>
    setParams(
      (old) => {
        const out = new URLSearchParams(old);
        change(out);
        return out;
      },
      { replace: true },
    );
  return (
    <AuditView
      choice={choice}
      onChoice={(next) => {
        setChoice(next);
        update((out) => out.delete('page'));
      }}
      filters={filters}
      onFilters={(next) =>
        update((out) => {
          for (const [k, p] of Object.entries(FILTER_PARAMS)) {
            const v = next[k as keyof AuditFilters];
            if (v) out.set(p, v);
            else out.delete(p);
          }
          out.delete('page');
        })
      }
      classes={arms}
      students={(students.data ?? []).map((s) => ({ value: s.queryId, label: personName(s) }))}
      actors={(staff.data ?? []).map((s) => ({
        value: s.queryId,
        label: personName(s),
      }))}
      entries={range ? { status: 'ready', data: [] } : mapQuery(entries, (d) => d.rows)}
      meta={range ? null : (entries.data?.meta ?? null)}
      onPage={(p) => update((out) => out.set('page', String(p)))}
      errors={
        range
          ? { to: ['The last day must not be before the first.'] }
          : entries.error instanceof ApiError
            ? entries.error.errors
            : {}
      }
      onRetry={() => void entries.refetch()}
    />
  );
}
