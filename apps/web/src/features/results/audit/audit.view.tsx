import { Badge, Card, Flex, Text } from '@radix-ui/themes';
import type { FieldErrors, Schema } from '@schoolmates/sdk';
import { SelectInput, TextInput } from '../../../components/form.tsx';
import { NameWithDetail } from '../../../components/name-with-detail.tsx';
import { type PageInfo, Pagination } from '../../../components/pagination.tsx';
import { PeriodPicker } from '../../../components/period-picker.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { RecordTable } from '../../../components/record-table.tsx';
import type { PeriodChoice } from '../results.api.ts';

export type AuditEntry = Schema<'ResultAuditAttributes'> & { queryId: string };
type Option = { value: string; label: string };

export interface AuditFilters {
  classKey: string;
  studentId: string;
  actorId: string;
  from: string;
  to: string;
}

export interface AuditViewProps {
  choice: PeriodChoice;
  onChoice: (next: PeriodChoice) => void;
  filters: AuditFilters;
  onFilters: (next: AuditFilters) => void;
  classes: Option[];
  students: Option[];
  actors: Option[];
  entries: Loadable<AuditEntry[]>;
  meta: PageInfo | null;
  onPage: (page: number) => void;
  errors: FieldErrors;
  onRetry?: () => void;
}

const actionLabel: Record<
  AuditEntry['action'],
  { label: string; color: 'green' | 'red' | 'amber' }
> = {
  release: { label: 'Released', color: 'green' },
  withhold: { label: 'Withheld', color: 'red' },
  change: { label: 'Changed after release', color: 'amber' },
};

const statusLabel: Record<string, string> = {
  not_released: 'Not released',
  released: 'Released',
  withheld: 'Withheld',
};
const statusAfter: Record<AuditEntry['action'], string> = {
  release: 'released',
  withhold: 'withheld',
  change: 'not_released',
};
const fieldLabel: Record<string, string> = {
  hos_comment: 'Principal’s comment',
  teacher_comment: 'Teacher’s comment',
  scores: 'Scores',
};
/** "exam_score" → "Exam score". */
const labelOf = (key: string) =>
  fieldLabel[key] ?? `${key.charAt(0).toUpperCase()}${key.slice(1)}`.replaceAll('_', ' ');

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '–';
  if (Array.isArray(value)) return value.map(shown).join(', ');
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    // a score: { component, score }
    if ('component' in v && 'score' in v)
      return `${labelOf(String(v.component))} ${shown(v.score)}`;
    return Object.entries(v)
      .map(([k, x]) => `${labelOf(k)} ${shown(x)}`)
      .join(', ');
  }
  return String(value);
};

/**
 * What an entry changed, as rows a person reads: a status as "from → to", a change as each
 * field that was sent with its new value (never the raw JSON).
 */
export function auditChanges(entry: AuditEntry): { what: string; change: string }[] {
  const detail = (entry.detail ?? {}) as Record<string, unknown>;
  if (entry.action !== 'change' || 'from' in detail) {
    const from = typeof detail.from === 'string' ? detail.from : null;
    const status = {
      what: 'Status',
      change: `${from ? (statusLabel[from] ?? from) : '–'} → ${statusLabel[statusAfter[entry.action]]}`,
    };
    // a withhold's reason (PATCH /withhold/result)
    return typeof detail.reason === 'string'
      ? [status, { what: 'Reason', change: detail.reason }]
      : [status];
  }
  return Object.entries(detail)
    .filter(([key]) => key !== 'student_id')
    .map(([key, value]) => ({ what: labelOf(key), change: `→ ${shown(value)}` }));
}

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const anyone = { value: 'all', label: 'Anyone' };

/** Who released, withheld or changed which result, and when: filtered, newest first. */
export function AuditView(props: AuditViewProps) {
  const { filters, onFilters } = props;
  const set = (change: Partial<AuditFilters>) => onFilters({ ...filters, ...change });
  const all = (v: string) => (v === 'all' ? '' : v);
  return (
    <Flex direction="column" gap="4">
      <Card size="2">
        <Flex direction="column" gap="3">
          <PeriodPicker value={props.choice} onChange={props.onChoice} showPeriod={false}>
            <div style={{ minWidth: 180 }}>
              <SelectInput
                label="Class"
                name="class"
                value={filters.classKey || 'all'}
                onValueChange={(v) => set({ classKey: all(v), studentId: '' })}
                options={[{ value: 'all', label: 'Every class' }, ...props.classes]}
              />
            </div>
            <div style={{ minWidth: 200 }}>
              <SelectInput
                label="Student"
                name="student_id"
                value={filters.studentId || 'all'}
                onValueChange={(v) => set({ studentId: all(v) })}
                options={[{ value: 'all', label: 'Every student' }, ...props.students]}
                disabled={!filters.classKey}
              />
            </div>
          </PeriodPicker>
          <Flex gap="3" wrap="wrap" align="end">
            <div style={{ minWidth: 200 }}>
              <SelectInput
                label="Done by"
                name="actor_id"
                value={filters.actorId || 'all'}
                onValueChange={(v) => set({ actorId: all(v) })}
                options={[anyone, ...props.actors]}
              />
            </div>
            <TextInput
              label="From"
              name="from"
              type="date"
              value={filters.from}
              onChange={(e) => set({ from: e.currentTarget.value })}
              errors={props.errors}
            />
            <TextInput
              label="To"
              name="to"
              type="date"
              value={filters.to}
              onChange={(e) => set({ to: e.currentTarget.value })}
              errors={props.errors}
            />
          </Flex>
        </Flex>
      </Card>
      <RecordTable
        label="Results audit trail"
        rows={props.entries}
        rowKey={(r) => r.queryId}
        onRetry={props.onRetry}
        empty={{
          title: 'Nothing recorded for these filters',
          description: 'Releases, withholds and changes to released results appear here.',
          icon: 'clipboard',
        }}
        columns={[
          { key: 'when', header: 'When', render: (r) => when.format(new Date(r.created_at)) },
          {
            key: 'action',
            header: 'What',
            render: (r) => (
              <Badge color={actionLabel[r.action].color} variant="soft">
                {actionLabel[r.action].label}
              </Badge>
            ),
          },
          {
            key: 'student',
            header: 'Student',
            render: (r) => <NameWithDetail name={r.student_fullname} detail={r.admission_number} />,
          },
          {
            key: 'result',
            header: 'Result',
            render: (r) =>
              `${r.class_name}${r.sub_class ? ` ${r.sub_class}` : ''} · ${r.term} ${r.session} · ${
                r.period === 'First Half' ? 'Mid-term' : 'End of term'
              }`,
          },
          { key: 'actor', header: 'Done by', render: (r) => r.actor_name ?? '–' },
          {
            key: 'detail',
            header: 'Detail',
            wide: true,
            render: (r) => (
              <Flex direction="column" gap="1">
                {auditChanges(r).map((c) => (
                  <Text key={c.what} size="2">
                    <Text weight="medium">{c.what}:</Text> {c.change}
                  </Text>
                ))}
              </Flex>
            ),
          },
        ]}
        footer={props.meta && <Pagination meta={props.meta} onPage={props.onPage} />}
      />
    </Flex>
  );
}
