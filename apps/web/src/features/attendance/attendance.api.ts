/** Daily attendance's calls (issue 30): one function or hook per call, with its query key. */
import type { Schema } from '@schoolmates/sdk';
import { unwrap } from '@schoolmates/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { schoolTypeOf } from '../../lib/access.ts';
import { useApi } from '../../lib/api.tsx';
import type { SessionUser } from '../../lib/auth.tsx';
import { useClasses, usePreschools } from '../../lib/lookups.ts';
import { toast } from '../../lib/toast.tsx';

export type Register = Schema<'AttendanceRegisterAttributes'>;
export type RegisterStudent = Schema<'AttendanceRegisterStudent'>;
export type Mark = Schema<'AttendanceMark'>;
export type DaySession = Schema<'AttendanceDaySession'>;
export type MarkInput = Schema<'AttendanceMarkInput'>;
export type Report = Schema<'AttendanceReportAttributes'>;
export type StudentAttendance = Schema<'StudentAttendanceAttributes'>;
export type AttendanceSettings = Schema<'AttendanceSettingsAttributes'>;

export const attendanceKeys = {
  register: ['attendance-register'] as const,
  settings: ['attendance-settings'] as const,
  report: ['attendance-report'] as const,
  student: ['attendance-student'] as const,
};

/**
 * Whose register: a class arm, or a preschool class in a preschool school. As a select's value
 * `<class_id>|<arm>` (arm empty for a class without arms) or `preschool|<preschool_id>`.
 */
export type Group = { classId: string; subClass: string | null } | { preschoolId: string };
export const groupKey = (g: Group) =>
  'preschoolId' in g ? `preschool|${g.preschoolId}` : `${g.classId}|${g.subClass ?? ''}`;
export function parseGroup(key: string): Group | null {
  const [first = '', second = ''] = key.split('|');
  if (first === 'preschool') return /^\d+$/.test(second) ? { preschoolId: second } : null;
  return /^\d+$/.test(first) ? { classId: first, subClass: second || null } : null;
}
/** The contract's names for a group: `preschool_id`, or `class_id` and its arm. */
const groupQuery = (g: Group) =>
  'preschoolId' in g
    ? { preschool_id: g.preschoolId }
    : { class_id: g.classId, ...(g.subClass ? { sub_class: g.subClass } : {}) };

/**
 * The groups the caller keeps registers for: a teacher their own arm or preschool class, staff
 * every arm (a preschool school: every preschool class) of the campus.
 */
export function useRegisterGroups(user: SessionUser | null) {
  const teacher = user?.role === 'teacher';
  const preschool = user !== null && schoolTypeOf(user) === 'preschool';
  const classes = useClasses(!teacher && !preschool);
  const preschools = usePreschools(!teacher && preschool);
  if (teacher) {
    // a preschool's teacher signs in with their preschool class as `class_id`
    const own: Group | null = !user?.class_id
      ? null
      : preschool
        ? { preschoolId: user.class_id }
        : { classId: user.class_id, subClass: user.sub_class ?? null };
    const label = `${user?.class_name ?? ''} ${preschool ? '' : (user?.sub_class ?? '')}`.trim();
    return {
      status: 'ready' as const,
      options: own && label ? [{ value: groupKey(own), label }] : [],
    };
  }
  const list = preschool ? preschools : classes;
  if (list.isPending) return { status: 'loading' as const, options: [] };
  if (list.isError) return { status: 'error' as const, options: [] };
  if (preschool) {
    return {
      status: 'ready' as const,
      options: (preschools.data ?? []).map((p) => ({
        value: groupKey({ preschoolId: p.queryId }),
        label: p.name,
      })),
    };
  }
  return {
    status: 'ready' as const,
    options: (classes.data ?? []).flatMap((c) =>
      c.sub_class.length === 0
        ? [{ value: groupKey({ classId: c.queryId, subClass: null }), label: c.class_name }]
        : c.sub_class.map((arm) => ({
            value: groupKey({ classId: c.queryId, subClass: arm }),
            label: `${c.class_name} ${arm}`,
          })),
    ),
  };
}

export function useRegister(group: Group | null, date: string, daySession: DaySession) {
  const client = useApi();
  return useQuery({
    queryKey: [...attendanceKeys.register, group && groupKey(group), date, daySession],
    enabled: group !== null,
    queryFn: async () =>
      (
        await unwrap(
          client.GET('/attendance/register', {
            params: {
              query: {
                ...(group ? groupQuery(group) : {}),
                date,
                day_session: daySession,
              },
            },
          }),
        )
      ).data.attributes,
  });
}

/** Saves a register; the server's answer is the register as now kept (put in the cache). */
export function useTakeRegister(group: Group | null, date: string, daySession: DaySession) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (marks: MarkInput[]) =>
      (
        await unwrap(
          client.PUT('/attendance/register', {
            body: {
              ...(group ? groupQuery(group) : {}),
              date,
              day_session: daySession,
              marks,
            },
          }),
        )
      ).data.attributes,
    onSuccess: (saved) => {
      queryClient.setQueryData(
        [...attendanceKeys.register, group && groupKey(group), date, daySession],
        saved,
      );
      void queryClient.invalidateQueries({ queryKey: attendanceKeys.report });
      toast.success(`Register saved for ${saved.class_name} ${saved.sub_class ?? ''}`.trim());
    },
  });
}

export function useAttendanceSettings() {
  const client = useApi();
  return useQuery({
    queryKey: attendanceKeys.settings,
    queryFn: async () => (await unwrap(client.GET('/attendance/settings'))).data.attributes,
  });
}

export interface ReportQuery {
  term: Schema<'Term'>;
  session: string;
  group: Group | null;
  groupBy: 'day' | 'week' | 'term';
  threshold: number;
}

export function useAttendanceReport(q: ReportQuery) {
  const client = useApi();
  return useQuery({
    queryKey: [
      ...attendanceKeys.report,
      q.term,
      q.session,
      q.group && groupKey(q.group),
      q.groupBy,
      q.threshold,
    ],
    queryFn: async () =>
      (
        await unwrap(
          client.GET('/attendance/report', {
            params: {
              query: {
                term: q.term,
                session: q.session,
                ...(q.group ? groupQuery(q.group) : {}),
                group_by: q.groupBy,
                threshold: q.threshold,
              },
            },
          }),
        )
      ).data.attributes,
  });
}

/** A guardian's linked children (issue 28), to choose whose attendance to read. */
export function useFamilyChildren(enabled = true) {
  const client = useApi();
  return useQuery({
    queryKey: ['family-children'],
    enabled,
    queryFn: async () =>
      (await unwrap(client.GET('/family/children'))).data.map((c) => ({
        value: c.student_id,
        label: c.student_fullname,
      })),
  });
}

export function useStudentAttendance(studentId: string, term: Schema<'Term'>, session: string) {
  const client = useApi();
  return useQuery({
    queryKey: [...attendanceKeys.student, studentId, term, session],
    enabled: studentId !== '',
    queryFn: async () =>
      (
        await unwrap(
          client.GET('/attendance/student/{student_id}', {
            params: { path: { student_id: studentId }, query: { term, session } },
          }),
        )
      ).data.attributes,
  });
}

export type Holiday = Schema<'SchoolHolidayRecord'>;
export const holidayKey = ['attendance-holidays'] as const;

/** Saves the fields changed; the answer is the settings as saved (put in the cache). */
export function useSaveAttendanceSettings() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Schema<'AttendanceSettingsInput'>) =>
      (await unwrap(client.PUT('/attendance/settings', { body }))).data.attributes,
    onSuccess: (saved) => {
      queryClient.setQueryData(attendanceKeys.settings, saved);
      toast.success('Attendance settings saved');
    },
  });
}

export function useHolidays() {
  const client = useApi();
  return useQuery({
    queryKey: holidayKey,
    queryFn: async () => (await unwrap(client.GET('/attendance/holidays'))).data,
  });
}

export function useAddHoliday() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Schema<'SchoolHolidayInput'>) =>
      (await unwrap(client.POST('/attendance/holidays', { body }))).data,
    onSuccess: (added) => {
      queryClient.setQueryData<Holiday[]>(holidayKey, (old) =>
        [...(old ?? []), added].sort((a, b) =>
          a.attributes.starts.localeCompare(b.attributes.starts),
        ),
      );
      void queryClient.invalidateQueries({ queryKey: attendanceKeys.register });
      toast.success(`${added.attributes.name} added`);
    },
  });
}

export function useRemoveHoliday() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(client.DELETE('/attendance/holidays/{id}', { params: { path: { id } } })),
    onSuccess: (_, id) => {
      queryClient.setQueryData<Holiday[]>(holidayKey, (old) =>
        (old ?? []).filter((h) => h.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: attendanceKeys.register });
      toast.success('Holiday removed');
    },
  });
}
