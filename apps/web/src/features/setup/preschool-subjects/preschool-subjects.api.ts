import type { TermRef } from '@schoolmates/domain/calendar';
import { flatten, unwrap } from '@schoolmates/sdk';
import { useQuery } from '@tanstack/react-query';
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
