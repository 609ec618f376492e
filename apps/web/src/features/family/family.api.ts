/** A guardian's reads (issue 28): their children's cards and the family statement. */
import { unwrap } from '@schoolmates/sdk';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/api.tsx';

export const familyKeys = {
  children: ['family', 'children'] as const,
  statement: ['family', 'statement'] as const,
};

export function useFamilyChildren() {
  const client = useApi();
  return useQuery({
    queryKey: familyKeys.children,
    queryFn: async () => (await unwrap(client.GET('/family/children'))).data,
  });
}

export function useFamilyStatement() {
  const client = useApi();
  return useQuery({
    queryKey: familyKeys.statement,
    queryFn: async () => (await unwrap(client.GET('/family/statement'))).data,
  });
}
