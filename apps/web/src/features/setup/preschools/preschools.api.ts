import { unwrap } from '@schoolmates/sdk';
import { useChange } from '../../../components/mutations.ts';
import { useApi } from '../../../lib/api.tsx';
import { lookupKeys } from '../../../lib/lookups.ts';

export function useSavePreschool(id: string | undefined) {
  const client = useApi();
  return useChange(
    lookupKeys.preschools,
    (name: string) =>
      id
        ? unwrap(client.PATCH('/preschool/{id}', { params: { path: { id } }, body: { name } }))
        : unwrap(client.POST('/preschool', { body: { name } })),
    id ? 'Preschool updated' : 'Preschool created',
  );
}

export function useDeletePreschool() {
  const client = useApi();
  return useChange(
    lookupKeys.preschools,
    (id: string) => unwrap(client.DELETE('/preschool/{id}', { params: { path: { id } } })),
    'Preschool deleted',
  );
}
