import { loadable } from '../../components/queries.ts';
import { paths } from '../../lib/paths.ts';
import { useFamilyChildren } from './family.api.ts';
import { FamilyHomeView } from './family-home.view.tsx';

/** The guardian's panel on Home: a card per child. */
export default function FamilyHomeRoute() {
  const family = useFamilyChildren();
  return (
    <FamilyHomeView
      family={loadable(family)}
      pathOf={(child) => paths.familyChild(child.student_id)}
      onRetry={() => void family.refetch()}
    />
  );
}
