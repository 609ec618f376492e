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
import type { SnapshotFrom } from 'xstate';
import { EmptyState } from '../../components/states.tsx';
import { useApi } from '../../lib/api.tsx';
import { AssignmentEditorView } from './assignment-editor.view.tsx';
import { assignmentKeys } from './assignments.api.ts';
import { SetChooser, useSetChoice } from './set-chooser.tsx';

/** Create Assignment: choose the set (term, week, class arm, subject), then edit and publish. */
export default function AssignmentCreateRoute() {
  const chooser = useSetChoice();
  const { choice, week, classId, subClass, subjectId } = chooser.value;
  const set: AssignmentSet | null =
    classId && subjectId
      ? { ...choice, week, class_id: classId, sub_class: subClass || null, subject_id: subjectId }
      : null;
  return (
    <>
      <SetChooser chooser={chooser} showKind={false} />
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
