import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { failed, loading, noop, ready } from '../../test/story-states.ts';
import type { MessagePreference } from './message-preferences.api.ts';
import { MessagePreferencesView } from './message-preferences.view.tsx';

const meta = { title: 'Account/Notifications' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const everyChannel: MessagePreference[] = [
  { channel: 'email', enabled: true, address: 'ngozi@bfa.ng' },
  { channel: 'sms', enabled: true, address: '+2348031234567' },
  { channel: 'whatsapp', enabled: false, address: '+2348031234567' },
];
const noPhone: MessagePreference[] = [
  { channel: 'email', enabled: true, address: 'ngozi@bfa.ng' },
  { channel: 'sms', enabled: true, address: null },
  { channel: 'whatsapp', enabled: true, address: null },
];

const change = fn();

/** Turning SMS off and WhatsApp on sends one change each. */
export const NotificationsFilled: Story = {
  render: () => (
    <MessagePreferencesView
      preferences={ready(everyChannel)}
      changing={null}
      errors={{}}
      onChange={change}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    change.mockClear();
    const sms = canvas.getByRole('switch', { name: /SMS/ });
    await expect(sms).toBeChecked();
    await expect(sms).toHaveAccessibleDescription('To +2348031234567');
    await userEvent.click(sms);
    await expect(change).toHaveBeenLastCalledWith({ channel: 'sms', enabled: false });
    await userEvent.click(canvas.getByRole('switch', { name: /WhatsApp/ }));
    await expect(change).toHaveBeenLastCalledWith({ channel: 'whatsapp', enabled: true });
    await expect(canvas.getByText(/always goes by e-mail/)).toBeVisible();
  },
};
/** No phone in the person's details: SMS and WhatsApp are off, and say why. */
export const NotificationsNoPhone: Story = {
  render: () => (
    <MessagePreferencesView
      preferences={ready(noPhone)}
      changing={null}
      errors={{}}
      onChange={noop}
    />
  ),
  play: async ({ canvas }) => {
    const sms = canvas.getByRole('switch', { name: /SMS/ });
    await expect(sms).toBeDisabled();
    await expect(sms).not.toBeChecked();
    await expect(sms).toHaveAccessibleDescription(/No phone number in your details/);
  },
};
export const NotificationsSaving: Story = {
  render: () => (
    <MessagePreferencesView
      preferences={ready(everyChannel)}
      changing="sms"
      errors={{}}
      onChange={noop}
    />
  ),
};
/** A change the server refused (422): its reason under the switch. */
export const NotificationsRefused: Story = {
  render: () => (
    <MessagePreferencesView
      preferences={ready(everyChannel)}
      changing={null}
      errors={{ whatsapp: ['is not set up for this school'] }}
      onChange={noop}
    />
  ),
};
export const NotificationsLoading: Story = {
  render: () => (
    <MessagePreferencesView preferences={loading} changing={null} errors={{}} onChange={noop} />
  ),
};
export const NotificationsError: Story = {
  render: () => (
    <MessagePreferencesView
      preferences={failed}
      changing={null}
      errors={{}}
      onChange={noop}
      onRetry={noop}
    />
  ),
};
