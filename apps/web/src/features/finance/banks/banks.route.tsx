import { loadable } from '../../../components/queries.ts';
import { useBanks, useDeleteBank } from '../finance.api.ts';
import { BanksView } from './banks.view.tsx';

export default function BanksRoute() {
  const list = useBanks();
  const remove = useDeleteBank();
  return (
    <BanksView
      rows={loadable(list)}
      onDelete={(r) => remove.mutate(r.queryId)}
      onRetry={() => void list.refetch()}
    />
  );
}
