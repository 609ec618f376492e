/**
 * Who may read and change lesson notes and flip classes (one place for the area; rules.md
 * "Lesson notes and flip classes"). A teacher sees and changes only their own notes, and
 * changes them only while not approved; admin and principal see every note of their campus,
 * the superadmin every note of the school; a student sees only approved flip classes of their
 * own class. A note the caller may not see answers 404, as if it did not exist.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { type LessonNoteKind, lessonNotes, teacherSubjects, users } from '../db/schema.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';

/** Roles that approve notes and see every note of their campus (the superadmin: the school). */
export const APPROVERS = ['superadmin', 'admin', 'principal'] as const;
export const isApprover = (auth: Auth) => (APPROVERS as readonly string[]).includes(auth.role);

export const NOTE_WORDS: Record<LessonNoteKind, string> = {
  lesson_note: 'Lesson note',
  flip_class: 'Flip class',
};

/** What the caller may see, as query filters: `null` means no limit on that column. */
export interface NoteScope {
  schId: bigint;
  kind: LessonNoteKind;
  campusId: bigint | null;
  /** A teacher: only their own notes. */
  staffId: bigint | null;
  /** A student: only approved flip classes of this class. */
  classId: bigint | null;
  approvedOnly: boolean;
}

/** The caller's scope; a student's is their class (403 for a lesson note: x-roles says so). */
export async function noteScope(db: DbOrTx, auth: Auth, kind: LessonNoteKind): Promise<NoteScope> {
  const scope: NoteScope = {
    schId: auth.schId,
    kind,
    campusId: auth.role === 'superadmin' ? null : auth.campusId,
    staffId: auth.role === 'teacher' ? auth.userId : null,
    classId: null,
    approvedOnly: false,
  };
  if (auth.role !== 'student') return scope;
  if (kind !== 'flip_class') throw forbidden('Students see flip classes only.');
  const [me] = await db
    .select({ classId: users.classId })
    .from(users)
    .where(and(eq(users.id, auth.userId), eq(users.schId, auth.schId)));
  // A student without a class sees nothing: -1 names no class.
  return { ...scope, classId: me?.classId ?? -1n, approvedOnly: true };
}

/** A student lists only their own class's week (403 for another class). */
export function checkClassInScope(scope: NoteScope, classId: bigint) {
  if (scope.classId !== null && scope.classId !== classId) {
    throw forbidden('You may only see the flip classes of your own class.');
  }
}

/** The where-clause of a scope, on `lesson_notes`. */
export function scopeWhere(scope: NoteScope) {
  return and(
    eq(lessonNotes.schId, scope.schId),
    eq(lessonNotes.kind, scope.kind),
    scope.campusId === null ? undefined : eq(lessonNotes.campusId, scope.campusId),
    scope.staffId === null ? undefined : eq(lessonNotes.staffId, scope.staffId),
    scope.classId === null ? undefined : eq(lessonNotes.classId, scope.classId),
    scope.approvedOnly ? eq(lessonNotes.status, 'approved') : undefined,
  );
}

interface NoteFacts {
  campusId: bigint;
  staffId: bigint;
  classId: bigint;
  kind: LessonNoteKind;
  status: 'approved' | 'not_approved';
}

export function maySee(scope: NoteScope, note: NoteFacts): boolean {
  return (
    note.kind === scope.kind &&
    (scope.campusId === null || note.campusId === scope.campusId) &&
    (scope.staffId === null || note.staffId === scope.staffId) &&
    (scope.classId === null || note.classId === scope.classId) &&
    (!scope.approvedOnly || note.status === 'approved')
  );
}

/** The note when the caller may see it; 404 otherwise. */
export function visible<N extends NoteFacts>(scope: NoteScope, note: N | undefined): N {
  if (!note || !maySee(scope, note)) throw notFound(NOTE_WORDS[scope.kind]);
  return note;
}

/** Only a teacher's changes wait on the approval: an approver changes approved notes too. */
export const onlyUnapproved = (auth: Auth) => auth.role === 'teacher';

/** 409: the note is approved, so its teacher may not change it. */
export const approvedConflict = (kind: LessonNoteKind) =>
  conflict(
    `This ${NOTE_WORDS[kind].toLowerCase()} is approved: ask an approver to unapprove it before changing it.`,
  );

/** 409: the note went while the caller was acting on it. */
export const deletedConflict = (kind: LessonNoteKind) =>
  conflict(`This ${NOTE_WORDS[kind].toLowerCase()} was deleted.`);

/**
 * A teacher changes a note only while it is not approved (an approver unapproves it first).
 * Checked on the note as read; the write checks it again (an approval may come in between).
 */
export function checkChangeable(auth: Auth, note: NoteFacts) {
  if (onlyUnapproved(auth) && note.status === 'approved') throw approvedConflict(note.kind);
}

/**
 * A teacher writes notes only for a subject they teach in the class this session, or for the
 * class they are class teacher of (403 otherwise).
 */
export async function checkTeaches(
  db: DbOrTx,
  auth: Auth,
  place: { classId: bigint; subjectId: bigint; session: string },
) {
  if (auth.role !== 'teacher') return;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(users)
    .leftJoin(
      teacherSubjects,
      and(
        eq(teacherSubjects.schId, users.schId),
        eq(teacherSubjects.staffId, users.id),
        eq(teacherSubjects.classId, place.classId),
        eq(teacherSubjects.subjectId, place.subjectId),
        eq(teacherSubjects.session, place.session),
      ),
    )
    .where(
      and(
        eq(users.schId, auth.schId),
        eq(users.id, auth.userId),
        or(eq(users.classId, place.classId), sql`${teacherSubjects.id} is not null`),
      ),
    )
    .limit(1);
  if (!row) throw forbidden('You do not teach this subject in this class.');
}

/**
 * Who may download the file of a note: whoever may see the note. `undefined` when the file
 * belongs to no note (the files area's own rule applies then).
 */
export async function mayReadNoteFile(
  db: DbOrTx,
  auth: Auth,
  fileId: bigint,
): Promise<boolean | undefined> {
  const [note] = await db
    .select()
    .from(lessonNotes)
    .where(and(eq(lessonNotes.schId, auth.schId), eq(lessonNotes.fileId, fileId)));
  if (!note) return undefined;
  if (auth.role === 'student' && note.kind !== 'flip_class') return false;
  if (auth.role === 'account') return false;
  return maySee(await noteScope(db, auth, note.kind), note);
}
