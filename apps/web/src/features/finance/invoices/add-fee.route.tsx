import { formatNaira } from '@schoolmates/domain/money';
import { useState } from 'react';
import { useClasses } from '../../../lib/lookups.ts';
import { useAddFeeToInvoices, useFees } from '../finance.api.ts';
import { type AddFeeChoice, type AddFeePhase, AddFeeView } from './add-fee.view.tsx';

/** Adding a new fee to the invoices already made: the fees of the current term, a preview, the step. */
export default function AddFeeRoute() {
  const fees = useFees();
  const classes = useClasses(true);
  const preview = useAddFeeToInvoices();
  const apply = useAddFeeToInvoices();
  const [shown, setShown] = useState<'choosing' | 'previewed' | 'done'>('choosing');
  const arms = (classes.data ?? []).flatMap((c) =>
    c.sub_class.length === 0
      ? [{ value: c.queryId, label: c.class_name }]
      : c.sub_class.map((arm) => ({
          value: `${c.queryId}|${arm}`,
          label: `${c.class_name} ${arm}`,
        })),
  );
  const body = (choice: AddFeeChoice, asPreview: boolean) => {
    const [classId, arm] = choice.target.split('|');
    return {
      fee_id: choice.fee,
      reason: choice.reason.trim(),
      preview: asPreview,
      ...(classId ? { class_id: classId } : {}),
      ...(arm ? { sub_class: arm } : {}),
    };
  };
  const phase: AddFeePhase = fees.isPending
    ? { kind: 'loading' }
    : fees.isError
      ? { kind: 'error', message: fees.error.message }
      : shown === 'done' && apply.data
        ? { kind: 'done', answer: apply.data }
        : shown === 'previewed' && preview.data
          ? { kind: 'previewed', answer: preview.data, busy: apply.isPending }
          : { kind: 'choosing', busy: preview.isPending };
  return (
    <AddFeeView
      phase={phase}
      fees={(fees.data ?? []).map((f) => ({
        value: f.queryId,
        label: `${f.feetype} (${formatNaira(f.amount)}, ${f.term})`,
      }))}
      targets={[{ value: '', label: 'Every invoice' }, ...arms]}
      error={(preview.error ?? apply.error)?.message ?? null}
      onRetry={() => void fees.refetch()}
      onPreview={(choice) =>
        preview.mutate(body(choice, true), { onSuccess: () => setShown('previewed') })
      }
      onConfirm={(choice) =>
        apply.mutate(body(choice, false), { onSuccess: () => setShown('done') })
      }
      onCancel={() => setShown('choosing')}
    />
  );
}
