import { useSearchParams } from 'react-router';
import { fieldErrorsOf } from '../../components/form.tsx';
import { loadable } from '../../components/queries.ts';
import { useAuth } from '../../lib/auth.tsx';
import { today } from '../../lib/dates.ts';
import {
  type DaySession,
  parseArm,
  useAttendanceSettings,
  useRegister,
  useRegisterArms,
  useTakeRegister,
} from './attendance.api.ts';
import { RegisterView } from './register.view.tsx';

/** The class register: arm, day and session in the address, so a reload keeps them. */
export default function RegisterRoute() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const maxDate = today();
  const asked = params.get('date') ?? '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(asked) && asked <= maxDate ? asked : maxDate;
  const arms = useRegisterArms(user);
  const armParam = params.get('arm') ?? '';
  // A class teacher opens on their own arm.
  const armValue = armParam || (arms.options.length === 1 ? (arms.options[0]?.value ?? '') : '');
  const arm = parseArm(armValue);
  const settings = useAttendanceSettings();
  const sessionsPerDay = settings.data?.sessions_per_day ?? 1;
  const daySession: DaySession =
    sessionsPerDay > 1 && params.get('session') === 'afternoon' ? 'afternoon' : 'morning';
  const register = useRegister(arm, date, daySession);
  const save = useTakeRegister(arm, date, daySession);
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
      arms={
        arms.status === 'ready'
          ? { status: 'ready', data: arms.options }
          : arms.status === 'loading'
            ? { status: 'loading' }
            : { status: 'error', message: 'The classes could not be loaded' }
      }
      arm={armValue}
      onArmChange={(v) => change('arm', v)}
      date={date}
      maxDate={maxDate}
      onDateChange={(d) => change('date', d)}
      daySession={daySession}
      sessionsPerDay={sessionsPerDay}
      onDaySessionChange={(s) => change('session', s)}
      register={arm ? loadable(register) : null}
      saving={save.isPending}
      errors={fieldErrorsOf(save.error)}
      onSave={(marks) => save.mutate(marks)}
      onRetry={() => void register.refetch()}
    />
  );
}
