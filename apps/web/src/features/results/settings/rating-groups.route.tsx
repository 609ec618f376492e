import { unwrap } from '@schoolmates/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Loadable } from '../../../components/queries.ts';
import { useApi } from '../../../lib/api.tsx';
import { toast } from '../../../lib/toast.tsx';
import { ratingTitles } from '../compute/report-details.view.tsx';
import { resultKeys, useReportTypes, useSkills } from '../results.api.ts';
import { type RatingGroup, RatingGroupsView } from './rating-groups.view.tsx';

const skillTypes = ['affective_disposition', 'psychomotor_skills'] as const;
const reportTypes = ['pupil_report', 'psychomotor_performance'] as const;

/** The Reports screen: the school's skill groups and report types, each one card. */
export default function RatingGroupsRoute() {
  const client = useApi();
  const queryClient = useQueryClient();
  const skills = useSkills();
  const reports = useReportTypes();
  const change = useMutation({
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
  const failed = skills.error ?? reports.error;
  const groups: Loadable<RatingGroup[]> = failed
    ? { status: 'error', message: failed.message }
    : skills.isPending || reports.isPending
      ? { status: 'loading' }
      : {
          status: 'ready',
          data: [
            ...skillTypes.map((list) => {
              const s = skills.data?.find((x) => x.skill_type === list);
              return {
                list,
                source: 'skill' as const,
                id: s?.queryId ?? null,
                attributes: s?.attribute ?? [],
              };
            }),
            ...reportTypes.map((list) => {
              const r = reports.data?.find((x) => x.report_type === list);
              return {
                list,
                source: 'report' as const,
                id: r?.queryId ?? null,
                attributes: r?.attribute ?? [],
              };
            }),
          ],
        };
  return (
    <RatingGroupsView
      groups={groups}
      busy={change.isPending ? (change.variables?.group.list ?? null) : null}
      onSave={(group, attributes) => change.mutate({ group, attributes })}
      onDelete={(group) => change.mutate({ group, attributes: null })}
      onRetry={() => {
        void skills.refetch();
        void reports.refetch();
      }}
    />
  );
}
