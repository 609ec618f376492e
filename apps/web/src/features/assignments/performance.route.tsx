import { PeriodPicker, useChosenPeriod } from '../../components/period-picker.tsx';
import { loadable } from '../../components/queries.ts';
import { useAuth } from '../../lib/auth.tsx';
import { useClassPerformance, useStudentPerformance } from './assignments.api.ts';
import { PerformanceView } from './performance.view.tsx';
import { SetChooser, useSetChoice } from './set-chooser.tsx';

/** A student's own performance over the weeks; a teacher's class (or subject of it). */
export default function PerformanceRoute() {
  return useAuth().user?.role === 'student' ? <StudentPerformance /> : <ClassPerformance />;
}

/**
 * A student's performance over the weeks: the signed-in student's own, or (`child`) a guardian's
 * child's (issue 28).
 */
export function StudentPerformance({ child }: { child?: { id: string; firstname: string } }) {
  const [choice, setChoice] = useChosenPeriod();
  const series = useStudentPerformance(choice, child?.id);
  return (
    <>
      <PeriodPicker value={choice} onChange={setChoice} />
      <div style={{ marginTop: 16 }}>
        <PerformanceView
          title={child ? `${child.firstname}’s performance` : 'Your performance'}
          data={loadable(series)}
          onRetry={() => void series.refetch()}
        />
      </div>
    </>
  );
}

function ClassPerformance() {
  const chooser = useSetChoice();
  const { classId } = chooser.value;
  const series = useClassPerformance(chooser.value);
  return (
    <>
      <SetChooser chooser={chooser} showKind={false} showWeek={false} />
      <div style={{ marginTop: 16 }}>
        <PerformanceView
          title="Class performance"
          data={classId ? loadable(series) : null}
          onRetry={() => void series.refetch()}
        />
      </div>
    </>
  );
}
