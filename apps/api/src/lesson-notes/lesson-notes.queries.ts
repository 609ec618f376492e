/**
 * Lesson notes and flip classes: one table, `kind` telling them apart (a flip class adds
 * `video_url`). Who may see or change what is decided in access.ts; this module reads and
 * writes rows of the caller's school only.
 */
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
import { type NoteScope, scopeWhere } from './access.ts';

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

export type NoteSelected = Awaited<ReturnType<ReturnType<typeof selectNotes>['execute']>>[number];

export interface Week {
  classId: bigint;
  subjectId: bigint;
  week: number;
  term: NoteRow['term'];
  session: string;
}

/** The notes of one (class, subject, week, term, session) the scope allows, newest first. */
export async function listNotes(db: DbOrTx, scope: NoteScope, week: Week) {
  return selectNotes(db)
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
  return selectNotes(db)
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
}

/** One note of the school (whoever may see it: access.ts `visible`). */
export async function findNote(db: DbOrTx, schId: bigint, id: bigint) {
  const [row] = await db
    .select()
    .from(lessonNotes)
    .where(and(eq(lessonNotes.schId, schId), eq(lessonNotes.id, id)));
  return row;
}

/** One note of the school with its names (the caller knows it is there). */
export async function noteWithNames(db: DbOrTx, schId: bigint, id: bigint) {
  const rows = await selectNotes(db).where(
    and(eq(lessonNotes.schId, schId), eq(lessonNotes.id, id)),
  );
  return one(rows);
}

/** Whether the class is one of the campus's. */
export async function classOfCampus(db: DbOrTx, schId: bigint, campusId: bigint, classId: bigint) {
  const [cls] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.schId, schId), eq(classes.campusId, campusId), eq(classes.id, classId)));
  return cls !== undefined;
}

export async function subjectOfSchool(db: DbOrTx, schId: bigint, subjectId: bigint) {
  const [subject] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.schId, schId), eq(subjects.id, subjectId)));
  return subject !== undefined;
}

/** A file of the school, with the note other than `noteId` that uses it (`usedBy`, or null). */
export async function fileForNote(
  db: DbOrTx,
  schId: bigint,
  fileId: bigint,
  noteId: bigint | undefined,
) {
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
    .where(and(eq(files.schId, schId), eq(files.id, fileId)));
  return file;
}

/** The lesson plan columns a body sets (only the fields sent). */
export type PlanColumns = Partial<typeof lessonNotes.$inferInsert>;

export async function insertNote(
  db: DbOrTx,
  auth: Auth,
  kind: LessonNoteKind,
  plan: PlanColumns,
): Promise<bigint> {
  const row = one(
    await db
      .insert(lessonNotes)
      .values({
        ...(plan as Omit<typeof lessonNotes.$inferInsert, 'schId'>),
        videoUrl: kind === 'flip_class' ? (plan.videoUrl ?? null) : null,
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

/**
 * Changes the fields sent; every edit leaves the note not approved, without its approval or
 * the reason it was sent back (an edit submits it again). False when it went meanwhile.
 */
export async function saveNote(
  db: DbOrTx,
  note: NoteRow,
  plan: PlanColumns,
  onlyUnapproved: boolean,
) {
  const changed = await db
    .update(lessonNotes)
    .set({
      ...plan,
      status: 'not_approved',
      approvedBy: null,
      dateApproved: null,
      comment: null,
      updatedAt: new Date(),
    })
    .where(noteRow(note, onlyUnapproved))
    .returning({ id: lessonNotes.id });
  return changed.length > 0;
}

/**
 * Approves (`approved`) or sends back (`not_approved`) a note, keeping the comment (the reason
 * of a send-back). False when the note was deleted meanwhile.
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
  return changed.length > 0;
}

/** Removes the note; false when it was deleted, or approved while `onlyUnapproved`, meanwhile. */
export async function removeNote(db: DbOrTx, note: NoteRow, onlyUnapproved: boolean) {
  const removed = await db
    .delete(lessonNotes)
    .where(noteRow(note, onlyUnapproved))
    .returning({ id: lessonNotes.id });
  return removed.length > 0;
}

/** The audit entries of one note, oldest first, with who acted. */
export async function noteHistory(db: DbOrTx, note: NoteRow) {
  return db
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
}

/** Deletes a file row; answers its storage key so the bytes go after the commit. */
export async function deleteFileRow(db: DbOrTx, schId: bigint, fileId: bigint) {
  const [file] = await db
    .delete(files)
    .where(and(eq(files.schId, schId), eq(files.id, fileId)))
    .returning({ storageKey: files.storageKey });
  return file?.storageKey;
}
