import { PERIODS, TERMS, type TermRef } from '@schoolmates/domain/calendar';
import { flatten, type Schema, type SchoolmatesClient, unwrap } from '@schoolmates/sdk';
import {
  keepPreviousData,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useChange } from '../../components/mutations.ts';
import { type Loadable, loadable, orNull } from '../../components/queries.ts';
import { useApi } from '../../lib/api.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { useTeacherSubjects } from '../../lib/lookups.ts';
import { toast } from '../../lib/toast.tsx';

/** A query as a view's Loadable, its data mapped for the view. */
export function mapQuery<T, U>(query: UseQueryResult<T>, map: (data: T) => U): Loadable<U> {
  const state = loadable(query);
  return state.status === 'ready' ? { status: 'ready', data: map(state.data) } : state;
}

export type Term = Schema<'Term'>;
export type Period = Schema<'Period'>;

/** The (period, term, session) a results screen is about. */
export type PeriodChoice = TermRef;

/** Query keys of the results screens, so a save refreshes exactly what it changed. */
export const resultKeys = {
  scoreSetting: ['score-setting'] as const,
  scoreOptions: ['score-options'] as const,
  grading: ['grading'] as const,
  gradePoints: ['gpa'] as const,
  sheetSections: ['sheet-sections'] as const,
  sheetSetting: (period: Period, term: Term) => ['sheet-setting', period, term] as const,
  extraCurricular: ['extra-curricular'] as const,
  skills: ['skills'] as const,
  reports: ['reports'] as const,
  comments: ['principal-comments'] as const,
  results: ['results'] as const,
  broadsheet: ['broadsheet'] as const,
};

/** `ref` and the periods before it, newest first (Second Term, First Half → First Term, Second Half …). */
export function periodsBack(ref: TermRef, count: number): TermRef[] {
  const out: TermRef[] = [];
  let { period, term, session } = ref;
  while (out.length < count) {
    out.push({ period, term, session });
    const p = PERIODS.indexOf(period);
    const t = TERMS.indexOf(term);
    if (p > 0) period = PERIODS[p - 1] ?? period;
    else {
      period = PERIODS[PERIODS.length - 1] ?? period;
      if (t > 0) term = TERMS[t - 1] ?? term;
      else {
        term = TERMS[TERMS.length - 1] ?? term;
        const start = Number(session.slice(0, 4)) - 1;
        session = `${start}/${start + 1}`;
      }
    }
  }
  return out;
}

/**
 * The period of a student's latest released result, from `current` back one school year (a
 * student reads only their released results); null when none is released.
 */
export async function latestReleased(
  client: SchoolmatesClient,
  current: TermRef,
): Promise<TermRef | null> {
  for (const ref of periodsBack(current, TERMS.length * PERIODS.length)) {
    const found = await unwrap(
      client.GET('/get-result', { params: { query: { ...ref, status: 'released' } } }),
    );
    if (found.data.length > 0) return ref;
  }
  return null;
}

/** latestReleased as a query (for the student's Results page when no period is chosen). */
export function useLatestReleased(current: TermRef, enabled: boolean) {
  const client = useApi();
  return useQuery({
    queryKey: [...resultKeys.results, 'latest-released', current],
    enabled,
    queryFn: () => latestReleased(client, current),
  });
}

/** The current academic period of the user's campus, or the first term of this session. */
export function useScoreSetting() {
  const client = useApi();
  return useQuery({
    queryKey: resultKeys.scoreSetting,
    queryFn: async () => {
      const answer = await orNull(unwrap(client.GET('/v2/result/score/school-settings')));
      return answer ? flatten(answer.data) : null;
    },
  });
}

export function useGradingBands() {
  const client = useApi();
  return useQuery({
    queryKey: resultKeys.grading,
    queryFn: async () => flatten((await unwrap(client.GET('/grading'))).data),
  });
}

export function useGradePoints(enabled = true) {
  const client = useApi();
  return useQuery({
    queryKey: resultKeys.gradePoints,
    enabled,
    queryFn: async () => flatten((await unwrap(client.GET('/gpa'))).data),
  });
}

export function useSkills(enabled = true) {
  const client = useApi();
  return useQuery({
    queryKey: resultKeys.skills,
    enabled,
    queryFn: async () => flatten((await unwrap(client.GET('/skills'))).data),
  });
}

export function useReportTypes(enabled = true) {
  const client = useApi();
  return useQuery({
    queryKey: resultKeys.reports,
    enabled,
    queryFn: async () => flatten((await unwrap(client.GET('/reports'))).data),
  });
}

export function useExtraCurriculars(classId?: string, enabled = true) {
  const client = useApi();
  return useQuery({
    queryKey: [...resultKeys.extraCurricular, classId ?? 'all'],
    enabled,
    queryFn: async () =>
      flatten(
        (
          await unwrap(
            client.GET('/extra-curricular', {
              params: { query: classId ? { class_id: classId } : {} },
            }),
          )
        ).data,
      ),
  });
}

export function usePrincipalComments() {
  const client = useApi();
  return useQuery({
    queryKey: resultKeys.comments,
    queryFn: async () => flatten((await unwrap(client.GET('/principalcomment'))).data),
  });
}

/** The school's name, logo and contacts, printed at the top of a report card or broadsheet. */
export function useSchool() {
  const client = useApi();
  return useQuery({
    queryKey: ['school'],
    queryFn: async () => flatten((await unwrap(client.GET('/school'))).data),
  });
}

export { useTeacherSubjects };

export function useClassStudents(classId: string, subClass: string | null) {
  const client = useApi();
  return useQuery({
    queryKey: ['class-students', classId, subClass],
    enabled: classId !== '',
    queryFn: async () =>
      flatten(
        (
          await unwrap(
            client.GET('/studentbyclass/{class_id}', {
              params: {
                path: { class_id: classId },
                query: subClass ? { sub_class: subClass } : {},
              },
            }),
          )
        ).data,
      ),
  });
}

/** Where the results of a class (arm) for a period are cached. */
export const classResultsKey = (classId: string, subClass: string | null, choice: PeriodChoice) =>
  [...resultKeys.results, classId, subClass, choice] as const;

/** The results of a class (arm) for a period, as the staff see them (any status). */
export function useClassResults(classId: string, subClass: string | null, choice: PeriodChoice) {
  const client = useApi();
  return useQuery({
    queryKey: classResultsKey(classId, subClass, choice),
    enabled: classId !== '',
    queryFn: async () =>
      flatten(
        (
          await unwrap(
            client.GET('/get-result', {
              params: {
                query: {
                  class: classId,
                  ...(subClass ? { sub_class: subClass } : {}),
                  period: choice.period,
                  term: choice.term,
                  session: choice.session,
                },
              },
            }),
          )
        ).data,
      ),
  });
}

/** A class arm as one select value: `classId|arm` (arm empty for a class without arms). */
export function armKey(classId: string, arm: string | null): string {
  return `${classId}|${arm ?? ''}`;
}

export function parseArmKey(key: string): { classId: string; subClass: string | null } {
  const [classId = '', arm = ''] = key.split('|');
  return { classId, subClass: arm === '' ? null : arm };
}

/**
 * The class arms the user may read results of: a teacher's own arms (from their subjects),
 * every arm of the campus for the others.
 */
export function useClassArms(session: string, enabled = true): { value: string; label: string }[] {
  const client = useApi();
  const { user } = useAuth();
  const teacher = user?.role === 'teacher';
  const taught = useTeacherSubjects(session, enabled && teacher);
  const classes = useQuery({
    queryKey: ['class'],
    enabled: enabled && !teacher,
    queryFn: async () => flatten((await unwrap(client.GET('/class'))).data),
  });
  const arms = new Map<string, string>();
  if (teacher) {
    for (const t of taught.data ?? []) {
      arms.set(
        armKey(t.class_id, t.sub_class),
        `${t.class_name}${t.sub_class ? ` ${t.sub_class}` : ''}`,
      );
    }
  } else {
    for (const c of classes.data ?? []) {
      if (c.sub_class.length === 0) arms.set(armKey(c.queryId, null), c.class_name);
      for (const arm of c.sub_class) arms.set(armKey(c.queryId, arm), `${c.class_name} ${arm}`);
    }
  }
  return [...arms].map(([value, label]) => ({ value, label }));
}

/** Writes (or, null, clears) the principal's comment on a student's result of the period. */
export function useSaveHosComment(choice: PeriodChoice) {
  const client = useApi();
  return useChange(
    resultKeys.results,
    (input: { studentId: string; text: string | null }) =>
      unwrap(
        client.PATCH('/result/hos-comment', {
          body: {
            student_id: input.studentId,
            period: choice.period,
            term: choice.term,
            session: choice.session,
            hos_comment: input.text,
          },
        }),
      ),
    "Principal's comment saved",
  );
}

/** A class arm's broadsheet for the period. */
export function useBroadsheet(classId: string, subClass: string | null, choice: PeriodChoice) {
  const client = useApi();
  return useQuery({
    queryKey: [...resultKeys.broadsheet, classId, subClass, choice],
    enabled: classId !== '',
    queryFn: async () =>
      flatten(
        (
          await unwrap(
            client.GET('/broadsheet/{class_id}/{term}/{session}', {
              params: {
                path: { class_id: classId, term: choice.term, session: choice.session },
                query: { period: choice.period, ...(subClass ? { sub_class: subClass } : {}) },
              },
            }),
          )
        ).data,
      ),
  });
}

/** Ranks a class by average or total: its broadsheets and results are read again. */
export function useSaveClassRanking(classId: string) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ranked_by: Schema<'ClassRanking'>) =>
      unwrap(
        client.PATCH('/class/{class_id}/ranking', {
          params: { path: { class_id: classId } },
          body: { ranked_by },
        }),
      ),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: resultKeys.broadsheet });
      await queryClient.invalidateQueries({ queryKey: resultKeys.results });
      toast.success(answer.message ?? 'Ranking saved');
    },
    onError: (error) => toast.error(error.message),
  });
}

/** One page of the principal's checks of the school's report cards. */
export function useReportCardChecks(page: number) {
  const client = useApi();
  return useQuery({
    queryKey: ['report-card-checks', page],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const answer = await unwrap(
        client.GET('/report-card-verifications', { params: { query: { page } } }),
      );
      return { rows: flatten(answer.data), meta: answer.meta };
    },
  });
}

/** The staff who may appear in the results audit trail, to filter it by. */
export function useAuditActors() {
  const client = useApi();
  return useQuery({
    queryKey: ['staff', 'audit-actors'],
    queryFn: async () =>
      flatten((await unwrap(client.GET('/staff', { params: { query: { per_page: 200 } } }))).data),
  });
}

/** What the results audit trail is filtered by; empty fields filter nothing. */
export interface AuditQuery {
  term: Term;
  session: string;
  classId: string | null;
  subClass: string | null;
  studentId: string;
  actorId: string;
  from: string;
  to: string;
}

/** One page of the results audit trail. */
export function useResultsAudit(filters: AuditQuery, page: number, enabled: boolean) {
  const client = useApi();
  return useQuery({
    queryKey: ['results-audit', filters, page],
    placeholderData: keepPreviousData,
    enabled,
    queryFn: async () => {
      const answer = await unwrap(
        client.GET('/results/audit', {
          params: {
            query: {
              term: filters.term,
              session: filters.session,
              ...(filters.classId ? { class_id: filters.classId } : {}),
              ...(filters.subClass ? { sub_class: filters.subClass } : {}),
              ...(filters.studentId ? { student_id: filters.studentId } : {}),
              ...(filters.actorId ? { actor_id: filters.actorId } : {}),
              ...(filters.from ? { from: filters.from } : {}),
              ...(filters.to ? { to: filters.to } : {}),
              page,
            },
          },
        }),
      );
      return { rows: flatten(answer.data), meta: answer.meta };
    },
  });
}
