import { flatten, type SchoolmatesClient, unwrap } from '@schoolmates/sdk';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { orNull } from '../../components/queries.ts';
import type { SessionUser } from '../../lib/auth.tsx';
import type { Population } from './home.view.tsx';

/** Students and guardians see no population figures. */
export const seesPopulation = (user: Pick<SessionUser, 'role'>) =>
  user.role !== 'student' && user.role !== 'guardian';

/** Home's three requests, shared by the screen and by the prefetch that starts with its code. */
export function homeQueries(client: SchoolmatesClient) {
  return {
    population: queryOptions({
      queryKey: ['population', 'school'],
      queryFn: async (): Promise<Population> => {
        const a = (await unwrap(client.GET('/schoolpopulation'))).data.attributes;
        return {
          school: a.total_school_population,
          students: a.students.total,
          staff: a.staffs.total,
          teachers: a.teachers.total,
          byGender: [
            {
              label: 'Students',
              values: [
                { name: 'Male', value: a.students.male },
                { name: 'Female', value: a.students.female },
              ],
            },
            {
              label: 'Staff',
              values: [
                { name: 'Male', value: a.staffs.male },
                { name: 'Female', value: a.staffs.female },
              ],
            },
            {
              label: 'Teachers',
              values: [
                { name: 'Male', value: a.teachers.male },
                { name: 'Female', value: a.teachers.female },
              ],
            },
          ],
        };
      },
    }),
    period: queryOptions({
      queryKey: ['academic-period', 'current'],
      queryFn: async () => {
        const answer = await orNull(unwrap(client.GET('/current/academicperiod')));
        return answer ? flatten(answer.data) : null;
      },
    }),
    announcements: queryOptions({
      queryKey: ['announcements'],
      queryFn: async () => flatten((await unwrap(client.GET('/announcements'))).data),
    }),
  };
}

/**
 * Asks for Home's data while its code is still loading, so the figures do not wait for the
 * chunk; the screen's queries then find them in the cache (or in flight).
 */
export function prefetchHome(
  queryClient: QueryClient,
  client: SchoolmatesClient,
  user: SessionUser,
) {
  const queries = homeQueries(client);
  if (seesPopulation(user)) void queryClient.prefetchQuery(queries.population);
  void queryClient.prefetchQuery(queries.period);
  void queryClient.prefetchQuery(queries.announcements);
}
