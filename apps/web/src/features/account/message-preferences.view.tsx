import { Callout, Card, Flex, Heading, Switch, Text } from '@radix-ui/themes';
import type { FieldErrors } from '@schoolmates/sdk';
import { useId } from 'react';
import { FieldError } from '../../components/form.tsx';
import type { Loadable } from '../../components/queries.ts';
import { ErrorState, LoadingRows } from '../../components/states.tsx';
import { channelLabel } from '../../lib/message-channels.ts';
import type { MessagePreference, PreferenceChange } from './message-preferences.api.ts';

/** Why a channel cannot reach the person: the address it needs is not in their details. */
const noAddress = {
  email: 'No e-mail address in your details: add one above to be told things by e-mail.',
  sms: 'No phone number in your details: add one above to be told things by SMS.',
  whatsapp: 'No phone number in your details: add one above to be told things on WhatsApp.',
} as const satisfies Record<MessagePreference['channel'], string>;

function ChannelSwitch({
  preference,
  busy,
  errors,
  onChange,
}: {
  preference: MessagePreference;
  busy: boolean;
  errors: FieldErrors;
  onChange: (change: PreferenceChange) => void;
}) {
  const id = useId();
  const { channel, address } = preference;
  const messages = errors[channel];
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2">
        <Flex gap="3" align="start">
          <Switch
            mt="1"
            // With no address nothing reaches the person, whatever is stored: shown off.
            checked={preference.enabled && address !== null}
            disabled={address === null || busy}
            aria-describedby={`${id}-address${messages ? ` ${id}-error` : ''}`}
            onCheckedChange={(enabled) => onChange({ channel, enabled })}
          />
          <Flex direction="column" gap="1">
            <Text weight="medium">{channelLabel[channel]}</Text>
            <Text id={`${id}-address`} size="2" color="gray" style={{ overflowWrap: 'anywhere' }}>
              {address === null ? noAddress[channel] : `To ${address}`}
            </Text>
          </Flex>
        </Flex>
      </Text>
      <FieldError id={`${id}-error`} messages={messages} />
    </Flex>
  );
}

export interface MessagePreferencesViewProps {
  preferences: Loadable<MessagePreference[]>;
  /** The channel being saved. */
  changing: MessagePreference['channel'] | null;
  /** A refused change (422), by channel. */
  errors: FieldErrors;
  onChange: (change: PreferenceChange) => void;
  onRetry?: () => void;
}

/** Which channels the portal tells the signed-in person things by (results, invoices, …). */
export function MessagePreferencesView(props: MessagePreferencesViewProps) {
  const { preferences } = props;
  return (
    <Card size="3">
      <Heading as="h2" size="4" mb="1">
        Notifications
      </Heading>
      <Text as="p" size="2" color="gray" mb="4">
        Results, invoices, payments, announcements and assignments reach you by the channels you
        leave on.
      </Text>
      {preferences.status === 'loading' && <LoadingRows columns={1} rows={3} />}
      {preferences.status === 'error' && (
        <ErrorState message={preferences.message} onRetry={props.onRetry} />
      )}
      {preferences.status === 'ready' && (
        <Flex direction="column" gap="4">
          {preferences.data.map((preference) => (
            <ChannelSwitch
              key={preference.channel}
              preference={preference}
              busy={props.changing === preference.channel}
              errors={props.errors}
              onChange={props.onChange}
            />
          ))}
          <Callout.Root color="gray" variant="surface" size="1">
            <Callout.Text>
              A link to reset your password always goes by e-mail, whatever you choose here.
            </Callout.Text>
          </Callout.Root>
        </Flex>
      )}
    </Card>
  );
}
