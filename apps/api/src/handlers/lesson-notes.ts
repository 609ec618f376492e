/**
 * Area `lesson-notes` (issue 16): lesson notes and flip classes, created by teachers and
 * approved or sent back by admin, principal and superadmin. The handler map only: the SQL is
 * in lesson-notes/lesson-notes.queries.ts, who sees and changes what in lesson-notes/access.ts.
 * Both kinds share every handler (a flip class adds its video URL).
 */

import { audit } from '../audit/audit.queries.ts';
import type { Auth } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { QueryOf } from '../contract.ts';
import type { Db } from '../db/client.ts';
import type { LessonNoteKind } from '../db/schema.ts';
import { item, list, message, toId } from '../http/envelope.ts';
import { invalid } from '../http/errors.ts';
import {
  checkChangeable,
  checkClassInScope,
  checkTeaches,
  NOTE_WORDS,
  noteScope,
  onlyUnapproved,
  visible,
} from '../lesson-notes/access.ts';
import * as notes from '../lesson-notes/lesson-notes.queries.ts';
import { fileStoreFor } from '../storage/file-store.ts';
import type { HandlerMap } from './types.ts';

export interface Caller {
  db: Db;
  auth: Auth;
  config: Config;
}

/** The note `id` of this kind when the caller may see it (404 otherwise). */
async function seenNote({ db, auth }: Caller, kind: LessonNoteKind, id: string) {
  return visible(await noteScope(db, auth, kind), await notes.findNote(db, auth.schId, toId(id)));
}

/** Stored bytes go only after the rows that named them are gone. */
async function removeBytes(config: Config, storageKey: string | undefined) {
  if (storageKey) await fileStoreFor(config.dataDir).remove(storageKey);
}

const optionalId = (id: string | undefined) => (id === undefined ? undefined : toId(id));

function create(kind: LessonNoteKind) {
  return async ({ db, auth, body }: Caller & { body: notes.NoteInput }) => {
    const fields: notes.NoteFields = body;
    const place = { classId: toId(body.class_id), subjectId: toId(body.subject_id) };
    await checkTeaches(db, auth, { ...place, session: body.session });
    const fileId = optionalId(body.file_id);
    await notes.checkNote(
      db,
      auth,
      kind,
      { ...place, campusId: auth.campusId, dateFrom: body.date_from, dateTo: body.date_to },
      fileId,
      undefined,
      { file: fileId !== undefined, content: !!fields.content, emptied: 'file_id' },
    );
    const id = await db.transaction(async (tx) => {
      const created = await notes.insertNote(tx, auth, kind, body);
      await audit(tx, auth, kind, created, 'submit');
      return created;
    });
    return item(await notes.noteAnswer(db, auth.schId, id), `${NOTE_WORDS[kind]} created.`);
  };
}

function listWeek(kind: LessonNoteKind) {
  return async ({ db, auth, params }: Caller & { params: PathWeek }) => {
    const scope = await noteScope(db, auth, kind);
    const classId = toId(params.class_id);
    checkClassInScope(scope, classId);
    return list(
      await notes.listNotes(db, scope, {
        classId,
        subjectId: toId(params.subject_id),
        week: params.week,
        term: params.term,
        session: params.session,
      }),
    );
  };
}

function review(kind: LessonNoteKind) {
  return async ({ db, auth, query }: Caller & { query: ReviewQuery }) =>
    list(
      await notes.reviewQueue(db, await noteScope(db, auth, kind), {
        classId: optionalId(query.class_id),
        subjectId: optionalId(query.subject_id),
        staffId: optionalId(query.staff_id),
        week: query.week,
        term: query.term,
        session: query.session,
        status: query.status ?? 'not_approved',
      }),
    );
}

type ReviewQuery = QueryOf<'listLessonNotesToReview'>;

type PathWeek = {
  class_id: string;
  subject_id: string;
  week: number;
  term: notes.NoteRow['term'];
  session: string;
};

function update(kind: LessonNoteKind) {
  return async (caller: Caller & { params: { id: string }; body: notes.NoteUpdate }) => {
    const { db, auth, config, params, body } = caller;
    const note = await seenNote(caller, kind, params.id);
    checkChangeable(auth, note);
    const classId = body.class_id === undefined ? note.classId : toId(body.class_id);
    const subjectId = body.subject_id === undefined ? note.subjectId : toId(body.subject_id);
    const fileId = optionalId(body.file_id);
    const { content }: notes.NoteFields = body;
    await checkTeaches(db, auth, { classId, subjectId, session: body.session ?? note.session });
    await notes.checkNote(
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
      await notes.updateNote(tx, note, body, onlyUnapproved(auth));
      // An edit submits the note again: its history says so.
      await audit(tx, auth, kind, note.id, 'edit');
      return fileId === undefined || fileId === note.fileId || note.fileId === null
        ? undefined
        : notes.deleteFileRow(tx, auth.schId, note.fileId);
    });
    await removeBytes(config, replaced);
    return item(await notes.noteAnswer(db, auth.schId, note.id), `${NOTE_WORDS[kind]} updated.`);
  };
}

function remove(kind: LessonNoteKind) {
  return async (caller: Caller & { params: { id: string } }) => {
    const note = await seenNote(caller, kind, caller.params.id);
    checkChangeable(caller.auth, note);
    const storageKey = await caller.db.transaction((tx) =>
      notes.deleteNote(tx, note, onlyUnapproved(caller.auth)),
    );
    await removeBytes(caller.config, storageKey);
    return message(`${NOTE_WORDS[kind]} deleted.`);
  };
}

/**
 * Approve (`true`, with an optional comment) or send back (`false`, with the reason the
 * contract requires); audited.
 */
function approval(kind: LessonNoteKind, approved: boolean) {
  return async (
    caller: Caller & { params: { id: string }; body?: { comment?: string | null } },
  ) => {
    const { db, auth } = caller;
    const note = await seenNote(caller, kind, caller.params.id);
    const comment = caller.body?.comment?.trim() || null;
    // The contract requires the reason; a request without a body reaches here unvalidated.
    if (!approved && !comment) throw invalid({ comment: ['is required'] });
    await db.transaction(async (tx) => {
      await notes.setApproval(tx, auth, note, approved, comment);
      await audit(tx, auth, kind, note.id, approved ? 'approve' : 'unapprove', { comment });
    });
    return message(`${NOTE_WORDS[kind]} ${approved ? 'approved' : 'sent back'}.`);
  };
}

function history(kind: LessonNoteKind) {
  return async (caller: Caller & { params: { id: string } }) =>
    list(await notes.noteHistory(caller.db, await seenNote(caller, kind, caller.params.id)));
}

export const lessonNotesHandlers = {
  createLessonNote: create('lesson_note'),
  listLessonNotes: listWeek('lesson_note'),
  listLessonNotesToReview: review('lesson_note'),
  updateLessonNote: update('lesson_note'),
  deleteLessonNote: remove('lesson_note'),
  approveLessonNote: approval('lesson_note', true),
  unapproveLessonNote: approval('lesson_note', false),
  listLessonNoteHistory: history('lesson_note'),

  createFlipClass: create('flip_class'),
  listFlipClasses: listWeek('flip_class'),
  listFlipClassesToReview: review('flip_class'),
  updateFlipClass: update('flip_class'),
  deleteFlipClass: remove('flip_class'),
  approveFlipClass: approval('flip_class', true),
  unapproveFlipClass: approval('flip_class', false),
} satisfies Partial<HandlerMap>;
