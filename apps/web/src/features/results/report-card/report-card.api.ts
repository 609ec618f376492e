import { ApiError, type Schema, type SchoolmatesClient } from '@schoolmates/sdk';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api.tsx';
import { preschoolResult } from '../preschool/preschool.api.ts';
import { type PeriodChoice, resultKeys } from '../results.api.ts';
import type { AnyResult } from './report-card.tsx';

type Unavailable = Schema<'ResultUnavailableBody'>['result_status'];

/** One result: staff read any status; a student reads their own, released only. */
export function useResult(
  studentId: string,
  choice: PeriodChoice,
  asStudent: boolean,
  preschool: boolean,
) {
  const client = useApi();
  return useQuery({
    queryKey: [...resultKeys.results, 'one', studentId, choice, asStudent, preschool],
    enabled: studentId !== '',
    queryFn: async (): Promise<
      AnyResult | Schema<'PreschoolResultAttributes'> | { unavailable: Unavailable }
    > => {
      if (preschool) {
        // Preschool sheets are read by staff only (the contract has no student read).
        if (asStudent) return { unavailable: null };
        return (await preschoolResult(client, studentId, choice)) ?? { unavailable: null };
      }
      const path = { student_id: studentId, term: choice.term, session: choice.session };
      const mid = choice.period === 'First Half';
      const answer = asStudent
        ? mid
          ? await client.GET('/midtermresult/{student_id}/{term}/{session}', { params: { path } })
          : await client.GET('/endtermresult/{student_id}/{term}/{session}', { params: { path } })
        : mid
          ? await client.GET('/staff/midtermresult/{student_id}/{term}/{session}', {
              params: { path },
            })
          : await client.GET('/staff/endtermresult/{student_id}/{term}/{session}', {
              params: { path },
            });
      if (answer.data) return answer.data.data.attributes as AnyResult;
      if (answer.response.status === 404) {
        const body = answer.error as Partial<Schema<'ResultUnavailableBody'>> | undefined;
        return { unavailable: body?.result_status ?? null };
      }
      throw ApiError.fromResponse(answer.response.status, answer.error);
    },
  });
}

/** A student's term totals of the session for an end-of-term card; null when they cannot be read. */
export async function cumulativeScore(
  client: SchoolmatesClient,
  studentId: string,
  choice: PeriodChoice,
) {
  const answer = await client.GET('/cumulativescore/{student_id}/{period}/{term}/{session}', {
    params: { path: { student_id: studentId, ...choice } },
  });
  return answer.data ? answer.data.data.attributes : null;
}

/** cumulativeScore as a query, read for end-of-term cards only. */
export function useCumulative(studentId: string, choice: PeriodChoice) {
  const client = useApi();
  return useQuery({
    queryKey: [...resultKeys.results, 'cumulative', studentId, choice],
    enabled: studentId !== '' && choice.period === 'Second Half',
    queryFn: () => cumulativeScore(client, studentId, choice),
  });
}
