import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StoryFrame } from '../../test/story-frame.tsx';
import { noop, ready } from '../../test/story-states.ts';
import { smsSettings, whatsappSettings } from './message-channels.fixtures.ts';
import * as stories from './message-channels.stories.tsx';
import { MessageChannelsView } from './message-channels.view.tsx';

const { ChannelsNotSetUp, ChannelsSaving } = composeStories(stories);

const show = (story: React.ReactNode) => render(<StoryFrame>{story}</StoryFrame>);
const region = (name: RegExp) => within(screen.getByRole('region', { name }));

describe('the SMS and WhatsApp settings', () => {
  it('gives the address for delivery reports (and WhatsApp its verify token) to copy', () => {
    const copy = vi.fn();
    show(
      <MessageChannelsView
        channels={ready([smsSettings, whatsappSettings])}
        saving={null}
        removing={null}
        errors={{}}
        onSave={noop}
        onRemove={noop}
        onCopy={copy}
      />,
    );
    const sms = region(/^SMS/);
    expect(sms.getByText(smsSettings.webhook_url)).toBeTruthy();
    expect(sms.queryByText('Verify token')).toBeNull();
    fireEvent.click(sms.getByRole('button', { name: 'Copy Webhook URL' }));
    expect(copy).toHaveBeenCalledWith(smsSettings.webhook_url, 'Webhook URL');

    const whatsapp = region(/^WhatsApp/);
    fireEvent.click(whatsapp.getByRole('button', { name: 'Copy Verify token' }));
    expect(copy).toHaveBeenLastCalledWith(whatsappSettings.verify_token, 'Verify token');
    // No app secret stored: Meta's reports would be refused, and the screen says so.
    expect(whatsapp.getByRole('note').textContent).toBe(
      'No app secret is stored: reports are refused until one is.',
    );
    expect(sms.queryByRole('note')).toBeNull();
  });

  it('asks for a key before the first save, and says where the reports address will be', () => {
    show(<ChannelsNotSetUp />);
    const sms = region(/^SMS/);
    expect((sms.getByLabelText(/^API key/) as HTMLInputElement).required).toBe(true);
    expect((sms.getByLabelText(/^Secret key/) as HTMLInputElement).required).toBe(false);
    expect(sms.getByText(/appears here once SMS is set up/)).toBeTruthy();
    expect(sms.queryByRole('button', { name: 'Remove SMS' })).toBeNull();
    // A new WhatsApp form starts with the usual template language.
    expect(
      (region(/^WhatsApp/).getByLabelText(/Template language/) as HTMLInputElement).value,
    ).toBe('en');
  });

  it('holds the channel being saved', () => {
    show(<ChannelsSaving />);
    expect(
      region(/^SMS/).getByRole('button', { name: 'Save SMS' }).hasAttribute('data-disabled'),
    ).toBe(true);
  });
});
