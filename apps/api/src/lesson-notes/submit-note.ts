/**
 * Submitting a lesson note or flip class: a teacher's for a class and subject they teach,
 * checked, written not approved and audited as submitted in one transaction.
 */
import { audit } from '../audit/audit-log.ts';
import type { Auth } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import type { LessonNoteKind } from '../db/schema.ts';
import { toId } from '../http/envelope.ts';
import { checkTeaches } from './access.ts';
import { checkNote } from './checks.ts';
import { insertNote, noteWithNames } from './lesson-notes.queries.ts';
import { type NoteFields, type NoteInput, planColumns } from './note-fields.ts';
import { noteRecord } from './records.ts';

export async function submitNote(db: Db, auth: Auth, kind: LessonNoteKind, body: NoteInput) {
  const fields: NoteFields = body;
  const place = { classId: toId(body.class_id), subjectId: toId(body.subject_id) };
  await checkTeaches(db, auth, { ...place, session: body.session });
  const fileId = body.file_id === undefined ? undefined : toId(body.file_id);
  await checkNote(
    db,
    auth,
    kind,
    { ...place, campusId: auth.campusId, dateFrom: body.date_from, dateTo: body.date_to },
    fileId,
    undefined,
    { file: fileId !== undefined, content: !!fields.content, emptied: 'file_id' },
  );
  const id = await db.transaction(async (tx) => {
    const created = await insertNote(tx, auth, kind, planColumns(body));
    await audit(tx, auth, kind, created, 'submit');
    return created;
  });
  return noteRecord(await noteWithNames(db, auth.schId, id));
}
