import { flatten, unwrap } from '@schoolmates/sdk';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/api.tsx';
import type { AcademicPeriod } from './period-picker.tsx';

export const preschoolSubjectsKey = ['preschool-subjects'] as const;

/** The preschool subjects of the campus for one academic period. */
export function usePreschoolSubjects({ period, term, session }: AcademicPeriod) {
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
