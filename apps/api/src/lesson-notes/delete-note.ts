/**
 * Deleting a lesson note or flip class the caller may change, with its file: the rows in one
 * transaction, the stored bytes only after it.
 */
import type { Auth } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { LessonNoteKind } from '../db/schema.ts';
import { fileStoreFor } from '../storage/file-store.ts';
import { checkChangeable, onlyUnapproved } from './access.ts';
import { lostNote, seenNote } from './checks.ts';
import { deleteFileRow, removeNote } from './lesson-notes.queries.ts';

/** Stored bytes go only after the rows that named them are gone. */
export async function removeBytes(config: Pick<Config, 'dataDir'>, storageKey: string | undefined) {
  if (storageKey) await fileStoreFor(config.dataDir).remove(storageKey);
}

export async function deleteNote(
  db: Db,
  config: Pick<Config, 'dataDir'>,
  auth: Auth,
  kind: LessonNoteKind,
  id: bigint,
) {
  const note = await seenNote(db, auth, kind, id);
  checkChangeable(auth, note);
  const storageKey = await db.transaction(async (tx) => {
    if (!(await removeNote(tx, note, onlyUnapproved(auth)))) throw await lostNote(tx, note);
    return note.fileId === null ? undefined : deleteFileRow(tx, note.schId, note.fileId);
  });
  await removeBytes(config, storageKey);
}
