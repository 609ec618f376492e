import type { TermRef } from '@schoolmates/domain/calendar';
import { flatten, type Schema, unwrap } from '@schoolmates/sdk';
import { useQuery } from '@tanstack/react-query';
import { useChange, useSave } from '../../../components/mutations.ts';
import { orNull } from '../../../components/queries.ts';
import { useApi } from '../../../lib/api.tsx';

export const preschoolSubjectsKey = ['preschool-subjects'] as const;

/** The preschool subjects of the campus for one academic period. */
export function usePreschoolSubjects({ period, term, session }: TermRef) {
  const client = useApi();
  return useQuery({
    queryKey: [...preschoolSubjectsKey, period, term, session],
    queryFn: async () =>
      flatten(
        (
          await unwrap(
            client.GET('/preschoolsubject/{period}/{term}/{session}', {
              params: { path: { period, term, session } },
            }),
          )
        ).data,
      ),
  });
}

/** A subject as the form gives it; `id` null adds it to the period. */
type SubjectChange = Pick<Schema<'PreschoolSubjectInput'>, 'subject' | 'category' | 'topic'> & {
  id: string | null;
};

/** Adds a preschool subject to the chosen period or changes one. */
export function useSavePreschoolSubject(chosen: TermRef) {
  const client = useApi();
  return useChange(
    preschoolSubjectsKey,
    ({ id, ...body }: SubjectChange) =>
      id
        ? unwrap(client.PATCH('/preschoolsubject/{id}', { params: { path: { id } }, body }))
        : unwrap(client.POST('/preschoolsubject', { body: { ...chosen, ...body } })),
    (input) => (input.id ? `${input.subject} saved` : `${input.subject} added`),
  );
}

export function useDeletePreschoolSubject() {
  const client = useApi();
  return useChange(
    preschoolSubjectsKey,
    (row: { queryId: string; subject: string }) =>
      unwrap(client.DELETE('/preschoolsubject/{id}', { params: { path: { id: row.queryId } } })),
    (row) => `${row.subject} deleted`,
  );
}

const preschoolClassKey = (preschoolId: string, { period, term, session }: TermRef) =>
  ['preschool-subject-class', preschoolId, period, term, session] as const;
const subjectIdsOf = (answer: Schema<'PreschoolSubjectList'>) =>
  flatten(answer.data).map((s) => s.queryId);

/** The ids of the subjects a preschool takes in the period (none before any are assigned). */
export function usePreschoolClassSubjects(preschoolId: string, chosen: TermRef) {
  const client = useApi();
  return useQuery({
    queryKey: preschoolClassKey(preschoolId, chosen),
    enabled: preschoolId !== '',
    queryFn: async () => {
      const answer = await orNull(
        unwrap(
          client.GET('/preschoolsubjects/{period}/{term}/{session}/{preschool_id}', {
            params: { path: { ...chosen, preschool_id: preschoolId } },
          }),
        ),
      );
      return answer ? subjectIdsOf(answer) : [];
    },
  });
}

/** Replaces the subjects a preschool takes in the period; the answer is them as now saved. */
export function useAssignPreschoolSubjects(preschoolId: string, chosen: TermRef) {
  const client = useApi();
  return useSave(
    preschoolClassKey(preschoolId, chosen),
    async (subject_ids: string[]) =>
      subjectIdsOf(
        await unwrap(
          client.POST('/preschoolsubjectclass', {
            body: { preschool_id: preschoolId, ...chosen, subject_ids },
          }),
        ),
      ),
    'Subjects saved for the preschool',
  );
}
