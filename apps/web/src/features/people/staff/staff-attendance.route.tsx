import { useSearchParams } from 'react-router';
import { errorsByIndex, fieldErrorsOf } from '../../../components/form.tsx';
import { type Loadable, loadable, mapLoadable } from '../../../components/queries.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { today } from '../../../lib/dates.ts';
import { personName } from '../../../lib/names.ts';
import { useActiveStaff, useSaveStaffAttendance, useStaffAttendance } from './staff.api.ts';
import { type AttendanceStaff, StaffAttendanceView } from './staff-attendance.view.tsx';

export default function StaffAttendanceRoute() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const maxDate = today();
  const asked = params.get('date') ?? '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(asked) && asked <= maxDate ? asked : maxDate;
  // A teacher takes only their own attendance; the staff list is for admins.
  const self = user?.role === 'teacher';
  const allStaff = useActiveStaff(!self);

  const saved = useStaffAttendance(date);
  const save = useSaveStaffAttendance(date);

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
