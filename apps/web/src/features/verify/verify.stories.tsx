import './verify.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { failed, loading, noop, ready } from '../../test/story-states.ts';
import type { CardCheck } from './verify.api.ts';
import { VerifyView, type VerifyViewProps } from './verify.view.tsx';

const meta = { title: 'Verify/Report card check' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const code = 'SM-1-7K3Q-92XD-4HNP';
const facts: CardCheck = {
  code,
  status: 'valid',
  released_at: '2025-12-12T09:30:00Z',
  replaced_at: null,
  figures: null,
  school_name: 'SchoolMates Demo Academy',
  school_logo: null,
  student_fullname: 'Obi Ada Chioma',
  class_name: 'JSS 1 A',
  period: 'Second Half',
  term: 'First Term',
  session: '2025/2026',
};
const component = (key: 'ca1' | 'ca2' | 'exam', name: string, maximum: number) => ({
  key,
  name,
  maximum,
  period: key === 'exam' ? ('Second Half' as const) : ('First Half' as const),
});
const score = (component: 'ca1' | 'ca2' | 'exam', value: number | null, absent = false) => ({
  component,
  score: value,
  absent,
});
const opened: CardCheck = {
  ...facts,
  figures: {
    components: [
      component('ca1', 'First Assessment', 20),
      component('ca2', 'Second Assessment', 20),
      component('exam', 'Exam', 60),
    ],
    subjects: [
      {
        subject: 'Mathematics',
        scores: [score('ca1', 15), score('ca2', 18), score('exam', 50)],
        total: 83,
        grade: 'A',
        position: 1,
      },
      {
        subject: 'English Language',
        scores: [score('ca1', null, true), score('ca2', 10), score('exam', 40)],
        total: 50,
        grade: 'C',
        position: 3,
      },
    ],
    total_score: 133,
    student_average: 66.5,
    grade: 'B',
    position: 3,
    number_in_class: 24,
  },
};

const onPin = fn();
const view = (props: Partial<VerifyViewProps>) => (
  <VerifyView
    code={code}
    card={ready(facts)}
    opening={false}
    pinErrors={{}}
    pinMessage={null}
    onPin={noop}
    onRetry={noop}
    {...props}
  />
);

export const VerifyLoading: Story = { render: () => view({ card: loading }) };
export const VerifyError: Story = { render: () => view({ card: failed }) };
export const VerifyNotFound: Story = { render: () => view({ card: ready(null) }) };
/** The facts anyone sees; the PIN typed is what is sent. */
export const VerifyValid: Story = {
  render: () => view({ onPin }),
  play: async ({ canvas, userEvent }) => {
    onPin.mockClear();
    await expect(canvas.getByText('Valid')).toBeVisible();
    await expect(canvas.queryByText('83')).toBeNull();
    await userEvent.type(canvas.getByLabelText(/PIN/), '12345678');
    await userEvent.click(canvas.getByRole('button', { name: 'Show the scores' }));
    await expect(onPin).toHaveBeenCalledWith('12345678');
  },
};
export const VerifyOpening: Story = { render: () => view({ opening: true }) };
export const VerifyWrongPin: Story = {
  render: () => view({ pinErrors: { pin: ['this is not the card’s PIN (4 tries left)'] } }),
};
export const VerifyLocked: Story = {
  parameters: { showsAlert: true }, // the lock-out is what it shows
  render: () =>
    view({
      pinMessage: 'Too many wrong PINs for this report card; try again in 60 minutes.',
    }),
};
export const VerifyOpened: Story = { render: () => view({ card: ready(opened) }) };
export const VerifyReplaced: Story = {
  parameters: { showsAlert: true }, // the card's facts under a warning not to rely on them
  render: () =>
    view({
      card: ready({ ...facts, status: 'replaced', replaced_at: '2026-01-08T11:00:00Z' }),
    }),
};
