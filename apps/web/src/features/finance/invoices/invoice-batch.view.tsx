import { Badge, Button, Callout, Card, Flex, Grid, Progress, Table, Text } from '@radix-ui/themes';
import { formatNaira } from '@schoolmates/domain/money';
import type { InvoiceBatchLine } from '@schoolmates/machines/finance';
import type { Schema } from '@schoolmates/sdk';
import { useState } from 'react';
import type { Option } from '../../../components/filter-select.tsx';
import { SelectInput, TextInput } from '../../../components/form.tsx';
import { TableCard } from '../../../components/record-table.tsx';
import { termOptions } from '../finance.api.ts';

/** Where the run is: choosing, previewing, the preview, invoicing (with progress), stopped, done. */
export type BatchPhase =
  | { kind: 'choosing'; busy: boolean }
  | { kind: 'previewed'; invoiced: number; skipped: number; total: number; canConfirm: boolean }
  | { kind: 'invoicing'; done: number; of: number; failed: boolean }
  | { kind: 'done'; invoiced: number };

export interface BatchChoice {
  /** `class_id` or `class_id|arm`; empty for the whole school. */
  target: string;
  term: Schema<'Term'>;
  session: string;
  due_date: string;
}

const outcomeText: Record<Schema<'InvoiceBatchOutcome'>, [string, 'green' | 'blue' | 'gray']> = {
  invoiced: ['Invoiced', 'green'],
  would_invoice: ['Will be invoiced', 'blue'],
  already_invoiced: ['Already invoiced', 'gray'],
  no_fees: ['No fees apply', 'gray'],
};

export function InvoiceBatchView({
  phase,
  targets,
  sessions,
  defaults,
  lines,
  error,
  onPreview,
  onConfirm,
  onCancel,
  onRetry,
  onDismiss,
}: {
  phase: BatchPhase;
  /** Class arms, with the whole school first (value ''). */
  targets: readonly Option[];
  sessions: readonly Option[];
  /** The choice before the person changes it: the current term and session, due today. */
  defaults: BatchChoice;
  lines: InvoiceBatchLine[];
  error: string | null;
  onPreview: (choice: BatchChoice) => void;
  onConfirm: () => void;
  onCancel: () => void;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  // Only what the person changed is held: the rest follows `defaults`, which fills in from the
  // current term when it arrives, without undoing a choice made before.
  const [changes, setChanges] = useState<Partial<BatchChoice>>({});
  const choice = { ...defaults, ...changes };
  const set = (change: Partial<BatchChoice>) => setChanges((c) => ({ ...c, ...change }));
  const previewing = phase.kind === 'choosing' && phase.busy;
  // While a preview is worked out the machine takes no new choice: the choice stays as sent.
  const choosing =
    (phase.kind === 'choosing' && !previewing) ||
    phase.kind === 'previewed' ||
    phase.kind === 'done';
  return (
    <Flex direction="column" gap="4">
      <Card size="3">
        <Grid columns={{ initial: '1', sm: '4' }} gap="4" align="end">
          <SelectInput
            label="Invoice"
            name="target"
            value={choice.target || 'school'}
            options={targets.map((t) => ({ ...t, value: t.value || 'school' }))}
            onValueChange={(v) => set({ target: v === 'school' ? '' : v })}
            disabled={!choosing}
          />
          <SelectInput
            label="Term"
            name="term"
            value={choice.term}
            options={termOptions}
            onValueChange={(term) => set({ term: term as Schema<'Term'> })}
            disabled={!choosing}
          />
          <SelectInput
            label="Session"
            name="session"
            value={choice.session}
            options={sessions}
            onValueChange={(session) => set({ session })}
            disabled={!choosing}
          />
          <TextInput
            label="Due date"
            name="due_date"
            type="date"
            value={choice.due_date}
            onChange={(e) => set({ due_date: e.currentTarget.value })}
            disabled={!choosing}
          />
        </Grid>
        <Flex justify="end" mt="4">
          <Button
            variant={phase.kind === 'previewed' ? 'soft' : 'solid'}
            loading={previewing}
            disabled={!choosing}
            onClick={() => onPreview(choice)}
          >
            Preview invoices
          </Button>
        </Flex>
      </Card>

      {error && (
        <Callout.Root color={phase.kind === 'invoicing' ? 'red' : 'amber'} role="alert">
          <Callout.Text>{error}</Callout.Text>
        </Callout.Root>
      )}

      {phase.kind === 'previewed' && (
        <Card size="2">
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Text>
              {phase.invoiced} invoice{phase.invoiced === 1 ? '' : 's'} for{' '}
              {formatNaira(phase.total)}; {phase.skipped} student{phase.skipped === 1 ? '' : 's'}{' '}
              skipped.
            </Text>
            <Flex gap="2">
              <Button variant="soft" color="gray" onClick={onCancel}>
                Cancel
              </Button>
              <Button onClick={onConfirm} disabled={!phase.canConfirm}>
                Make {phase.invoiced} invoice{phase.invoiced === 1 ? '' : 's'}
              </Button>
            </Flex>
          </Flex>
        </Card>
      )}
      {phase.kind === 'invoicing' && (
        <Card size="2" aria-busy={!phase.failed}>
          <Text as="p" size="2" mb="2">
            {phase.failed ? 'Stopped at' : 'Invoicing'} class {Math.min(phase.done + 1, phase.of)}{' '}
            of {phase.of}
          </Text>
          <Progress value={(phase.done / Math.max(1, phase.of)) * 100} aria-label="Progress" />
          {phase.failed && (
            <Flex gap="2" justify="end" mt="3">
              <Button variant="soft" color="gray" onClick={onDismiss}>
                Stop here
              </Button>
              <Button onClick={onRetry}>Try again</Button>
            </Flex>
          )}
        </Card>
      )}
      {phase.kind === 'done' && (
        <Callout.Root color="green" role="status">
          <Callout.Text>
            {phase.invoiced} invoice{phase.invoiced === 1 ? '' : 's'} made.
          </Callout.Text>
        </Callout.Root>
      )}

      {lines.length > 0 && (
        <TableCard label="Students">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Student</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Class</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Total</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Outcome</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lines.map(({ id, attributes: l }) => {
              const [label, color] = outcomeText[l.outcome];
              return (
                <Table.Row key={id}>
                  <Table.RowHeaderCell>
                    {l.fullname}
                    <Text as="div" size="1" color="gray">
                      {l.admission_number}
                    </Text>
                  </Table.RowHeaderCell>
                  <Table.Cell>{`${l.class_name} ${l.sub_class ?? ''}`.trim()}</Table.Cell>
                  <Table.Cell justify="end">{formatNaira(l.total_amount)}</Table.Cell>
                  <Table.Cell>
                    <Badge color={color} variant="soft">
                      {label}
                    </Badge>{' '}
                    {l.invoice_no && <Text size="1">{l.invoice_no}</Text>}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </TableCard>
      )}
    </Flex>
  );
}
