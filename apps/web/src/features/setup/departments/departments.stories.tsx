import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { DepartmentsView } from './departments.view.tsx';

const meta = { title: 'Setup/Departments' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const DepartmentsFilled: Story = {
  render: () => (
    <DepartmentsView
      rows={ready([
        { queryId: '1', department_id: 'SCI', department_name: 'Sciences' },
        { queryId: '2', department_id: 'LAN', department_name: 'Languages' },
      ])}
      onDelete={noop}
    />
  ),
};
export const DepartmentsEmpty: Story = {
  render: () => <DepartmentsView rows={ready([])} onDelete={noop} />,
};
export const DepartmentsLoading: Story = {
  render: () => <DepartmentsView rows={loading} onDelete={noop} />,
};
export const DepartmentsError: Story = {
  render: () => <DepartmentsView rows={failed} onDelete={noop} onRetry={noop} />,
};
