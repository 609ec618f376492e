import '../results.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { choice } from '../results.fixtures.ts';
import { AcademicDatesView } from './academic-dates.view.tsx';

const meta = { title: 'Results/Academic dates' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

// Academic dates (closing and resumption).
const termDates = (state: Parameters<typeof AcademicDatesView>[0]['dates'], errors = {}) => (
  <AcademicDatesView
    choice={choice}
    onChoice={noop}
    dates={state}
    saving={false}
    errors={errors}
    onSave={noop}
    onRetry={noop}
  />
);
export const AcademicDatesFilled: Story = {
  render: () => termDates(ready({ session_ends: '2025-12-12', session_resumes: '2026-01-12' })),
};
export const AcademicDatesEmpty: Story = { render: () => termDates(ready(null)) };
export const AcademicDatesLoading: Story = { render: () => termDates(loading) };
export const AcademicDatesError: Story = { render: () => termDates(failed) };
