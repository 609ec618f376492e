import { exampleInvoice, examplePayment } from '@schoolmates/machines/finance';
import { createClient } from '@schoolmates/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from '../../../lib/api.tsx';
import { paths } from '../../../lib/paths.ts';
import { StoryFrame } from '../../../test/story-frame.tsx';
import InvoiceRoute from './invoice.route.tsx';

const record = (id: string, attributes: object) => ({ id, type: 'record', attributes });

/**
 * One invoice on a fake server: it counts each read of the invoice and of the bank accounts (a
 * finance list the screen shows), and takes one payment.
 */
function fakeServer() {
  const invoice = exampleInvoice();
  const reads = { invoice: 0, banks: 0 };
  const payments: unknown[] = [];
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const json = (data: unknown) =>
      new Response(JSON.stringify({ data }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    if (path === `/invoice/${invoice.id}` && request.method === 'GET') {
      reads.invoice += 1;
      return json(invoice);
    }
    if (path === '/bank') {
      reads.banks += 1;
      return json([record('9', { bank_name: 'First Bank', account_name: 'Bright Future' })]);
    }
    if (path === '/current/academicperiod') {
      return json(record('1', { term: 'First Term', session: '2025/2026' }));
    }
    if (path === '/payment' && request.method === 'POST') {
      payments.push(await request.json());
      return json(examplePayment('77', 5_000_000, { invoice }));
    }
    return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
  };
  return {
    client: createClient({ baseUrl: 'http://school.test/api', fetch }),
    invoice,
    reads,
    payments,
  };
}

describe('recording a payment on the invoice screen', () => {
  it('shows the invoice the machine holds after the payment, without reading it again', async () => {
    const server = fakeServer();
    // The app's cache: nothing read again on mount or focus, only when a change says so.
    const queryClient = new QueryClient({
      defaultOptions: {
        queries: { retry: false, refetchOnMount: false, refetchOnWindowFocus: false },
      },
    });
    render(
      <StoryFrame address={paths.registerPayment(server.invoice.id)}>
        <QueryClientProvider client={queryClient}>
          <ApiProvider client={server.client}>
            <Routes>
              <Route path={paths.registerPayment(':id')} element={<InvoiceRoute />} />
            </Routes>
          </ApiProvider>
        </QueryClientProvider>
      </StoryFrame>,
    );
    const amount = await screen.findByRole('textbox', { name: /Amount paid/ });
    fireEvent.change(amount, { target: { value: '50,000' } });
    // Radix's select keeps a native one for the form: choosing there chooses the bank.
    const bank = await waitFor(() => {
      const select = document.querySelector<HTMLSelectElement>('select[name="bank_id"]');
      expect(select?.options.length).toBeGreaterThan(1);
      return select as HTMLSelectElement;
    });
    fireEvent.change(bank, { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save payment' }));

    await waitFor(() => expect(server.payments).toHaveLength(1));
    await screen.findByText('RCT/2025-2026/000077');
    // Lists showing the invoice's figures are read again; the invoice itself is the machine's.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(server.reads.invoice).toBe(1);
    expect(server.reads.banks).toBe(2);
    expect(queryClient.getQueryData(['finance', 'invoice', 'one', server.invoice.id])).toEqual(
      expect.objectContaining({
        attributes: expect.objectContaining({ amount_paid: 5_000_000 }),
      }),
    );
  });
});
