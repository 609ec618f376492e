import {
  type AssignmentPublishState,
  assignmentPublishExamples,
  assignmentPublishStates,
  exampleSet,
} from '@schoolmates/machines/assignments';
import { createClient } from '@schoolmates/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ApiProvider } from '../../lib/api.tsx';
import { AssignmentEditor } from './assignment-create.route.tsx';

const meta = { title: 'Assignments/Create assignment' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

// The real container in every state of the assignmentPublish machine, started from the
// machine's example snapshot (`assignmentPublishExamples`); calls never answer in a story.
function EditorIn({ state }: { state: AssignmentPublishState }) {
  const [client] = useState(() => createClient({ fetch: () => new Promise<Response>(() => {}) }));
  return (
    <ApiProvider client={client}>
      <AssignmentEditor set={exampleSet} snapshot={assignmentPublishExamples[state]} />
    </ApiProvider>
  );
}
const story = (state: AssignmentPublishState): Story => ({
  name: `Create assignment: ${state}`,
  parameters: { assignmentPublishStates },
  render: () => <EditorIn state={state} />,
});
export const Loading: Story = story('loading');
export const LoadFailed: Story = story('loadFailed');
export const Draft: Story = story('draft');
export const CreatingObjective: Story = story('publishing.creatingObjective');
export const UpdatingObjective: Story = story('publishing.updatingObjective');
export const CreatingTheory: Story = story('publishing.creatingTheory');
export const UpdatingTheory: Story = story('publishing.updatingTheory');
export const PublishingQuestions: Story = story('publishing.publishingQuestions');
export const PublishFailed: Story = story('publishFailed');
export const Published: Story = story('published');
export const CheckingAnswers: Story = story('unpublishing.checkingAnswers');
export const UnpublishingQuestions: Story = story('unpublishing.unpublishingQuestions');
