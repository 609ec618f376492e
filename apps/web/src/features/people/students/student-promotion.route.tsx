import {
  createStudentPromotionMachine,
  promotionProgress,
  type StudentPromotionState,
  type studentPromotionMachine,
} from '@schoolmates/machines/people';
import type { RoleName } from '@schoolmates/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SnapshotFrom } from 'xstate';
import { loadable } from '../../../components/queries.ts';
import { useApi } from '../../../lib/api.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useClasses } from '../../../lib/lookups.ts';
import {
  type PromotionRun,
  StudentPromotionView,
  type StudentPromotionViewProps,
} from './student-promotion.view.tsx';
import { studentsKey, useStudentsToPromote } from './students.api.ts';

export type StudentPromotionSnapshot = SnapshotFrom<typeof studentPromotionMachine>;

export default function StudentPromotionRoute() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const fromClassId = params.get('class') ?? '';
  const fromArm = params.get('arm') ?? '';
  const classes = useClasses();
  const classOptions = (classes.data ?? []).map((c) => ({
    value: c.queryId,
    label: c.class_name,
    arms: c.sub_class,
  }));
  const source = classOptions.find((c) => c.value === fromClassId);
  const armChosen = source !== undefined && (source.arms.length === 0 || fromArm !== '');

  const students = useStudentsToPromote(fromClassId, fromArm, armChosen);

  return (
    <StudentPromotionPanel
      userRole={user?.role ?? null}
      classes={classOptions}
      fromClassId={fromClassId}
      fromArm={fromArm}
      onFromChange={(classId, arm) =>
        setParams({ class: classId, ...(arm ? { arm } : {}) }, { replace: true })
      }
      students={armChosen ? loadable(students) : null}
      onRetry={() => void students.refetch()}
    />
  );
}

/**
 * The promotion run through the studentPromotion machine of `@schoolmates/machines/people`: the
 * chooser's request goes to the machine, which moves the students in batches; the view shows
 * its progress, the students who did not move and a retry of those.
 */
export function StudentPromotionPanel({
  userRole,
  snapshot,
  ...chooser
}: Omit<StudentPromotionViewProps, 'run' | 'onStart' | 'onDone' | 'onRetryFailed'> & {
  /** The signed-in user's role; the machine refuses roles the contract does not allow. */
  userRole: RoleName | null;
  /** For stories: start from one of the machine's example snapshots. */
  snapshot?: StudentPromotionSnapshot;
}) {
  const client = useApi();
  const queryClient = useQueryClient();
  const logic = useMemo(
    () =>
      createStudentPromotionMachine({
        client,
        onSettled: () => void queryClient.invalidateQueries({ queryKey: studentsKey }),
      }),
    [client, queryClient],
  );
  const actor = useActorRef(logic, {
    input: { role: userRole },
    ...(snapshot ? { snapshot } : {}),
  });

  const state = useSelector(actor, (s) => s.value as StudentPromotionState);
  const done = useSelector(actor, (s) => promotionProgress(s.context).done);
  const total = useSelector(actor, (s) => promotionProgress(s.context).total);
  const moved = useSelector(actor, (s) => s.context.moved);
  const failures = useSelector(actor, (s) => s.context.failures);
  const refusal = useSelector(actor, (s) => s.context.error);

  const run: PromotionRun =
    state === 'choosing'
      ? { phase: 'choosing', refusal }
      : state === 'moving'
        ? { phase: 'moving', done, total }
        : { phase: state, moved, failures };

  const names = new Map(
    (chooser.students?.status === 'ready' ? chooser.students.data : []).map((s) => [s.id, s]),
  );

  return (
    <StudentPromotionView
      {...chooser}
      run={run}
      onStart={({ student_ids, ...where }) =>
        actor.send({
          type: 'promotion.start',
          request: {
            ...where,
            from_class_id: chooser.fromClassId,
            from_sub_class: chooser.fromArm || null,
            students: student_ids.flatMap((id) => names.get(id) ?? []),
          },
        })
      }
      onDone={() => actor.send({ type: 'promotion.dismiss' })}
      onRetryFailed={() => actor.send({ type: 'promotion.retry' })}
    />
  );
}
