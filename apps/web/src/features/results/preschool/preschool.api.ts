import { ApiError, flatten, type Schema, type SchoolmatesClient, unwrap } from '@schoolmates/sdk';
import { useQuery } from '@tanstack/react-query';
import { useChange } from '../../../components/mutations.ts';
import { useApi } from '../../../lib/api.tsx';
import { type PeriodChoice, resultKeys } from '../results.api.ts';

/** A student's preschool result of the period; null when none is saved yet. */
export async function preschoolResult(
  client: SchoolmatesClient,
  studentId: string,
  choice: PeriodChoice,
): Promise<Schema<'PreschoolResultAttributes'> | null> {
  const answer = await client.GET('/preschoolresult/{student_id}/{period}/{term}/{session}', {
    params: { path: { student_id: studentId, ...choice } },
  });
  if (answer.data) return answer.data.data.attributes;
  if (answer.response.status === 404) return null;
  throw ApiError.fromResponse(answer.response.status, answer.error);
}

/** preschoolResult as a query, for the teacher's rating form. */
export function usePreschoolResult(studentId: string, choice: PeriodChoice) {
  const client = useApi();
  return useQuery({
    queryKey: [...resultKeys.results, 'preschool', 'one', studentId, choice],
    enabled: studentId !== '',
    queryFn: () => preschoolResult(client, studentId, choice),
  });
}

/** The preschool class's results saved for the period. */
export function usePreschoolClassResults(classId: string, choice: PeriodChoice) {
  const client = useApi();
  const { period, term, session } = choice;
  return useQuery({
    queryKey: [...resultKeys.results, 'preschool', classId, choice],
    enabled: classId !== '',
    queryFn: async () =>
      flatten(
        (
          await unwrap(
            client.GET('/computedresult/{period}/{term}/{session}', {
              params: { path: { period, term, session }, query: { class_id: classId } },
            }),
          )
        ).data,
      ),
  });
}

/** The subjects and topics a preschool class is rated on in the period (none when unset). */
export function usePreschoolSubjects(classId: string, choice: PeriodChoice) {
  const client = useApi();
  const { period, term, session } = choice;
  return useQuery({
    queryKey: ['preschool-class-subjects', classId, choice],
    enabled: classId !== '',
    queryFn: async () => {
      const answer = await client.GET(
        '/preschoolsubjects/{period}/{term}/{session}/{preschool_id}',
        {
          params: { path: { period, term, session, preschool_id: classId } },
        },
      );
      return answer.data ? flatten(answer.data.data) : [];
    },
  });
}

/** Saves a student's preschool result of the period. */
export function useSavePreschoolResult() {
  const client = useApi();
  return useChange(
    resultKeys.results,
    (body: Schema<'PreschoolResultInput'>) => unwrap(client.POST('/preschoolresult', { body })),
    'Preschool result saved',
  );
}
