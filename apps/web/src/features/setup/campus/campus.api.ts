import { flatten, type Schema, unwrap } from '@schoolmates/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api.tsx';
import { toast } from '../../../lib/toast.tsx';

export type Campus = ReturnType<typeof flatten<Schema<'CampusAttributes'>>>;
export const campusKey = ['campus'] as const;

export function useCampuses() {
  const client = useApi();
  return useQuery({
    queryKey: campusKey,
    queryFn: async () => flatten((await unwrap(client.GET('/campus'))).data),
  });
}

export function useSaveCampus(id: string | undefined) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Schema<'CampusInput'>) =>
      id
        ? unwrap(client.PATCH('/campus/{id}', { params: { path: { id } }, body }))
        : unwrap(client.POST('/campus', { body })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: campusKey });
      toast.success(id ? 'Campus updated' : 'Campus created');
    },
  });
}

/** DECISIONS #2: a disabled campus offers Enable, any other status offers Disable. */
export function useToggleCampus() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (campus: Campus) => {
      const params = { params: { path: { id: campus.queryId } } };
      return campus.status === 'disabled'
        ? unwrap(client.PATCH('/enablecampus/{id}', params))
        : unwrap(client.PATCH('/disablecampus/{id}', params));
    },
    onSuccess: async (_, campus) => {
      await queryClient.invalidateQueries({ queryKey: campusKey });
      toast.success(
        campus.status === 'disabled' ? `${campus.name} enabled` : `${campus.name} disabled`,
      );
    },
  });
}

export function useDeleteCampus() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (campus: Campus) =>
      unwrap(client.DELETE('/campus/{id}', { params: { path: { id: campus.queryId } } })),
    onSuccess: async (_, campus) => {
      await queryClient.invalidateQueries({ queryKey: campusKey });
      toast.success(`${campus.name} deleted`);
    },
  });
}
