import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../lib/toast.tsx';

/** A call that changes records of `key`: refreshes them and says so. */
export function useChange<Input, Output>(
  key: QueryKey,
  call: (input: Input) => Promise<Output>,
  success: string | ((input: Input) => string),
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (_, input) => {
      await queryClient.invalidateQueries({ queryKey: key });
      toast.success(typeof success === 'string' ? success : success(input));
    },
  });
}

/**
 * A call whose answer is what `key` holds, as a read would give it: the cache takes the answer
 * (no second read) and says so.
 */
export function useSave<Input, Saved>(
  key: QueryKey,
  call: (input: Input) => Promise<Saved>,
  success: string | ((input: Input) => string),
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (saved, input) => {
      queryClient.setQueryData(key, saved);
      toast.success(typeof success === 'string' ? success : success(input));
    },
  });
}
