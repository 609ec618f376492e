import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { PreschoolsView } from './preschools.view.tsx';

const meta = { title: 'Setup/Preschools' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const PreschoolsFilled: Story = {
  render: () => (
    <PreschoolsView
      rows={ready([{ queryId: '1', name: 'Nursery 1', campus_name: 'Little Stars' }])}
      onDelete={noop}
    />
  ),
};
export const PreschoolsEmpty: Story = {
  render: () => <PreschoolsView rows={ready([])} onDelete={noop} />,
};
export const PreschoolsLoading: Story = {
  render: () => <PreschoolsView rows={loading} onDelete={noop} />,
};
export const PreschoolsError: Story = {
  render: () => <PreschoolsView rows={failed} onDelete={noop} />,
};
