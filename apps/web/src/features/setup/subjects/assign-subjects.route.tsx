import { useSearchParams } from 'react-router';
import { loadable } from '../../../components/queries.ts';
import { useClasses, useSubjects } from '../../../lib/lookups.ts';
import { AssignSubjectsView } from './assign-subjects.view.tsx';
import { useAssignClassSubjects, useClassSubjects } from './subjects.api.ts';

export default function AssignSubjectsRoute() {
  const [params, setParams] = useSearchParams();
  const classId = params.get('class') ?? '';
  const classes = useClasses();
  const subjects = useSubjects();
  const assigned = useClassSubjects(classId);
  const save = useAssignClassSubjects(classId);
  const subjectState = loadable(subjects);
  return (
    <AssignSubjectsView
      classes={(classes.data ?? []).map((c) => ({ value: c.queryId, label: c.class_name }))}
      classId={classId}
      onClassChange={(id) => setParams({ class: id }, { replace: true })}
      subjects={
        subjectState.status === 'ready'
          ? {
              status: 'ready',
              data: subjectState.data.map((s) => ({ id: s.queryId, name: s.subject })),
            }
          : subjectState
      }
      assigned={classId ? loadable(assigned) : null}
      saving={save.isPending}
      onSave={(ids) => save.mutate(ids)}
    />
  );
}
