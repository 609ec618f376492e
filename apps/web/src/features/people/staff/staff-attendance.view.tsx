import { Badge, Button, Card, Flex, Select, Table, Text, TextField } from '@radix-ui/themes';
import type { FieldErrors } from '@schoolmates/sdk';
import { type FormEvent, useEffect, useState } from 'react';
import { FieldError, TextInput } from '../../../components/form.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { TableCard } from '../../../components/record-table.tsx';
import { EmptyState, ErrorState, LoadingRows } from '../../../components/states.tsx';

export const attendanceStatuses = ['present', 'late', 'absent', 'on_leave', 'excused'] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];

const statusLabel: Record<AttendanceStatus, string> = {
  present: 'Present',
  late: 'Late',
  absent: 'Absent',
  on_leave: 'On leave',
  excused: 'Excused',
};
const statusColor = {
  present: 'green',
  late: 'amber',
  absent: 'red',
  on_leave: 'blue',
  excused: 'gray',
} as const;

/** Present and late need a time in; the others carry no times (as the server checks). */
export const needsTimes = (status: AttendanceStatus | '') =>
  status === 'present' || status === 'late';

export interface AttendanceStaff {
  id: string;
  name: string;
  designation: string;
}

export interface AttendanceMark {
  status: AttendanceStatus | '';
  time_in: string;
  time_out: string;
  remark: string;
}

export interface AttendanceEntry {
  staff_id: string;
  status: AttendanceStatus;
  time_in: string | null;
  time_out: string | null;
  remark: string | null;
}

export interface StaffAttendanceViewProps {
  date: string;
  /** Today: attendance is never taken for a day to come. */
  maxDate: string;
  onDateChange: (date: string) => void;
  staff: Loadable<AttendanceStaff[]>;
  /** What is saved for the day, by staff id. */
  saved: Loadable<Record<string, AttendanceMark>>;
  saving: boolean;
  /** The server's 422 messages, by staff id and field. */
  rowErrors: Record<string, FieldErrors>;
  errors: FieldErrors;
  onSave: (entries: AttendanceEntry[]) => void;
  onRetry?: () => void;
}

const blank: AttendanceMark = { status: '', time_in: '', time_out: '', remark: '' };

/** Browser-side checks that match the server's: times for present/late, out not before in. */
export function checkMark(mark: AttendanceMark): FieldErrors {
  const errors: FieldErrors = {};
  if (needsTimes(mark.status) && !mark.time_in) errors.time_in = ['is required'];
  if (needsTimes(mark.status) && mark.time_out && mark.time_out < mark.time_in) {
    errors.time_out = ['cannot be before the time in'];
  }
  return errors;
}

export function StaffAttendanceView({
  date,
  maxDate,
  onDateChange,
  staff,
  saved,
  saving,
  rowErrors,
  errors,
  onSave,
  onRetry,
}: StaffAttendanceViewProps) {
  const [marks, setMarks] = useState<Record<string, AttendanceMark>>({});
  const [checked, setChecked] = useState<Record<string, FieldErrors>>({});
  const savedData = saved.status === 'ready' ? saved.data : null;
  useEffect(() => {
    setMarks(savedData ?? {});
    setChecked({});
  }, [savedData]);

  const set = (id: string, patch: Partial<AttendanceMark>) =>
    setMarks((all) => {
      const next = { ...blank, ...all[id], ...patch };
      if (!needsTimes(next.status)) {
        next.time_in = '';
        next.time_out = '';
      }
      return { ...all, [id]: next };
    });

  const people = staff.status === 'ready' ? staff.data : [];
  const marked = people.filter((p) => marks[p.id]?.status);
  const markAllPresent = (time: string) => {
    for (const p of people) {
      if (!marks[p.id]?.status) set(p.id, { status: 'present', time_in: time });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, FieldErrors> = {};
    for (const p of marked) {
      const e = checkMark(marks[p.id] ?? blank);
      if (Object.keys(e).length > 0) found[p.id] = e;
    }
    setChecked(found);
    if (Object.keys(found).length > 0) return;
    onSave(
      marked.map((p) => {
        const m = marks[p.id] ?? blank;
        return {
          staff_id: p.id,
          status: m.status as AttendanceStatus,
          time_in: needsTimes(m.status) ? m.time_in : null,
          time_out: needsTimes(m.status) && m.time_out ? m.time_out : null,
          remark: m.remark.trim() || null,
        };
      }),
    );
  };

  const loading = staff.status === 'loading' || saved.status === 'loading';
  const failed = staff.status === 'error' ? staff : saved.status === 'error' ? saved : null;
  const otherErrors = Object.entries(errors).filter(([k]) => !k.startsWith('entries.'));

  return (
    <Flex direction="column" gap="4">
      <Card size="2">
        <Flex gap="4" align="end" wrap="wrap" justify="between">
          <div style={{ minWidth: 200 }}>
            <TextInput
              label="Day"
              name="date_in"
              type="date"
              value={date}
              max={maxDate}
              onChange={(e) => e.currentTarget.value && onDateChange(e.currentTarget.value)}
              errors={errors}
            />
          </div>
          {/* Marks made before the saved day is read would be replaced when it comes. */}
          {!loading && !failed && people.length > 0 && (
            <Flex gap="3" align="center" wrap="wrap">
              <Text size="2" color="gray">
                {marked.length} of {people.length} marked
              </Text>
              {people.length > 1 && (
                <Button
                  type="button"
                  variant="soft"
                  onClick={() => markAllPresent('08:00')}
                  disabled={marked.length === people.length}
                >
                  Mark the rest present
                </Button>
              )}
            </Flex>
          )}
        </Flex>
      </Card>
      {loading && <LoadingRows columns={5} rows={5} />}
      {!loading && failed && <ErrorState message={failed.message} onRetry={onRetry} />}
      {!loading && !failed && people.length === 0 && (
        <EmptyState
          icon="people"
          title="No active staff"
          description="Add staff, or enable them, to take their attendance."
        />
      )}
      {!loading && !failed && people.length > 0 && (
        <form onSubmit={submit} aria-label="Staff attendance">
          <TableCard label="Attendance for the day">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Staff</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Time in</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Time out</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell className="sm-hide-mobile">Remark</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {people.map((p) => {
                const m = marks[p.id] ?? blank;
                const e = { ...rowErrors[p.id], ...checked[p.id] };
                const timed = needsTimes(m.status);
                return (
                  <Table.Row key={p.id} align="center">
                    <Table.RowHeaderCell style={{ minWidth: 150 }}>
                      <Flex direction="column">
                        <Text weight="medium">{p.name}</Text>
                        <Text size="1" color="gray">
                          {p.designation}
                        </Text>
                        <FieldError id={`${p.id}-staff`} messages={e.staff_id ?? e['']} />
                      </Flex>
                    </Table.RowHeaderCell>
                    <Table.Cell>
                      <Flex direction="column" gap="1">
                        <Select.Root
                          value={m.status}
                          onValueChange={(v) => set(p.id, { status: v as AttendanceStatus })}
                        >
                          <Select.Trigger
                            placeholder="Not marked"
                            aria-label={`Status of ${p.name}`}
                            style={{ minWidth: 130 }}
                          />
                          <Select.Content position="popper">
                            {attendanceStatuses.map((s) => (
                              <Select.Item key={s} value={s}>
                                <Badge color={statusColor[s]} variant="soft" radius="full">
                                  {statusLabel[s]}
                                </Badge>
                              </Select.Item>
                            ))}
                          </Select.Content>
                        </Select.Root>
                        <FieldError id={`${p.id}-status`} messages={e.status} />
                      </Flex>
                    </Table.Cell>
                    <Table.Cell>
                      <TimeCell
                        label={`Time in of ${p.name}`}
                        value={m.time_in}
                        disabled={!timed}
                        messages={e.time_in}
                        onChange={(v) => set(p.id, { time_in: v })}
                      />
                    </Table.Cell>
                    <Table.Cell>
                      <TimeCell
                        label={`Time out of ${p.name}`}
                        value={m.time_out}
                        disabled={!timed}
                        messages={e.time_out}
                        onChange={(v) => set(p.id, { time_out: v })}
                      />
                    </Table.Cell>
                    <Table.Cell className="sm-hide-mobile">
                      <TextField.Root
                        aria-label={`Remark for ${p.name}`}
                        value={m.remark}
                        maxLength={255}
                        placeholder="Optional"
                        disabled={!m.status}
                        onChange={(ev) => set(p.id, { remark: ev.currentTarget.value })}
                      />
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </TableCard>
          {otherErrors.length > 0 && (
            <Text as="p" color="red" size="2" mt="3" role="alert">
              {otherErrors.map(([, m]) => m.join(' ')).join(' ')}
            </Text>
          )}
          <Flex justify="end" mt="4" gap="3" align="center">
            {marked.length === 0 && (
              <Text size="2" color="gray">
                Choose a status for someone to save the day.
              </Text>
            )}
            <Button type="submit" loading={saving} disabled={marked.length === 0}>
              Save attendance
            </Button>
          </Flex>
        </form>
      )}
    </Flex>
  );
}

function TimeCell({
  label,
  value,
  disabled,
  messages,
  onChange,
}: {
  label: string;
  value: string;
  disabled: boolean;
  messages?: string[] | undefined;
  onChange: (value: string) => void;
}) {
  const id = label.replace(/\W+/g, '-');
  return (
    <Flex direction="column" gap="1">
      <TextField.Root
        type="time"
        aria-label={label}
        value={value}
        disabled={disabled}
        color={messages ? 'red' : undefined}
        aria-invalid={messages ? true : undefined}
        aria-describedby={messages ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      <FieldError id={`${id}-error`} messages={messages} />
    </Flex>
  );
}
