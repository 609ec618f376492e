import { flatten, unwrap } from '@schoolmates/sdk';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { errorsByIndex, fieldErrorsOf } from '../../../components/form.tsx';
import { useChange } from '../../../components/mutations.ts';
import { type Loadable, loadable, mapLoadable } from '../../../components/queries.ts';
import { useApi } from '../../../lib/api.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { today } from '../../../lib/dates.ts';
import { personName } from '../../../lib/names.ts';
import { useActiveStaff } from './staff.api.ts';
import {
  type AttendanceEntry,
  type AttendanceMark,
  type AttendanceStaff,
  StaffAttendanceView,
} from './staff-attendance.view.tsx';

const attendanceKey = ['staff-attendance'] as const;

export default function StaffAttendanceRoute() {
  const client = useApi();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const maxDate = today();
  const asked = params.get('date') ?? '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(asked) && asked <= maxDate ? asked : maxDate;
  // A teacher takes only their own attendance; the staff list is for admins.
  const self = user?.role === 'teacher';
  const allStaff = useActiveStaff(!self);

  const saved = useQuery({
    queryKey: [...attendanceKey, date],
    queryFn: async () => {
      const answer = await unwrap(
        client.GET('/staffattendance', { params: { query: { date, per_page: 200 } } }),
      );
      const marks: Record<string, AttendanceMark> = {};
      for (const r of flatten(answer.data)) {
        marks[r.staff_id] = {
          status: r.status,
          time_in: r.time_in ?? '',
          time_out: r.time_out ?? '',
          remark: r.remark ?? '',
        };
      }
      return marks;
    },
  });

  const save = useChange(
    attendanceKey,
    (entries: AttendanceEntry[]) =>
      unwrap(client.POST('/staffattendance', { body: { date_in: date, entries } })),
    (entries) => `Attendance saved for ${entries.length} staff`,
  );

  const staff: Loadable<AttendanceStaff[]> =
    self && user
      ? {
          status: 'ready',
          data: [
            {
              id: user.id,
              name: personName(user),
              designation: user.designation_name,
            },
          ],
        }
      : mapLoadable(loadable(allStaff), (rows) =>
          rows.map((s) => ({ id: s.queryId, name: personName(s), designation: s.designation })),
        );
  const sentIds = (save.variables ?? []).map((e) => e.staff_id);
  const { byId, rest } = errorsByIndex(fieldErrorsOf(save.error), 'entries', sentIds);

  return (
    <StaffAttendanceView
      date={date}
      maxDate={maxDate}
      onDateChange={(d) => {
        save.reset();
        setParams({ date: d }, { replace: true });
      }}
      staff={staff}
      saved={loadable(saved)}
      saving={save.isPending}
      rowErrors={byId}
      errors={rest}
      onSave={(entries) => save.mutate(entries)}
      onRetry={() => {
        if (!self) void allStaff.refetch();
        void saved.refetch();
      }}
    />
  );
}
