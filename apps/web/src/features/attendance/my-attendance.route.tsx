import { useChosenPeriod } from '../../components/period-picker.tsx';
import { loadable } from '../../components/queries.ts';
import { useAuth } from '../../lib/auth.tsx';
import { useStudentAttendance } from './attendance.api.ts';
import { MyAttendanceView } from './my-attendance.view.tsx';

export default function MyAttendanceRoute() {
  const { user } = useAuth();
  const [chosen, setChosen] = useChosenPeriod();
  const attendance = useStudentAttendance(user?.id ?? '', chosen.term, chosen.session);
  return (
    <MyAttendanceView
      period={chosen}
      onPeriodChange={setChosen}
      attendance={loadable(attendance)}
      onRetry={() => void attendance.refetch()}
    />
  );
}
