import { exampleInvoice, examplePayment, withPayment } from '@schoolmates/machines/finance';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { MyInvoiceView } from '../my-invoice/my-invoice.view.tsx';
import type { OnlinePayment, OnlinePaymentStatus } from './online-payments.api.ts';
import { PaymentReturnView } from './payment-return.view.tsx';
import { ReconciliationView } from './reconciliation.view.tsx';

const meta = {
  title: 'Finance/Online payments',
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const payment = (changes: Partial<OnlinePayment> = {}): OnlinePayment => ({
  reference: '1-3f9a6c0d2b7e4a1f9c3d5e7b',
  provider: 'paystack',
  status: 'initialized',
  invoice_id: '501',
  student_id: '42',
  amount: 11_850_000,
  paid_amount: null,
  excess: 0,
  payment_id: null,
  receipt_no: null,
  flag: null,
  created_at: '2026-01-12T09:30:00.000Z',
  verified_at: null,
  ...changes,
});
const credited = payment({
  status: 'credited',
  paid_amount: 11_850_000,
  payment_id: '77',
  receipt_no: 'RCT/2025-2026/000124',
  verified_at: '2026-01-12T09:31:10.000Z',
});

// The invoice a student or guardian reads, with its "Pay online" button.
const unpaid = exampleInvoice({ id: '501' });
const owed = withPayment(unpaid, examplePayment('701', 5_000_000, { invoice: unpaid }));
const payOnline = fn();
export const MyInvoicePayOnline: Story = {
  render: () => (
    <MyInvoiceView
      invoices={ready([owed])}
      onDownloadInvoice={noop}
      onDownloadReceipt={noop}
      onPayOnline={payOnline}
    />
  ),
  play: async ({ canvasElement }) => {
    payOnline.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: /online/ }));
    await expect(payOnline).toHaveBeenCalledWith(owed);
  },
};
export const MyInvoicePayOnlineStarting: Story = {
  render: () => (
    <MyInvoiceView
      invoices={ready([owed])}
      onDownloadInvoice={noop}
      onDownloadReceipt={noop}
      onPayOnline={noop}
      paying="501"
    />
  ),
};

// The return page.
const returned = (state: Parameters<typeof PaymentReturnView>[0]['payment']): Story => ({
  render: () => (
    <PaymentReturnView payment={state} invoicesPath="/invoices/my-invoice" onRetry={noop} />
  ),
});
export const ReturnLoading: Story = returned(loading);
export const ReturnConfirming: Story = returned(ready(payment()));
export const ReturnCredited: Story = returned(ready(credited));
export const ReturnCreditedWithExcess: Story = returned(
  ready({ ...credited, paid_amount: 12_850_000, excess: 1_000_000 }),
);
export const ReturnFailed: Story = returned(
  ready(
    payment({
      status: 'failed',
      paid_amount: 11_000_000,
      flag: 'Paid ₦110,000.00, less than the ₦118,500.00 asked.',
    }),
  ),
);
export const ReturnError: Story = returned(failed);

// The bursar's reconciliation.
function Reconciliation({
  payments,
}: {
  payments: Parameters<typeof ReconciliationView>[0]['payments'];
}) {
  const [status, setStatus] = useState<OnlinePaymentStatus | undefined>();
  return (
    <ReconciliationView
      payments={payments}
      status={status}
      onStatus={setStatus}
      onVerify={noop}
      onRetry={noop}
    />
  );
}
export const ReconciliationFilled: Story = {
  render: () => (
    <Reconciliation
      payments={ready([
        payment({ reference: '1-aaaaaaaaaaaaaaaaaaaaaaaa' }),
        credited,
        payment({
          reference: '1-bbbbbbbbbbbbbbbbbbbbbbbb',
          status: 'failed',
          paid_amount: 11_000_000,
          flag: 'Paid ₦110,000.00, less than the ₦118,500.00 asked.',
        }),
        payment({
          reference: '1-cccccccccccccccccccccccc',
          provider: 'flutterwave',
          status: 'unmatched',
          invoice_id: null,
          student_id: null,
          amount: 0,
          flag: 'No transaction of the school has this reference.',
        }),
      ])}
    />
  ),
};
export const ReconciliationLoading: Story = { render: () => <Reconciliation payments={loading} /> };
export const ReconciliationEmpty: Story = { render: () => <Reconciliation payments={ready([])} /> };
export const ReconciliationError: Story = { render: () => <Reconciliation payments={failed} /> };
