import { Button, Card, Flex, Heading, Switch, Text } from '@radix-ui/themes';
import { formatNaira, nairaInput, parseNaira } from '@schoolmates/domain/money';
import type { FieldErrors, Schema } from '@schoolmates/sdk';
import { type FormEvent, useState } from 'react';
import { TextInput } from '../../../components/form.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { ErrorState, LoadingRows } from '../../../components/states.tsx';

export type FeeGate = Schema<'ResultFeeGateAttributes'>;

export interface FeeGateViewProps {
  gate: Loadable<FeeGate>;
  saving: boolean;
  /** The server's 422 messages. */
  errors?: FieldErrors;
  onSave: (gate: Schema<'ResultFeeGateInput'>) => void;
  onRetry?: () => void;
}

function FeeGateForm({
  gate,
  saving,
  errors,
  onSave,
}: { gate: FeeGate } & Omit<FeeGateViewProps, 'gate' | 'onRetry'>) {
  const [enabled, setEnabled] = useState(gate.enabled);
  const [amount, setAmount] = useState(nairaInput(gate.threshold));
  const [checked, setChecked] = useState<FieldErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const threshold = parseNaira(amount === '' ? '0' : amount);
    if (threshold === null) {
      setChecked({ threshold: ['must be an amount in naira, such as 20,000'] });
      return;
    }
    setChecked({});
    onSave({ enabled, threshold });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Fee-gated results">
      <Flex direction="column" gap="3">
        <Text as="label" size="2">
          <Flex gap="3" align="start">
            <Switch mt="1" checked={enabled} onCheckedChange={setEnabled} disabled={saving} />
            <Flex direction="column">
              <Text weight="medium">Hold the results of students owing fees</Text>
              <Text color="gray">
                A student who owes more than the amount below for a term, and is not exempted, sees
                "This result is held: please see the bursar" instead of that term's report card; so
                do their guardians.
              </Text>
            </Flex>
          </Flex>
        </Text>
        <TextInput
          label="Held when owing more than (₦)"
          name="threshold"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          errors={{ ...errors, ...checked }}
          hint={`Now ${formatNaira(gate.threshold)}. 0 holds anyone who owes anything.`}
          disabled={saving}
        />
        <Flex>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

/** The school's fee-gated results setting (issue 29): a switch and its threshold. */
export function FeeGateView({ gate, onRetry, ...rest }: FeeGateViewProps) {
  return (
    <Card size="2">
      <Heading as="h2" size="3" mb="3">
        Fee-gated results
      </Heading>
      {gate.status === 'loading' && <LoadingRows columns={2} rows={2} />}
      {gate.status === 'error' && <ErrorState message={gate.message} onRetry={onRetry} />}
      {gate.status === 'ready' && <FeeGateForm gate={gate.data} {...rest} />}
    </Card>
  );
}
