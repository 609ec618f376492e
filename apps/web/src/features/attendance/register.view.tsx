import {
  Badge,
  Button,
  Callout,
  Card,
  Flex,
  SegmentedControl,
  Text,
  TextField,
} from '@radix-ui/themes';
import type { FieldErrors } from '@schoolmates/sdk';
import { type FormEvent, type KeyboardEvent, useEffect, useState } from 'react';
import { contractLimits } from '../../components/contract-limits.ts';
import { FieldError, SelectInput, TextInput } from '../../components/form.tsx';
import type { Loadable } from '../../components/queries.ts';
import { EmptyState, ErrorState, LoadingRows } from '../../components/states.tsx';
import type { DaySession, Mark, MarkInput, Register } from './attendance.api.ts';

export const MARKS: readonly Mark[] = ['present', 'absent', 'late', 'excused'];
export const markLabel: Record<Mark, string> = {
  present: 'Present',
  absent: 'Absent',
  late: 'Late',
  excused: 'Excused',
};
const markColor = { present: 'green', absent: 'red', late: 'amber', excused: 'gray' } as const;
/** The key that marks a focused row: the mark's first letter. */
const markKeys: Record<string, Mark> = { p: 'present', a: 'absent', l: 'late', e: 'excused' };
const reasonLimits = contractLimits('AttendanceMarkInput', 'reason');

interface Entry {
  mark: Mark;
  reason: string;
}

export interface RegisterViewProps {
  /** A preschool school's register is a preschool class's, not a class arm's. */
  preschool?: boolean;
  groups: Loadable<{ value: string; label: string }[]>;
  group: string;
  onGroupChange: (group: string) => void;
  date: string;
  /** Today: a register is never taken for a day to come. */
  maxDate: string;
  onDateChange: (date: string) => void;
  daySession: DaySession;
  /** 2: the school keeps a morning and an afternoon register. */
  sessionsPerDay: number;
  onDaySessionChange: (session: DaySession) => void;
  register: Loadable<Register> | null;
  saving: boolean;
  /** The server's 422 messages (`marks.N.reason`, `date`…). */
  errors: FieldErrors;
  onSave: (marks: MarkInput[]) => void;
  onRetry?: () => void;
}

/** The view's words for the group a register belongs to. */
const WORDS = {
  arm: {
    label: 'Class arm',
    choose: 'Choose the arm',
    emptyTitle: 'Choose a class arm',
    emptyText: 'Pick the arm and the day to take its register.',
    noneTitle: 'No students in this arm',
    noneText: 'Admit students to the arm, or enable them, to take its register.',
  },
  preschool: {
    label: 'Preschool class',
    choose: 'Choose the class',
    emptyTitle: 'Choose a preschool class',
    emptyText: 'Pick the class and the day to take its register.',
    noneTitle: 'No pupils in this class',
    noneText: 'Admit pupils to the class, or enable them, to take its register.',
  },
};

/** What the register holds for each student; a register not taken starts all present. */
const entriesOf = (register: Register): Record<string, Entry> =>
  Object.fromEntries(
    register.students.map((s) => [
      s.student_id,
      { mark: s.mark ?? 'present', reason: s.reason ?? '' },
    ]),
  );

/**
 * The class register: everyone present, then the exceptions. Each row's mark is a segmented
 * control (arrow keys move along it; P, A, L or E mark the focused row), big enough for a
 * thumb on a phone; an excused absence asks why.
 */
export function RegisterView({
  preschool = false,
  groups,
  group,
  onGroupChange,
  date,
  maxDate,
  onDateChange,
  daySession,
  sessionsPerDay,
  onDaySessionChange,
  register,
  saving,
  errors,
  onSave,
  onRetry,
}: RegisterViewProps) {
  const words = WORDS[preschool ? 'preschool' : 'arm'];
  const data = register?.status === 'ready' ? register.data : null;
  const [entries, setEntries] = useState<Record<string, Entry>>({});
  const [checked, setChecked] = useState<FieldErrors>({});
  useEffect(() => {
    setEntries(data ? entriesOf(data) : {});
    setChecked({});
  }, [data]);

  const set = (id: string, patch: Partial<Entry>) =>
    setEntries((all) => ({ ...all, [id]: { mark: 'present', reason: '', ...all[id], ...patch } }));
  const students = data?.students ?? [];
  const counts = MARKS.map(
    (m) => [m, students.filter((s) => entries[s.student_id]?.mark === m).length] as const,
  );
  const closed = data !== null && (!data.school_day || data.locked !== null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    students.forEach((s, n) => {
      const e = entries[s.student_id];
      if (e?.mark === 'excused' && !e.reason.trim()) found[`marks.${n}.reason`] = ['say why'];
    });
    setChecked(found);
    if (Object.keys(found).length > 0) return;
    onSave(
      students.flatMap((s) => {
        const e = entries[s.student_id];
        if (!e || e.mark === 'present') return [];
        return [
          {
            student_id: s.student_id,
            mark: e.mark,
            ...(e.mark === 'excused' ? { reason: e.reason.trim() } : {}),
          },
        ];
      }),
    );
  };

  const onRowKey = (id: string) => (event: KeyboardEvent) => {
    if (event.target instanceof HTMLInputElement || event.altKey || event.ctrlKey || event.metaKey)
      return;
    const mark = markKeys[event.key.toLowerCase()];
    if (mark) {
      event.preventDefault();
      set(id, { mark });
    }
  };

  const reasonError = (n: number) => checked[`marks.${n}.reason`] ?? errors[`marks.${n}.reason`];
  const otherErrors = Object.entries(errors).filter(([k]) => !k.startsWith('marks.'));

  return (
    <Flex direction="column" gap="4">
      <Card size="2">
        <Flex gap="4" align="end" wrap="wrap">
          <div style={{ minWidth: 180 }}>
            <SelectInput
              label={words.label}
              name="group"
              value={group}
              onValueChange={onGroupChange}
              options={groups.status === 'ready' ? groups.data : []}
              placeholder={groups.status === 'loading' ? 'Loading…' : words.choose}
              disabled={groups.status !== 'ready'}
            />
          </div>
          <div style={{ minWidth: 170 }}>
            <TextInput
              label="Day"
              name="date"
              type="date"
              value={date}
              max={maxDate}
              onChange={(e) => e.currentTarget.value && onDateChange(e.currentTarget.value)}
              errors={errors}
            />
          </div>
          {sessionsPerDay > 1 && (
            <Flex direction="column" gap="1">
              <Text size="2" weight="medium" id="register-session">
                Session
              </Text>
              <SegmentedControl.Root
                size="3"
                value={daySession}
                aria-labelledby="register-session"
                onValueChange={(v) => onDaySessionChange(v as DaySession)}
              >
                <SegmentedControl.Item value="morning">Morning</SegmentedControl.Item>
                <SegmentedControl.Item value="afternoon">Afternoon</SegmentedControl.Item>
              </SegmentedControl.Root>
            </Flex>
          )}
        </Flex>
      </Card>

      {register === null && (
        <EmptyState icon="clipboard" title={words.emptyTitle} description={words.emptyText} />
      )}
      {register?.status === 'loading' && <LoadingRows columns={2} rows={6} />}
      {register?.status === 'error' && <ErrorState message={register.message} onRetry={onRetry} />}
      {data && !data.school_day && (
        <Callout.Root color="amber" role="status">
          <Callout.Text>{data.closed_reason} No register is taken on this day.</Callout.Text>
        </Callout.Root>
      )}
      {data?.locked && (
        <Callout.Root color="red" role="status">
          <Callout.Text>{data.locked}</Callout.Text>
        </Callout.Root>
      )}
      {data?.school_day && students.length === 0 && (
        <EmptyState icon="people" title={words.noneTitle} description={words.noneText} />
      )}
      {data?.school_day && students.length > 0 && (
        <form
          onSubmit={submit}
          aria-label={`Register of ${data.class_name} ${data.sub_class ?? ''}`.trim()}
        >
          <Flex direction="column" gap="3">
            <Card size="2">
              <Flex gap="3" align="center" justify="between" wrap="wrap">
                <Flex gap="2" wrap="wrap" aria-live="polite">
                  {counts.map(([m, n]) => (
                    <Badge key={m} color={markColor[m]} variant="soft" size="2">
                      {n} {markLabel[m].toLowerCase()}
                    </Badge>
                  ))}
                </Flex>
                <Flex gap="2" align="center" wrap="wrap">
                  <Text size="1" color="gray">
                    {data.taken
                      ? `Taken by ${data.taken_by ?? 'someone'}`
                      : 'Not taken yet: everyone starts present'}
                  </Text>
                  <Button
                    type="button"
                    variant="soft"
                    disabled={closed || saving}
                    onClick={() =>
                      setEntries(
                        Object.fromEntries(
                          students.map((s) => [s.student_id, { mark: 'present', reason: '' }]),
                        ),
                      )
                    }
                  >
                    All present
                  </Button>
                </Flex>
              </Flex>
            </Card>
            <Card size="1">
              <ol className="sm-register" aria-label="Students">
                {students.map((s, n) => {
                  const e = entries[s.student_id] ?? { mark: 'present', reason: '' };
                  return (
                    <li
                      key={s.student_id}
                      className="sm-register-row"
                      onKeyDown={onRowKey(s.student_id)}
                    >
                      <Flex gap="3" align="center" justify="between" wrap="wrap" py="2">
                        <Flex direction="column" style={{ minWidth: 160 }}>
                          <Text weight="medium">{s.student_fullname}</Text>
                          {s.admission_number && (
                            <Text size="1" color="gray">
                              {s.admission_number}
                            </Text>
                          )}
                        </Flex>
                        <SegmentedControl.Root
                          size="3"
                          value={e.mark}
                          aria-label={`Mark of ${s.student_fullname}`}
                          onValueChange={(v) => set(s.student_id, { mark: v as Mark })}
                          disabled={closed}
                        >
                          {MARKS.map((m) => (
                            <SegmentedControl.Item key={m} value={m}>
                              {markLabel[m]}
                            </SegmentedControl.Item>
                          ))}
                        </SegmentedControl.Root>
                      </Flex>
                      {e.mark === 'excused' && (
                        <Flex direction="column" gap="1" pb="2">
                          <TextField.Root
                            size="3"
                            aria-label={`Why ${s.student_fullname} is excused`}
                            placeholder="Why (e.g. hospital visit)"
                            value={e.reason}
                            maxLength={reasonLimits.maxLength}
                            disabled={closed}
                            aria-invalid={reasonError(n) ? true : undefined}
                            aria-describedby={reasonError(n) ? `reason-${s.student_id}` : undefined}
                            onChange={(ev) => set(s.student_id, { reason: ev.currentTarget.value })}
                          />
                          <FieldError id={`reason-${s.student_id}`} messages={reasonError(n)} />
                        </Flex>
                      )}
                    </li>
                  );
                })}
              </ol>
            </Card>
            {otherErrors.map(([k, v]) => (
              <FieldError key={k} id={`register-${k}`} messages={v} />
            ))}
            <Flex justify="end">
              <Button type="submit" size="3" loading={saving} disabled={closed}>
                Save register
              </Button>
            </Flex>
          </Flex>
        </form>
      )}
    </Flex>
  );
}
