import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { staff } from './staff.fixtures.ts';
import { StaffAttendanceView, type StaffAttendanceViewProps } from './staff-attendance.view.tsx';

const meta = { title: 'People/Staff attendance' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const attendance: StaffAttendanceViewProps = {
  date: '2025-11-21',
  maxDate: '2025-11-21',
  onDateChange: noop,
  staff: ready(staff),
  saved: ready({
    '1': { status: 'present', time_in: '07:40', time_out: '16:05', remark: '' },
    '2': { status: 'late', time_in: '08:25', time_out: '', remark: 'Traffic on Ikorodu Road' },
    '3': { status: 'on_leave', time_in: '', time_out: '', remark: 'Maternity leave' },
  }),
  saving: false,
  rowErrors: {},
  errors: {},
  onSave: noop,
  onRetry: noop,
};

export const AttendanceFilled: Story = { render: () => <StaffAttendanceView {...attendance} /> };
export const AttendanceNothingSavedYet: Story = {
  render: () => <StaffAttendanceView {...attendance} saved={ready({})} />,
};
export const AttendanceLoading: Story = {
  render: () => <StaffAttendanceView {...attendance} staff={loading} saved={loading} />,
};
export const AttendanceEmpty: Story = {
  render: () => <StaffAttendanceView {...attendance} staff={ready([])} saved={ready({})} />,
};
export const AttendanceError: Story = {
  render: () => <StaffAttendanceView {...attendance} saved={failed} />,
};
export const AttendanceServerErrors: Story = {
  render: () => (
    <StaffAttendanceView
      {...attendance}
      rowErrors={{
        '2': { time_out: ['is before the time in'] },
        '4': { staff_id: ['is not active staff of your campus'] },
      }}
      errors={{ date_in: ['cannot be in the future'] }}
    />
  ),
};
export const AttendanceTeacherOwnRow: Story = {
  render: () => (
    <StaffAttendanceView
      {...attendance}
      staff={ready([staff[1] as (typeof staff)[number]])}
      saved={ready({})}
    />
  ),
};
