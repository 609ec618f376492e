import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type FeeHolds, FeeHoldsView } from './fee-holds.view.tsx';

const meta = { title: 'Results/Release/Held for fees' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

// The release screen's list of students held for fees owed (issue 29): the school holds the
// result of a student owing above ₦20,000 for the term unless staff exempt them.
const gate = { enabled: true, threshold: 2_000_000 };
const holds: FeeHolds = {
  gate,
  term: 'First Term',
  session: '2025/2026',
  students: [
    {
      student_id: '11',
      student_fullname: 'Adaeze Okafor',
      sub_class: 'A',
      owed: 4_500_000,
      held: true,
      exemption_reason: null,
    },
    {
      student_id: '12',
      student_fullname: 'Bisi Adeyemi',
      sub_class: 'A',
      owed: 3_000_000,
      held: false,
      exemption_reason: 'Scholarship being processed',
    },
    {
      student_id: '13',
      student_fullname: 'Chuka Eze',
      sub_class: 'A',
      owed: 0,
      held: false,
      exemption_reason: null,
    },
  ],
};
const ready = (data: FeeHolds) => ({ status: 'ready' as const, data });
const onExempt = fn();
const base = { mayExempt: true, exempting: null, onExempt, onRetry: fn() };

export const HeldForFeesLoading: Story = {
  render: () => <FeeHoldsView {...base} holds={{ status: 'loading' }} />,
};
export const HeldForFeesError: Story = {
  render: () => (
    <FeeHoldsView {...base} holds={{ status: 'error', message: 'The server did not answer' }} />
  ),
};
export const HeldForFeesGateOff: Story = {
  render: () => (
    <FeeHoldsView {...base} holds={ready({ ...holds, gate: { enabled: false, threshold: 0 } })} />
  ),
};
export const HeldForFeesNobodyHeld: Story = {
  render: () => (
    <FeeHoldsView
      {...base}
      holds={ready({ ...holds, students: holds.students.filter((s) => s.owed === 0) })}
    />
  ),
};
/** Held and exempted students; "Exempt" asks a reason and sends it. */
export const HeldForFeesFilled: Story = {
  render: () => <FeeHoldsView {...base} holds={ready(holds)} />,
  play: async ({ canvasElement }) => {
    onExempt.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Exempt Adaeze Okafor' }));
    const dialog = within(canvasElement.ownerDocument.body);
    const confirm = await dialog.findByRole('button', { name: 'Exempt' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Paid at the bank today');
    await userEvent.click(confirm);
    await expect(onExempt).toHaveBeenCalledWith(holds.students[0], 'Paid at the bank today');
  },
};
export const HeldForFeesExempting: Story = {
  render: () => <FeeHoldsView {...base} exempting="11" holds={ready(holds)} />,
};
export const HeldForFeesReadOnly: Story = {
  render: () => <FeeHoldsView {...base} mayExempt={false} holds={ready(holds)} />,
};
