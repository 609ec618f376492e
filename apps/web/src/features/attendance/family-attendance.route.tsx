import { useSearchParams } from 'react-router';
import { useChosenPeriod } from '../../components/period-picker.tsx';
import { loadable } from '../../components/queries.ts';
import { useFamilyChildren, useStudentAttendance } from './attendance.api.ts';
import { MyAttendanceView } from './my-attendance.view.tsx';

/** A guardian's view of their children's attendance (issues 28, 30): one child at a time. */
export default function FamilyAttendanceRoute() {
  const [chosen, setChosen] = useChosenPeriod();
  const [params, setParams] = useSearchParams();
  const children = useFamilyChildren();
  const child = params.get('child') ?? children.data?.[0]?.value ?? '';
  const attendance = useStudentAttendance(child, chosen.term, chosen.session);
  return (
    <MyAttendanceView
      period={chosen}
      onPeriodChange={setChosen}
      family={loadable(children)}
      child={child}
      onChildChange={(id) =>
        setParams(
          (old) => {
            const next = new URLSearchParams(old);
            next.set('child', id);
            return next;
          },
          { replace: true },
        )
      }
      attendance={child ? loadable(attendance) : { status: 'loading' }}
      onRetry={() => {
        void children.refetch();
        void attendance.refetch();
      }}
    />
  );
}
