import { Badge, Button, Callout, Card, Flex, Heading, Progress, Text } from '@radix-ui/themes';
import type { Schema } from '@schoolmates/sdk';
import type { ReactNode } from 'react';
import { SelectInput } from '../../../components/form.tsx';
import { Icon } from '../../../components/icons.tsx';
import { PeriodPicker } from '../../../components/period-picker.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { EmptyState, ErrorState, LoadingRows } from '../../../components/states.tsx';
import { type PreschoolCardData, PreschoolReportCard } from '../preschool/preschool-card.tsx';
import type { PeriodChoice } from '../results.api.ts';
import type { ClassPdfProgress } from './class-cards.ts';
import { ReportCard, type ReportCardData } from './report-card.tsx';

type ResultStatus = Schema<'ResultStatus'>;

/** Why a student sees no scores (the contract's `result_status` on 404). */
export type Unavailable = {
  status: 'unavailable';
  reason: 'withheld' | 'not_released' | 'held' | null;
};
export type CardState = Loadable<ReportCardData | PreschoolCardData> | Unavailable | null;

export const statusLabel: Record<ResultStatus, string> = {
  released: 'Released',
  withheld: 'Withheld',
  not_released: 'Not released',
};
const statusColor = { released: 'green', withheld: 'red', not_released: 'amber' } as const;

export function StatusBadge({ status }: { status: ResultStatus | null }) {
  if (status === null) return <Badge color="gray">Not computed</Badge>;
  return (
    // Amber's soft text is 4.09:1 on its own background; high contrast reads at 4.5:1 and more.
    <Badge color={statusColor[status]} variant="soft" highContrast={status === 'not_released'}>
      {statusLabel[status]}
    </Badge>
  );
}

export interface ResultsViewProps {
  choice: PeriodChoice;
  onChoice: (next: PeriodChoice) => void;
  /** Staff choose a class arm and a student; a student sees their own card. */
  staff?: {
    classes: { value: string; label: string }[];
    classKey: string;
    onClass: (key: string) => void;
    students: Loadable<{ id: string; name: string; status: ResultStatus | null }[]> | null;
    studentId: string;
    onStudent: (id: string) => void;
    /** The whole arm's cards in one PDF, once the class has results. */
    classPdf?: { count: number; progress: ClassPdfProgress | null; onDownload: () => void };
  };
  card: CardState;
  pdfBusy: boolean;
  onPdf: () => void;
  onPrint: () => void;
  onRetry?: () => void;
  /** Release and withhold, for those who may. */
  release?: ReactNode;
  /** The principal's comments of the class arm, for those who may write them. */
  principalComments?: ReactNode;
}

function unavailableText(reason: Unavailable['reason'], choice: PeriodChoice) {
  const when = `${choice.term}, ${choice.session}`;
  if (reason === 'withheld')
    return {
      title: 'Your result has been withheld',
      text: `Your ${when} result is withheld by the school. Please contact the school office.`,
    };
  if (reason === 'held')
    return {
      title: 'This result is held',
      text: `Your ${when} result is held: please see the bursar about the fees owed for the term.`,
    };
  if (reason === 'not_released')
    return {
      title: 'Your result is not released yet',
      text: `Your ${when} result is being prepared. You will see it here once the school releases it.`,
    };
  return { title: 'No result yet', text: `There is no result for ${when} yet.` };
}

/** The report card screen (`view`): choose, read, print or download as a PDF. */
export function ResultsView(props: ResultsViewProps) {
  const { staff, card, choice } = props;
  const students = staff?.students;
  let body: ReactNode;
  if (staff && !staff.classKey)
    body = (
      <EmptyState
        icon="chart"
        title="Choose a class"
        description="Then a student to see their report card."
      />
    );
  else if (students?.status === 'loading') body = <LoadingRows columns={3} rows={6} />;
  else if (students?.status === 'error')
    body = <ErrorState message={students.message} onRetry={props.onRetry} />;
  else if (students?.status === 'ready' && students.data.length === 0)
    body = <EmptyState icon="people" title="No students in this class" />;
  else if (card === null)
    body = (
      <EmptyState
        icon="person"
        title="Choose a student"
        description="Their report card shows here."
      />
    );
  else if (card.status === 'loading') body = <LoadingRows columns={4} rows={8} />;
  else if (card.status === 'error')
    body = <ErrorState message={card.message} onRetry={props.onRetry} />;
  else if (card.status === 'unavailable') {
    const t = staff
      ? {
          title: 'No result yet',
          text: 'Scores have not been entered for this student and period.',
        }
      : unavailableText(card.reason, choice);
    body = (
      <Callout.Root
        color={card.reason === 'withheld' || card.reason === 'held' ? 'red' : 'amber'}
        size="3"
        role="status"
      >
        <Callout.Text>
          <Text weight="bold">{t.title}.</Text> {t.text}
        </Callout.Text>
      </Callout.Root>
    );
  } else {
    const r = card.data.result;
    const preschool = 'evaluation_report' in r;
    body = (
      <Flex direction="column" gap="3">
        <Flex justify="between" align="center" gap="3" wrap="wrap" className="sm-no-print">
          <Flex gap="2" align="center">
            <Heading as="h2" size="3">
              {r.student_fullname}
            </Heading>
            {staff && !preschool && <StatusBadge status={r.status} />}
          </Flex>
          <Flex gap="2">
            <Button variant="soft" onClick={props.onPrint}>
              Print
            </Button>
            {!preschool && (
              <Button onClick={props.onPdf} loading={props.pdfBusy}>
                Download PDF
              </Button>
            )}
          </Flex>
        </Flex>
        {'evaluation_report' in card.data.result ? (
          <PreschoolReportCard data={card.data as PreschoolCardData} />
        ) : (
          <ReportCard data={card.data as ReportCardData} />
        )}
      </Flex>
    );
  }
  return (
    <Flex direction="column" gap="4">
      <Card size="2" className="sm-no-print">
        <PeriodPicker value={choice} onChange={props.onChoice}>
          {staff && (
            <div style={{ minWidth: 180 }}>
              <SelectInput
                label="Class"
                name="class"
                value={staff.classKey}
                onValueChange={staff.onClass}
                options={staff.classes}
                placeholder="Choose a class"
              />
            </div>
          )}
          {staff && students?.status === 'ready' && students.data.length > 0 && (
            <div style={{ minWidth: 220 }}>
              <SelectInput
                label="Student"
                name="student"
                value={staff.studentId}
                onValueChange={staff.onStudent}
                options={students.data.map((s) => ({
                  value: s.id,
                  label: `${s.name} · ${s.status ? statusLabel[s.status] : 'Not computed'}`,
                }))}
                placeholder="Choose a student"
              />
            </div>
          )}
        </PeriodPicker>
      </Card>
      {staff?.classPdf && <ClassPdf {...staff.classPdf} />}
      {props.release && <div className="sm-no-print">{props.release}</div>}
      {props.principalComments && <div className="sm-no-print">{props.principalComments}</div>}
      {body}
      {!staff && (
        <Text size="1" color="gray" className="sm-no-print">
          <Icon name="note" size={12} /> Only results the school has released are shown.
        </Text>
      )}
    </Flex>
  );
}

/** The class download: one button, then how far reading and drawing the cards have come. */
function ClassPdf({
  count,
  progress,
  onDownload,
}: NonNullable<ResultsViewProps['staff']>['classPdf'] & {}) {
  const step = progress
    ? progress.stage === 'reading'
      ? `Reading ${progress.done} of ${progress.total} students…`
      : `Drawing card ${progress.done} of ${progress.total}…`
    : null;
  // Reading is the first half of the bar, drawing the second.
  const percent = progress
    ? ((progress.stage === 'drawing' ? progress.total : 0) + progress.done) /
      (2 * Math.max(1, progress.total))
    : 0;
  return (
    <Flex gap="3" align="center" wrap="wrap" className="sm-no-print">
      <Button variant="soft" onClick={onDownload} loading={progress !== null}>
        <Icon name="note" size={14} /> Download class PDF ({count} {count === 1 ? 'card' : 'cards'})
      </Button>
      <Flex direction="column" gap="1" style={{ minWidth: 220 }} role="status" aria-live="polite">
        {step && (
          <>
            <Text size="2">{step}</Text>
            <Progress value={Math.round(percent * 100)} aria-label="Class PDF progress" />
          </>
        )}
      </Flex>
    </Flex>
  );
}
