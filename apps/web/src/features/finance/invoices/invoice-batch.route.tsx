import {
  batchProgress,
  createInvoiceBatchMachine,
  type InvoiceBatchState,
  type invoiceBatchMachine,
} from '@schoolmates/machines/finance';
import { statePathOf } from '@schoolmates/machines/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import { schoolTypeOf } from '../../../lib/access.ts';
import { useApi } from '../../../lib/api.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { today } from '../../../lib/dates.ts';
import { sessionOptions, useClasses, usePreschools } from '../../../lib/lookups.ts';
import { financeKeys, useCurrentPeriod } from '../finance.api.ts';
import { type BatchPhase, InvoiceBatchView } from './invoice-batch.view.tsx';

export type InvoiceBatchSnapshot = SnapshotFrom<typeof invoiceBatchMachine>;

/** Invoicing a class arm or the whole school through the `invoiceBatch` machine. */
export function InvoiceBatchRoute({
  snapshot,
  preschool = false,
}: {
  snapshot?: InvoiceBatchSnapshot;
  /** A preschool campus bills its nursery classes; the batch call takes their id as class_id. */
  preschool?: boolean;
}) {
  const client = useApi();
  const queryClient = useQueryClient();
  const classes = useClasses(!preschool);
  const preschools = usePreschools(preschool);
  const logic = useMemo(() => createInvoiceBatchMachine({ client }), [client]);
  const actor = useActorRef(logic, snapshot ? { snapshot } : {});
  const state = useSelector(actor, (s) => statePathOf(s.value) as InvoiceBatchState);
  const preview = useSelector(actor, (s) => s.context.preview);
  const lines = useSelector(actor, (s) => s.context.lines);
  const error = useSelector(actor, (s) => s.context.error);
  const invoiced = useSelector(actor, (s) => s.context.invoiced);
  const steps = useSelector(actor, (s) => s.context.steps.length);
  const progress = useSelector(actor, (s) => batchProgress(s.context).done);

  useEffect(() => {
    if (state === 'done') void queryClient.invalidateQueries({ queryKey: financeKeys.all });
  }, [state, queryClient]);

  const phase: BatchPhase =
    state === 'choosing' || state === 'previewing'
      ? { kind: 'choosing', busy: state === 'previewing' }
      : state === 'previewed'
        ? {
            kind: 'previewed',
            invoiced: preview?.meta.invoiced ?? 0,
            skipped: preview?.meta.skipped ?? 0,
            total: preview?.meta.total_amount ?? 0,
            canConfirm: steps > 0 && (preview?.meta.invoiced ?? 0) > 0,
          }
        : state === 'done'
          ? { kind: 'done', invoiced }
          : { kind: 'invoicing', done: progress, of: steps, failed: state === 'invoicing.failed' };

  const nurseries = (preschool ? (preschools.data ?? []) : []).map((p) => ({
    value: p.queryId,
    label: p.name,
    class_id: p.queryId,
    arm: null as string | null,
  }));
  const arms = (preschool ? [] : (classes.data ?? [])).flatMap((c) =>
    c.sub_class.length === 0
      ? [{ value: c.queryId, label: c.class_name, class_id: c.queryId, arm: null }]
      : c.sub_class.map((arm) => ({
          value: `${c.queryId}|${arm}`,
          label: `${c.class_name} ${arm}`,
          class_id: c.queryId,
          arm: arm as string | null,
        })),
  );
  const period = useCurrentPeriod();

  return (
    <InvoiceBatchView
      phase={phase}
      targets={[{ value: '', label: 'The whole school' }, ...nurseries, ...arms]}
      sessions={sessionOptions()}
      defaults={{
        target: '',
        term: period.data?.term ?? 'First Term',
        session: period.data?.session ?? sessionOptions()[3]?.value ?? '',
        due_date: today(),
      }}
      lines={state === 'previewed' || state === 'previewing' ? (preview?.data ?? []) : lines}
      error={error}
      onPreview={(choice) => {
        const arm = [...nurseries, ...arms].find((a) => a.value === choice.target);
        actor.send({
          type: 'batch.preview',
          request: {
            term: choice.term,
            session: choice.session,
            due_date: choice.due_date,
            ...(arm ? { class_id: arm.class_id } : {}),
            ...(arm?.arm ? { sub_class: arm.arm } : {}),
            label: arm?.label ?? 'the whole school',
          },
        });
      }}
      onConfirm={() => actor.send({ type: 'batch.confirm' })}
      onCancel={() => actor.send({ type: 'batch.cancel' })}
      onRetry={() => actor.send({ type: 'batch.retry' })}
      onDismiss={() => actor.send({ type: 'batch.dismiss' })}
    />
  );
}

export default function InvoiceBatchScreen() {
  const { user } = useAuth();
  return <InvoiceBatchRoute preschool={user !== null && schoolTypeOf(user) === 'preschool'} />;
}
