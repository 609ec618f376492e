import { fieldErrorsOf } from '../../../components/form.tsx';
import { loadable } from '../../../components/queries.ts';
import { usePrincipalComments } from '../results.api.ts';
import { CommentsView } from './comments.view.tsx';
import { useDeletePrincipalComment, useSavePrincipalComment } from './settings.api.ts';

export default function CommentsRoute() {
  const list = usePrincipalComments();
  const save = useSavePrincipalComment();
  const remove = useDeletePrincipalComment();
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
