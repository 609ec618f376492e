import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { failed, loading, noop, ready } from '../../test/story-states.ts';
import { smsSettings, whatsappSettings } from './message-channels.fixtures.ts';
import { MessageChannelsView, type MessageChannelsViewProps } from './message-channels.view.tsx';

const meta = { title: 'Messages/SMS and WhatsApp' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const base: MessageChannelsViewProps = {
  channels: ready([]),
  saving: null,
  removing: null,
  errors: {},
  onSave: noop,
  onRemove: noop,
  onCopy: noop,
};

const save = fn();
const section = (canvas: HTMLElement, name: RegExp) =>
  within(within(canvas).getByRole('region', { name }));

/**
 * Nothing set up: SMS without its key is refused by the browser; with it, the body carries
 * Termii, the sender, the key and "on", and no empty secret.
 */
export const ChannelsNotSetUp: Story = {
  render: () => <MessageChannelsView {...base} onSave={save} />,
  play: async ({ canvasElement, userEvent }) => {
    save.mockClear();
    const sms = section(canvasElement, /^SMS/);
    await expect(sms.getByText('Not set up')).toBeVisible();
    await userEvent.type(sms.getByLabelText(/Sender ID/), 'BrightFA');
    await userEvent.click(sms.getByRole('button', { name: 'Set up SMS' }));
    await expect(save).not.toHaveBeenCalled();
    await expect(sms.getByLabelText(/^API key/)).toBeInvalid();
    await userEvent.type(sms.getByLabelText(/^API key/), 'TL-live-0123456789');
    await userEvent.click(sms.getByRole('button', { name: 'Set up SMS' }));
    await expect(save).toHaveBeenCalledWith('sms', {
      provider: 'termii',
      enabled: true,
      sender_id: 'BrightFA',
      api_key: 'TL-live-0123456789',
    });
  },
};

/**
 * SMS on and WhatsApp paused, both with a key stored: the key boxes are empty and optional, so
 * a save keeps the stored key; turning "Send by WhatsApp" on sends `enabled: true`.
 */
export const ChannelsSetUp: Story = {
  render: () => (
    <MessageChannelsView
      {...base}
      channels={ready([smsSettings, whatsappSettings])}
      onSave={save}
    />
  ),
  play: async ({ canvasElement, userEvent }) => {
    save.mockClear();
    const whatsapp = section(canvasElement, /^WhatsApp/);
    await expect(whatsapp.getByText('Paused')).toBeVisible();
    await expect(whatsapp.getByLabelText(/Replace access token/)).toHaveValue('');
    await expect(whatsapp.getByText('Webhook URL')).toBeVisible();
    await expect(whatsapp.getByText(whatsappSettings.verify_token ?? '')).toBeVisible();
    await userEvent.click(whatsapp.getByRole('checkbox', { name: 'Send by WhatsApp' }));
    await userEvent.click(whatsapp.getByRole('button', { name: 'Save WhatsApp' }));
    await expect(save).toHaveBeenCalledWith('whatsapp', {
      provider: 'whatsapp_cloud',
      enabled: true,
      phone_number_id: '109876543210987',
      template_name: 'school_notice',
      template_language: 'en',
    });
  },
};

export const ChannelsSaving: Story = {
  render: () => <MessageChannelsView {...base} channels={ready([smsSettings])} saving="sms" />,
};

export const ChannelsRemoving: Story = {
  render: () => <MessageChannelsView {...base} channels={ready([smsSettings])} removing="sms" />,
};

/** The server's 422 reasons under their fields. */
export const ChannelsRefused: Story = {
  render: () => (
    <MessageChannelsView
      {...base}
      channels={ready([smsSettings])}
      errors={{
        whatsapp: {
          phone_number_id: ['must match pattern "^[0-9]{5,30}$"'],
          api_key: ['is required to set up WhatsApp'],
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const whatsapp = section(canvasElement, /^WhatsApp/);
    await expect(whatsapp.getByLabelText(/^Access token/)).toHaveAccessibleDescription(
      'Is required to set up WhatsApp.',
    );
  },
};

export const ChannelsLoading: Story = {
  render: () => <MessageChannelsView {...base} channels={loading} />,
};

export const ChannelsError: Story = {
  render: () => <MessageChannelsView {...base} channels={failed} onRetry={noop} />,
};
