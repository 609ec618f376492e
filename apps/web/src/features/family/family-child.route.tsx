import type { Schema } from '@schoolmates/sdk';
import type { ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { loadable } from '../../components/queries.ts';
import { paths } from '../../lib/paths.ts';
import { useFamilyChildren } from './family.api.ts';
import { FamilyChildView, type FamilyTab } from './family-child.view.tsx';

type Child = Schema<'FamilyChild'>;

/**
 * The child page's frame: which child (the path) and which section (`?tab=fees`) are kept in
 * the address; the sections come from the app, which owns the student screens they reuse.
 */
export function FamilyChildRoute({
  results,
  assignments,
  fees,
}: {
  results: (child: Child) => ReactNode;
  assignments: (child: Child) => ReactNode;
  fees: (child: Child) => ReactNode;
}) {
  const { studentId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const family = useFamilyChildren();
  const asked = params.get('tab');
  const tab: FamilyTab = asked === 'fees' || asked === 'assignments' ? asked : 'results';
  return (
    <FamilyChildView
      family={loadable(family)}
      studentId={studentId}
      tab={tab}
      onSwitch={(id) => navigate({ pathname: paths.familyChild(id), search: params.toString() })}
      onTab={(next) => setParams(next === 'results' ? {} : { tab: next }, { replace: true })}
      onRetry={() => void family.refetch()}
      results={results}
      assignments={assignments}
      fees={fees}
    />
  );
}
