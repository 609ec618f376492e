/**
 * Area `lesson-notes` (issue 16): lesson notes and flip classes, created by teachers and
 * approved or sent back by admin, principal and superadmin. The handler map only: each write is
 * a use case of lesson-notes/ (submit-, update-, delete-, approve-note.ts), the SQL is in
 * lesson-notes/lesson-notes.queries.ts, who sees and changes what in lesson-notes/access.ts.
 * Both kinds share every handler (a flip class adds its video URL).
 */

import type { Auth } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { QueryOf } from '../contract.ts';
import type { Db } from '../db/client.ts';
import type { LessonNoteKind } from '../db/schema.ts';
import { item, list, message, optionalId, toId } from '../http/envelope.ts';
import { checkClassInScope, NOTE_WORDS, noteScope } from '../lesson-notes/access.ts';
import { approveNote } from '../lesson-notes/approve-note.ts';
import { seenNote } from '../lesson-notes/checks.ts';
import { deleteNote } from '../lesson-notes/delete-note.ts';
import * as notes from '../lesson-notes/lesson-notes.queries.ts';
import type { NoteInput, NoteUpdate } from '../lesson-notes/note-fields.ts';
import { historyRecord, noteRecord } from '../lesson-notes/records.ts';
import { submitNote } from '../lesson-notes/submit-note.ts';
import { updateNote } from '../lesson-notes/update-note.ts';
import type { HandlerMap } from './types.ts';

export interface Caller {
  db: Db;
  auth: Auth;
  config: Config;
}

function create(kind: LessonNoteKind) {
  return async ({ db, auth, body }: Caller & { body: NoteInput }) =>
    item(await submitNote(db, auth, kind, body), `${NOTE_WORDS[kind]} created.`);
}

function listWeek(kind: LessonNoteKind) {
  return async ({ db, auth, params }: Caller & { params: PathWeek }) => {
    const scope = await noteScope(db, auth, kind);
    const classId = toId(params.class_id);
    checkClassInScope(scope, classId);
    const rows = await notes.listNotes(db, scope, {
      classId,
      subjectId: toId(params.subject_id),
      week: params.week,
      term: params.term,
      session: params.session,
    });
    return list(rows.map(noteRecord));
  };
}

function review(kind: LessonNoteKind) {
  return async ({ db, auth, query }: Caller & { query: ReviewQuery }) =>
    list(
      (
        await notes.reviewQueue(db, await noteScope(db, auth, kind), {
          classId: optionalId(query.class_id),
          subjectId: optionalId(query.subject_id),
          staffId: optionalId(query.staff_id),
          week: query.week,
          term: query.term,
          session: query.session,
          status: query.status ?? 'not_approved',
        })
      ).map(noteRecord),
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
  return async ({
    db,
    auth,
    config,
    params,
    body,
  }: Caller & { params: { id: string }; body: NoteUpdate }) =>
    item(
      await updateNote(db, config, auth, kind, toId(params.id), body),
      `${NOTE_WORDS[kind]} updated.`,
    );
}

function remove(kind: LessonNoteKind) {
  return async ({ db, auth, config, params }: Caller & { params: { id: string } }) => {
    await deleteNote(db, config, auth, kind, toId(params.id));
    return message(`${NOTE_WORDS[kind]} deleted.`);
  };
}

/** Approve (`true`) or send back (`false`). */
function approval(kind: LessonNoteKind, approved: boolean) {
  return async ({
    db,
    auth,
    params,
    body,
  }: Caller & { params: { id: string }; body?: { comment?: string | null } }) => {
    await approveNote(db, auth, kind, toId(params.id), approved, body);
    return message(`${NOTE_WORDS[kind]} ${approved ? 'approved' : 'sent back'}.`);
  };
}

function history(kind: LessonNoteKind) {
  return async ({ db, auth, params }: Caller & { params: { id: string } }) => {
    const note = await seenNote(db, auth, kind, toId(params.id));
    return list((await notes.noteHistory(db, note)).map(historyRecord));
  };
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
