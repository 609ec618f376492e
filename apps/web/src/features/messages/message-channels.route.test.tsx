import { createClient, type Schema } from '@schoolmates/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from '../../lib/api.tsx';
import { StoryFrame } from '../../test/story-frame.tsx';
import type { ChannelSettings } from './message-channels.api.ts';
import { smsSettings } from './message-channels.fixtures.ts';
import MessageChannelsRoute from './message-channels.route.tsx';

type Input = Schema<'MessageChannelInput'>;

/**
 * The school's channels as the server keeps them (save-message-channel.ts): a first save needs
 * a key, a save without one keeps the stored key, a refused field answers 422, a removal
 * forgets the channel (404 when it is not set up). Every request and body is recorded.
 */
function fakeServer(channels: ChannelSettings[]) {
  const requests: { call: string; body?: Input }[] = [];
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === 'PUT' ? ((await request.json()) as Input) : undefined;
    requests.push({ call: `${request.method} ${url.pathname.replace(/^\/api/, '')}`, body });
    const channel = url.pathname.match(/\/message-channels\/(sms|whatsapp)$/)?.[1] as
      | ChannelSettings['channel']
      | undefined;
    const stored = channels.find((c) => c.channel === channel);
    if (request.method === 'GET') return answer(200, { data: channels });
    if (!channel) return answer(404, { message: 'Not found' });
    const name = channel === 'sms' ? 'SMS' : 'WhatsApp';
    if (request.method === 'DELETE') {
      if (!stored) return answer(404, { message: `${name} is not set up.` });
      channels.splice(channels.indexOf(stored), 1);
      return answer(200, { message: `${name} is turned off; its settings and keys are gone.` });
    }
    if (body?.sender_id === 'X') {
      return answer(422, {
        message: 'The data is not valid.',
        errors: { sender_id: ['must match pattern "^[A-Za-z0-9][A-Za-z0-9 .\\-]{2,10}$"'] },
      });
    }
    if (!body?.api_key && !stored?.has_key) {
      return answer(422, {
        message: 'The data is not valid.',
        errors: { api_key: [`is required to set up ${name}`] },
      });
    }
    const saved: ChannelSettings = {
      ...smsSettings,
      ...stored,
      enabled: body?.enabled ?? true,
      sender_id: body?.sender_id ?? null,
      has_key: true,
      has_webhook_secret: Boolean(body?.webhook_secret) || (stored?.has_webhook_secret ?? false),
      updated_at: new Date(Date.now() + requests.length * 1000).toISOString(),
    };
    channels.splice(0, channels.length, ...channels.filter((c) => c !== stored), saved);
    return answer(200, { message: `${name} is set up.`, data: saved });
  };
  return { requests, client: createClient({ baseUrl: 'http://school.test/api', fetch }) };
}

function renderScreen(server: ReturnType<typeof fakeServer>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <StoryFrame>
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={server.client}>
          <MessageChannelsRoute />
        </ApiProvider>
      </QueryClientProvider>
    </StoryFrame>,
  );
}

const sms = () => within(screen.getByRole('region', { name: /^SMS/ }));
const type = (label: RegExp, value: string) =>
  fireEvent.change(sms().getByLabelText(label), { target: { value } });

describe('MessageChannelsRoute', () => {
  it('sets SMS up: the form is sent, the answer shows the key stored and the address for reports', async () => {
    const server = fakeServer([]);
    renderScreen(server);
    await screen.findByRole('region', { name: /^SMS/ });
    await sms().findByText('Not set up');
    expect(sms().queryByText('Webhook URL')).toBeNull();
    type(/Sender ID/, ' BrightFA ');
    type(/^API key/, 'TL-live-0123456789');
    type(/^Secret key/, 'termii-secret-1');
    fireEvent.submit(sms().getByRole('button', { name: 'Set up SMS' }).closest('form') as never);

    await screen.findByText('SMS is set up.');
    expect(server.requests.at(-1)).toEqual({
      call: 'PUT /message-channels/sms',
      body: {
        provider: 'termii',
        enabled: true,
        sender_id: 'BrightFA',
        api_key: 'TL-live-0123456789',
        webhook_secret: 'termii-secret-1',
      },
    });
    await sms().findByText('On');
    // The stored key is never shown: its box is empty again, and optional.
    const replace = sms().getByLabelText(/Replace API key/) as HTMLInputElement;
    expect(replace.value).toBe('');
    expect(replace.required).toBe(false);
    expect(sms().getByText(smsSettings.webhook_url)).toBeTruthy();
    expect(server.requests.filter((r) => r.call.startsWith('GET'))).toHaveLength(1);
  });

  it("shows the server's refusal (422) under its field", async () => {
    const server = fakeServer([]);
    renderScreen(server);
    await screen.findByRole('region', { name: /^SMS/ });
    await sms().findByText('Not set up');
    type(/Sender ID/, 'X');
    type(/^API key/, 'TL-live-0123456789');
    fireEvent.submit(sms().getByRole('button', { name: 'Set up SMS' }).closest('form') as never);
    await waitFor(() =>
      expect(
        sms()
          .getByLabelText(/Sender ID/)
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(sms().getByRole('alert').textContent).toMatch(/^Must match pattern/);
    expect(sms().getByText('Not set up')).toBeTruthy();
  });

  it('pauses SMS keeping its key: no key is sent', async () => {
    const server = fakeServer([{ ...smsSettings }]);
    renderScreen(server);
    await screen.findByRole('region', { name: /^SMS/ });
    await sms().findByText('On');
    fireEvent.click(sms().getByRole('checkbox', { name: 'Send by SMS' }));
    fireEvent.submit(sms().getByRole('button', { name: 'Save SMS' }).closest('form') as never);
    await sms().findByText('Paused');
    expect(server.requests.at(-1)?.body).toEqual({
      provider: 'termii',
      enabled: false,
      sender_id: 'BrightFA',
    });
  });

  it('removes SMS only once the removal is confirmed', async () => {
    const server = fakeServer([{ ...smsSettings }]);
    renderScreen(server);
    await screen.findByRole('region', { name: /^SMS/ });
    await sms().findByText('On');
    fireEvent.click(sms().getByRole('button', { name: 'Remove SMS' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Its settings and keys are forgotten');
    expect(server.requests.some((r) => r.call.startsWith('DELETE'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove SMS' }));
    await sms().findByText('Not set up');
    expect(server.requests.at(-1)?.call).toBe('DELETE /message-channels/sms');
    await screen.findByText('SMS is turned off; its settings and keys are gone.');
  });
});
