import { unwrap } from '@schoolmates/sdk';
import { useQuery } from '@tanstack/react-query';
import { PeriodPicker, useChosenPeriod } from '../../components/period-picker.tsx';
import { loadable } from '../../components/queries.ts';
import { useApi } from '../../lib/api.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { assignmentKeys } from './assignments.api.ts';
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
  const client = useApi();
  const [choice, setChoice] = useChosenPeriod();
  const series = useQuery({
    queryKey: [...assignmentKeys.all, 'performance', child?.id ?? 'me', choice],
    queryFn: async () =>
      (
        await unwrap(
          client.GET('/assignment-performance', {
            params: { query: child ? { ...choice, student_id: child.id } : choice },
          }),
        )
      ).data,
  });
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
  const client = useApi();
  const chooser = useSetChoice();
  const { choice, classId, subClass, subjectId } = chooser.value;
  const series = useQuery({
    queryKey: [...assignmentKeys.all, 'performance', chooser.value],
    enabled: classId !== '',
    queryFn: async () =>
      (
        await unwrap(
          client.GET('/assignment-performance', {
            params: {
              query: {
                ...choice,
                class_id: classId,
                ...(subClass ? { sub_class: subClass } : {}),
                ...(subjectId ? { subject_id: subjectId } : {}),
              },
            },
          }),
        )
      ).data,
  });
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
