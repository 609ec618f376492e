import { ApiError, flatten, type SchoolmatesClient, unwrap } from '@schoolmates/sdk';
import { useQuery } from '@tanstack/react-query';
import { useApi } from './api.tsx';

/** Lists several screens choose from (campus, class, subject, department); cached for the visit. */
export const lookupKeys = {
  campus: ['campus'] as const,
  classes: ['class'] as const,
  subjects: ['subjects'] as const,
  departments: ['department'] as const,
  preschools: ['preschool'] as const,
  periods: ['academic-period'] as const,
};

export function useClasses(enabled = true) {
  const client = useApi();
  return useQuery({
    queryKey: lookupKeys.classes,
    enabled,
    queryFn: async () => flatten((await unwrap(client.GET('/class'))).data),
  });
}

export function useCampusList(enabled = true) {
  const client = useApi();
  return useQuery({
    queryKey: lookupKeys.campus,
    enabled,
    queryFn: async () => flatten((await unwrap(client.GET('/campus'))).data),
  });
}

export function useSubjects(enabled = true) {
  const client = useApi();
  return useQuery({
    queryKey: lookupKeys.subjects,
    enabled,
    queryFn: async () => flatten((await unwrap(client.GET('/subjects'))).data),
  });
}

/** The (class, arm, subject) entries the signed-in teacher teaches in a session. */
export function useTeacherSubjects(session: string, enabled = true) {
  const client = useApi();
  return useQuery({
    queryKey: ['teacher-subject', session],
    enabled,
    queryFn: async () =>
      flatten(
        (await unwrap(client.GET('/teacher-subject', { params: { query: { session } } }))).data,
      ),
  });
}

export function useDepartmentList(enabled = true) {
  const client = useApi();
  return useQuery({
    queryKey: lookupKeys.departments,
    enabled,
    queryFn: async () => flatten((await unwrap(client.GET('/department'))).data),
  });
}

export function usePreschools(enabled = true) {
  const client = useApi();
  return useQuery({
    queryKey: lookupKeys.preschools,
    enabled,
    queryFn: async () => flatten((await unwrap(client.GET('/preschool'))).data),
  });
}

export function useAcademicPeriods() {
  const client = useApi();
  return useQuery({
    queryKey: lookupKeys.periods,
    queryFn: async () => flatten((await unwrap(client.GET('/getacademicperiod'))).data),
  });
}

/**
 * The campus's current academic period (a superadmin's own campus unless one is named), or
 * null while the school has not set one (404).
 */
export function useCurrentAcademicPeriod(campusId?: string) {
  const client = useApi();
  return useQuery({
    queryKey: ['academic-period', 'current', campusId ?? 'own'],
    queryFn: async () => {
      try {
        const answer = await unwrap(
          client.GET('/current/academicperiod', {
            params: { query: campusId ? { campus_id: campusId } : {} },
          }),
        );
        return flatten(answer.data);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** The active students of a class (of one arm when `arm` is named), as a whole class to act on. */
export async function activeStudentsOf(client: SchoolmatesClient, classId: string, arm: string) {
  const answer = await unwrap(
    client.GET('/student', {
      params: {
        query: {
          class_id: classId,
          status: 'active',
          per_page: 200,
          ...(arm ? { sub_class: arm } : {}),
        },
      },
    }),
  );
  return flatten(answer.data);
}

/**
 * Sessions offered in forms: the school's current one (the calendar's when none is set) and
 * its neighbours, oldest first.
 */
export function sessionOptions(
  now = new Date(),
  current?: string | null,
): { value: string; label: string }[] {
  const year = current
    ? Number(current.slice(0, 4))
    : now.getMonth() >= 7
      ? now.getFullYear()
      : now.getFullYear() - 1;
  return [year - 3, year - 2, year - 1, year, year + 1].map((y) => ({
    value: `${y}/${y + 1}`,
    label: `${y}/${y + 1}`,
  }));
}
