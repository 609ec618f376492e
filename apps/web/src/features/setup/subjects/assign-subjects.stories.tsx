import type { Meta, StoryObj } from '@storybook/react-vite';
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
export const AssignSubjectsFilled: Story = {
  render: () => (
    <AssignSubjectsView
      classes={classOptions}
      classId="1"
      onClassChange={noop}
      subjects={subjectItems}
      assigned={ready(['1', '2'])}
      saving={false}
      onSave={noop}
    />
  ),
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
