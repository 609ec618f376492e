import { flatten, type Schema, unwrap } from '@schoolmates/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useChange } from '../../../components/mutations.ts';
import { useApi } from '../../../lib/api.tsx';
import { allPages, exportPageSize } from '../../../lib/spreadsheet.ts';

export const staffKey = ['staff'] as const;
export type Staff = ReturnType<typeof flatten<Schema<'StaffAttributes'>>>;

export function useStaff(search: string, page: number, perPage = 20) {
  const client = useApi();
  return useQuery({
    queryKey: [...staffKey, { search, page, perPage }],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const answer = await unwrap(
        client.GET('/staff', {
          params: { query: { page, per_page: perPage, ...(search ? { search } : {}) } },
        }),
      );
      return { rows: flatten(answer.data), meta: answer.meta };
    },
  });
}

/** Every staff member the list's search finds, all pages, for an export. */
export function useAllStaff() {
  const client = useApi();
  return (search: string) =>
    allPages(async (page) => {
      const answer = await unwrap(
        client.GET('/staff', {
          params: { query: { page, per_page: exportPageSize, ...(search ? { search } : {}) } },
        }),
      );
      return { rows: flatten(answer.data), meta: answer.meta };
    });
}

export function useToggleStaff() {
  const client = useApi();
  return useChange(
    staffKey,
    (s: { queryId: string; status: string; name: string }) => {
      const params = { params: { path: { id: s.queryId } } };
      return s.status === 'disabled'
        ? unwrap(client.PATCH('/enablestaff/{id}', params))
        : unwrap(client.PATCH('/disablestaff/{id}', params));
    },
    (s) => (s.status === 'disabled' ? `${s.name} enabled` : `${s.name} disabled`),
  );
}

/** Active staff, for choosing among them (attendance, director of studies). */
export function useActiveStaff(enabled = true, campusId = '') {
  const client = useApi();
  return useQuery({
    queryKey: [...staffKey, 'active', campusId],
    enabled,
    queryFn: async () => {
      const answer = await unwrap(
        client.GET('/staff', {
          params: {
            query: {
              status: 'active',
              per_page: 200,
              ...(campusId ? { campus_id: campusId } : {}),
            },
          },
        }),
      );
      return flatten(answer.data);
    },
  });
}
