import { Badge } from '@radix-ui/themes';
import type { Schema } from '@schoolmates/sdk';
import { NameWithDetail } from '../../../components/name-with-detail.tsx';
import { type PageInfo, Pagination } from '../../../components/pagination.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { RecordTable } from '../../../components/record-table.tsx';

export type CardCheckEntry = Schema<'ReportCardCheckAttributes'> & { queryId: string };

export interface ReportCardChecksViewProps {
  checks: Loadable<CardCheckEntry[]>;
  meta: PageInfo | null;
  onPage: (page: number) => void;
  onRetry?: () => void;
}

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const pinLabel: Record<CardCheckEntry['pin'], { label: string; color: 'gray' | 'green' | 'red' }> =
  {
    none: { label: 'Facts only', color: 'gray' },
    right: { label: 'Scores shown', color: 'green' },
    wrong: { label: 'Wrong PIN', color: 'red' },
  };

/** Who checked the school's report cards by their code (issue 31): newest first. */
export function ReportCardChecksView(props: ReportCardChecksViewProps) {
  return (
    <RecordTable
      label="Report card checks"
      rows={props.checks}
      rowKey={(r) => r.queryId}
      onRetry={props.onRetry}
      empty={{
        title: 'No report card has been checked yet',
        description:
          'When someone opens a card’s code or QR code, the check appears here, with whether they gave the PIN.',
        icon: 'clipboard',
      }}
      columns={[
        { key: 'when', header: 'When', render: (r) => when.format(new Date(r.checked_at)) },
        {
          key: 'student',
          header: 'Student',
          render: (r) => <NameWithDetail name={r.student_fullname} detail={r.code} />,
        },
        {
          key: 'card',
          header: 'Report card',
          render: (r) =>
            `${r.class_name} · ${r.term} ${r.session} · ${
              r.period === 'First Half' ? 'Mid-term' : 'End of term'
            }`,
        },
        {
          key: 'pin',
          header: 'PIN',
          render: (r) => (
            <Badge color={pinLabel[r.pin].color} variant="soft">
              {pinLabel[r.pin].label}
            </Badge>
          ),
        },
        {
          key: 'status',
          header: 'Card',
          render: (r) =>
            r.status === 'valid' ? (
              <Badge color="green" variant="soft">
                Valid
              </Badge>
            ) : (
              <Badge color="amber" variant="soft">
                Replaced
              </Badge>
            ),
        },
      ]}
      footer={props.meta && <Pagination meta={props.meta} onPage={props.onPage} />}
    />
  );
}
