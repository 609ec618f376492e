import { flatten, unwrap } from '@schoolmates/sdk';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useChange } from '../../../components/mutations.ts';
import { loadable, orNull } from '../../../components/queries.ts';
import { useApi } from '../../../lib/api.tsx';
import { useClasses, useSubjects } from '../../../lib/lookups.ts';
import { AssignSubjectsView } from './assign-subjects.view.tsx';

export default function AssignSubjectsRoute() {
  const client = useApi();
  const [params, setParams] = useSearchParams();
  const classId = params.get('class') ?? '';
  const classes = useClasses();
  const subjects = useSubjects();
  const assigned = useQuery({
    queryKey: ['class-subjects', classId],
    enabled: classId !== '',
    queryFn: async () => {
      const answer = await orNull(
        unwrap(client.GET('/subjectby/{class_id}', { params: { path: { class_id: classId } } })),
      );
      return answer ? flatten(answer.data).subjects.map((s) => s.subject_id) : [];
    },
  });
  const save = useChange(
    ['class-subjects', classId],
    (subject_ids: string[]) =>
      unwrap(client.POST('/subjects-to-class', { body: { class_id: classId, subject_ids } })),
    'Subjects saved for the class',
  );
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
