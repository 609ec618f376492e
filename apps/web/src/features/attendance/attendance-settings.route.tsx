import { fieldErrorsOf } from '../../components/form.tsx';
import { loadable } from '../../components/queries.ts';
import {
  useAddHoliday,
  useAttendanceSettings,
  useHolidays,
  useRemoveHoliday,
  useSaveAttendanceSettings,
} from './attendance.api.ts';
import { AttendanceSettingsView } from './attendance-settings.view.tsx';

export default function AttendanceSettingsRoute() {
  const settings = useAttendanceSettings();
  const save = useSaveAttendanceSettings();
  const holidays = useHolidays();
  const add = useAddHoliday();
  const remove = useRemoveHoliday();
  return (
    <AttendanceSettingsView
      settings={loadable(settings)}
      savingSettings={save.isPending}
      onSettingsChange={(change) => save.mutate(change)}
      holidays={loadable(holidays)}
      adding={add.isPending}
      holidayErrors={fieldErrorsOf(add.error)}
      onAddHoliday={(h) => add.mutate(h)}
      onRemoveHoliday={(id) => remove.mutate(id)}
      onRetry={() => {
        void settings.refetch();
        void holidays.refetch();
      }}
    />
  );
}
