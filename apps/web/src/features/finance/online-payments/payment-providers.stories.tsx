import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { choose } from '../../../test/choose.ts';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import type { ProviderSettings } from './payment-providers.api.ts';
import { PaymentProvidersView, type PaymentProvidersViewProps } from './payment-providers.view.tsx';

const meta = { title: 'Finance/Online payment providers' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const banks = [
  { value: '9', label: 'First Bank 2034567891' },
  { value: '10', label: 'GTBank 0123456789' },
];
const base: PaymentProvidersViewProps = {
  providers: ready([]),
  banks,
  saving: null,
  errors: {},
  onSave: noop,
};
const paystack: ProviderSettings = {
  provider: 'paystack',
  enabled: true,
  public_key: 'pk_live_0123456789abcdef',
  bank_id: '9',
  part_payments: true,
  has_secret_key: true,
  has_webhook_hash: false,
  webhook_url: 'https://portal.example.ng/api/payments/webhooks/paystack',
  updated_at: '2026-01-10T08:00:00.000Z',
};

const save = fn();
const section = (canvas: HTMLElement, name: RegExp) =>
  within(within(canvas).getByRole('region', { name }));

/**
 * Nothing set up: Paystack without its secret key is refused by the browser; with it, the body
 * carries the public key, the bank, the key and "on".
 */
export const ProvidersNotSetUp: Story = {
  render: () => <PaymentProvidersView {...base} onSave={save} />,
  play: async ({ canvasElement, userEvent }) => {
    save.mockClear();
    const form = section(canvasElement, /^Paystack/);
    await expect(form.getByText('Not set up')).toBeVisible();
    await userEvent.type(form.getByLabelText(/Public key/), 'pk_live_0123456789');
    await choose({ canvas: form, userEvent }, 'Settles into', 'First Bank 2034567891');
    await userEvent.click(form.getByRole('button', { name: 'Set up Paystack' }));
    await expect(save).not.toHaveBeenCalled();
    await expect(form.getByLabelText(/^Secret key/)).toBeInvalid();
    await userEvent.type(form.getByLabelText(/^Secret key/), 'sk_live_0123456789');
    await userEvent.click(form.getByRole('button', { name: 'Set up Paystack' }));
    await expect(save).toHaveBeenCalledWith('paystack', {
      public_key: 'pk_live_0123456789',
      bank_id: '9',
      part_payments: false,
      enabled: true,
      secret_key: 'sk_live_0123456789',
    });
  },
};

/** Paystack set up: its key box is empty and optional, and its webhook address is shown. */
export const ProvidersSetUp: Story = {
  render: () => <PaymentProvidersView {...base} providers={ready([paystack])} onSave={save} />,
  play: async ({ canvasElement, userEvent }) => {
    save.mockClear();
    const form = section(canvasElement, /^Paystack/);
    await expect(form.getByText(paystack.webhook_url)).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Save Paystack' }));
    await expect(save).toHaveBeenCalledWith('paystack', {
      public_key: paystack.public_key,
      bank_id: '9',
      part_payments: true,
      enabled: true,
    });
  },
};
export const ProvidersSaving: Story = {
  render: () => <PaymentProvidersView {...base} providers={ready([paystack])} saving="paystack" />,
};
export const ProvidersLoading: Story = {
  render: () => <PaymentProvidersView {...base} providers={loading} />,
};
export const ProvidersError: Story = {
  render: () => <PaymentProvidersView {...base} providers={failed} onRetry={noop} />,
};
