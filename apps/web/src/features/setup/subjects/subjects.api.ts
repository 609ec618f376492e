import { flatten, type Schema, unwrap } from '@schoolmates/sdk';
import { useQuery } from '@tanstack/react-query';
import { useChange, useSave } from '../../../components/mutations.ts';
import { orNull } from '../../../components/queries.ts';
import { useApi } from '../../../lib/api.tsx';
import { lookupKeys } from '../../../lib/lookups.ts';

export function useSaveSubject(id: string | undefined) {
  const client = useApi();
  return useChange(
    lookupKeys.subjects,
    (subject: string) =>
      id
        ? unwrap(client.PATCH('/subjects/{id}', { params: { path: { id } }, body: { subject } }))
        : unwrap(client.POST('/subjects', { body: { subject } })),
    id ? 'Subject updated' : 'Subject created',
  );
}

export function useDeleteSubject() {
  const client = useApi();
  return useChange(
    lookupKeys.subjects,
    (id: string) => unwrap(client.DELETE('/subjects/{id}', { params: { path: { id } } })),
    'Subject deleted',
  );
}

const classSubjectsKey = (classId: string) => ['class-subjects', classId] as const;
const subjectIdsOf = (answer: Schema<'ClassSubjectsItem'>) =>
  flatten(answer.data).subjects.map((s) => s.subject_id);

/** The ids of the subjects a class takes this session (none before any are assigned). */
export function useClassSubjects(classId: string) {
  const client = useApi();
  return useQuery({
    queryKey: classSubjectsKey(classId),
    enabled: classId !== '',
    queryFn: async () => {
      const answer = await orNull(
        unwrap(client.GET('/subjectby/{class_id}', { params: { path: { class_id: classId } } })),
      );
      return answer ? subjectIdsOf(answer) : [];
    },
  });
}

/** Replaces the subjects a class takes; the answer is the class's subjects as now saved. */
export function useAssignClassSubjects(classId: string) {
  const client = useApi();
  return useSave(
    classSubjectsKey(classId),
    async (subject_ids: string[]) =>
      subjectIdsOf(
        await unwrap(
          client.POST('/subjects-to-class', { body: { class_id: classId, subject_ids } }),
        ),
      ),
    'Subjects saved for the class',
  );
}
