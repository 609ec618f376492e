import { unwrap } from '@schoolmates/sdk';
import { fieldErrorsOf } from '../../../components/form.tsx';
import { useChange } from '../../../components/mutations.ts';
import { loadable } from '../../../components/queries.ts';
import { useApi } from '../../../lib/api.tsx';
import { resultKeys, usePrincipalComments } from '../results.api.ts';
import { type CommentInput, CommentsView } from './comments.view.tsx';

export default function CommentsRoute() {
  const client = useApi();
  const list = usePrincipalComments();
  const save = useChange(
    resultKeys.comments,
    ({ id, body }: { id: string | null; body: CommentInput }): Promise<unknown> =>
      id
        ? unwrap(client.PATCH('/principalcomment/{id}', { params: { path: { id } }, body }))
        : unwrap(client.POST('/principalcomment', { body })),
    ({ id }) => (id ? 'Comment updated' : 'Comment added'),
  );
  const remove = useChange(
    resultKeys.comments,
    (id: string) => unwrap(client.DELETE('/principalcomment/{id}', { params: { path: { id } } })),
    'Comment deleted',
  );
  return (
    <CommentsView
      rows={loadable(list)}
      saving={save.isPending}
      errors={fieldErrorsOf(save.error)}
      onSave={(id, body) => save.mutate({ id, body })}
      onDelete={(r) => remove.mutate(r.queryId)}
      onRetry={() => void list.refetch()}
    />
  );
}
