import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, noop, ready } from '../../test/story-states.ts';
import { myAttendance } from './attendance.fixtures.ts';
import { MyAttendanceView, type MyAttendanceViewProps } from './my-attendance.view.tsx';

const meta = { title: 'Attendance/My attendance' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const props: MyAttendanceViewProps = {
  period: { period: 'Second Half', term: 'First Term', session: '2025/2026' },
  onPeriodChange: noop,
  attendance: ready(myAttendance),
  onRetry: noop,
};

export const MyAttendanceFilled: Story = { render: () => <MyAttendanceView {...props} /> };
export const MyAttendanceEveryDay: Story = {
  render: () => (
    <MyAttendanceView
      {...props}
      attendance={ready({
        ...myAttendance,
        figures: { marked: 20, present: 20, late: 0, absent: 0, excused: 0, percentage: 100 },
        days: [],
      })}
    />
  ),
};
export const MyAttendanceEmpty: Story = {
  render: () => (
    <MyAttendanceView
      {...props}
      attendance={ready({
        ...myAttendance,
        figures: { marked: 0, present: 0, late: 0, absent: 0, excused: 0, percentage: null },
        days: [],
      })}
    />
  ),
};
export const MyAttendanceLoading: Story = {
  render: () => <MyAttendanceView {...props} attendance={loading} />,
};
export const MyAttendanceError: Story = {
  render: () => <MyAttendanceView {...props} attendance={failed} />,
};

const family = ready([
  { value: '13', label: 'Danjuma Chidi' },
  { value: '17', label: 'Danjuma Ada' },
]);
/** A guardian reads one child at a time. */
export const MyAttendanceGuardian: Story = {
  render: () => <MyAttendanceView {...props} family={family} child="13" onChildChange={noop} />,
};
export const MyAttendanceGuardianNoChild: Story = {
  render: () => <MyAttendanceView {...props} family={ready([])} child="" attendance={loading} />,
};
