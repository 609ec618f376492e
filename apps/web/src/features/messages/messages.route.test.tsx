import { createClient, type Schema } from '@schoolmates/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../lib/api.tsx';
import { StoryFrame } from '../../test/story-frame.tsx';
import { refreshEvery } from './messages.api.ts';
import MessagesRoute from './messages.route.tsx';

type Message = Schema<'OutboxMessage'>;

const message = (id: string, status: Message['status']): Message => ({
  id,
  event: 'result_released',
  channel: 'email',
  recipient: `student${id}@example.com`,
  recipient_name: `Student ${id}`,
  subject: 'Your result is out (Bright Future Academy)',
  status,
  tries: status === 'dead' ? 5 : 1,
  last_error: status === 'dead' ? '550 Recipient address rejected' : null,
  batch: null,
  transport: null,
  text: null,
  created_at: '2026-03-02T08:15:00Z',
  updated_at: '2026-03-02T08:15:00Z',
});

/**
 * The outbox as the server keeps it: answers GET /messages with `messages` and counts of their
 * statuses, queues a dead or failed one again on POST …/resend (409 otherwise), and records
 * every request.
 */
function fakeServer(messages: Message[]) {
  const requests: string[] = [];
  const counts = () =>
    Object.fromEntries(
      (['queued', 'sent', 'delivered', 'failed', 'dead'] as const).map((s) => [
        s,
        messages.filter((m) => m.status === s).length,
      ]),
    );
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname.replace(/^\/api/, '')}${url.search}`);
    const resend = url.pathname.match(/\/messages\/(\w+)\/resend$/);
    if (resend) {
      const found = messages.find((m) => m.id === resend[1]);
      if (!found) return answer(404, { message: 'Message not found' });
      if (found.status !== 'failed' && found.status !== 'dead') {
        return answer(409, {
          message: `This message is ${found.status}; only a failed message is sent again.`,
        });
      }
      Object.assign(found, { status: 'queued', tries: 0, last_error: null });
      return answer(200, { message: 'The message is queued to be sent again.', data: found });
    }
    return answer(200, {
      data: messages,
      meta: { page: 1, per_page: 25, total: messages.length, last_page: 1 },
      counts: counts(),
    });
  };
  return {
    messages,
    requests,
    gets: () => requests.filter((r) => r.startsWith('GET')),
    client: createClient({ baseUrl: 'http://school.test/api', fetch }),
  };
}

/** The page's address, as the person sees it in the browser's bar. */
function Address() {
  const { search } = useLocation();
  return <output aria-label="Address">{decodeURIComponent(search)}</output>;
}

function renderScreen(server: ReturnType<typeof fakeServer>, address = '/messages') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <StoryFrame address={address}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={server.client}>
          <MessagesRoute />
          <Address />
        </ApiProvider>
      </QueryClientProvider>
    </StoryFrame>,
  );
}

/** The status a row shows (its badge; a phone shows the same one in the row's first cell). */
const statusOf = (row: HTMLElement) =>
  within(row).getAllByText(/^(Queued|Sent|Delivered|Failed|Dead)$/)[0]?.textContent;

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

afterEach(() => vi.useRealTimers());

describe('MessagesRoute', () => {
  it('asks the server for the filters of the address', async () => {
    const server = fakeServer([message('1', 'dead')]);
    renderScreen(server, '/messages?status=dead&channel=email&batch=release:9&page=2&event=bogus');
    await screen.findByRole('row', { name: /student1@example.com/ });
    expect(server.gets()).toEqual([
      'GET /messages?status=dead&channel=email&batch=release%3A9&page=2&per_page=25',
    ]);
  });

  it('puts a chosen filter and a search in the address, back on page 1, and asks again', async () => {
    const server = fakeServer([message('1', 'delivered')]);
    renderScreen(server, '/messages?page=3');
    await screen.findByRole('row', { name: /student1@example.com/ });

    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(address()).toBe('?status=failed'));
    await waitFor(() => expect(server.gets()).toHaveLength(2));
    expect(server.gets()[1]).toBe('GET /messages?status=failed&page=1&per_page=25');

    const search = screen.getByRole('searchbox', { name: 'Search recipients' });
    fireEvent.change(search, { target: { value: ' ada@ ' } });
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    await waitFor(() => expect(address()).toBe('?status=failed&recipient=ada@'));
    await waitFor(() =>
      expect(server.gets().at(-1)).toBe(
        'GET /messages?status=failed&recipient=ada%40&page=1&per_page=25',
      ),
    );
  });

  it('sends a dead message again, says so and shows it queued', async () => {
    const server = fakeServer([message('1', 'delivered'), message('2', 'dead')]);
    renderScreen(server);
    const row = await screen.findByRole('row', { name: /student2@example.com/ });
    expect(statusOf(row)).toBe('Dead');

    fireEvent.click(within(row).getByRole('button', { name: /^Send again/ }));
    expect(await screen.findByText('Message queued to be sent again')).toBeTruthy();
    expect(server.requests).toContain('POST /messages/2/resend');
    const queued = await screen.findByRole('row', { name: /student2@example.com/ });
    await waitFor(() => expect(statusOf(queued)).toBe('Queued'));
    expect(within(queued).queryByRole('button', { name: /^Send again/ })).toBeNull();
  });

  it('refreshes a row the server refused to send again (409: it is on its way already)', async () => {
    const server = fakeServer([message('2', 'dead')]);
    renderScreen(server);
    const row = await screen.findByRole('row', { name: /student2@example.com/ });
    // The worker (or someone else) sent it again since the list was read.
    Object.assign(server.messages[0] ?? {}, { status: 'sent' });
    fireEvent.click(within(row).getByRole('button', { name: /^Send again/ }));
    await waitFor(() => expect(server.gets()).toHaveLength(2));
    const sent = await screen.findByRole('row', { name: /student2@example.com/ });
    await waitFor(() => expect(statusOf(sent)).toBe('Sent'));
    expect(within(sent).queryByRole('button', { name: /^Send again/ })).toBeNull();
  });

  it('opens a message of the mailbox to read, and closes it', async () => {
    const mail = {
      ...message('3', 'delivered'),
      transport: 'mailbox' as const,
      text: 'Choose a new password: http://localhost:3000/reset-password?token=abc',
    };
    renderScreen(fakeServer([mail]));
    const row = await screen.findByRole('row', { name: /student3@example.com/ });
    fireEvent.click(within(row).getByRole('button', { name: /^Read/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link').getAttribute('href')).toBe(
      'http://localhost:3000/reset-password?token=abc',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks again every few seconds while messages are queued, and stops once none is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeServer([message('1', 'queued'), message('2', 'delivered')]);
    renderScreen(server);
    await screen.findByRole('row', { name: /student1@example.com/ });
    expect(server.gets()).toHaveLength(1);

    // The worker delivers it.
    Object.assign(server.messages[0] ?? {}, { status: 'delivered' });
    await act(() => vi.advanceTimersByTimeAsync(refreshEvery));
    await waitFor(() => expect(server.gets()).toHaveLength(2));
    await screen.findByText('2 of 2 sent or delivered');

    await act(() => vi.advanceTimersByTimeAsync(refreshEvery * 3));
    expect(server.gets()).toHaveLength(2);
  });
});
