import { ApiError } from '@schoolmates/sdk';
import type { QueryClient, QueryKey, UseQueryResult } from '@tanstack/react-query';

export type Loadable<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: T };

export function loadable<T>(query: UseQueryResult<T>): Loadable<T> {
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'error', message: query.error.message };
  return { status: 'ready', data: query.data };
}

/** A missing record (404) reads as null rather than as a failure. */
export async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The same state with its data changed. */
export function mapLoadable<T, U>(state: Loadable<T>, change: (data: T) => U): Loadable<U> {
  return state.status === 'ready' ? { status: 'ready', data: change(state.data) } : state;
}

/** A row of any cached page of a list (`{ rows }`): a form opened from the list starts from it. */
export function cachedRow<T extends { queryId: string }>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  id: string,
): T | undefined {
  for (const [, data] of queryClient.getQueriesData<{ rows: T[] }>({ queryKey })) {
    const found = data?.rows.find((row) => row.queryId === id);
    if (found) return found;
  }
  return undefined;
}
