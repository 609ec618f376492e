import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { loading, noop, ready } from '../../../test/story-states.ts';
import { classes, subjects } from '../setup.fixtures.ts';
import { AssignSubjectsView } from './assign-subjects.view.tsx';

const meta = { title: 'Setup/Assign subjects' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const classOptions = classes.map((c) => ({ value: c.queryId, label: c.class_name }));
const subjectItems = ready(subjects.map((s) => ({ id: s.queryId, name: s.subject })));
export const AssignSubjectsNoClass: Story = {
  render: () => (
    <AssignSubjectsView
      classes={classOptions}
      classId=""
      onClassChange={noop}
      subjects={subjectItems}
      assigned={null}
      saving={false}
      onSave={noop}
    />
  ),
};
const saveSubjects = fn();

/** Taking a subject off is asked first, naming it; confirmed, the ticked subjects are sent. */
export const AssignSubjectsFilled: Story = {
  render: () => (
    <AssignSubjectsView
      classes={classOptions}
      classId="1"
      onClassChange={noop}
      subjects={subjectItems}
      assigned={ready(['1', '2'])}
      saving={false}
      onSave={saveSubjects}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    saveSubjects.mockClear();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'English Language' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Basic Science' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save subjects' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Take 1 subject off?' });
    await expect(ask).toHaveAccessibleDescription(
      'English Language will no longer be taken by this class. Subjects that already have results cannot be taken off.',
    );
    await expect(saveSubjects).not.toHaveBeenCalled();
    await userEvent.click(within(ask).getByRole('button', { name: 'Save subjects' }));
    await expect(saveSubjects).toHaveBeenCalledWith(['1', '3']);
  },
};
export const AssignSubjectsLoading: Story = {
  render: () => (
    <AssignSubjectsView
      classes={classOptions}
      classId="1"
      onClassChange={noop}
      subjects={loading}
      assigned={loading}
      saving={false}
      onSave={noop}
    />
  ),
};
export const AssignSubjectsNoSubjects: Story = {
  render: () => (
    <AssignSubjectsView
      classes={classOptions}
      classId="1"
      onClassChange={noop}
      subjects={ready([])}
      assigned={ready([])}
      saving={false}
      onSave={noop}
    />
  ),
};
