import type { Meta, StoryObj } from '@storybook/react-vite';
import { page1, staffRows } from '../../../test/fixtures.ts';
import { noop } from '../../../test/story-states.ts';
import { StaffListView } from './staff-list.view.tsx';

const meta = { title: 'People/Staff' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const staff = {
  meta: page1,
  search: '',
  busyId: null,
  exporting: null,
  onExport: noop,
  onSearch: noop,
  onPage: noop,
  onToggle: noop,
};
export const StaffExporting: Story = {
  render: () => (
    <StaffListView {...staff} exporting="xlsx" rows={{ status: 'ready', data: staffRows }} />
  ),
};
export const StaffFilled: Story = {
  render: () => <StaffListView {...staff} rows={{ status: 'ready', data: staffRows }} />,
};
export const StaffLoading: Story = {
  render: () => <StaffListView {...staff} rows={{ status: 'loading' }} />,
};
export const StaffEmpty: Story = {
  render: () => <StaffListView {...staff} rows={{ status: 'ready', data: [] }} />,
};
export const StaffError: Story = {
  render: () => (
    <StaffListView {...staff} rows={{ status: 'error', message: 'The server took too long' }} />
  ),
};
