import {
  type AssignmentPublishState,
  type AssignmentSet,
  type assignmentPublishMachine,
  createAssignmentPublishMachine,
} from '@schoolmates/machines/assignments';
import { statePathOf } from '@schoolmates/machines/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SnapshotFrom } from 'xstate';
import { SelectInput } from '../../components/form.tsx';
import { PeriodPicker, useChosenPeriod } from '../../components/period-picker.tsx';
import { EmptyState } from '../../components/states.tsx';
import { useApi } from '../../lib/api.tsx';
import { useClasses, useSubjects } from '../../lib/lookups.ts';
import { AssignmentEditorView } from './assignment-editor.view.tsx';
import { assignmentKeys, useWeekAndKind } from './assignments.api.ts';

const weeks = Array.from({ length: 13 }, (_, i) => ({
  value: String(i + 1),
  label: `Week ${i + 1}`,
}));

/** Create Assignment: choose the set (term, week, class arm, subject), then edit and publish. */
export default function AssignmentCreateRoute() {
  const [choice, setChoice] = useChosenPeriod();
  const [{ week }, setWeekAndKind] = useWeekAndKind();
  const [params, setParams] = useSearchParams();
  const classes = useClasses();
  const subjects = useSubjects();
  const arm = params.get('arm') ?? '';
  const subjectId = params.get('subject') ?? '';
  const [classId, subClass] = arm.split('|');
  const arms = (classes.data ?? []).flatMap((c) =>
    (c.sub_class.length ? c.sub_class : ['']).map((a) => ({
      value: `${c.queryId}|${a}`,
      label: a ? `${c.class_name} ${a}` : c.class_name,
    })),
  );
  const choose = (key: string, value: string) =>
    setParams(
      (old) => {
        const out = new URLSearchParams(old);
        out.set(key, value);
        return out;
      },
      { replace: true },
    );
  const set: AssignmentSet | null =
    classId && subjectId
      ? {
          ...choice,
          week,
          class_id: classId,
          sub_class: subClass ? subClass : null,
          subject_id: subjectId,
        }
      : null;
  return (
    <>
      <PeriodPicker value={choice} onChange={setChoice}>
        <div style={{ minWidth: 120 }}>
          <SelectInput
            label="Week"
            name="week"
            value={String(week)}
            options={weeks}
            onValueChange={(w) => setWeekAndKind({ week: Number(w) })}
          />
        </div>
        <div style={{ minWidth: 150 }}>
          <SelectInput
            label="Class"
            name="arm"
            value={arm}
            options={arms}
            onValueChange={(value) => choose('arm', value)}
          />
        </div>
        <div style={{ minWidth: 170 }}>
          <SelectInput
            label="Subject"
            name="subject"
            value={subjectId}
            options={(subjects.data ?? []).map((s) => ({ value: s.queryId, label: s.subject }))}
            onValueChange={(value) => choose('subject', value)}
          />
        </div>
      </PeriodPicker>
      <div style={{ marginTop: 16 }}>
        {set ? (
          <AssignmentEditor key={JSON.stringify(set)} set={set} />
        ) : (
          <EmptyState
            title="Choose the class and subject"
            description="An assignment is set for one class arm and subject, in one week of the term."
            icon="note"
          />
        )}
      </div>
    </>
  );
}

export type AssignmentPublishSnapshot = SnapshotFrom<typeof assignmentPublishMachine>;

/** The assignmentPublish machine wired to the server, shown by AssignmentEditorView. */
export function AssignmentEditor({
  set,
  snapshot,
}: {
  set: AssignmentSet;
  /** For stories: start from one of the machine's example snapshots. */
  snapshot?: AssignmentPublishSnapshot;
}) {
  const client = useApi();
  const queryClient = useQueryClient();
  const logic = useMemo(() => createAssignmentPublishMachine({ client }), [client]);
  const actor = useActorRef(logic, { input: { set }, ...(snapshot ? { snapshot } : {}) });
  const state = useSelector(actor, (s) => statePathOf(s.value) as AssignmentPublishState);
  const context = useSelector(actor, (s) => s.context);
  useEffect(() => {
    if (state === 'published' || state === 'draft') {
      void queryClient.invalidateQueries({ queryKey: assignmentKeys.all });
    }
  }, [state, queryClient]);
  return (
    <AssignmentEditorView
      state={state}
      dueDate={context.dueDate}
      objective={context.objective}
      theory={context.theory}
      problems={context.problems}
      error={context.error}
      notice={context.notice}
      answered={context.answered}
      onAdd={(kind) => actor.send({ type: 'assignment.addQuestion', kind })}
      onEditObjective={(index, changes) =>
        actor.send({ type: 'assignment.edit', kind: 'objective', index, changes })
      }
      onEditTheory={(index, changes) =>
        actor.send({ type: 'assignment.edit', kind: 'theory', index, changes })
      }
      onRemove={(kind, index) => actor.send({ type: 'assignment.removeQuestion', kind, index })}
      onDueDate={(dueDate) => actor.send({ type: 'assignment.setDueDate', dueDate })}
      onPublish={() => actor.send({ type: 'assignment.publish' })}
      onUnpublish={() => actor.send({ type: 'assignment.unpublish' })}
      onRetry={() => actor.send({ type: 'assignment.retry' })}
      onDismiss={() => actor.send({ type: 'assignment.dismiss' })}
    />
  );
}
