import { Badge, Button, Callout, Card, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { formatNaira } from '@schoolmates/domain/money';
import type { Schema } from '@schoolmates/sdk';
import { type ReactNode, useState } from 'react';
import { contractLimits } from '../../../components/contract-limits.ts';
import type { Loadable } from '../../../components/queries.ts';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { ErrorState, LoadingRows } from '../../../components/states.tsx';

export type FeeHolds = Schema<'ResultFeeHoldsAttributes'>;
export type FeeHold = Schema<'ResultFeeHold'>;

export interface FeeHoldsViewProps {
  /** The class arm's students and their holds for the term (issue 29). */
  holds: Loadable<FeeHolds>;
  /** Whether the signed-in user may exempt (admin, principal, superadmin). */
  mayExempt: boolean;
  /** The student whose exemption is being sent, if one is. */
  exempting: string | null;
  /** Exempts a student for the term with a reason (kept in the audit). */
  onExempt: (student: FeeHold, reason: string) => void;
  onRetry?: () => void;
}

/**
 * Who of the class is held for fees owed (the school's fee gate): what each owes for the term,
 * and an "Exempt" action asking why. Only students held or exempted are listed.
 */
export function FeeHoldsView({
  holds,
  mayExempt,
  exempting,
  onExempt,
  onRetry,
}: FeeHoldsViewProps) {
  const [asking, setAsking] = useState<FeeHold | null>(null);
  let body: ReactNode;
  if (holds.status === 'loading') body = <LoadingRows columns={3} rows={3} />;
  else if (holds.status === 'error')
    body = <ErrorState message={holds.message} onRetry={onRetry} />;
  else if (!holds.data.gate.enabled)
    body = (
      <Text size="2" color="gray">
        Results are not held for fees: the school's fee gate is off.
      </Text>
    );
  else {
    const listed = holds.data.students.filter((s) => s.held || s.exemption_reason !== null);
    body =
      listed.length === 0 ? (
        <Text size="2" color="gray">
          Nobody in this class owes more than {formatNaira(holds.data.gate.threshold)} for{' '}
          {holds.data.term}: no result is held.
        </Text>
      ) : (
        <Table.Root size="1" variant="surface">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Student</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Owed</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Result</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {listed.map((s) => (
              <Table.Row key={s.student_id}>
                <Table.RowHeaderCell>{s.student_fullname}</Table.RowHeaderCell>
                <Table.Cell justify="end">{formatNaira(s.owed)}</Table.Cell>
                <Table.Cell>
                  {s.held ? (
                    <Flex gap="2" align="center" wrap="wrap">
                      <Badge color="red" variant="soft">
                        Held
                      </Badge>
                      {mayExempt && (
                        <Button
                          size="1"
                          variant="soft"
                          disabled={exempting !== null}
                          loading={exempting === s.student_id}
                          aria-label={`Exempt ${s.student_fullname}`}
                          onClick={() => {
                            setAsking(s);
                          }}
                        >
                          Exempt
                        </Button>
                      )}
                    </Flex>
                  ) : (
                    <Text size="1" color="gray">
                      Exempted: {s.exemption_reason}
                    </Text>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      );
  }
  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Flex gap="2" align="baseline" wrap="wrap">
          <Heading as="h2" size="3">
            Held for fees
          </Heading>
          {holds.status === 'ready' && holds.data.gate.enabled && (
            <Text size="2" color="gray">
              owing above {formatNaira(holds.data.gate.threshold)} for {holds.data.term}
            </Text>
          )}
        </Flex>
        {holds.status === 'ready' &&
          holds.data.gate.enabled &&
          holds.data.students.some((s) => s.held) && (
            <Callout.Root color="amber" size="1">
              <Callout.Text>
                A held student and their guardians see "This result is held: please see the bursar"
                instead of the report card.
              </Callout.Text>
            </Callout.Root>
          )}
        {body}
      </Flex>
      <ReasonDialog
        asking={
          asking && {
            title: `Exempt ${asking.student_fullname}?`,
            description: 'Their result will not be held for this term, whatever they owe.',
            confirmLabel: 'Exempt',
          }
        }
        reason={contractLimits('ResultFeeExemptionInput', 'reason')}
        onConfirm={(reason) => {
          if (asking) onExempt(asking, reason ?? '');
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      />
    </Card>
  );
}
