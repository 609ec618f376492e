import { fieldErrorsOf } from '../../../components/form.tsx';
import { loadable } from '../../../components/queries.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { useClasses } from '../../../lib/lookups.ts';
import { useExtraCurriculars } from '../results.api.ts';
import { ExtraCurricularView } from './extra-curricular.view.tsx';
import { useAddActivity, useDeleteActivity, usePreschoolActivities } from './settings.api.ts';

/** Elementary campuses scope activities by class; preschool campuses keep one plain list. */
export default function ExtraCurricularRoute() {
  const preschool = useAuth().user?.is_preschool === true;
  const elementaryList = useExtraCurriculars(undefined, !preschool);
  const preschoolList = usePreschoolActivities(preschool);
  const classes = useClasses(!preschool);
  const list = preschool ? preschoolList : elementaryList;
  const add = useAddActivity(preschool);
  const remove = useDeleteActivity(preschool);
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
