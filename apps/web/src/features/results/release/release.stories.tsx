import {
  exampleClass,
  type ResultReleaseState,
  resultReleaseExamples,
  resultReleaseStates,
} from '@schoolmates/machines/results';
import { createClient } from '@schoolmates/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import '../results.css';
import { ApiProvider } from '../../../lib/api.tsx';
import { choice, releaseViewIdle } from '../results.fixtures.ts';
import { ReleaseRoute } from './release.route.tsx';
import { ReleaseView } from './release.view.tsx';

const meta = { title: 'Results/Release' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

// Release and withhold: the real container in every state of the resultRelease machine, started
// from the machine's example snapshot (`resultReleaseExamples`); calls never answer in a story.
function ReleaseIn({ state }: { state: ResultReleaseState }) {
  const [client] = useState(() => createClient({ fetch: () => new Promise<Response>(() => {}) }));
  const [ada] = exampleClass.students;
  return (
    <ApiProvider client={client}>
      <ReleaseRoute
        userRole="admin"
        classLabel={exampleClass.label}
        choice={choice}
        student={
          ada ? { ...ada, status: state === 'withheld' ? 'withheld' : 'not_released' } : null
        }
        classResults={exampleClass.students}
        snapshot={resultReleaseExamples[state]}
      />
    </ApiProvider>
  );
}
const releaseStory = (state: ResultReleaseState): Story => ({
  name: `Release: ${state}`,
  parameters: { resultReleaseStates },
  render: () => <ReleaseIn state={state} />,
});
export const ReleaseIdle: Story = releaseStory('idle');
export const ReleaseConfirming: Story = releaseStory('confirming');
export const ReleaseSaving: Story = releaseStory('saving');
export const ReleaseFailed: Story = releaseStory('failed');
export const ReleaseReleased: Story = releaseStory('released');
export const ReleaseWithheld: Story = releaseStory('withheld');
/** The view alone: a role the contract does not allow asked (the machine's refusal). */
export const ReleaseRefused: Story = {
  render: () => (
    <ReleaseView
      {...releaseViewIdle}
      refusal="Only superadmin, admin or principal may release results."
    />
  ),
};
