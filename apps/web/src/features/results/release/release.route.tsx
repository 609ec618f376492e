import { ApiError, type Schema, unwrap } from '@schoolmates/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../app/api.tsx';
import { toast } from '../../../app/toast.tsx';
import { type PeriodChoice, resultKeys } from '../results.api.ts';
import {
  type ReleaseAction,
  type ReleaseProgress,
  type ReleaseScope,
  ReleaseView,
} from './release.view.tsx';

/**
 * Release and withhold through the contract's class or student call. (The resultRelease
 * machine of packages/machines had not landed when this was written; when it does, this
 * container hands it the same (action, scope) and renders its progress instead.)
 */
export function ReleaseRoute({
  classId,
  subClass,
  choice,
  student,
  classCount,
}: {
  classId: string;
  subClass: string | null;
  choice: PeriodChoice;
  student: { id: string; name: string; status: Schema<'ResultStatus'> } | null;
  classCount: number;
}) {
  const client = useApi();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ReleaseProgress | null>(null);
  const run = useMutation({
    mutationFn: async ({ action, scope }: { action: ReleaseAction; scope: ReleaseScope }) => {
      const where = { term: choice.term, session: choice.session, period: choice.period };
      const body: Schema<'ResultReleaseInput'> =
        scope === 'student' && student
          ? { ...where, student_ids: [student.id] }
          : { ...where, class_id: classId, ...(subClass ? { sub_class: subClass } : {}) };
      return action === 'release'
        ? unwrap(client.PATCH('/release/result', { body }))
        : unwrap(client.PATCH('/withhold/result', { body }));
    },
    onMutate: ({ action, scope }) =>
      setProgress({
        action,
        scope,
        done: 0,
        total: scope === 'student' ? 1 : classCount,
        busy: true,
        summary: null,
        failures: [],
      }),
    onSuccess: async (answer, { action, scope }) => {
      const d = answer.data;
      setProgress({
        action,
        scope,
        done: d.changed + d.unchanged,
        total: d.changed + d.unchanged,
        busy: false,
        summary: answer.message || `${d.changed} changed, ${d.unchanged} unchanged.`,
        failures: [],
      });
      toast.success(answer.message || 'Done');
      await queryClient.invalidateQueries({ queryKey: resultKeys.results });
      await queryClient.invalidateQueries({ queryKey: resultKeys.broadsheet });
    },
    onError: (error, { action, scope }) => {
      const reasons =
        error instanceof ApiError && Object.keys(error.errors).length > 0
          ? Object.values(error.errors).map((m) => m.join(' '))
          : [error.message];
      setProgress({
        action,
        scope,
        done: 0,
        total: scope === 'student' ? 1 : classCount,
        busy: false,
        summary: null,
        failures: reasons.map((reason) => ({
          name: scope === 'student' && student ? student.name : 'Class',
          reason,
        })),
      });
    },
  });
  return (
    <ReleaseView
      classLabel={`${subClass ? `this class (arm ${subClass})` : 'this class'}`}
      student={student}
      classCount={classCount}
      progress={progress}
      onRun={(action, scope) => run.mutate({ action, scope })}
    />
  );
}
