import type { Meta, StoryObj } from '@storybook/react-vite';
import { page1, staffRows, studentRows } from '../../test/fixtures.ts';
import { OneTimePasswordView } from './one-time-password.view.tsx';
import { StaffListView } from './staff/staff-list.view.tsx';
import { StudentListView, type StudentListViewProps } from './students/student-list.view.tsx';

const meta = { title: 'People/Staff and students' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;
const noop = () => {};
const students: StudentListViewProps = {
  rows: { status: 'ready', data: studentRows },
  meta: page1,
  search: '',
  canManage: true,
  busyId: null,
  onSearch: noop,
  onPage: noop,
  onToggle: noop,
};

export const StudentsFilled: Story = { render: () => <StudentListView {...students} /> };
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

const staff = {
  meta: page1,
  search: '',
  busyId: null,
  onSearch: noop,
  onPage: noop,
  onToggle: noop,
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

export const AccountCreated: Story = {
  render: () => (
    <OneTimePasswordView
      login={{ fullname: 'Ada Obi', username: 'BFA/2025/001', one_time_password: 'kite-river-42' }}
      listPath="/"
      listLabel="Back to students"
      onAnother={noop}
    />
  ),
};
