import { flatten, unwrap } from '@schoolmates/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorsByIndex, fieldErrorsOf } from '../../../components/form.tsx';
import { loadable } from '../../../components/queries.ts';
import { useApi } from '../../../lib/api.tsx';
import { useClasses } from '../../../lib/lookups.ts';
import {
  type MovedStudent,
  type PromotionRequest,
  type PromotionRun,
  type PromotionStudent,
  StudentPromotionView,
} from './student-promotion.view.tsx';
import { studentsKey } from './students.api.ts';

/** Students moved per call, so a large class shows its progress as it goes. */
export const promotionBatch = 25;

const place = (cls: string | null, arm: string | null) =>
  cls ? `${cls}${arm ? ` ${arm}` : ''}` : null;

export default function StudentPromotionRoute() {
  const client = useApi();
  const queryClient = useQueryClient();
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

  const students = useQuery({
    queryKey: [...studentsKey, 'promotion', fromClassId, fromArm],
    enabled: armChosen,
    queryFn: async () => {
      const answer = await unwrap(
        client.GET('/student', {
          params: {
            query: {
              class_id: fromClassId,
              status: 'active',
              per_page: 200,
              ...(fromArm ? { sub_class: fromArm } : {}),
            },
          },
        }),
      );
      return flatten(answer.data).map(
        (s): PromotionStudent => ({
          id: s.queryId,
          fullname: s.fullname,
          admission_number: s.admission_number,
        }),
      );
    },
  });

  const [run, setRun] = useState<PromotionRun>({ phase: 'choosing' });

  const start = async (request: PromotionRequest) => {
    const ids = request.student_ids;
    const names = new Map((students.data ?? []).map((s) => [s.id, s.fullname]));
    const moved: MovedStudent[] = [];
    let failure: Extract<PromotionRun, { phase: 'finished' }>['failure'] = null;
    setRun({ phase: 'moving', done: 0, total: ids.length });
    for (let i = 0; i < ids.length; i += promotionBatch) {
      const batch = ids.slice(i, i + promotionBatch);
      try {
        const answer = await unwrap(
          client.PATCH('/promote-students', {
            body: {
              from_class_id: fromClassId,
              from_sub_class: fromArm || null,
              ...request,
              student_ids: batch,
            },
          }),
        );
        for (const m of flatten(answer.data)) {
          moved.push({
            student_id: m.student_id,
            fullname: m.fullname,
            admission_number: m.admission_number,
            from: place(m.from_class, m.from_sub_class) ?? '',
            to: place(m.to_class, m.to_sub_class),
          });
        }
        setRun({ phase: 'moving', done: moved.length, total: ids.length });
      } catch (error) {
        // The server moves a batch all or nothing: this one and the rest stayed.
        const { byId, rest } = errorsByIndex(fieldErrorsOf(error), 'student_ids', batch);
        const reasons = [
          ...Object.entries(byId).map(
            ([id, e]) => `${names.get(id) ?? id}: ${Object.values(e).flat().join(' ')}`,
          ),
          ...Object.entries(rest).map(([field, m]) => `${field.replace(/_/g, ' ')} ${m.join(' ')}`),
        ];
        failure = {
          message:
            reasons.length > 0
              ? reasons.join('; ')
              : error instanceof Error
                ? error.message
                : 'Something went wrong',
          notMoved: ids.length - i,
        };
        break;
      }
    }
    await queryClient.invalidateQueries({ queryKey: studentsKey });
    setRun({ phase: 'finished', moved, failure });
  };

  return (
    <StudentPromotionView
      classes={classOptions}
      fromClassId={fromClassId}
      fromArm={fromArm}
      onFromChange={(classId, arm) =>
        setParams({ class: classId, ...(arm ? { arm } : {}) }, { replace: true })
      }
      students={armChosen ? loadable(students) : null}
      run={run}
      onStart={(request) => void start(request)}
      onDone={() => setRun({ phase: 'choosing' })}
      onRetry={() => void students.refetch()}
    />
  );
}
