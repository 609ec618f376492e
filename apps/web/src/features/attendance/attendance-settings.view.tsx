import {
  Button,
  Card,
  Flex,
  Heading,
  SegmentedControl,
  Switch,
  Table,
  Text,
} from '@radix-ui/themes';
import type { FieldErrors } from '@schoolmates/sdk';
import { type FormEvent, useState } from 'react';
import { Confirm } from '../../components/confirm.tsx';
import { contractLimits } from '../../components/contract-limits.ts';
import { FieldError, TextInput } from '../../components/form.tsx';
import type { Loadable } from '../../components/queries.ts';
import { TableCard } from '../../components/record-table.tsx';
import { ErrorState, LoadingRows } from '../../components/states.tsx';
import type { AttendanceSettings, Holiday } from './attendance.api.ts';

const nameLimits = contractLimits('SchoolHolidayInput', 'name');

export interface AttendanceSettingsViewProps {
  settings: Loadable<AttendanceSettings>;
  savingSettings: boolean;
  onSettingsChange: (change: Partial<AttendanceSettings>) => void;
  holidays: Loadable<Holiday[]>;
  adding: boolean;
  /** The server's 422 messages for the holiday being added. */
  holidayErrors: FieldErrors;
  onAddHoliday: (holiday: { name: string; starts: string; ends?: string }) => void;
  onRemoveHoliday: (id: string) => void;
  onRetry?: () => void;
}

const day = (d: string) =>
  new Date(`${d}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The school's register settings and its holidays (days no register is taken). */
export function AttendanceSettingsView({
  settings,
  savingSettings,
  onSettingsChange,
  holidays,
  adding,
  holidayErrors,
  onAddHoliday,
  onRemoveHoliday,
  onRetry,
}: AttendanceSettingsViewProps) {
  const [name, setName] = useState('');
  const [starts, setStarts] = useState('');
  const [ends, setEnds] = useState('');
  const [checked, setChecked] = useState<FieldErrors>({});
  const s = settings.status === 'ready' ? settings.data : null;
  const errors = { ...holidayErrors, ...checked };

  const add = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!name.trim()) found.name = ['is required'];
    if (!starts) found.starts = ['is required'];
    if (starts && ends && ends < starts) found.ends = ['must not be before the first day'];
    setChecked(found);
    if (Object.keys(found).length > 0) return;
    onAddHoliday({ name: name.trim(), starts, ...(ends ? { ends } : {}) });
    setName('');
    setStarts('');
    setEnds('');
  };

  return (
    <Flex direction="column" gap="4">
      <Card size="2">
        <Heading as="h2" size="3" mb="3">
          The register
        </Heading>
        {settings.status === 'loading' && <LoadingRows columns={2} rows={3} />}
        {settings.status === 'error' && <ErrorState message={settings.message} onRetry={onRetry} />}
        {s && (
          <Flex direction="column" gap="4">
            <Flex direction="column" gap="1">
              <Text size="2" weight="medium" id="sessions-per-day">
                Registers a day
              </Text>
              <SegmentedControl.Root
                value={String(s.sessions_per_day)}
                aria-labelledby="sessions-per-day"
                onValueChange={(v) => onSettingsChange({ sessions_per_day: Number(v) })}
                style={{ maxWidth: 320 }}
              >
                <SegmentedControl.Item value="1">Morning only</SegmentedControl.Item>
                <SegmentedControl.Item value="2">Morning and afternoon</SegmentedControl.Item>
              </SegmentedControl.Root>
            </Flex>
            <Text as="label" size="2">
              <Flex gap="3" align="start">
                <Switch
                  mt="1"
                  checked={s.report_card_reads_register}
                  disabled={savingSettings}
                  onCheckedChange={(on) => onSettingsChange({ report_card_reads_register: on })}
                />
                <Flex direction="column">
                  <Text weight="medium">The report card reads the register</Text>
                  <Text color="gray">
                    Times school opened, present and absent are counted from the term’s registers
                    (late counts as present, excused as absent). Off: class teachers type them.
                  </Text>
                </Flex>
              </Flex>
            </Text>
            <Text as="label" size="2">
              <Flex gap="3" align="start">
                <Switch
                  mt="1"
                  checked={s.absence_alerts}
                  disabled={savingSettings}
                  onCheckedChange={(on) => onSettingsChange({ absence_alerts: on })}
                />
                <Flex direction="column">
                  <Text weight="medium">Tell families of absences</Text>
                  <Text color="gray">
                    A student marked absent, and their guardians, are told once that day.
                  </Text>
                </Flex>
              </Flex>
            </Text>
          </Flex>
        )}
      </Card>

      <Heading as="h2" size="3">
        Holidays
      </Heading>
      <Card size="2">
        {/* The form checks its fields itself and shows why at each (a native check would stop it first). */}
        <form onSubmit={add} aria-label="Add a holiday" noValidate>
          <Flex gap="3" align="end" wrap="wrap">
            <div style={{ minWidth: 220, flex: 1 }}>
              <TextInput
                label="Name"
                name="name"
                value={name}
                maxLength={nameLimits.maxLength}
                onChange={(e) => setName(e.currentTarget.value)}
                errors={errors}
              />
            </div>
            <div style={{ minWidth: 160 }}>
              <TextInput
                label="From"
                name="starts"
                type="date"
                value={starts}
                onChange={(e) => setStarts(e.currentTarget.value)}
                errors={errors}
              />
            </div>
            <div style={{ minWidth: 160 }}>
              <TextInput
                label="To (optional)"
                name="ends"
                type="date"
                value={ends}
                min={starts || undefined}
                onChange={(e) => setEnds(e.currentTarget.value)}
                errors={errors}
              />
            </div>
            <Button type="submit" loading={adding}>
              Add holiday
            </Button>
          </Flex>
          <FieldError id="holiday-error" messages={holidayErrors['']} />
        </form>
      </Card>
      {holidays.status === 'loading' && <LoadingRows columns={3} rows={3} />}
      {holidays.status === 'error' && <ErrorState message={holidays.message} onRetry={onRetry} />}
      {holidays.status === 'ready' && holidays.data.length === 0 && (
        <Text color="gray" size="2">
          No holidays yet: weekends and the breaks between terms are closed already.
        </Text>
      )}
      {holidays.status === 'ready' && holidays.data.length > 0 && (
        <TableCard label="Holidays">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Holiday</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Days</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>
                <span className="sm-sr-only">Actions</span>
              </Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {holidays.data.map((h) => (
              <Table.Row key={h.id} align="center">
                <Table.RowHeaderCell>{h.attributes.name}</Table.RowHeaderCell>
                <Table.Cell>
                  {h.attributes.starts === h.attributes.ends
                    ? day(h.attributes.starts)
                    : `${day(h.attributes.starts)} – ${day(h.attributes.ends)}`}
                </Table.Cell>
                <Table.Cell>
                  <Confirm
                    title={`Remove ${h.attributes.name}?`}
                    description="The school opens again on its days, and registers can be taken on them."
                    confirmLabel="Remove"
                    color="red"
                    onConfirm={() => onRemoveHoliday(h.id)}
                  >
                    <Button variant="soft" color="red" aria-label={`Remove ${h.attributes.name}`}>
                      Remove
                    </Button>
                  </Confirm>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </TableCard>
      )}
    </Flex>
  );
}
