import type { Schema } from '@schoolmates/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { choose } from '../../../test/choose.ts';
import { type AddFeePhase, AddFeeView } from './add-fee.view.tsx';

const meta = { title: 'Finance/Add a fee to invoices' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const fees = [
  { value: '31', label: 'PTA levy (₦5,000.00, First Term)' },
  { value: '30', label: 'School fees (₦150,000.00, First Term)' },
];
const targets = [
  { value: '', label: 'Every invoice' },
  { value: '7|A', label: 'JSS 1 A' },
  { value: '7|B', label: 'JSS 1 B' },
];

const line = (
  id: string,
  fullname: string,
  outcome: Schema<'InvoiceAddFeeOutcome'>,
  paid: number,
): Schema<'InvoiceAddFeeLineRecord'> => {
  const previous = outcome === 'has_fee' ? 15_500_000 : 15_000_000;
  const next = outcome === 'has_fee' ? previous : previous + 500_000;
  return {
    id,
    attributes: {
      outcome,
      invoice_id: id,
      invoice_no: `INV/2025-2026/0000${id}`,
      student_id: `10${id}`,
      fullname,
      admission_number: `BFA/2025/0${id}`,
      class_name: 'JSS 1',
      sub_class: 'A',
      previous_total: previous,
      new_total: next,
      amount_paid: paid,
      outstanding: next - paid,
    },
  };
};
const answer = (preview: boolean): Schema<'InvoiceAddFeeAnswer'> => ({
  data: [
    line('11', 'Adebayo Tolu', preview ? 'would_add' : 'added', 15_000_000),
    line('12', 'Chidi Danjuma', preview ? 'would_add' : 'added', 5_000_000),
    line('13', 'Eze Ngozi', 'has_fee', 0),
  ],
  meta: { preview, invoices: 3, added: 2, skipped: 1, total_added: 1_000_000 },
});

const onPreview = fn();
const story = (phase: AddFeePhase, more: { error?: string; fees?: typeof fees } = {}): Story => ({
  render: () => (
    <AddFeeView
      phase={phase}
      fees={more.fees ?? fees}
      targets={targets}
      error={more.error ?? null}
      onPreview={onPreview}
      onConfirm={fn()}
      onCancel={fn()}
      onRetry={fn()}
    />
  ),
});

export const Loading: Story = story({ kind: 'loading' });
export const LoadError: Story = story({ kind: 'error', message: 'Failed to fetch' });
export const NoFees: Story = story({ kind: 'choosing', busy: false }, { fees: [] });

/** The preview asks for a fee and a reason; then it sends the choice. */
export const Choosing: Story = {
  ...story({ kind: 'choosing', busy: false }),
  play: async (context) => {
    const { canvas, userEvent } = context;
    onPreview.mockClear();
    const previewButton = canvas.getByRole('button', { name: 'Preview invoices' });
    await expect(previewButton).toBeDisabled();
    await choose(context, /Fee/, 'PTA levy (₦5,000.00, First Term)');
    await choose(context, /Invoices of/, 'JSS 1 A');
    await userEvent.type(canvas.getByLabelText(/Reason/), 'PTA levy agreed in October');
    await userEvent.click(previewButton);
    await expect(onPreview).toHaveBeenCalledWith({
      fee: '31',
      target: '7|A',
      reason: 'PTA levy agreed in October',
    });
  },
};
export const Previewing: Story = story({ kind: 'choosing', busy: true });
export const Previewed: Story = story({ kind: 'previewed', answer: answer(true), busy: false });
export const PreviewRefused: Story = story(
  { kind: 'choosing', busy: false },
  { error: 'Fee not found.' },
);
export const PreviewNothing: Story = story({
  kind: 'previewed',
  answer: {
    data: [],
    meta: { preview: true, invoices: 0, added: 0, skipped: 0, total_added: 0 },
  },
  busy: false,
});
export const Adding: Story = story({ kind: 'previewed', answer: answer(true), busy: true });
export const Done: Story = story({ kind: 'done', answer: answer(false) });
