import { flatten, unwrap } from '@schoolmates/sdk';
import { useQuery } from '@tanstack/react-query';
import { fieldErrorsOf } from '../../../components/form.tsx';
import { useChange } from '../../../components/mutations.ts';
import { loadable } from '../../../components/queries.ts';
import { useApi } from '../../../lib/api.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useClasses } from '../../../lib/lookups.ts';
import { resultKeys, useExtraCurriculars } from '../results.api.ts';
import { ExtraCurricularView } from './extra-curricular.view.tsx';

/** Elementary campuses scope activities by class; preschool campuses keep one plain list. */
export default function ExtraCurricularRoute() {
  const client = useApi();
  const preschool = useAuth().user?.is_preschool === true;
  const elementaryList = useExtraCurriculars(undefined, !preschool);
  const preschoolList = useQuery({
    queryKey: [...resultKeys.extraCurricular, 'preschool'],
    enabled: preschool,
    queryFn: async () => flatten((await unwrap(client.GET('/preschoolcurricular'))).data),
  });
  const classes = useClasses(!preschool);
  const list = preschool ? preschoolList : elementaryList;
  const add = useChange(
    resultKeys.extraCurricular,
    (input: { name: string; class_id: string | null }): Promise<unknown> =>
      preschool
        ? unwrap(client.POST('/preschoolcurricular', { body: { name: input.name } }))
        : unwrap(client.POST('/extra-curricular', { body: input })),
    (input) => `${input.name} added`,
  );
  const remove = useChange(
    resultKeys.extraCurricular,
    (id: string): Promise<unknown> => {
      const params = { params: { path: { id } } };
      return preschool
        ? unwrap(client.DELETE('/delete-preschoolcurricular/{id}', params))
        : unwrap(client.DELETE('/delete-extra-curricular/{id}', params));
    },
    'Activity deleted',
  );
  return (
    <ExtraCurricularView
      rows={loadable<{ queryId: string; name: string; class_name?: string | null }[]>(list)}
      classes={
        preschool
          ? undefined
          : (classes.data ?? []).map((c) => ({ value: c.queryId, label: c.class_name }))
      }
      adding={add.isPending}
      errors={fieldErrorsOf(add.error)}
      onAdd={(input) => add.mutate(input)}
      onDelete={(r) => remove.mutate(r.queryId)}
      onRetry={() => void list.refetch()}
    />
  );
}
