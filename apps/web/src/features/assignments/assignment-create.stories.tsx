import {
  type AssignmentPublishState,
  assignmentPublishExamples,
  assignmentPublishStates,
  exampleSet,
} from '@schoolmates/machines/assignments';
import { createClient } from '@schoolmates/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
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
/** The machine's example: a draft as a failed check leaves it, its problems under their fields. */
export const Draft: Story = {
  ...story('draft'),
  parameters: { assignmentPublishStates, showsAlert: true },
};

/**
 * Publishing an empty theory question names what it lacks under each field; once every question
 * is complete the person sees the questions being saved.
 */
export const WritingQuestions: Story = {
  ...Draft,
  name: 'Create assignment: writing questions',
  play: async ({ canvas, userEvent }) => {
    const publish = canvas.getByRole('button', { name: 'Save and publish' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add theory question' }));
    const added = within(
      canvas.getAllByRole('region', { name: /^Theory question/ }).at(-1) as HTMLElement,
    );
    await userEvent.click(publish);
    const question = added.getByLabelText('Question');
    const answer = added.getByLabelText(/Model answer/);
    await expect(question).toHaveAccessibleDescription('Enter the question.');
    await expect(answer).toHaveAccessibleDescription('Enter the model answer.');
    await userEvent.type(question, 'Name two sources of light.');
    await userEvent.type(answer, 'The sun and a candle.');
    await userEvent.click(canvas.getByRole('radio', { name: 'Option A is correct' }));
    await userEvent.click(publish);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Saving the objective questions…',
    );
  },
};
export const CreatingObjective: Story = story('publishing.creatingObjective');
export const UpdatingObjective: Story = story('publishing.updatingObjective');
export const CreatingTheory: Story = story('publishing.creatingTheory');
export const UpdatingTheory: Story = story('publishing.updatingTheory');
export const PublishingQuestions: Story = story('publishing.publishingQuestions');
export const PublishFailed: Story = story('publishFailed');
export const Published: Story = story('published');
export const CheckingAnswers: Story = story('unpublishing.checkingAnswers');
export const UnpublishingQuestions: Story = story('unpublishing.unpublishingQuestions');
