import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useChosenPeriod } from '../../components/period-picker.tsx';
import { loadable } from '../../components/queries.ts';
import { schoolTypeOf } from '../../lib/access.ts';
import { useAuth } from '../../lib/auth.tsx';
import { useExport } from '../../lib/use-export.ts';
import { parseGroup, useAttendanceReport, useRegisterGroups } from './attendance.api.ts';
import { periodsTable, studentsTable } from './attendance.export.ts';
import { type GroupBy, ReportView, WHOLE_SCHOOL } from './report.view.tsx';

export default function AttendanceReportRoute() {
  const { user } = useAuth();
  const [chosen, setChosen] = useChosenPeriod();
  const [params, setParams] = useSearchParams();
  const armList = useRegisterGroups(user);
  const teacher = user?.role === 'teacher';
  const options = teacher
    ? armList.options
    : [{ value: WHOLE_SCHOOL, label: 'Whole school' }, ...armList.options];
  const arm = params.get('arm') ?? (teacher ? (armList.options[0]?.value ?? '') : WHOLE_SCHOOL);
  const asked = params.get('group');
  const groupBy: GroupBy = asked === 'day' || asked === 'term' ? asked : 'week';
  const [threshold, setThreshold] = useState(90);
  const report = useAttendanceReport({
    term: chosen.term,
    session: chosen.session,
    group: arm === WHOLE_SCHOOL ? null : parseGroup(arm),
    groupBy,
    threshold,
  });
  const set = (key: string, value: string) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const name = `Attendance ${chosen.term} ${chosen.session.replace('/', '-')}`;
  const loaded = () => {
    if (!report.data) throw new Error('The report is not loaded yet');
    return report.data;
  };
  const students = useExport(() => ({
    table: studentsTable(loaded()),
    name: `${name} students`,
    layout: { stickyColumns: 1 },
  }));
  const periods = useExport(() => ({
    table: periodsTable(loaded()),
    name: `${name} by ${groupBy}`,
  }));
  return (
    <ReportView
      preschool={user !== null && schoolTypeOf(user) === 'preschool'}
      period={chosen}
      onPeriodChange={setChosen}
      arms={options}
      arm={arm}
      onArmChange={(v) => set('arm', v)}
      groupBy={groupBy}
      onGroupByChange={(g) => set('group', g)}
      threshold={threshold}
      onThresholdChange={setThreshold}
      report={loadable(report)}
      exporting={students.exporting ?? periods.exporting}
      onExport={(which, format) =>
        void (which === 'students' ? students : periods).onExport(format)
      }
      onRetry={() => void report.refetch()}
    />
  );
}
