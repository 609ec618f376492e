import { flatten, type Schema, unwrap } from '@schoolmates/sdk';
import { useQuery } from '@tanstack/react-query';
import { useChange } from '../../../components/mutations.ts';
import { useApi } from '../../../lib/api.tsx';

export const departmentsKey = ['department'] as const;

export function useDepartments() {
  const client = useApi();
  return useQuery({
    queryKey: departmentsKey,
    queryFn: async () => flatten((await unwrap(client.GET('/department'))).data),
  });
}

export function useSaveDepartment(id: string | undefined) {
  const client = useApi();
  return useChange(
    departmentsKey,
    (body: Schema<'DepartmentInput'>) =>
      id
        ? unwrap(client.PATCH('/department/{id}', { params: { path: { id } }, body }))
        : unwrap(client.POST('/department', { body })),
    id ? 'Department updated' : 'Department created',
  );
}

export function useDeleteDepartment() {
  const client = useApi();
  return useChange(
    departmentsKey,
    (id: string) => unwrap(client.DELETE('/department/{id}', { params: { path: { id } } })),
    'Department deleted',
  );
}
