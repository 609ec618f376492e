/**
 * Lesson notes and flip classes: one table, `kind` telling them apart (a flip class adds
 * `video_url`). Who may see or change what is decided in access.ts; this module reads and
 * writes rows of the caller's school only.
 */
import type { components } from '@schoolmates/sdk';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { one } from '../db/rows.ts';
import {
  auditLog,
  classes,
  files,
  type LessonNoteKind,
  lessonNotes,
  subjects,
  users,
} from '../db/schema.ts';
import { record, toId } from '../http/envelope.ts';
import { type FieldErrors, invalid } from '../http/errors.ts';
import { approvedConflict, deletedConflict, type NoteScope, scopeWhere } from './access.ts';

type S = components['schemas'];
type HistoryRecord = S['LessonNoteHistoryRecord'];
/** A flip class adds `video_url`; a lesson note may be typed (`content`) instead of uploaded. */
export type NoteInput = S['FlipClassInput'] | S['LessonNoteInput'];
export type NoteUpdate = S['FlipClassUpdate'] | S['LessonNoteUpdate'];
/** The fields either kind's body may hold. */
export type NoteFields = Omit<S['FlipClassUpdate'], 'file_id'> & {
  file_id?: string;
  content?: string | null;
};
/** A record both kinds' answers accept (each kind fills its own fields: `content` or `video_url`). */
export type NoteRecord = {
  id: string;
  attributes: S['LessonNoteAttributes'] & S['FlipClassAttributes'];
};
export type NoteRow = typeof lessonNotes.$inferSelect;

const approver = alias(users, 'approver');
/** Surname, first name and middle name, as people are named across the portal. */
const personName = (u: typeof users | typeof approver) =>
  sql<string>`concat_ws(' ', ${u.surname}, ${u.firstname}, ${u.middlename})`;

/** A note with the names the contract shows beside its ids. */
function selectNotes(db: DbOrTx) {
  return db
    .select({
      note: lessonNotes,
      className: classes.className,
      subject: subjects.name,
      fileName: sql<string | null>`${files.name}`,
      submittedBy: personName(users),
      approvedBy: sql<
        string | null
      >`case when ${approver.id} is null then null else ${personName(approver)} end`,
    })
    .from(lessonNotes)
    .innerJoin(
      classes,
      and(eq(classes.schId, lessonNotes.schId), eq(classes.id, lessonNotes.classId)),
    )
    .innerJoin(
      subjects,
      and(eq(subjects.schId, lessonNotes.schId), eq(subjects.id, lessonNotes.subjectId)),
    )
    .leftJoin(files, and(eq(files.schId, lessonNotes.schId), eq(files.id, lessonNotes.fileId)))
    .innerJoin(users, and(eq(users.schId, lessonNotes.schId), eq(users.id, lessonNotes.staffId)))
    .leftJoin(
      approver,
      and(eq(approver.schId, lessonNotes.schId), eq(approver.id, lessonNotes.approvedBy)),
    );
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectNotes>['execute']>>[number];

function noteRecord({ note, className, subject, fileName, submittedBy, approvedBy }: Selected) {
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

export interface Week {
  classId: bigint;
  subjectId: bigint;
  week: number;
  term: NoteRow['term'];
  session: string;
}

/** The notes of one (class, subject, week, term, session) the scope allows, newest first. */
export async function listNotes(db: DbOrTx, scope: NoteScope, week: Week) {
  const rows = await selectNotes(db)
    .where(
      and(
        scopeWhere(scope),
        eq(lessonNotes.classId, week.classId),
        eq(lessonNotes.subjectId, week.subjectId),
        eq(lessonNotes.week, week.week),
        eq(lessonNotes.term, week.term),
        eq(lessonNotes.session, week.session),
      ),
    )
    .orderBy(desc(lessonNotes.dateSubmitted), desc(lessonNotes.id));
  return rows.map(noteRecord);
}

export interface ReviewFilters {
  classId?: bigint;
  subjectId?: bigint;
  staffId?: bigint;
  week?: number;
  term?: NoteRow['term'];
  session?: string;
  status: NoteRow['status'];
}

/** The review queue: oldest submitted first, so the longest waiting are seen first. */
export async function reviewQueue(db: DbOrTx, scope: NoteScope, f: ReviewFilters) {
  const rows = await selectNotes(db)
    .where(
      and(
        scopeWhere(scope),
        eq(lessonNotes.status, f.status),
        f.classId === undefined ? undefined : eq(lessonNotes.classId, f.classId),
        f.subjectId === undefined ? undefined : eq(lessonNotes.subjectId, f.subjectId),
        f.staffId === undefined ? undefined : eq(lessonNotes.staffId, f.staffId),
        f.week === undefined ? undefined : eq(lessonNotes.week, f.week),
        f.term === undefined ? undefined : eq(lessonNotes.term, f.term),
        f.session === undefined ? undefined : eq(lessonNotes.session, f.session),
      ),
    )
    .orderBy(asc(lessonNotes.dateSubmitted), asc(lessonNotes.id))
    .limit(200);
  return rows.map(noteRecord);
}

/** One note of the school (whoever may see it: access.ts `visible`). */
export async function findNote(db: DbOrTx, schId: bigint, id: bigint) {
  const [row] = await db
    .select()
    .from(lessonNotes)
    .where(and(eq(lessonNotes.schId, schId), eq(lessonNotes.id, id)));
  return row;
}

export async function noteAnswer(db: DbOrTx, schId: bigint, id: bigint): Promise<NoteRecord> {
  const rows = await selectNotes(db).where(
    and(eq(lessonNotes.schId, schId), eq(lessonNotes.id, id)),
  );
  return noteRecord(one(rows));
}

/** The lesson plan columns of a body (only the fields sent). */
function planColumns(body: NoteFields) {
  const columns: Partial<typeof lessonNotes.$inferInsert> = {
    classId: body.class_id === undefined ? undefined : toId(body.class_id),
    subjectId: body.subject_id === undefined ? undefined : toId(body.subject_id),
    week: body.week,
    term: body.term,
    session: body.session,
    topic: body.topic,
    description: body.description,
    dateFrom: body.date_from,
    dateTo: body.date_to,
    subTopic: body.sub_topic,
    specificObjectives: body.specific_objectives,
    previousLesson: body.previous_lesson,
    previousKnowledge: body.previous_knowledge,
    setInduction: body.set_induction,
    methodology: body.methodology,
    teachingAid: body.teaching_aid,
    videoUrl: body.video_url,
    content: body.content,
    fileId: body.file_id === undefined ? undefined : toId(body.file_id),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
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
  const [cls] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(
      and(
        eq(classes.schId, auth.schId),
        eq(classes.campusId, note.campusId),
        eq(classes.id, note.classId),
      ),
    );
  if (!cls) errors.class_id = ['is not a class of your campus'];
  const [subject] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.schId, auth.schId), eq(subjects.id, note.subjectId)));
  if (!subject) errors.subject_id = ['is not a subject of your school'];
  if (note.dateTo < note.dateFrom) errors.date_to = ['must not be before date_from'];
  if (fileId !== undefined) {
    const [file] = await db
      .select({ purpose: files.purpose, uploadedBy: files.uploadedBy, usedBy: lessonNotes.id })
      .from(files)
      .leftJoin(
        lessonNotes,
        and(
          eq(lessonNotes.schId, files.schId),
          eq(lessonNotes.fileId, files.id),
          noteId === undefined ? undefined : ne(lessonNotes.id, noteId),
        ),
      )
      .where(and(eq(files.schId, auth.schId), eq(files.id, fileId)));
    if (!file || file.purpose !== kind || file.uploadedBy !== auth.userId || file.usedBy !== null) {
      errors.file_id = [
        `must be a file you uploaded with purpose ${kind}, not used by another note`,
      ];
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

export async function insertNote(
  db: DbOrTx,
  auth: Auth,
  kind: LessonNoteKind,
  body: NoteFields,
): Promise<bigint> {
  const row = one(
    await db
      .insert(lessonNotes)
      .values({
        ...(planColumns(body) as Omit<typeof lessonNotes.$inferInsert, 'schId'>),
        videoUrl: kind === 'flip_class' ? (body.video_url ?? null) : null,
        schId: auth.schId,
        campusId: auth.campusId,
        kind,
        staffId: auth.userId,
      })
      .returning({ id: lessonNotes.id }),
  );
  return row.id;
}

/**
 * The note's row, and only while not approved when `onlyUnapproved`: writes name it so that
 * the row lock decides between an approval and a teacher's change or delete at the same time.
 */
const noteRow = (note: NoteRow, onlyUnapproved = false) =>
  and(
    eq(lessonNotes.schId, note.schId),
    eq(lessonNotes.id, note.id),
    onlyUnapproved ? eq(lessonNotes.status, 'not_approved') : undefined,
  );

/** 409 for a write that found no row: the note was deleted, or approved, meanwhile. */
async function lostTo(db: DbOrTx, note: NoteRow) {
  return (await findNote(db, note.schId, note.id))
    ? approvedConflict(note.kind)
    : deletedConflict(note.kind);
}

/**
 * Changes the fields sent; every edit leaves the note not approved, without its approval or
 * the reason it was sent back (an edit submits it again). 409 when it went meanwhile.
 */
export async function updateNote(
  db: DbOrTx,
  note: NoteRow,
  body: NoteFields,
  onlyUnapproved: boolean,
) {
  const changed = await db
    .update(lessonNotes)
    .set({
      ...planColumns(body),
      status: 'not_approved',
      approvedBy: null,
      dateApproved: null,
      comment: null,
      updatedAt: new Date(),
    })
    .where(noteRow(note, onlyUnapproved))
    .returning({ id: lessonNotes.id });
  if (changed.length === 0) throw await lostTo(db, note);
}

/**
 * Approves (`approved`) or sends back (`not_approved`) a note, keeping the comment (the reason
 * of a send-back). 409 when the note was deleted meanwhile.
 */
export async function setApproval(
  db: DbOrTx,
  auth: Auth,
  note: NoteRow,
  approved: boolean,
  comment: string | null,
) {
  const changed = await db
    .update(lessonNotes)
    .set({
      status: approved ? 'approved' : 'not_approved',
      approvedBy: approved ? auth.userId : null,
      dateApproved: approved ? (note.status === 'approved' ? note.dateApproved : new Date()) : null,
      comment,
    })
    .where(noteRow(note))
    .returning({ id: lessonNotes.id });
  if (changed.length === 0) throw await lostTo(db, note);
}

/**
 * Removes the note and answers the file row it used (its bytes are removed by the caller);
 * 409 when it was deleted, or approved while `onlyUnapproved`, meanwhile.
 */
export async function deleteNote(db: DbOrTx, note: NoteRow, onlyUnapproved: boolean) {
  const removed = await db
    .delete(lessonNotes)
    .where(noteRow(note, onlyUnapproved))
    .returning({ id: lessonNotes.id });
  if (removed.length === 0) throw await lostTo(db, note);
  return note.fileId === null ? undefined : deleteFileRow(db, note.schId, note.fileId);
}

/** The audit entries of one note, oldest first, with who acted. */
export async function noteHistory(db: DbOrTx, note: NoteRow): Promise<HistoryRecord[]> {
  const rows = await db
    .select({ entry: auditLog, actor: personName(users) })
    .from(auditLog)
    .innerJoin(users, and(eq(users.schId, auditLog.schId), eq(users.id, auditLog.actorId)))
    .where(
      and(
        eq(auditLog.schId, note.schId),
        eq(auditLog.entity, note.kind),
        eq(auditLog.entityId, note.id),
      ),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  return rows.map(
    ({ entry, actor }) =>
      record(entry.id, {
        action: entry.action,
        comment: (entry.detail as { comment?: string | null } | null)?.comment ?? null,
        actor_id: String(entry.actorId),
        actor,
        at: entry.createdAt.toISOString(),
      }) as HistoryRecord,
  );
}

/** Deletes a file row; answers its storage key so the bytes go after the commit. */
export async function deleteFileRow(db: DbOrTx, schId: bigint, fileId: bigint) {
  const [file] = await db
    .delete(files)
    .where(and(eq(files.schId, schId), eq(files.id, fileId)))
    .returning({ storageKey: files.storageKey });
  return file?.storageKey;
}
