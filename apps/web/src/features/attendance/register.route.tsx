import { useSearchParams } from 'react-router';
import { fieldErrorsOf } from '../../components/form.tsx';
import { loadable } from '../../components/queries.ts';
import { schoolTypeOf } from '../../lib/access.ts';
import { useAuth } from '../../lib/auth.tsx';
import { today } from '../../lib/dates.ts';
import {
  type DaySession,
  parseGroup,
  useAttendanceSettings,
  useRegister,
  useRegisterGroups,
  useTakeRegister,
} from './attendance.api.ts';
import { RegisterView } from './register.view.tsx';

/**
 * The class register: group (a class arm, or a preschool school's preschool class), day and
 * session in the address, so a reload keeps them.
 */
export default function RegisterRoute() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const maxDate = today();
  const asked = params.get('date') ?? '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(asked) && asked <= maxDate ? asked : maxDate;
  const groups = useRegisterGroups(user);
  const groupParam = params.get('group') ?? '';
  // A class teacher opens on their own arm or preschool class.
  const groupValue =
    groupParam || (groups.options.length === 1 ? (groups.options[0]?.value ?? '') : '');
  const group = parseGroup(groupValue);
  const settings = useAttendanceSettings();
  const sessionsPerDay = settings.data?.sessions_per_day ?? 1;
  const daySession: DaySession =
    sessionsPerDay > 1 && params.get('session') === 'afternoon' ? 'afternoon' : 'morning';
  const register = useRegister(group, date, daySession);
  const save = useTakeRegister(group, date, daySession);
  const change = (key: string, value: string) => {
    save.reset();
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <RegisterView
      preschool={user !== null && schoolTypeOf(user) === 'preschool'}
      groups={
        groups.status === 'ready'
          ? { status: 'ready', data: groups.options }
          : groups.status === 'loading'
            ? { status: 'loading' }
            : { status: 'error', message: 'The classes could not be loaded' }
      }
      group={groupValue}
      onGroupChange={(v) => change('group', v)}
      date={date}
      maxDate={maxDate}
      onDateChange={(d) => change('date', d)}
      daySession={daySession}
      sessionsPerDay={sessionsPerDay}
      onDaySessionChange={(s) => change('session', s)}
      register={group ? loadable(register) : null}
      saving={save.isPending}
      errors={fieldErrorsOf(save.error)}
      onSave={(marks) => save.mutate(marks)}
      onRetry={() => void register.refetch()}
    />
  );
}
