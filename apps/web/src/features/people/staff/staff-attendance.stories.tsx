import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { choose } from '../../../test/choose.ts';
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
const saveAttendance = fn();

/** Present without a time in is refused on its row; the marked staff are sent, the rest left out. */
export const AttendanceNothingSavedYet: Story = {
  render: () => <StaffAttendanceView {...attendance} saved={ready({})} onSave={saveAttendance} />,
  play: async ({ canvas, userEvent }) => {
    saveAttendance.mockClear();
    const save = canvas.getByRole('button', { name: 'Save attendance' });
    await choose({ canvas, userEvent }, 'Status of Bello Ibrahim', 'Present');
    await choose({ canvas, userEvent }, 'Status of Eze Chinedu', 'Absent');
    await userEvent.type(canvas.getByLabelText('Remark for Eze Chinedu'), ' Sick ');
    await userEvent.click(save);
    await expect(saveAttendance).not.toHaveBeenCalled();
    const timeIn = canvas.getByLabelText('Time in of Bello Ibrahim');
    await expect(timeIn).toHaveAccessibleDescription('Is required.');
    await userEvent.type(timeIn, '07:55');
    await userEvent.click(save);
    await expect(saveAttendance).toHaveBeenCalledWith([
      { staff_id: '2', status: 'present', time_in: '07:55', time_out: null, remark: null },
      { staff_id: '4', status: 'absent', time_in: null, time_out: null, remark: 'Sick' },
    ]);
  },
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
