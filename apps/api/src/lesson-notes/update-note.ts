/**
 * Changing a lesson note or flip class the caller may change: checked as a new one is, and
 * submitted again (not approved, audited as an edit); a new file replaces the old one, whose
 * bytes go after the commit.
 */
import { audit } from '../audit/audit-log.ts';
import type { Auth } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { LessonNoteKind } from '../db/schema.ts';
import { toId } from '../http/envelope.ts';
import { checkChangeable, checkTeaches, onlyUnapproved } from './access.ts';
import { checkNote, lostNote, seenNote } from './checks.ts';
import { removeBytes } from './delete-note.ts';
import { deleteFileRow, noteWithNames, saveNote } from './lesson-notes.queries.ts';
import { type NoteFields, type NoteUpdate, planColumns } from './note-fields.ts';
import { noteRecord } from './records.ts';

export async function updateNote(
  db: Db,
  config: Pick<Config, 'dataDir'>,
  auth: Auth,
  kind: LessonNoteKind,
  id: bigint,
  body: NoteUpdate,
) {
  const note = await seenNote(db, auth, kind, id);
  checkChangeable(auth, note);
  const classId = body.class_id === undefined ? note.classId : toId(body.class_id);
  const subjectId = body.subject_id === undefined ? note.subjectId : toId(body.subject_id);
  const fileId = body.file_id === undefined ? undefined : toId(body.file_id);
  const { content }: NoteFields = body;
  await checkTeaches(db, auth, { classId, subjectId, session: body.session ?? note.session });
  await checkNote(
    db,
    auth,
    kind,
    {
      campusId: note.campusId,
      classId,
      subjectId,
      dateFrom: body.date_from ?? note.dateFrom,
      dateTo: body.date_to ?? note.dateTo,
    },
    fileId === note.fileId ? undefined : fileId,
    note.id,
    {
      file: fileId !== undefined || note.fileId !== null,
      content: content === undefined ? note.content !== null : !!content,
      emptied: 'content',
    },
  );
  // A new file replaces the old one, which goes with the edit.
  const replaced = await db.transaction(async (tx) => {
    if (!(await saveNote(tx, note, planColumns(body), onlyUnapproved(auth)))) {
      throw await lostNote(tx, note);
    }
    // An edit submits the note again: its history says so.
    await audit(tx, auth, kind, note.id, 'edit');
    return fileId === undefined || fileId === note.fileId || note.fileId === null
      ? undefined
      : deleteFileRow(tx, auth.schId, note.fileId);
  });
  await removeBytes(config, replaced);
  return noteRecord(await noteWithNames(db, auth.schId, note.id));
}
