import { flatten, type Schema, unwrap } from '@schoolmates/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useChange } from '../../../components/mutations.ts';
import { orNull } from '../../../components/queries.ts';
import { useApi } from '../../../lib/api.tsx';
import { toast } from '../../../lib/toast.tsx';
import { ratingTitles } from '../compute/report-details.view.tsx';
import { type Period, resultKeys, type Term } from '../results.api.ts';
import type { TermDates } from './academic-dates.view.tsx';
import type { CommentInput } from './comments.view.tsx';
import type { RatingGroup } from './rating-groups.view.tsx';
import type { ScoreSchemeInput } from './score-settings.view.tsx';

const datesKey = (term: Term, session: string) => ['closing-resumption', term, session] as const;

/** The closing and resumption dates of a term; null when none are set. */
export function useAcademicDates(term: Term, session: string) {
  const client = useApi();
  return useQuery({
    queryKey: datesKey(term, session),
    queryFn: async (): Promise<TermDates | null> => {
      const answer = await orNull(
        unwrap(client.GET('/closingresumption', { params: { query: { term, session } } })),
      );
      return answer ? flatten(answer.data) : null;
    },
  });
}

export function useSaveAcademicDates(term: Term, session: string) {
  const client = useApi();
  return useChange(
    datesKey(term, session),
    (d: TermDates) => unwrap(client.POST('/closingresumption', { body: { term, session, ...d } })),
    `Dates saved for ${term} ${session}`,
  );
}

/** The score schemes offered as starting points. */
export function useScorePresets() {
  const client = useApi();
  return useQuery({
    queryKey: resultKeys.scoreOptions,
    queryFn: async () => flatten((await unwrap(client.GET('/v2/result/settings'))).data),
  });
}

export function useSaveScoreSetting() {
  const client = useApi();
  return useChange(
    resultKeys.scoreSetting,
    (body: ScoreSchemeInput) => unwrap(client.POST('/v2/result/settings/store', { body })),
    'Score settings saved',
  );
}

/** Saves the whole set of grading bands. */
export function useSaveGradingBands() {
  const client = useApi();
  return (bands: Schema<'GradingBandInput'>[]) =>
    unwrap(client.POST('/grading', { body: { bands } }));
}

/** Saves the whole set of grade points. */
export function useSaveGradePoints() {
  const client = useApi();
  return (bands: Schema<'GradePointBandInput'>[]) =>
    unwrap(client.POST('/gpa', { body: { bands } }));
}

/** Adds a bank comment (`id` null) or changes one. */
export function useSavePrincipalComment() {
  const client = useApi();
  return useChange(
    resultKeys.comments,
    ({ id, body }: { id: string | null; body: CommentInput }): Promise<unknown> =>
      id
        ? unwrap(client.PATCH('/principalcomment/{id}', { params: { path: { id } }, body }))
        : unwrap(client.POST('/principalcomment', { body })),
    ({ id }) => (id ? 'Comment updated' : 'Comment added'),
  );
}

export function useDeletePrincipalComment() {
  const client = useApi();
  return useChange(
    resultKeys.comments,
    (id: string) => unwrap(client.DELETE('/principalcomment/{id}', { params: { path: { id } } })),
    'Comment deleted',
  );
}

export const skillTypes = ['affective_disposition', 'psychomotor_skills'] as const;
export const reportTypes = ['pupil_report', 'psychomotor_performance'] as const;

/** Saves a skill group or report type's attributes (null: deletes the group). */
export function useChangeRatingGroup() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      group,
      attributes,
    }: {
      group: RatingGroup;
      attributes: string[] | null;
    }) => {
      const path = { params: { path: { id: group.id ?? '' } } };
      if (group.source === 'skill') {
        const skill_type = group.list as (typeof skillTypes)[number];
        if (attributes === null) return unwrap(client.DELETE('/skills/{id}', path));
        const body = { skill_type, attribute: attributes };
        return group.id
          ? unwrap(client.PATCH('/skills/{id}', { ...path, body }))
          : unwrap(client.POST('/skills', { body }));
      }
      const report_type = group.list as (typeof reportTypes)[number];
      if (attributes === null) return unwrap(client.DELETE('/reports/{id}', path));
      const body = { report_type, attribute: attributes };
      return group.id
        ? unwrap(client.PATCH('/reports/{id}', { ...path, body }))
        : unwrap(client.POST('/reports', { body }));
    },
    onSuccess: async (_, { group, attributes }) => {
      await queryClient.invalidateQueries({
        queryKey: group.source === 'skill' ? resultKeys.skills : resultKeys.reports,
      });
      toast.success(`${ratingTitles[group.list]} ${attributes === null ? 'deleted' : 'saved'}`);
    },
  });
}

const feeGateKey = [...resultKeys.results, 'fee-gate'] as const;

/** The school's fee-gated results setting. */
export function useFeeGate() {
  const client = useApi();
  return useQuery({
    queryKey: feeGateKey,
    queryFn: async () => (await unwrap(client.GET('/results/fee-gate'))).data.attributes,
  });
}

export function useSaveFeeGate() {
  const client = useApi();
  return useChange(
    feeGateKey,
    (body: { enabled: boolean; threshold: number }) =>
      unwrap(client.PUT('/results/fee-gate', { body })),
    (body) =>
      body.enabled
        ? 'Results of students owing fees will be held.'
        : 'Results are not held for fees.',
  );
}

/** A preschool campus's activities: one plain list, not scoped by class. */
export function usePreschoolActivities(enabled = true) {
  const client = useApi();
  return useQuery({
    queryKey: [...resultKeys.extraCurricular, 'preschool'],
    enabled,
    queryFn: async () => flatten((await unwrap(client.GET('/preschoolcurricular'))).data),
  });
}

/** Adds an activity: by class on an elementary campus, to the plain list on a preschool one. */
export function useAddActivity(preschool: boolean) {
  const client = useApi();
  return useChange(
    resultKeys.extraCurricular,
    (input: { name: string; class_id: string | null }): Promise<unknown> =>
      preschool
        ? unwrap(client.POST('/preschoolcurricular', { body: { name: input.name } }))
        : unwrap(client.POST('/extra-curricular', { body: input })),
    (input) => `${input.name} added`,
  );
}

export function useDeleteActivity(preschool: boolean) {
  const client = useApi();
  return useChange(
    resultKeys.extraCurricular,
    (id: string): Promise<unknown> => {
      const params = { params: { path: { id } } };
      return preschool
        ? unwrap(client.DELETE('/delete-preschoolcurricular/{id}', params))
        : unwrap(client.DELETE('/delete-extra-curricular/{id}', params));
    },
    'Activity deleted',
  );
}

/** Every section a result sheet may print. */
export function useSheetSections() {
  const client = useApi();
  return useQuery({
    queryKey: resultKeys.sheetSections,
    queryFn: async () =>
      flatten((await unwrap(client.GET('/v2/result/settings/sheet-sections'))).data),
  });
}

/** The sections the school's sheets print in a period of a term. */
export function useSheetSetting(period: Period, term: Term) {
  const client = useApi();
  return useQuery({
    queryKey: resultKeys.sheetSetting(period, term),
    queryFn: async () =>
      flatten(
        (
          await unwrap(
            client.GET('/v2/result/sheet/school-settings', { params: { query: { period, term } } }),
          )
        ).data,
      ),
  });
}

export function useSaveSheetSetting(period: Period, term: Term) {
  const client = useApi();
  return useChange(
    resultKeys.sheetSetting(period, term),
    (sheet_ids: string[]) =>
      unwrap(
        client.POST('/v2/result/settings/save-sheet-sections', {
          body: { period, term, sheet_ids },
        }),
      ),
    `Sheet settings saved for ${term}, ${period}`,
  );
}
