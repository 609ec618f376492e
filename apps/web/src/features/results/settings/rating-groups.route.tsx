import type { Loadable } from '../../../components/queries.ts';
import { useReportTypes, useSkills } from '../results.api.ts';
import { type RatingGroup, RatingGroupsView } from './rating-groups.view.tsx';
import { reportTypes, skillTypes, useChangeRatingGroup } from './settings.api.ts';

/** The Reports screen: the school's skill groups and report types, each one card. */
export default function RatingGroupsRoute() {
  const skills = useSkills();
  const reports = useReportTypes();
  const change = useChangeRatingGroup();
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
