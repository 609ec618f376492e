import { Badge, Card, Code, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import type { FieldErrors } from '@schoolmates/sdk';
import { withContractLimits } from '../../../components/contract-limits.ts';
import type { Loadable } from '../../../components/queries.ts';
import { type FieldSpec, type FormValues, RecordForm } from '../../../components/record-form.tsx';
import { ErrorState, LoadingRows } from '../../../components/states.tsx';
import type { PaymentProvider, ProviderInput, ProviderSettings } from './payment-providers.api.ts';

const NAMES: Record<PaymentProvider, string> = { paystack: 'Paystack', flutterwave: 'Flutterwave' };
export const paymentProviders: PaymentProvider[] = ['paystack', 'flutterwave'];

/** A stored key is never shown: its box is empty, and typing one replaces it. */
function secretField(
  name: 'secret_key' | 'webhook_hash',
  label: string,
  stored: boolean,
): FieldSpec {
  return stored
    ? {
        name,
        label: `Replace ${label.toLowerCase()}`,
        type: 'password',
        hint: 'One is stored. Leave this empty to keep it.',
        half: true,
      }
    : {
        name,
        label,
        type: 'password',
        required: true,
        hint: 'Stored sealed; never shown again.',
        half: true,
      };
}

export function providerFields(
  provider: PaymentProvider,
  settings: ProviderSettings | null,
  banks: readonly { value: string; label: string }[],
): FieldSpec[] {
  return withContractLimits('PaymentProviderInput', [
    { name: 'public_key', label: 'Public key', type: 'text', required: true },
    secretField('secret_key', 'Secret key', settings?.has_secret_key ?? false),
    ...(provider === 'flutterwave'
      ? [secretField('webhook_hash', 'Secret hash', settings?.has_webhook_hash ?? false)]
      : []),
    {
      name: 'bank_id',
      label: 'Settles into',
      type: 'select',
      options: banks,
      required: true,
      placeholder: 'Choose the bank account',
    },
    {
      name: 'part_payments',
      label: 'Families may pay part of an invoice',
      type: 'checkbox',
      hint: 'Off: the whole balance is paid at once.',
    },
    {
      name: 'enabled',
      label: `Take payments by ${NAMES[provider]}`,
      type: 'checkbox',
      hint: 'Off pauses it and keeps these settings.',
    },
  ]);
}

/** The body of a save: a key only when one was typed (else the stored one is kept). */
export function providerInput(values: FormValues): ProviderInput {
  const input: ProviderInput = {
    public_key: String(values.public_key ?? ''),
    bank_id: String(values.bank_id ?? ''),
    part_payments: values.part_payments === true,
    enabled: values.enabled === true,
  };
  for (const name of ['secret_key', 'webhook_hash'] as const) {
    const value = values[name];
    if (typeof value === 'string' && value !== '') input[name] = value;
  }
  return input;
}

export interface PaymentProvidersViewProps {
  providers: Loadable<ProviderSettings[]>;
  banks: readonly { value: string; label: string }[];
  saving: PaymentProvider | null;
  errors: Partial<Record<PaymentProvider, FieldErrors>>;
  onSave: (provider: PaymentProvider, input: ProviderInput) => void;
  onRetry?: () => void;
}

/** The superadmin's online payment settings: Paystack and Flutterwave, each with its webhook address. */
export function PaymentProvidersView(props: PaymentProvidersViewProps) {
  if (props.providers.status === 'loading') return <LoadingRows columns={2} rows={6} />;
  if (props.providers.status === 'error')
    return <ErrorState message={props.providers.message} onRetry={props.onRetry} />;
  const list = props.providers.data;
  return (
    <Flex direction="column" gap="6">
      {paymentProviders.map((provider) => {
        const settings = list.find((row) => row.provider === provider) ?? null;
        const name = NAMES[provider];
        return (
          <Flex key={provider} direction="column" gap="3" asChild>
            <section aria-labelledby={`provider-${provider}`}>
              <Flex align="center" gap="3">
                <Heading as="h2" size="4" id={`provider-${provider}`}>
                  {name}
                </Heading>
                {!settings ? (
                  <Badge color="gray" variant="soft" radius="full">
                    Not set up
                  </Badge>
                ) : settings.enabled ? (
                  <Badge color="green" variant="soft" radius="full">
                    On
                  </Badge>
                ) : (
                  <Badge color="amber" variant="soft" radius="full" highContrast>
                    Paused
                  </Badge>
                )}
              </Flex>
              <Grid columns={{ initial: '1', md: '3fr 2fr' }} gap="4" align="start">
                <RecordForm
                  key={settings?.updated_at ?? 'new'}
                  fields={providerFields(provider, settings, props.banks)}
                  initial={{
                    public_key: settings?.public_key ?? '',
                    bank_id: settings?.bank_id ?? '',
                    part_payments: settings?.part_payments ?? false,
                    enabled: settings?.enabled ?? true,
                  }}
                  busy={props.saving === provider}
                  errors={props.errors[provider] ?? {}}
                  submitLabel={settings ? `Save ${name}` : `Set up ${name}`}
                  onSubmit={(values) => props.onSave(provider, providerInput(values))}
                />
                <Card size="2">
                  <Flex direction="column" gap="2">
                    <Heading as="h3" size="3">
                      Webhook
                    </Heading>
                    {settings ? (
                      <>
                        <Text size="2" color="gray">
                          In {name}'s dashboard, give this address as the webhook URL.
                        </Text>
                        <Code size="2" variant="soft" style={{ overflowWrap: 'anywhere' }}>
                          {settings.webhook_url}
                        </Code>
                      </>
                    ) : (
                      <Text size="2" color="gray">
                        The address to give {name} appears here once it is set up.
                      </Text>
                    )}
                  </Flex>
                </Card>
              </Grid>
            </section>
          </Flex>
        );
      })}
    </Flex>
  );
}
