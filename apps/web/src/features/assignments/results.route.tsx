import { loadable } from '../../components/queries.ts';
import { useAuth } from '../../lib/auth.tsx';
import { useAssignmentResults } from './assignments.api.ts';
import { AssignmentResultsView } from './results.view.tsx';
import { SetChooser, useSetChoice } from './set-chooser.tsx';

/** Assignment Results: a teacher's class and subject for a week; a student's own. */
export default function AssignmentResultsRoute() {
  const student = useAuth().user?.role === 'student';
  const chooser = useSetChoice();
  const { classId, subjectId } = chooser.value;
  const ready = student || (classId !== '' && subjectId !== '');
  const results = useAssignmentResults(chooser.value, student);
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
