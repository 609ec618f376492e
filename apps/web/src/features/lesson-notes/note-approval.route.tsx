import {
  createLessonNoteApprovalMachine,
  type LessonNoteKind,
  type lessonNoteApprovalMachine,
} from '@schoolmates/machines/lesson-notes';
import { ApiError, type RoleName, type Schema } from '@schoolmates/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import { loadable } from '../../components/queries.ts';
import { uploadFile } from '../../components/upload.ts';
import { useApi } from '../../lib/api.tsx';
import { toast } from '../../lib/toast.tsx';
import { type NoteRow, notesKey, useNoteHistory } from './lesson-notes.api.ts';
import {
  ApprovalActionsView,
  type ApprovalPanel,
  NoteFormView,
  NoteHistoryView,
  noteFields,
  noteValues,
} from './lesson-notes.view.tsx';

export type LessonNoteApprovalSnapshot = SnapshotFrom<typeof lessonNoteApprovalMachine>;

const BUSY = ['approving', 'unapproving', 'editing', 'deleting'] as const;

/**
 * One note's approval through the lessonNoteApproval machine: the buttons its guards allow
 * (approve, send back with a comment, edit, delete), its progress and failures; the list is
 * refreshed after each success.
 */
export function NoteApprovalRoute({
  kind,
  role,
  note,
  snapshot,
}: {
  kind: LessonNoteKind;
  role: RoleName;
  note: NoteRow;
  /** For stories: start from one of the machine's example snapshots. */
  snapshot?: LessonNoteApprovalSnapshot;
}) {
  const client = useApi();
  const queryClient = useQueryClient();
  const logic = useMemo(() => createLessonNoteApprovalMachine({ client }), [client]);
  const actor = useActorRef(logic, {
    input: { kind, role, note: { id: note.queryId, attributes: note } },
    ...(snapshot ? { snapshot } : {}),
  });
  const panel = useSelector(
    actor,
    (s): ApprovalPanel => ({
      busy: BUSY.find((b) => s.matches(b)) ?? null,
      deleted: s.matches('deleted'),
      canApprove: s.can({ type: 'lessonNote.approve' }),
      // Whether this note may go back given a reason (the view asks for it).
      canUnapprove: s.can({ type: 'lessonNote.unapprove', comment: 'a reason' }),
      canEdit: s.can({ type: 'lessonNote.edit', changes: {} }),
      canDelete: s.can({ type: 'lessonNote.delete' }),
      error: s.context.error,
      canRetry: s.context.error !== null && s.can({ type: 'lessonNote.retry' }),
    }),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  const notice = useSelector(actor, (s) => s.context.notice);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const [editing, setEditing] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  // Lesson notes keep a history (the contract has none for flip classes).
  const history = useNoteHistory(note.queryId, showHistory && kind === 'lessonNote');

  useEffect(() => {
    if (!notice || snapshot) return;
    toast.success(notice);
    setEditing(false);
    void queryClient.invalidateQueries({ queryKey: notesKey });
  }, [notice, snapshot, queryClient]);

  if (editing) {
    return (
      <NoteFormView
        kind={kind}
        initial={noteValues(note)}
        fileRequired={false}
        busy={uploading || panel.busy === 'editing'}
        errors={fieldErrors}
        onCancel={() => setEditing(false)}
        onSubmit={async (values, file) => {
          const changes: Record<string, string | null> = {};
          for (const f of noteFields(kind)) {
            const value = String(values[f.name] ?? '').trim();
            changes[f.name] = value === '' ? null : value;
          }
          try {
            setUploading(true);
            if (file) {
              changes.file_id = await uploadFile(
                client,
                file,
                kind === 'flipClass' ? 'flip_class' : 'lesson_note',
              );
            }
          } catch (error) {
            toast.error(error instanceof ApiError ? error.message : 'The file was not uploaded.');
            return;
          } finally {
            setUploading(false);
          }
          // Required fields are always filled by the form; optional ones empty mean "none".
          actor.send({
            type: 'lessonNote.edit',
            changes: changes as Schema<'FlipClassUpdate'>,
          });
        }}
      />
    );
  }
  return (
    <>
      <ApprovalActionsView
        panel={panel}
        onApprove={(comment) => actor.send({ type: 'lessonNote.approve', comment })}
        onUnapprove={(reason) => actor.send({ type: 'lessonNote.unapprove', comment: reason })}
        onEdit={() => setEditing(true)}
        onDelete={() => actor.send({ type: 'lessonNote.delete' })}
        onRetry={() => actor.send({ type: 'lessonNote.retry' })}
        onHistory={kind === 'lessonNote' ? () => setShowHistory((shown) => !shown) : undefined}
      />
      {showHistory && <NoteHistoryView entries={loadable(history)} />}
    </>
  );
}
