import {
  examplePromoted,
  type PromotionStudent,
  type StudentPromotionState,
  studentPromotionExamples,
  studentPromotionStates,
} from '@schoolmates/machines/people';
import { createClient } from '@schoolmates/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import { ApiProvider } from '../../../lib/api.tsx';
import { choose } from '../../../test/choose.ts';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { StudentPromotionPanel } from './student-promotion.route.tsx';
import { StudentPromotionView, type StudentPromotionViewProps } from './student-promotion.view.tsx';

const meta = { title: 'People/Student promotion' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const classes = ['JSS 1', 'JSS 2', 'JSS 3', 'SSS 1'].map((label, i) => ({
  value: String(i + 1),
  label,
  arms: ['A', 'B'],
}));
const students: PromotionStudent[] = [
  ['Ada Obi', 'BFA/2025/001'],
  ['Tunde Bakare', 'BFA/2025/002'],
  ['Zainab Musa', 'BFA/2025/003'],
  ['Chiamaka Eze', 'BFA/2025/004'],
  ['Ifeanyi Nwosu', 'BFA/2025/005'],
].map(([fullname, admission_number], i) => ({
  id: String(i + 1),
  fullname: fullname as string,
  admission_number: admission_number as string,
}));
const promotion: StudentPromotionViewProps = {
  classes,
  fromClassId: '1',
  fromArm: 'A',
  onFromChange: noop,
  students: ready(students),
  run: { phase: 'choosing', refusal: null },
  onStart: noop,
  onDone: noop,
  onRetryFailed: noop,
  onRetry: noop,
};

const startPromotion = fn();

/**
 * Moving students into the arm they are in is refused beside the arm; another arm is asked
 * first, then the ticked students are sent.
 */
export const PromotionFilled: Story = {
  render: () => <StudentPromotionView {...promotion} onStart={startPromotion} />,
  play: async ({ canvas, userEvent }) => {
    startPromotion.mockClear();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Choose Zainab Musa' }));
    await choose({ canvas, userEvent }, /To class/, 'JSS 1');
    await choose({ canvas, userEvent }, /To arm/, 'A');
    await expect(canvas.getByText('Is the class arm they are already in.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Promote 4 students' })).toBeDisabled();
    await choose({ canvas, userEvent }, /To arm/, 'B');
    await userEvent.click(canvas.getByRole('button', { name: 'Promote 4 students' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Promote 4 students?' });
    await expect(ask).toHaveAccessibleDescription(
      'They move from JSS 1 A to JSS 1 B. Their results stay with the class they were earned in.',
    );
    await userEvent.click(within(ask).getByRole('button', { name: 'Promote' }));
    await expect(startPromotion).toHaveBeenCalledWith({
      student_ids: ['1', '2', '4', '5'],
      action: 'promote',
      to_class_id: '1',
      to_sub_class: 'B',
    });
  },
};
export const PromotionNoClassChosen: Story = {
  render: () => <StudentPromotionView {...promotion} fromClassId="" fromArm="" students={null} />,
};
export const PromotionLoading: Story = {
  render: () => <StudentPromotionView {...promotion} students={loading} />,
};
export const PromotionEmpty: Story = {
  render: () => <StudentPromotionView {...promotion} students={ready([])} />,
};
export const PromotionError: Story = {
  render: () => <StudentPromotionView {...promotion} students={failed} />,
};
export const PromotionRefused: Story = {
  render: () => (
    <StudentPromotionView
      {...promotion}
      run={{
        phase: 'choosing',
        refusal: 'Only superadmin, admin or principal may promote students.',
      }}
    />
  ),
};
export const PromotionMoving: Story = {
  render: () => (
    <StudentPromotionView {...promotion} run={{ phase: 'moving', done: 25, total: 60 }} />
  ),
};
const moved = students.map((s) => examplePromoted(s));
export const PromotionSummary: Story = {
  render: () => (
    <StudentPromotionView {...promotion} run={{ phase: 'finished', moved, failures: [] }} />
  ),
};
export const PromotionPartlyFailed: Story = {
  render: () => (
    <StudentPromotionView
      {...promotion}
      run={{
        phase: 'failed',
        moved: moved.slice(0, 3),
        failures: students
          .slice(3)
          .map((s) => ({ ...s, reason: 'is not an active student of JSS 1 A' })),
      }}
    />
  ),
};
export const GraduationSummary: Story = {
  render: () => (
    <StudentPromotionView
      {...promotion}
      run={{
        phase: 'finished',
        moved: students.map((s) =>
          examplePromoted(s, {
            from_class_id: '4',
            from_sub_class: 'A',
            action: 'graduate',
            to_class_id: null,
            to_sub_class: null,
            students,
          }),
        ),
        failures: [],
      }}
    />
  ),
};

// The real container in every state of the studentPromotion machine, started from the
// machine's example snapshot (`studentPromotionExamples`); calls never answer in a story.
function PromotionIn({ state }: { state: StudentPromotionState }) {
  const [client] = useState(() => createClient({ fetch: () => new Promise<Response>(() => {}) }));
  return (
    <ApiProvider client={client}>
      <StudentPromotionPanel
        {...promotion}
        userRole="admin"
        snapshot={studentPromotionExamples[state]}
      />
    </ApiProvider>
  );
}
const promotionStory = (state: StudentPromotionState): Story => ({
  name: `Promotion: ${state}`,
  parameters: { studentPromotionStates },
  render: () => <PromotionIn state={state} />,
});
export const PromotionChoosingState: Story = promotionStory('choosing');
export const PromotionMovingState: Story = promotionStory('moving');
export const PromotionFailedState: Story = promotionStory('failed');
export const PromotionFinishedState: Story = promotionStory('finished');
