import {
  createResultReleaseMachine,
  type ReleaseStudent,
  type ResultReleaseState,
  releaseProgress,
  releaseSummary,
  type resultReleaseMachine,
} from '@schoolmates/machines/results';
import type { RoleName, Schema } from '@schoolmates/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import { useApi } from '../../../lib/api.tsx';
import { toast } from '../../../lib/toast.tsx';
import { type PeriodChoice, resultKeys } from '../results.api.ts';
import {
  pastTense,
  type ReleaseAction,
  type ReleasePhase,
  type ReleaseRun,
  type ReleaseScope,
  ReleaseView,
} from './release.view.tsx';

export type ResultReleaseSnapshot = SnapshotFrom<typeof resultReleaseMachine>;

const phaseOf: Record<ResultReleaseState, ReleasePhase | null> = {
  idle: null,
  confirming: 'confirming',
  saving: 'saving',
  failed: 'failed',
  released: 'done',
  withheld: 'done',
};

/**
 * Release and withhold through the resultRelease machine of `@schoolmates/machines/results`:
 * the panel sends `result.*` events with the student on screen or the class's students with a
 * result, and shows the machine's progress, failures and retry.
 */
export function ReleaseRoute({
  userRole,
  classLabel,
  choice,
  student,
  classResults,
  snapshot,
}: {
  /** The signed-in user's role; the machine refuses roles the contract does not allow. */
  userRole: RoleName | null;
  classLabel: string;
  choice: PeriodChoice;
  student: { id: string; name: string; status: Schema<'ResultStatus'> } | null;
  /** The class arm's students with a result for the period. */
  classResults: ReleaseStudent[];
  /** For stories: start from one of the machine's example snapshots (`resultReleaseExamples`). */
  snapshot?: ResultReleaseSnapshot;
}) {
  const client = useApi();
  const queryClient = useQueryClient();
  const logic = useMemo(
    () =>
      createResultReleaseMachine({
        client,
        onSettled: (outcome) => {
          const verb = pastTense[outcome.action];
          const { changed, failures } = outcome;
          if (failures.length === 0) {
            toast.success(
              `${outcome.target.label}: ${changed} result${changed === 1 ? '' : 's'} ${verb}.`,
            );
          } else {
            toast.error(
              `${failures.length} result${failures.length === 1 ? ' was' : 's were'} not ${verb}.`,
            );
          }
          void queryClient.invalidateQueries({ queryKey: resultKeys.results });
          void queryClient.invalidateQueries({ queryKey: resultKeys.broadsheet });
        },
      }),
    [client, queryClient],
  );
  const actor = useActorRef(logic, {
    input: { role: userRole },
    ...(snapshot ? { snapshot } : {}),
  });

  const state = useSelector(actor, (s) => s.value as ResultReleaseState);
  const action = useSelector(actor, (s) => s.context.action);
  const target = useSelector(actor, (s) => s.context.target);
  const done = useSelector(actor, (s) => releaseProgress(s.context).done);
  const summary = useSelector(actor, (s) => releaseSummary(s.context));
  const failures = useSelector(actor, (s) => s.context.failures);
  const outcomes = useSelector(actor, (s) => s.context.answered);
  const refusal = useSelector(actor, (s) => s.context.error);

  const phase = phaseOf[state];
  const run: ReleaseRun | null =
    phase && action && target
      ? {
          phase,
          action,
          scope: target.scope,
          label: target.label,
          done,
          total: target.students.length,
          summary,
          outcomes,
          failures,
        }
      : null;

  const start = (next: ReleaseAction, scope: ReleaseScope) => {
    const students =
      scope === 'student' && student ? [{ id: student.id, name: student.name }] : classResults;
    actor.send({
      type: next === 'release' ? 'result.release' : 'result.withhold',
      target: {
        term: choice.term,
        session: choice.session,
        period: choice.period,
        scope,
        label: scope === 'student' && student ? student.name : classLabel,
        students,
      },
    });
  };

  return (
    <ReleaseView
      classLabel={classLabel}
      student={student}
      classCount={classResults.length}
      run={run}
      refusal={refusal}
      onStart={start}
      onConfirm={(reason) => actor.send({ type: 'result.confirm', reason })}
      onCancel={() => actor.send({ type: 'result.cancel' })}
      onRetry={() => actor.send({ type: 'result.retry' })}
      onDismiss={() => actor.send({ type: 'result.dismiss' })}
    />
  );
}
