import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Loadable } from '../../components/queries.ts';
import { failed, loading, noop, ready } from '../../test/story-states.ts';
import { answeringSet, choice, publishedSet, submittedSet } from './assignments.fixtures.ts';
import { StudentAssignmentsView, type StudentSet } from './student-assignments.view.tsx';

const meta = { title: 'Assignments/Student assignments' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const view = (sets: Loadable<StudentSet[]>, submitting: string | null = null) => (
  <StudentAssignmentsView
    choice={choice}
    onChoice={noop}
    week={1}
    onWeek={noop}
    kind="objective"
    onKind={noop}
    sets={sets}
    submitting={submitting}
    onAnswer={noop}
    onSubmit={noop}
    onRetry={noop}
  />
);
export const Answering: Story = { render: () => view(ready([answeringSet])) };
export const Submitting: Story = { render: () => view(ready([answeringSet]), 'maths') };
export const Submitted: Story = { render: () => view(ready([submittedSet])) };
export const ResultPublished: Story = { render: () => view(ready([publishedSet])) };
export const Empty: Story = { render: () => view(ready([])) };
export const Loading: Story = { render: () => view(loading) };
export const Failed: Story = { render: () => view(failed) };
