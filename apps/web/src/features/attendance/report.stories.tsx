import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, noop, ready } from '../../test/story-states.ts';
import { arms, emptyReport, preschoolClasses, report } from './attendance.fixtures.ts';
import { ReportView, type ReportViewProps, WHOLE_SCHOOL } from './report.view.tsx';

const meta = { title: 'Attendance/Reports' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const props: ReportViewProps = {
  period: { period: 'Second Half', term: 'First Term', session: '2025/2026' },
  onPeriodChange: noop,
  arms: [{ value: WHOLE_SCHOOL, label: 'Whole school' }, ...arms],
  arm: WHOLE_SCHOOL,
  onArmChange: noop,
  groupBy: 'week',
  onGroupByChange: noop,
  threshold: 90,
  onThresholdChange: noop,
  report: ready(report),
  exporting: null,
  onExport: noop,
  onRetry: noop,
};

export const ReportsWholeSchool: Story = { render: () => <ReportView {...props} /> };
export const ReportsOneArmByDay: Story = {
  render: () => (
    <ReportView
      {...props}
      arm="1|A"
      groupBy="day"
      report={ready({
        ...report,
        class_id: '1',
        sub_class: 'A',
        group_by: 'day',
        arms: report.arms.slice(0, 1),
        periods: report.periods.map((p, n) => ({ ...p, label: `${3 + n} Nov`, registers: 1 })),
      })}
    />
  ),
};
export const ReportsNobodyChronic: Story = {
  render: () => (
    <ReportView
      {...props}
      threshold={50}
      report={ready({ ...report, threshold: 50, chronic: [] })}
    />
  ),
};
export const ReportsExporting: Story = { render: () => <ReportView {...props} exporting="xlsx" /> };
export const ReportsLoading: Story = { render: () => <ReportView {...props} report={loading} /> };
export const ReportsEmpty: Story = {
  render: () => <ReportView {...props} report={ready(emptyReport)} />,
};
export const ReportsError: Story = { render: () => <ReportView {...props} report={failed} /> };
/** A preschool school: the whole school by preschool class. */
const nurseries = report.arms.slice(0, 2).map((a, n) => ({
  ...a,
  class_id: null,
  preschool_id: String(7 + n),
  class_name: `Nursery ${n + 1}`,
  sub_class: null,
}));
export const ReportsPreschoolWholeSchool: Story = {
  render: () => (
    <ReportView
      {...props}
      preschool
      arms={[{ value: WHOLE_SCHOOL, label: 'Whole school' }, ...preschoolClasses]}
      report={ready({ ...report, arms: nurseries, students: [], chronic: [] })}
    />
  ),
};
