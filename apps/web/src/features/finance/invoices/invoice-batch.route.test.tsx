import { createClient } from '@schoolmates/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from '../../../lib/api.tsx';
import { paths } from '../../../lib/paths.ts';
import { StoryFrame } from '../../../test/story-frame.tsx';
import { InvoiceBatchRoute } from './invoice-batch.route.tsx';

const json = (data: unknown) =>
  new Response(JSON.stringify({ data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/** A server whose current term answers only when `answerPeriod` is called. */
function slowPeriodServer() {
  let answerPeriod = () => {};
  const period = new Promise<void>((resolve) => {
    answerPeriod = resolve;
  });
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    if (path === '/current/academicperiod') {
      await period;
      return json({
        id: '1',
        type: 'record',
        attributes: { term: 'Second Term', session: '2025/2026' },
      });
    }
    if (path === '/class') return json([]);
    return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
  };
  return { client: createClient({ baseUrl: 'http://school.test/api', fetch }), answerPeriod };
}

describe('invoicing a class', () => {
  it('keeps what the bursar chose before the current term arrived, and fills in the rest from it', async () => {
    const server = slowPeriodServer();
    render(
      <StoryFrame address={paths.invoiceBatch}>
        <QueryClientProvider
          client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        >
          <ApiProvider client={server.client}>
            <InvoiceBatchRoute />
          </ApiProvider>
        </QueryClientProvider>
      </StoryFrame>,
    );
    fireEvent.change(screen.getByLabelText('Due date'), { target: { value: '2026-01-30' } });
    await act(async () => server.answerPeriod());

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Term' }).textContent).toBe('Second Term'),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Due date').value).toBe('2026-01-30');
  });
});
