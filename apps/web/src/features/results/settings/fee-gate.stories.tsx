import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FeeGateView } from './fee-gate.view.tsx';

const meta = { title: 'Results/Settings/Fee-gated results' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const onSave = fn();
const base = { saving: false, onSave, onRetry: fn() };

export const FeeGateLoading: Story = {
  render: () => <FeeGateView {...base} gate={{ status: 'loading' }} />,
};
export const FeeGateError: Story = {
  render: () => (
    <FeeGateView {...base} gate={{ status: 'error', message: 'The server did not answer' }} />
  ),
};
/** Off, as every school starts; turning it on with a bad then a good amount. */
export const FeeGateOff: Story = {
  render: () => (
    <FeeGateView {...base} gate={{ status: 'ready', data: { enabled: false, threshold: 0 } }} />
  ),
  play: async ({ canvasElement }) => {
    onSave.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch'));
    const amount = canvas.getByRole('textbox', { name: /owing more than/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '20,00');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(/an amount in naira/)).toBeVisible();
    await expect(onSave).not.toHaveBeenCalled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '20,000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(onSave).toHaveBeenCalledWith({ enabled: true, threshold: 2_000_000 });
  },
};
export const FeeGateOn: Story = {
  render: () => (
    <FeeGateView
      {...base}
      gate={{ status: 'ready', data: { enabled: true, threshold: 2_000_000 } }}
    />
  ),
};
export const FeeGateSaving: Story = {
  render: () => (
    <FeeGateView
      {...base}
      saving
      gate={{ status: 'ready', data: { enabled: true, threshold: 2_000_000 } }}
    />
  ),
};
