import { Badge, Card, Flex, Heading, Table, Text } from '@radix-ui/themes';
import type { TermRef } from '@schoolmates/domain/calendar';
import { SelectInput } from '../../components/form.tsx';
import { PeriodPicker } from '../../components/period-picker.tsx';
import type { Loadable } from '../../components/queries.ts';
import { TableCard } from '../../components/record-table.tsx';
import { EmptyState, ErrorState, LoadingRows } from '../../components/states.tsx';
import type { StudentAttendance } from './attendance.api.ts';
import { markLabel } from './register.view.tsx';

const markColor = { present: 'green', absent: 'red', late: 'amber', excused: 'gray' } as const;

export interface MyAttendanceViewProps {
  period: TermRef;
  onPeriodChange: (next: TermRef) => void;
  /** A guardian's children to choose from (issue 28); left out for the student's own view. */
  family?: Loadable<{ value: string; label: string }[]>;
  child?: string;
  onChildChange?: (studentId: string) => void;
  attendance: Loadable<StudentAttendance>;
  onRetry?: () => void;
}

/** A student's own attendance in a term: the figures and every register they missed or came late to. */
export function MyAttendanceView({
  period,
  onPeriodChange,
  family,
  child = '',
  onChildChange,
  attendance,
  onRetry,
}: MyAttendanceViewProps) {
  const data = attendance.status === 'ready' ? attendance.data : null;
  const f = data?.figures;
  const whose = family ? (data?.student_fullname ?? 'Your child') : 'You';
  const noChild = family?.status === 'ready' && family.data.length === 0;
  return (
    <Flex direction="column" gap="4">
      <Card size="2">
        <PeriodPicker value={period} onChange={onPeriodChange} showPeriod={false}>
          {family && (
            <div style={{ minWidth: 200 }}>
              <SelectInput
                label="Child"
                name="child"
                value={child}
                onValueChange={(v) => onChildChange?.(v)}
                options={family.status === 'ready' ? family.data : []}
                placeholder={family.status === 'loading' ? 'Loading…' : 'Choose the child'}
                disabled={family.status !== 'ready'}
              />
            </div>
          )}
        </PeriodPicker>
      </Card>
      {family?.status === 'error' && <ErrorState message={family.message} onRetry={onRetry} />}
      {noChild && (
        <EmptyState
          icon="people"
          title="No child linked"
          description="Ask the school to link your children to your account."
        />
      )}
      {!noChild && attendance.status === 'loading' && <LoadingRows columns={3} rows={4} />}
      {attendance.status === 'error' && (
        <ErrorState message={attendance.message} onRetry={onRetry} />
      )}
      {f && f.marked === 0 && (
        <EmptyState
          icon="calendar"
          title="No register yet"
          description={`${family ? 'The class' : 'Your class'} has no register for ${period.term} ${period.session}.`}
        />
      )}
      {data && f && f.marked > 0 && (
        <>
          <Card size="2">
            <Flex direction="column" gap="1">
              <Heading as="h2" size="5">
                {f.percentage === null ? '–' : `${f.percentage.toFixed(1)}%`} present
              </Heading>
              <Text color="gray" size="2">
                School opened {f.marked} times: present {f.present + f.late} (late {f.late}), absent{' '}
                {f.absent + f.excused} (excused {f.excused}).
              </Text>
            </Flex>
          </Card>
          {data.days.length === 0 ? (
            <Text color="gray">
              {whose === 'You' ? 'Present' : `${whose} was present`} at every register this term.
            </Text>
          ) : (
            <TableCard
              label={`Registers ${whose === 'You' ? 'you were' : `${whose} was`} not present for`}
            >
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>Day</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Mark</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Reason</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.days.map((d) => (
                  <Table.Row key={`${d.date}-${d.day_session}`}>
                    <Table.RowHeaderCell>
                      {d.date}
                      {d.day_session === 'afternoon' ? ' (afternoon)' : ''}
                    </Table.RowHeaderCell>
                    <Table.Cell>
                      <Badge color={markColor[d.mark]} variant="soft">
                        {markLabel[d.mark]}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell>{d.reason ?? ''}</Table.Cell>
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
