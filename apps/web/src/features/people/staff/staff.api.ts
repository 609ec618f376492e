import { flatten, type Schema, unwrap } from '@schoolmates/sdk';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useChange } from '../../../components/mutations.ts';
import { useApi } from '../../../lib/api.tsx';
import type { ImportRow } from '../../../lib/sheet-import.ts';
import { allPages, exportPageSize } from '../../../lib/spreadsheet.ts';
import { toast } from '../../../lib/toast.tsx';
import type { AttendanceEntry, AttendanceMark } from './staff-attendance.view.tsx';

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

/** Adds a staff member (the answer holds their one-time password) or changes one. */
export function useSaveStaff(id: string | undefined) {
  const client = useApi();
  return useChange(
    staffKey,
    async (body: Schema<'StaffInput'>) =>
      id
        ? unwrap(client.PATCH('/staff/{id}', { params: { path: { id } }, body }))
        : unwrap(client.POST('/staff', { body })),
    id ? 'Staff updated' : 'Staff added',
  );
}

/** The staff import: a dry run (what would be refused), or the import itself. */
export function useImportStaff() {
  const client = useApi();
  return (rows: ImportRow[], dryRun: boolean) =>
    unwrap(client.POST('/staff/import', { body: { dry_run: dryRun, rows } }));
}

const attendanceKey = ['staff-attendance'] as const;

/** The attendance marked on `date`, by staff id. */
export function useStaffAttendance(date: string) {
  const client = useApi();
  return useQuery({
    queryKey: [...attendanceKey, date],
    queryFn: async () => {
      const answer = await unwrap(
        client.GET('/staffattendance', { params: { query: { date, per_page: 200 } } }),
      );
      const marks: Record<string, AttendanceMark> = {};
      for (const r of flatten(answer.data)) {
        marks[r.staff_id] = {
          status: r.status,
          time_in: r.time_in ?? '',
          time_out: r.time_out ?? '',
          remark: r.remark ?? '',
        };
      }
      return marks;
    },
  });
}

export function useSaveStaffAttendance(date: string) {
  const client = useApi();
  return useChange(
    attendanceKey,
    (entries: AttendanceEntry[]) =>
      unwrap(client.POST('/staffattendance', { body: { date_in: date, entries } })),
    (entries) => `Attendance saved for ${entries.length} staff`,
  );
}

const dosKey = (campusId: string) => ['dos', campusId] as const;
const dosOf = (answer: Schema<'DosItem'>) => (answer.data ? answer.data.attributes : null);

/** The campus's director of studies (the signed-in user's campus when `campusId` is empty). */
export function useDirectorOfStudies(campusId: string) {
  const client = useApi();
  return useQuery({
    queryKey: dosKey(campusId),
    queryFn: async () =>
      dosOf(
        await unwrap(
          client.GET('/dos', { params: { query: campusId ? { campus_id: campusId } : {} } }),
        ),
      ),
  });
}

/**
 * Names the director of studies of the chosen staff member's campus; the answer is who it now
 * is, and the staff list (which marks them) is read again.
 */
export function useSetDirectorOfStudies(campusId: string) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { staff_id: string; title: string | null }) =>
      dosOf(await unwrap(client.POST('/add-dos', { body }))),
    onSuccess: (saved) => {
      queryClient.setQueryData(dosKey(campusId), saved);
      void queryClient.invalidateQueries({ queryKey: staffKey });
      toast.success('Director of studies saved');
    },
  });
}
