import { loadable } from '../../components/queries.ts';
import { useFamilyStatement } from './family.api.ts';
import { FamilyStatementView } from './family-statement.view.tsx';

export default function FamilyStatementRoute() {
  const statement = useFamilyStatement();
  return (
    <FamilyStatementView statement={loadable(statement)} onRetry={() => void statement.refetch()} />
  );
}
