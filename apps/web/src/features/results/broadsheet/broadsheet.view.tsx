import { Button, Card, Flex, Text } from '@radix-ui/themes';
import type { Schema } from '@schoolmates/sdk';
import type { ReactNode } from 'react';
import { ExportButtons } from '../../../components/export-buttons.tsx';
import { SelectInput } from '../../../components/form.tsx';
import { PeriodPicker } from '../../../components/period-picker.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { EmptyState, ErrorState, LoadingRows } from '../../../components/states.tsx';
import type { SheetFormat } from '../../../lib/spreadsheet.ts';
import { ordinal, subjectsTaken } from '../report-card/report-card.tsx';
import { StatusBadge } from '../report-card/results.view.tsx';
import type { PeriodChoice } from '../results.api.ts';

type Broadsheet = Schema<'BroadsheetAttributes'>;

export interface BroadsheetViewProps {
  choice: PeriodChoice;
  onChoice: (next: PeriodChoice) => void;
  classes: { value: string; label: string }[];
  classKey: string;
  onClass: (key: string) => void;
  sheet: Loadable<Broadsheet> | null;
  exporting: SheetFormat | null;
  onExport: (format: SheetFormat) => void;
  onRetry?: () => void;
  /** The class's ranking setting, for those who may change it (principal, admin, superadmin). */
  ranking?: { saving: boolean; onChange: (rankedBy: Schema<'ClassRanking'>) => void };
}

const rankingOptions = [
  { value: 'average', label: 'Average (total ÷ subjects taken)' },
  { value: 'total', label: 'Total' },
];

const dash = (v: number | string | null | undefined) => (v === null || v === undefined ? '–' : v);

/** Students × subjects with totals, averages and positions; sticky header and name column. */
export function BroadsheetView(props: BroadsheetViewProps) {
  const { sheet } = props;
  let body: ReactNode;
  if (!props.classKey || sheet === null)
    body = (
      <EmptyState
        icon="chart"
        title="Choose a class"
        description="Its broadsheet shows every student's subject totals, average and position."
      />
    );
  else if (sheet.status === 'loading') body = <LoadingRows columns={6} rows={8} />;
  else if (sheet.status === 'error')
    body = <ErrorState message={sheet.message} onRetry={props.onRetry} />;
  else if (sheet.data.students.length === 0 || sheet.data.subjects.length === 0)
    body = (
      <EmptyState
        icon="chart"
        title="Nothing to show yet"
        description="The broadsheet fills in once the class has students, subjects and entered scores."
      />
    );
  else body = <BroadsheetTable sheet={sheet.data} />;
  const ready = sheet?.status === 'ready' && sheet.data.students.length > 0;
  return (
    <Flex direction="column" gap="4">
      <Card size="2" className="sm-no-print">
        <Flex justify="between" align="end" gap="3" wrap="wrap">
          <PeriodPicker value={props.choice} onChange={props.onChoice}>
            <div style={{ minWidth: 180 }}>
              <SelectInput
                label="Class"
                name="class"
                value={props.classKey}
                onValueChange={props.onClass}
                options={props.classes}
                placeholder="Choose a class"
              />
            </div>
            {props.ranking && sheet?.status === 'ready' && (
              <div style={{ minWidth: 200 }}>
                <SelectInput
                  label="Rank class by"
                  name="ranked_by"
                  value={sheet.data.ranked_by}
                  onValueChange={(v) => props.ranking?.onChange(v as Schema<'ClassRanking'>)}
                  options={rankingOptions}
                  disabled={props.ranking.saving}
                />
              </div>
            )}
          </PeriodPicker>
          <Flex gap="2">
            <ExportButtons
              exporting={props.exporting}
              disabled={!ready}
              onExport={props.onExport}
            />
            <Button variant="soft" color="gray" disabled={!ready} onClick={() => window.print()}>
              Print
            </Button>
          </Flex>
        </Flex>
      </Card>
      {body}
    </Flex>
  );
}

export function BroadsheetTable({ sheet }: { sheet: Broadsheet }) {
  const end = sheet.period === 'Second Half';
  const fewer = (st: Broadsheet['students'][number]) =>
    st.total_subjects > 0 && st.total_subjects < sheet.subjects_offered;
  const figures: [string, (s: Broadsheet['subjects'][number]) => number | null][] = [
    ['Class average', (s) => s.class_average],
    ['Highest', (s) => s.highest],
    ['Lowest', (s) => s.lowest],
  ];
  return (
    <Card size="1" style={{ padding: 0 }}>
      <Flex justify="between" px="3" py="2" wrap="wrap" gap="2">
        <Text weight="bold">
          {sheet.class_name}
          {sheet.sub_class ? ` ${sheet.sub_class}` : ''} · {sheet.term} {sheet.session} ·{' '}
          {end ? 'End of term' : 'Mid-term'}
        </Text>
        <Text size="2" color="gray">
          {sheet.number_in_class} ranked by {sheet.ranked_by} · class average{' '}
          {dash(sheet.class_average)}
        </Text>
      </Flex>
      {/* Focusable so a keyboard can scroll it (axe: scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard */}
      <section className="sm-grid-scroll" tabIndex={0} aria-label="Broadsheet, scrolls sideways">
        <table className="sm-broadsheet" aria-label="Broadsheet">
          <thead>
            <tr>
              <th scope="col" className="sm-sticky-col">
                Student
              </th>
              <th scope="col" className="sm-num sm-sticky-pos">
                Position
                <span className="sm-max">by {sheet.ranked_by}</span>
              </th>
              {sheet.subjects.map((s) => (
                <th scope="col" key={s.subject_id} className="sm-num sm-rot" title={s.subject}>
                  {s.subject}
                </th>
              ))}
              <th scope="col" className="sm-num">
                Total
              </th>
              <th scope="col" className="sm-num">
                Average
              </th>
              <th scope="col" className="sm-num">
                Subjects
              </th>
              <th scope="col">Grade</th>
              {end && (
                <th scope="col" className="sm-num">
                  GPA
                </th>
              )}
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {sheet.students.map((st, i) => (
              <tr key={st.student_id}>
                <th scope="row" className="sm-sticky-col">
                  <span className="sm-student">
                    {i + 1}. {st.student_fullname}
                  </span>
                  <span className="sm-adm">{st.admission_number}</span>
                </th>
                <td className="sm-num sm-sticky-pos">{ordinal(st.position)}</td>
                {sheet.subjects.map((s) => {
                  const c = st.subjects.find((x) => x.subject_id === s.subject_id);
                  return (
                    <td
                      key={s.subject_id}
                      className="sm-num"
                      title={c?.position ? `${ordinal(c.position)} in ${s.subject}` : undefined}
                    >
                      {dash(c?.total)}
                      {c?.grade && <span className="sm-adm">{c.grade}</span>}
                    </td>
                  );
                })}
                <td className="sm-num sm-total">{st.total_subjects > 0 ? st.total_score : '–'}</td>
                <td className="sm-num">{dash(st.student_average)}</td>
                <td className="sm-num">
                  {fewer(st) ? (
                    <Text color="amber" weight="medium">
                      {subjectsTaken(st.total_subjects, sheet.subjects_offered)}
                    </Text>
                  ) : (
                    subjectsTaken(st.total_subjects, sheet.subjects_offered)
                  )}
                </td>
                <td>{dash(st.grade)}</td>
                {end && <td className="sm-num">{st.gpa === null ? '–' : st.gpa.toFixed(2)}</td>}
                <td>
                  <StatusBadge status={st.status} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {figures.map(([label, pick]) => (
              <tr key={label}>
                <th scope="row" className="sm-sticky-col">
                  {label}
                </th>
                <td className="sm-sticky-pos" />
                {sheet.subjects.map((s) => (
                  <td key={s.subject_id} className="sm-num">
                    {dash(pick(s))}
                  </td>
                ))}
                <td colSpan={end ? 6 : 5} />
              </tr>
            ))}
          </tfoot>
        </table>
      </section>
    </Card>
  );
}
