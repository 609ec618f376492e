import { flatten, type Schema, unwrap } from '@schoolmates/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useChange } from '../../../components/mutations.ts';
import { useApi } from '../../../lib/api.tsx';
import { allPages, exportPageSize } from '../../../lib/spreadsheet.ts';

export const studentsKey = ['student'] as const;
export type Student = ReturnType<typeof flatten<Schema<'StudentAttributes'>>>;
export const perPage = 20;

export function useStudents(search: string, page: number, classId = '') {
  const client = useApi();
  return useQuery({
    queryKey: [...studentsKey, { search, page, classId }],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const answer = await unwrap(
        client.GET('/student', {
          params: {
            query: {
              page,
              per_page: perPage,
              ...(search ? { search } : {}),
              ...(classId ? { class_id: classId } : {}),
            },
          },
        }),
      );
      return { rows: flatten(answer.data), meta: answer.meta };
    },
  });
}

/** Every student the list's search finds, all pages, for an export. */
export function useAllStudents() {
  const client = useApi();
  return (search: string, classId = '') =>
    allPages(async (page) => {
      const answer = await unwrap(
        client.GET('/student', {
          params: {
            query: {
              page,
              per_page: exportPageSize,
              ...(search ? { search } : {}),
              ...(classId ? { class_id: classId } : {}),
            },
          },
        }),
      );
      return { rows: flatten(answer.data), meta: answer.meta };
    });
}

export function useToggleStudent() {
  const client = useApi();
  return useChange(
    studentsKey,
    (s: { queryId: string; status: string; fullname: string }) => {
      const params = { params: { path: { id: s.queryId } } };
      return s.status === 'disabled'
        ? unwrap(client.PATCH('/enablestudent/{id}', params))
        : unwrap(client.PATCH('/disablestudent/{id}', params));
    },
    (s) => (s.status === 'disabled' ? `${s.fullname} enabled` : `${s.fullname} disabled`),
  );
}

export const admissionNumberKey = ['admission-number-settings'] as const;

/** The school's admission-number settings; `fresh` reads them again (the next number moves on). */
export function useAdmissionNumberSettings(enabled: boolean, schoolId: string, fresh = false) {
  const client = useApi();
  return useQuery({
    queryKey: admissionNumberKey,
    enabled,
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
    queryFn: async () =>
      flatten(
        (
          await unwrap(
            client.GET('/admission-number/settings/{school_id}', {
              params: { path: { school_id: schoolId } },
            }),
          )
        ).data,
      ),
  });
}
