import { nairaInput } from '@schoolmates/domain/money';
import { useNavigate, useParams } from 'react-router';
import { fieldErrorsOf } from '../../../components/form.tsx';
import { formStatus } from '../../../components/form-screen.tsx';
import { sessionOptions, useClasses } from '../../../lib/lookups.ts';
import { paths } from '../../../lib/paths.ts';
import { useCurrentPeriod, useFees, useSaveFee } from '../finance.api.ts';
import { FeeFormView } from './fees.view.tsx';

export default function FeeFormRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  const list = useFees();
  const classes = useClasses();
  const save = useSaveFee(id);
  const period = useCurrentPeriod();
  const record = list.data?.find((f) => f.queryId === id);
  const status = id
    ? formStatus(id, list.isPending, record !== undefined)
    : period.isPending
      ? 'loading'
      : 'ready';
  return (
    <FeeFormView
      // A new form once the record arrives, so its values start from it.
      key={record?.queryId ?? period.data?.session ?? 'new'}
      mode={id ? 'edit' : 'create'}
      status={status}
      initial={
        record
          ? {
              feetype: record.feetype,
              amount: nairaInput(record.amount),
              term: record.term,
              session: record.session,
              category: record.category,
              fee_status: record.fee_status,
              class_ids: record.classes.map((c) => c.class_id),
            }
          : period.data && {
              feetype: '',
              amount: '',
              term: period.data.term,
              session: period.data.session,
              category: 'tuition',
              fee_status: 'compulsory',
              class_ids: [],
            }
      }
      sessions={sessionOptions()}
      classes={(classes.data ?? []).map((c) => ({ value: c.queryId, label: c.class_name }))}
      busy={save.isPending}
      errors={fieldErrorsOf(save.error)}
      onCancel={() => navigate(paths.fees)}
      onSubmit={(fee) => save.mutate(fee, { onSuccess: () => navigate(paths.fees) })}
    />
  );
}
