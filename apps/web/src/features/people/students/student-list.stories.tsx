import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { choose } from '../../../test/choose.ts';
import { page1, studentRows } from '../../../test/fixtures.ts';
import { noop } from '../../../test/story-states.ts';
import { StudentListView, type StudentListViewProps } from './student-list.view.tsx';

const meta = { title: 'People/Students' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const students: StudentListViewProps = {
  rows: { status: 'ready', data: studentRows },
  meta: page1,
  search: '',
  canManage: true,
  busyId: null,
  exporting: null,
  onExport: noop,
  onSearch: noop,
  classes: [
    { value: '12', label: 'JSS 1' },
    { value: '13', label: 'JSS 2' },
  ],
  onClass: noop,
  onPage: noop,
  onToggle: noop,
};

export const StudentsFilled: Story = { render: () => <StudentListView {...students} /> };
export const StudentsExporting: Story = {
  render: () => <StudentListView {...students} exporting="csv" />,
};
export const StudentsPaged: Story = {
  render: () => (
    <StudentListView {...students} meta={{ page: 2, per_page: 20, total: 143, last_page: 8 }} />
  ),
};
export const StudentsLoading: Story = {
  render: () => <StudentListView {...students} rows={{ status: 'loading' }} meta={null} />,
};
export const StudentsEmpty: Story = {
  render: () => <StudentListView {...students} rows={{ status: 'ready', data: [] }} />,
};
export const StudentsNoMatch: Story = {
  render: () => (
    <StudentListView {...students} search="Zebedee" rows={{ status: 'ready', data: [] }} />
  ),
};
export const StudentsError: Story = {
  render: () => (
    <StudentListView
      {...students}
      rows={{ status: 'error', message: 'You are offline' }}
      onRetry={noop}
    />
  ),
};
export const StudentsForTeacher: Story = {
  render: () => <StudentListView {...students} canManage={false} />,
};

const onClass = fn();
/** The admin narrows the list to one class, and back to every class. */
export const StudentsByClass: Story = {
  render: () => <StudentListView {...students} classId="12" onClass={onClass} />,
  play: async ({ canvas, userEvent }) => {
    onClass.mockClear();
    await expect(canvas.getByRole('combobox', { name: 'Class' })).toHaveTextContent('JSS 1');
    await choose({ canvas, userEvent }, 'Class', 'JSS 2');
    await expect(onClass).toHaveBeenLastCalledWith('13');
    await choose({ canvas, userEvent }, 'Class', 'Every class');
    await expect(onClass).toHaveBeenLastCalledWith('');
  },
};
