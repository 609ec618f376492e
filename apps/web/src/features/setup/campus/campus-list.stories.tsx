import type { Meta, StoryObj } from '@storybook/react-vite';
import { campusRows } from '../../../test/fixtures.ts';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { CampusListView } from './campus-list.view.tsx';

const meta = { title: 'Setup/Campus list' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const CampusListFilled: Story = {
  render: () => (
    <CampusListView rows={ready(campusRows)} busyId={null} onToggle={noop} onDelete={noop} />
  ),
};
export const CampusListLoading: Story = {
  render: () => <CampusListView rows={loading} busyId={null} onToggle={noop} onDelete={noop} />,
};
export const CampusListEmpty: Story = {
  render: () => <CampusListView rows={ready([])} busyId={null} onToggle={noop} onDelete={noop} />,
};
export const CampusListError: Story = {
  render: () => (
    <CampusListView rows={failed} busyId={null} onToggle={noop} onDelete={noop} onRetry={noop} />
  ),
};
