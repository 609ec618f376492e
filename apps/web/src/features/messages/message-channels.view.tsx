import { Badge, Button, Card, Code, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import type { FieldErrors } from '@schoolmates/sdk';
import { Confirm } from '../../components/confirm.tsx';
import { withContractLimits } from '../../components/contract-limits.ts';
import type { Loadable } from '../../components/queries.ts';
import { type FieldSpec, type FormValues, RecordForm } from '../../components/record-form.tsx';
import { ErrorState, LoadingRows } from '../../components/states.tsx';
import { channelLabel } from '../../lib/message-channels.ts';
import type { ChannelInput, ChannelSettings, ProviderChannel } from './message-channels.api.ts';

/** Each channel's provider, what the school's account there is called, and its keys' names. */
const providers = {
  sms: {
    provider: 'termii',
    name: 'Termii',
    reportsTo: 'Termii',
    key: 'API key',
    secret: 'Secret key',
    reports:
      "In Termii's developer console, give this address as the webhook for delivery reports.",
  },
  whatsapp: {
    provider: 'whatsapp_cloud',
    name: "Meta's Business Cloud API",
    reportsTo: 'Meta',
    key: 'Access token',
    secret: 'App secret',
    reports:
      "In your Meta app's WhatsApp configuration, give this address as the callback URL with the verify token below, and subscribe to messages.",
  },
} as const satisfies Record<
  ProviderChannel,
  {
    provider: ChannelInput['provider'];
    name: string;
    /** Whose console takes the address for delivery reports. */
    reportsTo: string;
    key: string;
    secret: string;
    reports: string;
  }
>;

export const providerChannels = Object.keys(providers) as ProviderChannel[];

/** A stored key is never shown: its box is empty, and typing one replaces it. */
function keyField(
  name: 'api_key' | 'webhook_secret',
  label: string,
  stored: boolean,
  hint: string,
): FieldSpec {
  const what = name === 'api_key' ? 'key' : 'secret';
  return stored
    ? {
        name,
        label: `Replace ${label.replace(/^[A-Z][a-z]/, (w) => w.toLowerCase())}`,
        type: 'password',
        hint: `A ${what} is stored. Leave this empty to keep it.`,
        half: true,
      }
    : { name, label, type: 'password', required: name === 'api_key', hint, half: true };
}

/** The form of a channel: its provider's fields (as the contract limits them) and its keys. */
export function channelFields(
  channel: ProviderChannel,
  settings: ChannelSettings | null,
): FieldSpec[] {
  const p = providers[channel];
  const own: FieldSpec[] =
    channel === 'sms'
      ? [
          {
            name: 'sender_id',
            label: 'Sender ID',
            type: 'text',
            required: true,
            hint: 'The sender name people see, as registered with Termii (3 to 11 letters or digits).',
          },
        ]
      : [
          {
            name: 'phone_number_id',
            label: 'Phone number ID',
            type: 'text',
            required: true,
            hint: "The id Meta gives your school's business number.",
          },
          {
            name: 'template_name',
            label: 'Template name',
            type: 'text',
            required: true,
            hint: 'An approved template whose body is the message ({{1}}).',
            half: true,
          },
          {
            name: 'template_language',
            label: 'Template language',
            type: 'text',
            required: true,
            hint: 'Its language code, such as en or en_GB.',
            half: true,
          },
        ];
  return withContractLimits('MessageChannelInput', [
    ...own,
    keyField('api_key', p.key, settings?.has_key ?? false, 'Stored sealed; never shown again.'),
    keyField(
      'webhook_secret',
      p.secret,
      settings?.has_webhook_secret ?? false,
      'Signs delivery reports; without it they are refused.',
    ),
    {
      name: 'enabled',
      label: `Send by ${channelLabel[channel]}`,
      type: 'checkbox',
      hint: `Off pauses ${channelLabel[channel]} and keeps these settings; its messages fail until it is on again.`,
    },
  ]);
}

function initialValues(channel: ProviderChannel, settings: ChannelSettings | null): FormValues {
  return {
    sender_id: settings?.sender_id ?? '',
    phone_number_id: settings?.phone_number_id ?? '',
    template_name: settings?.template_name ?? '',
    template_language: settings?.template_language ?? (channel === 'whatsapp' ? 'en' : ''),
    enabled: settings?.enabled ?? true,
  };
}

/** The body of a save: the channel's fields, and a key only when one was typed (else it is kept). */
export function channelInput(channel: ProviderChannel, values: FormValues): ChannelInput {
  const input: ChannelInput = {
    provider: providers[channel].provider,
    enabled: values.enabled === true,
  };
  for (const f of channelFields(channel, null)) {
    const value = values[f.name];
    if (f.type !== 'checkbox' && typeof value === 'string' && value !== '') {
      Object.assign(input, { [f.name]: value });
    }
  }
  return input;
}

function ChannelStatus({ settings }: { settings: ChannelSettings | null }) {
  if (!settings)
    return (
      <Badge color="gray" variant="soft" radius="full">
        Not set up
      </Badge>
    );
  return settings.enabled ? (
    <Badge color="green" variant="soft" radius="full">
      On
    </Badge>
  ) : (
    // Amber's soft text reads at 4.5:1 only in high contrast.
    <Badge color="amber" variant="soft" radius="full" highContrast>
      Paused
    </Badge>
  );
}

function CopyLine({
  label,
  value,
  onCopy,
}: {
  label: string;
  value: string;
  onCopy: (value: string, what: string) => void;
}) {
  return (
    <Flex direction="column" gap="1">
      <Text size="2" weight="medium">
        {label}
      </Text>
      <Flex gap="2" align="center" wrap="wrap">
        <Code size="2" variant="soft" style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Code>
        <Button
          size="1"
          variant="soft"
          onClick={() => onCopy(value, label)}
          aria-label={`Copy ${label}`}
        >
          Copy
        </Button>
      </Flex>
    </Flex>
  );
}

function DeliveryReports({
  channel,
  settings,
  onCopy,
}: {
  channel: ProviderChannel;
  settings: ChannelSettings | null;
  onCopy: (value: string, what: string) => void;
}) {
  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Heading as="h3" size="3">
          Delivery reports
        </Heading>
        {settings ? (
          <>
            <Text size="2" color="gray">
              {providers[channel].reports}
            </Text>
            <CopyLine label="Webhook URL" value={settings.webhook_url} onCopy={onCopy} />
            {settings.verify_token && (
              <CopyLine label="Verify token" value={settings.verify_token} onCopy={onCopy} />
            )}
            {!settings.has_webhook_secret && (
              <Text size="2" color="amber" highContrast role="note">
                No {providers[channel].secret.toLowerCase()} is stored: reports are refused until
                one is.
              </Text>
            )}
          </>
        ) : (
          <Text size="2" color="gray">
            The address to give {providers[channel].reportsTo} appears here once{' '}
            {channelLabel[channel]} is set up.
          </Text>
        )}
      </Flex>
    </Card>
  );
}

export interface MessageChannelsViewProps {
  /** The channels set up; one not listed is not set up. */
  channels: Loadable<ChannelSettings[]>;
  saving: ProviderChannel | null;
  removing: ProviderChannel | null;
  /** A refused save (422), by channel: each message under its field. */
  errors: Partial<Record<ProviderChannel, FieldErrors>>;
  onSave: (channel: ProviderChannel, input: ChannelInput) => void;
  onRemove: (channel: ProviderChannel) => void;
  onCopy: (value: string, what: string) => void;
  onRetry?: () => void;
}

/** The superadmin's SMS and WhatsApp settings: per channel its provider form and reports address. */
export function MessageChannelsView(props: MessageChannelsViewProps) {
  if (props.channels.status === 'loading') return <LoadingRows columns={2} rows={6} />;
  if (props.channels.status === 'error')
    return <ErrorState message={props.channels.message} onRetry={props.onRetry} />;
  const list = props.channels.data;
  return (
    <Flex direction="column" gap="6">
      {providerChannels.map((channel) => {
        const settings = list.find((c) => c.channel === channel) ?? null;
        const name = channelLabel[channel];
        return (
          <Flex key={channel} direction="column" gap="3" asChild>
            <section aria-labelledby={`channel-${channel}`}>
              <Flex justify="between" align="center" gap="3" wrap="wrap">
                <Flex align="center" gap="3">
                  <Heading as="h2" size="4" id={`channel-${channel}`}>
                    {name} by {providers[channel].name}
                  </Heading>
                  <ChannelStatus settings={settings} />
                </Flex>
                {settings && (
                  <Confirm
                    title={`Remove ${name}?`}
                    description={`Its settings and keys are forgotten: ${name} messages fail as not set up until it is set up again, and the delivery-report address stops answering.`}
                    confirmLabel={`Remove ${name}`}
                    color="red"
                    onConfirm={() => props.onRemove(channel)}
                  >
                    <Button
                      variant="soft"
                      color="red"
                      loading={props.removing === channel}
                      aria-label={`Remove ${name}`}
                    >
                      Remove
                    </Button>
                  </Confirm>
                )}
              </Flex>
              <Grid columns={{ initial: '1', md: '3fr 2fr' }} gap="4" align="start">
                <RecordForm
                  // A save answers new settings: the form starts again from them, its key boxes empty.
                  key={settings?.updated_at ?? 'new'}
                  fields={channelFields(channel, settings)}
                  initial={initialValues(channel, settings)}
                  busy={props.saving === channel}
                  errors={props.errors[channel] ?? {}}
                  submitLabel={settings ? `Save ${name}` : `Set up ${name}`}
                  onSubmit={(values) => props.onSave(channel, channelInput(channel, values))}
                />
                <DeliveryReports channel={channel} settings={settings} onCopy={props.onCopy} />
              </Grid>
            </section>
          </Flex>
        );
      })}
    </Flex>
  );
}
