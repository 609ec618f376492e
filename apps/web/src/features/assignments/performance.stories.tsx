import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, noop, ready } from '../../test/story-states.ts';
import { performanceSeries } from './assignments.fixtures.ts';
import { PerformanceView } from './performance.view.tsx';

const meta = { title: 'Assignments/Performance' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  render: () => (
    <PerformanceView title="Your performance" data={ready(performanceSeries)} onRetry={noop} />
  ),
};
export const Empty: Story = {
  render: () => <PerformanceView title="Your performance" data={ready([])} onRetry={noop} />,
};
export const NoClassChosen: Story = {
  render: () => <PerformanceView title="Class performance" data={null} onRetry={noop} />,
};
export const Loading: Story = {
  render: () => <PerformanceView title="Your performance" data={loading} onRetry={noop} />,
};
export const Failed: Story = {
  render: () => <PerformanceView title="Your performance" data={failed} onRetry={noop} />,
};
