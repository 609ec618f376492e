import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, noop, ready } from '../../test/story-states.ts';
import { publishedResult } from './assignments.fixtures.ts';
import { AssignmentResultsView } from './results.view.tsx';

const meta = { title: 'Assignments/Results' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const result = { id: '1', attributes: publishedResult };
export const Filled: Story = {
  render: () => <AssignmentResultsView data={ready([result])} onRetry={noop} />,
};
export const Empty: Story = {
  render: () => <AssignmentResultsView data={ready([])} onRetry={noop} />,
};
export const NoChoice: Story = {
  render: () => <AssignmentResultsView data={null} onRetry={noop} />,
};
export const Loading: Story = {
  render: () => <AssignmentResultsView data={loading} onRetry={noop} />,
};
export const Failed: Story = {
  render: () => <AssignmentResultsView data={failed} onRetry={noop} />,
};
