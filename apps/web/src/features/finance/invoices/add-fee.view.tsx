import { Badge, Button, Callout, Card, Flex, Grid, Table, Text } from '@radix-ui/themes';
import { formatNaira } from '@schoolmates/domain/money';
import type { Schema } from '@schoolmates/sdk';
import { useState } from 'react';
import type { Option } from '../../../components/filter-select.tsx';
import { SelectInput, TextInput } from '../../../components/form.tsx';
import { TableCard } from '../../../components/record-table.tsx';
import { EmptyState, ErrorState, LoadingRows } from '../../../components/states.tsx';

/** What the bursar chose: a fee, where (a class arm, a class or '' for all), and why. */
export interface AddFeeChoice {
  fee: string;
  /** `class_id` or `class_id|arm`; empty for every invoice the fee applies to. */
  target: string;
  reason: string;
}

/** The screen's moment: the fees loading or not, choosing, the preview, done. */
export type AddFeePhase =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'choosing'; busy: boolean }
  | { kind: 'previewed'; answer: Schema<'InvoiceAddFeeAnswer'>; busy: boolean }
  | { kind: 'done'; answer: Schema<'InvoiceAddFeeAnswer'> };

const outcomeText: Record<Schema<'InvoiceAddFeeOutcome'>, [string, 'green' | 'blue' | 'gray']> = {
  added: ['Added', 'green'],
  would_add: ['Will be added', 'blue'],
  has_fee: ['Already has the fee', 'gray'],
};

/**
 * Adding a new fee to the invoices already made, of a class arm, a class or the whole campus:
 * a preview of what each invoice becomes, then one step (issue 29). Props only.
 */
export function AddFeeView({
  phase,
  fees,
  targets,
  error,
  onPreview,
  onConfirm,
  onCancel,
  onRetry,
}: {
  phase: AddFeePhase;
  /** The fees of the term, labelled with their amount. */
  fees: readonly Option[];
  /** Class arms, with every invoice first (value ''). */
  targets: readonly Option[];
  error: string | null;
  onPreview: (choice: AddFeeChoice) => void;
  onConfirm: (choice: AddFeeChoice) => void;
  onCancel: () => void;
  onRetry?: () => void;
}) {
  const [choice, setChoice] = useState<AddFeeChoice>({ fee: '', target: '', reason: '' });
  const set = (change: Partial<AddFeeChoice>) => setChoice((c) => ({ ...c, ...change }));
  if (phase.kind === 'loading') return <LoadingRows columns={4} rows={4} />;
  if (phase.kind === 'error') return <ErrorState message={phase.message} onRetry={onRetry} />;
  if (fees.length === 0) {
    return (
      <EmptyState
        title="No fees this term"
        description="Create the new fee first; then add it here to the invoices already made."
        icon="layers"
      />
    );
  }
  const busy = phase.kind !== 'done' && phase.busy;
  const answer = phase.kind === 'previewed' || phase.kind === 'done' ? phase.answer : null;
  const ready = choice.fee !== '' && choice.reason.trim().length >= 3;
  return (
    <Flex direction="column" gap="4">
      <Card size="3">
        <Grid columns={{ initial: '1', sm: '3' }} gap="4" align="end">
          <SelectInput
            label="Fee"
            name="fee"
            value={choice.fee}
            placeholder="Choose a fee"
            options={fees}
            onValueChange={(fee) => set({ fee })}
            disabled={busy}
          />
          <SelectInput
            label="Invoices of"
            name="target"
            value={choice.target || 'all'}
            options={targets.map((t) => ({ ...t, value: t.value || 'all' }))}
            onValueChange={(v) => set({ target: v === 'all' ? '' : v })}
            disabled={busy}
          />
          <TextInput
            label="Reason"
            name="reason"
            required
            minLength={3}
            maxLength={255}
            hint="Kept in each invoice's history"
            value={choice.reason}
            onChange={(e) => set({ reason: e.currentTarget.value })}
            disabled={busy}
          />
        </Grid>
        <Flex justify="end" mt="4">
          <Button
            variant={answer ? 'soft' : 'solid'}
            loading={phase.kind === 'choosing' && phase.busy}
            disabled={!ready || busy}
            onClick={() => onPreview(choice)}
          >
            Preview invoices
          </Button>
        </Flex>
      </Card>

      {error && (
        <Callout.Root color="amber" role="alert">
          <Callout.Text>{error}</Callout.Text>
        </Callout.Root>
      )}

      {phase.kind === 'previewed' && phase.answer.meta.invoices === 0 && (
        <EmptyState
          title="No invoices for this fee"
          description="No invoice of the fee's term and session is for a class this fee applies to."
          icon="layers"
        />
      )}
      {phase.kind === 'previewed' && phase.answer.meta.invoices > 0 && (
        <Card size="2">
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Text>
              {phase.answer.meta.added} invoice{phase.answer.meta.added === 1 ? '' : 's'} grow by{' '}
              {formatNaira(phase.answer.meta.total_added)} in all; {phase.answer.meta.skipped}{' '}
              already {phase.answer.meta.skipped === 1 ? 'has' : 'have'} the fee.
            </Text>
            <Flex gap="2">
              <Button variant="soft" color="gray" onClick={onCancel} disabled={phase.busy}>
                Cancel
              </Button>
              <Button
                onClick={() => onConfirm(choice)}
                loading={phase.busy}
                disabled={phase.answer.meta.added === 0}
              >
                Add to {phase.answer.meta.added} invoice{phase.answer.meta.added === 1 ? '' : 's'}
              </Button>
            </Flex>
          </Flex>
        </Card>
      )}
      {phase.kind === 'done' && (
        <Callout.Root color="green" role="status">
          <Callout.Text>
            The fee was added to {phase.answer.meta.added} invoice
            {phase.answer.meta.added === 1 ? '' : 's'}.
          </Callout.Text>
        </Callout.Root>
      )}

      {answer && answer.data.length > 0 && (
        <TableCard label="Invoices">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Student</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell className="sm-hide-mobile">Class</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end" className="sm-hide-mobile">
                Was
              </Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Becomes</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Outstanding</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Outcome</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {answer.data.map(({ id, attributes: l }) => {
              const [label, color] = outcomeText[l.outcome];
              return (
                <Table.Row key={id}>
                  <Table.RowHeaderCell>
                    {l.fullname}
                    <Text as="div" size="1" color="gray">
                      {l.invoice_no}
                    </Text>
                  </Table.RowHeaderCell>
                  <Table.Cell className="sm-hide-mobile">
                    {`${l.class_name} ${l.sub_class ?? ''}`.trim()}
                  </Table.Cell>
                  <Table.Cell justify="end" className="sm-hide-mobile">
                    {formatNaira(l.previous_total)}
                  </Table.Cell>
                  <Table.Cell justify="end">{formatNaira(l.new_total)}</Table.Cell>
                  <Table.Cell justify="end">{formatNaira(l.outstanding)}</Table.Cell>
                  <Table.Cell>
                    <Badge color={color} variant="soft">
                      {label}
                    </Badge>
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
