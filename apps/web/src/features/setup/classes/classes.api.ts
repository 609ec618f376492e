import { type Schema, unwrap } from '@schoolmates/sdk';
import { useChange } from '../../../components/mutations.ts';
import { useApi } from '../../../lib/api.tsx';
import { lookupKeys } from '../../../lib/lookups.ts';

export function useSaveClass(id: string | undefined) {
  const client = useApi();
  return useChange(
    lookupKeys.classes,
    (body: Schema<'ClassInput'>) =>
      id
        ? unwrap(
            client.PATCH('/class/{id}', {
              params: { path: { id } },
              body: { class_name: body.class_name, sub_class: body.sub_class ?? [] },
            }),
          )
        : unwrap(client.POST('/class', { body })),
    id ? 'Class updated' : 'Class created',
  );
}

export function useDeleteClass() {
  const client = useApi();
  return useChange(
    lookupKeys.classes,
    (id: string) => unwrap(client.DELETE('/class/{id}', { params: { path: { id } } })),
    'Class deleted',
  );
}

/** "A, B , c" → ["A", "B", "C"]: arms are letters or short names, upper-cased, no repeats. */
export function parseArms(text: string): string[] {
  const arms = text
    .split(',')
    .map((a) => a.trim().toUpperCase())
    .filter((a) => a !== '');
  return [...new Set(arms)];
}
