/**
 * Checks of a lesson note's or flip class's write against the school's data (404 for a note
 * the caller may not see, 422 on the field, 409 when it went meanwhile).
 */
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import type { LessonNoteKind } from '../db/schema.ts';
import { type FieldErrors, invalid } from '../http/errors.ts';
import { approvedConflict, deletedConflict, noteScope, visible } from './access.ts';
import {
  classOfCampus,
  fileForNote,
  findNote,
  type NoteRow,
  subjectOfSchool,
} from './lesson-notes.queries.ts';

/** The note `id` of this kind when the caller may see it (404 otherwise). */
export async function seenNote(db: DbOrTx, auth: Auth, kind: LessonNoteKind, id: bigint) {
  return visible(await noteScope(db, auth, kind), await findNote(db, auth.schId, id));
}

/**
 * 422 unless the class is one of the campus's, the subject one of the school's, the dates in
 * order, the note typed or uploaded (`kept`: what it will hold), and the file an upload of the
 * caller for this kind not used by another note.
 */
export async function checkNote(
  db: DbOrTx,
  auth: Auth,
  kind: LessonNoteKind,
  note: { campusId: bigint; classId: bigint; subjectId: bigint; dateFrom: string; dateTo: string },
  fileId: bigint | undefined,
  noteId?: bigint,
  kept?: { file: boolean; content: boolean; emptied: 'file_id' | 'content' },
) {
  const errors: FieldErrors = {};
  if (kept && !kept.file && !kept.content) {
    errors[kept.emptied] = ['is required: type the note or upload its file'];
  }
  if (!(await classOfCampus(db, auth.schId, note.campusId, note.classId))) {
    errors.class_id = ['is not a class of your campus'];
  }
  if (!(await subjectOfSchool(db, auth.schId, note.subjectId))) {
    errors.subject_id = ['is not a subject of your school'];
  }
  if (note.dateTo < note.dateFrom) errors.date_to = ['must not be before date_from'];
  if (fileId !== undefined) {
    const file = await fileForNote(db, auth.schId, fileId, noteId);
    if (!file || file.purpose !== kind || file.uploadedBy !== auth.userId || file.usedBy !== null) {
      errors.file_id = [
        `must be a file you uploaded with purpose ${kind}, not used by another note`,
      ];
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** 409 for a write that found no row: the note was deleted, or approved, meanwhile. */
export async function lostNote(db: DbOrTx, note: NoteRow) {
  return (await findNote(db, note.schId, note.id))
    ? approvedConflict(note.kind)
    : deletedConflict(note.kind);
}
