import '../results.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { choice } from '../results.fixtures.ts';
import { AcademicDatesView } from './academic-dates.view.tsx';

const meta = { title: 'Results/Academic dates' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

// Academic dates (closing and resumption).
const termDates = (
  state: Parameters<typeof AcademicDatesView>[0]['dates'],
  errors = {},
  onSave = noop,
) => (
  <AcademicDatesView
    choice={choice}
    onChoice={noop}
    dates={state}
    saving={false}
    errors={errors}
    onSave={onSave}
    onRetry={noop}
  />
);
const saveDates = fn();

/** A next term that begins before this one ends is refused under its date; good dates are sent. */
export const AcademicDatesFilled: Story = {
  render: () =>
    termDates(ready({ session_ends: '2025-12-12', session_resumes: '2026-01-12' }), {}, saveDates),
  play: async ({ canvas, userEvent }) => {
    saveDates.mockClear();
    const resumes = canvas.getByLabelText(/Next term begins/);
    const save = canvas.getByRole('button', { name: 'Save dates' });
    await userEvent.clear(resumes);
    await userEvent.type(resumes, '2025-12-01');
    await expect(resumes).toHaveAccessibleDescription(
      'The next term must begin after this term ends.',
    );
    await expect(save).toBeDisabled();
    await userEvent.clear(resumes);
    await userEvent.type(resumes, '2026-01-05');
    await userEvent.click(save);
    await expect(saveDates).toHaveBeenCalledWith({
      session_ends: '2025-12-12',
      session_resumes: '2026-01-05',
    });
  },
};
export const AcademicDatesEmpty: Story = { render: () => termDates(ready(null)) };
export const AcademicDatesLoading: Story = { render: () => termDates(loading) };
export const AcademicDatesError: Story = { render: () => termDates(failed) };
