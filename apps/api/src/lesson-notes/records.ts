/** Lesson notes, flip classes and their history as the contract answers them. */
import type { components } from '@schoolmates/sdk';
import { record } from '../http/envelope.ts';
import type { NoteSelected, noteHistory } from './lesson-notes.queries.ts';

type S = components['schemas'];
type HistoryRow = Awaited<ReturnType<typeof noteHistory>>[number];

/** A record both kinds' answers accept (each kind fills its own fields: `content` or `video_url`). */
export type NoteRecord = {
  id: string;
  attributes: S['LessonNoteAttributes'] & S['FlipClassAttributes'];
};

export function noteRecord({
  note,
  className,
  subject,
  fileName,
  submittedBy,
  approvedBy,
}: NoteSelected) {
  return record(note.id, {
    class_id: String(note.classId),
    class_name: className,
    subject_id: String(note.subjectId),
    subject,
    week: note.week,
    term: note.term,
    session: note.session,
    topic: note.topic,
    description: note.description,
    date_from: note.dateFrom,
    date_to: note.dateTo,
    sub_topic: note.subTopic,
    specific_objectives: note.specificObjectives,
    previous_lesson: note.previousLesson,
    previous_knowledge: note.previousKnowledge,
    set_induction: note.setInduction,
    methodology: note.methodology,
    teaching_aid: note.teachingAid,
    ...(note.kind === 'flip_class' ? { video_url: note.videoUrl } : { content: note.content }),
    file_id: note.fileId === null ? null : String(note.fileId),
    file_name: fileName,
    staff_id: String(note.staffId),
    submitted_by: submittedBy,
    status: note.status,
    comment: note.comment,
    date_submitted: note.dateSubmitted.toISOString(),
    date_approved: note.dateApproved?.toISOString() ?? null,
    approved_by: approvedBy,
    updated_at: note.updatedAt.toISOString(),
  }) as NoteRecord;
}

export const historyRecord = ({ entry, actor }: HistoryRow) =>
  record(entry.id, {
    action: entry.action,
    comment: (entry.detail as { comment?: string | null } | null)?.comment ?? null,
    actor_id: String(entry.actorId),
    actor,
    at: entry.createdAt.toISOString(),
  }) as S['LessonNoteHistoryRecord'];
