import { unwrap } from '@schoolmates/sdk';
import { useQuery } from '@tanstack/react-query';
import { loadable } from '../../components/queries.ts';
import { useApi } from '../../lib/api.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { assignmentKeys, weekPath } from './assignments.api.ts';
import { AssignmentResultsView } from './results.view.tsx';
import { SetChooser, useSetChoice } from './set-chooser.tsx';

/** Assignment Results: a teacher's class and subject for a week; a student's own. */
export default function AssignmentResultsRoute() {
  const client = useApi();
  const student = useAuth().user?.role === 'student';
  const chooser = useSetChoice();
  const { choice, week, kind, classId, subjectId } = chooser.value;
  const ready = student || (classId !== '' && subjectId !== '');
  const results = useQuery({
    queryKey: [...assignmentKeys.all, 'results', student, chooser.value],
    enabled: ready,
    queryFn: async () =>
      (
        await unwrap(
          client.GET('/get-assignment-result/{period}/{term}/{session}/{question_type}/{week}', {
            params: {
              path: weekPath(choice, kind, week),
              query: student ? {} : { class_id: classId, subject_id: subjectId },
            },
          }),
        )
      ).data,
  });
  return (
    <>
      {student ? (
        <SetChooser chooser={chooser} showKind showClassAndSubject={false} />
      ) : (
        <SetChooser chooser={chooser} showKind />
      )}
      <div style={{ marginTop: 16 }}>
        <AssignmentResultsView
          data={ready ? loadable(results) : null}
          onRetry={() => void results.refetch()}
        />
      </div>
    </>
  );
}
