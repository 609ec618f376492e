import { Badge, Card, Flex, Heading, Table, Text, TextField } from '@radix-ui/themes';
import type { TermRef } from '@schoolmates/domain/calendar';
import { BarChart } from '../../components/bar-chart.tsx';
import { ExportButtons } from '../../components/export-buttons.tsx';
import { SelectInput } from '../../components/form.tsx';
import { NameWithDetail } from '../../components/name-with-detail.tsx';
import { PeriodPicker } from '../../components/period-picker.tsx';
import type { Loadable } from '../../components/queries.ts';
import { TableCard } from '../../components/record-table.tsx';
import { EmptyState, ErrorState, LoadingRows } from '../../components/states.tsx';
import type { SheetFormat } from '../../lib/spreadsheet.ts';
import type { Report } from './attendance.api.ts';

export type GroupBy = Report['group_by'];
const groupOptions = [
  { value: 'day', label: 'By day' },
  { value: 'week', label: 'By week' },
  { value: 'term', label: 'Whole term' },
];
/** The arm select's value for the whole school. */
export const WHOLE_SCHOOL = 'school';

export interface ReportViewProps {
  /** A preschool school counts its preschool classes, not class arms. */
  preschool?: boolean;
  period: TermRef;
  onPeriodChange: (next: TermRef) => void;
  arms: { value: string; label: string }[];
  /** `WHOLE_SCHOOL` or an arm's (preschool class's) key; a teacher has only their own. */
  arm: string;
  onArmChange: (arm: string) => void;
  groupBy: GroupBy;
  onGroupByChange: (g: GroupBy) => void;
  threshold: number;
  onThresholdChange: (n: number) => void;
  report: Loadable<Report>;
  exporting: SheetFormat | null;
  onExport: (what: 'students' | 'periods', format: SheetFormat) => void;
  onRetry?: () => void;
}

const percent = (p: number | null) => (p === null ? '–' : `${p.toFixed(1)}%`);

/** Attendance of a term for an arm or the whole school: the chart, the arms, and who is missing school. */
export function ReportView({
  preschool = false,
  period,
  onPeriodChange,
  arms,
  arm,
  onArmChange,
  groupBy,
  onGroupByChange,
  threshold,
  onThresholdChange,
  report,
  exporting,
  onExport,
  onRetry,
}: ReportViewProps) {
  const data = report.status === 'ready' ? report.data : null;
  const groupWord = preschool ? 'Class' : 'Arm';
  return (
    <Flex direction="column" gap="4">
      <Card size="2">
        <PeriodPicker value={period} onChange={onPeriodChange} showPeriod={false}>
          <div style={{ minWidth: 170 }}>
            <SelectInput
              label={preschool ? 'Preschool class' : 'Class arm'}
              name="arm"
              value={arm}
              onValueChange={onArmChange}
              options={arms}
            />
          </div>
          <div style={{ minWidth: 140 }}>
            <SelectInput
              label="Show"
              name="group_by"
              value={groupBy}
              onValueChange={(g) => onGroupByChange(g as GroupBy)}
              options={groupOptions}
            />
          </div>
          <Flex direction="column" gap="1" style={{ width: 150 }}>
            <Text as="label" size="2" weight="medium" htmlFor="attendance-threshold">
              Chronic below (%)
            </Text>
            <TextField.Root
              id="attendance-threshold"
              type="number"
              min={1}
              max={100}
              value={String(threshold)}
              onChange={(e) => {
                const n = Number(e.currentTarget.value);
                if (Number.isInteger(n) && n >= 1 && n <= 100) onThresholdChange(n);
              }}
            />
          </Flex>
        </PeriodPicker>
      </Card>
      {report.status === 'loading' && <LoadingRows columns={6} rows={5} />}
      {report.status === 'error' && <ErrorState message={report.message} onRetry={onRetry} />}
      {data && data.total.marked === 0 && (
        <EmptyState
          icon="chart"
          title="No registers taken"
          description={`No register was taken in ${period.term} ${period.session} for this choice.`}
        />
      )}
      {data && data.total.marked > 0 && (
        <>
          <Card size="2">
            <Flex direction="column" gap="3">
              <Flex justify="between" align="center" wrap="wrap" gap="3">
                <Flex direction="column">
                  <Heading as="h2" size="4">
                    {percent(data.total.percentage)} present
                  </Heading>
                  <Text size="2" color="gray">
                    {data.total.marked} marks: {data.total.present} present, {data.total.late} late,{' '}
                    {data.total.absent} absent, {data.total.excused} excused
                  </Text>
                </Flex>
                <Flex gap="2" wrap="wrap">
                  <ExportButtons
                    label="Students"
                    exporting={exporting}
                    onExport={(f) => onExport('students', f)}
                  />
                  <ExportButtons
                    label="Periods"
                    exporting={exporting}
                    onExport={(f) => onExport('periods', f)}
                  />
                </Flex>
              </Flex>
              <BarChart
                title={`Percentage present, ${groupBy === 'day' ? 'by day' : groupBy === 'week' ? 'by week' : 'for the term'}`}
                groups={data.periods.map((p) => ({
                  label: p.label,
                  values: [{ name: '% present', value: p.percentage ?? 0 }],
                }))}
                format={(v) => `${v.toFixed(1)}%`}
                tones={['green']}
              />
            </Flex>
          </Card>
          {data.arms.length > 1 && (
            <TableCard label={preschool ? 'By preschool class' : 'By class arm'}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>{groupWord}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Marked</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Absent</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Present</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.arms.map((a) => (
                  <Table.Row
                    key={`${a.class_id ?? ''}|${a.sub_class ?? ''}|${a.preschool_id ?? ''}`}
                  >
                    <Table.RowHeaderCell>
                      {a.class_name} {a.sub_class ?? ''}
                    </Table.RowHeaderCell>
                    <Table.Cell>{a.marked}</Table.Cell>
                    <Table.Cell>{a.absent + a.excused}</Table.Cell>
                    <Table.Cell>{percent(a.percentage)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </TableCard>
          )}
          <Heading as="h2" size="3">
            Chronic absence: below {data.threshold}% present
          </Heading>
          {data.chronic.length === 0 ? (
            <Text color="gray" size="2">
              Nobody is below {data.threshold}% present.
            </Text>
          ) : (
            <TableCard label={`Students below ${data.threshold}% present`}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>Student</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{groupWord}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Absent</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Present</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.chronic.map((s) => (
                  <Table.Row key={s.student_id}>
                    <Table.RowHeaderCell>
                      <NameWithDetail name={s.student_fullname} detail={s.admission_number} />
                    </Table.RowHeaderCell>
                    <Table.Cell>
                      {s.class_name} {s.sub_class ?? ''}
                    </Table.Cell>
                    <Table.Cell>
                      {s.absent + s.excused} of {s.marked}
                    </Table.Cell>
                    <Table.Cell>
                      <Badge color="red" variant="soft">
                        {percent(s.percentage)}
                      </Badge>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </TableCard>
          )}
        </>
      )}
    </Flex>
  );
}
