/** Subjects of a school, a class's subjects per session, and the subjects a teacher teaches. */
import { and, asc, eq, ilike, inArray, notInArray } from 'drizzle-orm';
import { type Db, type DbOrTx, replaceSet } from '../db/client.ts';
import { containing } from '../db/names.ts';
import { classes, classSubjects, subjects, teacherSubjects, users } from '../db/schema.ts';

/** The school's subjects in name order, those whose name contains `search` when given. */
export const subjectsOf = (db: DbOrTx, schId: bigint, search?: string) =>
  db
    .select()
    .from(subjects)
    .where(
      and(eq(subjects.schId, schId), search ? ilike(subjects.name, containing(search)) : undefined),
    )
    .orderBy(asc(subjects.name));

export async function subjectRow(db: DbOrTx, schId: bigint, id: bigint) {
  const [s] = await db
    .select()
    .from(subjects)
    .where(and(eq(subjects.id, id), eq(subjects.schId, schId)));
  return s;
}

export async function insertSubject(db: DbOrTx, schId: bigint, name: string) {
  const [s] = await db.insert(subjects).values({ schId, name }).returning();
  return s;
}

/** The renamed subject, or undefined when the school has none with this id. */
export async function renameSubject(db: DbOrTx, schId: bigint, id: bigint, name: string) {
  const [s] = await db
    .update(subjects)
    .set({ name })
    .where(and(eq(subjects.id, id), eq(subjects.schId, schId)))
    .returning();
  return s;
}

/** A subject, off every class list and teacher first. */
export async function deleteSubject(db: DbOrTx, schId: bigint, id: bigint) {
  await db.transaction(async (tx) => {
    await tx
      .delete(classSubjects)
      .where(and(eq(classSubjects.schId, schId), eq(classSubjects.subjectId, id)));
    await tx
      .delete(teacherSubjects)
      .where(and(eq(teacherSubjects.schId, schId), eq(teacherSubjects.subjectId, id)));
    await tx.delete(subjects).where(and(eq(subjects.id, id), eq(subjects.schId, schId)));
  });
}

/** Which of `ids` are subjects of the school. */
export async function subjectIdsOfSchool(db: DbOrTx, schId: bigint, ids: bigint[]) {
  if (ids.length === 0) return new Set<bigint>();
  const found = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.schId, schId), inArray(subjects.id, ids)));
  return new Set(found.map((f) => f.id));
}

/** The class's subjects of the session, in name order. */
export const classSubjectsOf = (db: DbOrTx, schId: bigint, classId: bigint, session: string) =>
  db
    .select({ id: subjects.id, name: subjects.name })
    .from(classSubjects)
    .innerJoin(
      subjects,
      and(eq(subjects.schId, classSubjects.schId), eq(subjects.id, classSubjects.subjectId)),
    )
    .where(
      and(
        eq(classSubjects.schId, schId),
        eq(classSubjects.classId, classId),
        eq(classSubjects.session, session),
      ),
    )
    .orderBy(asc(subjects.name));

/** The class's list for the session becomes exactly `subjectIds` (one transaction). */
export async function replaceClassSubjects(
  db: Db,
  schId: bigint,
  classId: bigint,
  session: string,
  subjectIds: bigint[],
) {
  await replaceSet(db, `class_subjects:${classId}:${session}`, async (tx) => {
    await tx
      .delete(classSubjects)
      .where(
        and(
          eq(classSubjects.schId, schId),
          eq(classSubjects.classId, classId),
          eq(classSubjects.session, session),
          subjectIds.length > 0 ? notInArray(classSubjects.subjectId, subjectIds) : undefined,
        ),
      );
    if (subjectIds.length > 0) {
      await tx
        .insert(classSubjects)
        .values(subjectIds.map((subjectId) => ({ schId, classId, session, subjectId })))
        .onConflictDoNothing();
    }
  });
}

/** The class arm a staff member is class teacher of (class null when none). */
export async function ownClass(db: DbOrTx, schId: bigint, staffId: bigint) {
  const [me] = await db
    .select({ classId: users.classId, subClass: users.subClass })
    .from(users)
    .where(and(eq(users.schId, schId), eq(users.id, staffId)));
  return me;
}

/** The subjects of a class in a session, with the class row (what its class teacher teaches). */
export const classTeacherSubjects = (db: DbOrTx, schId: bigint, classId: bigint, session: string) =>
  db
    .select({ cls: classes, subjectId: subjects.id, subject: subjects.name })
    .from(classSubjects)
    .innerJoin(
      classes,
      and(eq(classes.schId, classSubjects.schId), eq(classes.id, classSubjects.classId)),
    )
    .innerJoin(
      subjects,
      and(eq(subjects.schId, classSubjects.schId), eq(subjects.id, classSubjects.subjectId)),
    )
    .where(
      and(
        eq(classSubjects.schId, schId),
        eq(classSubjects.classId, classId),
        eq(classSubjects.session, session),
      ),
    )
    .orderBy(asc(subjects.name));

/** The subjects a staff member is assigned to teach in a session. */
export const assignedSubjects = (db: DbOrTx, schId: bigint, staffId: bigint, session: string) =>
  db
    .select({ ts: teacherSubjects, className: classes.className, subject: subjects.name })
    .from(teacherSubjects)
    .innerJoin(
      classes,
      and(eq(classes.schId, teacherSubjects.schId), eq(classes.id, teacherSubjects.classId)),
    )
    .innerJoin(
      subjects,
      and(eq(subjects.schId, teacherSubjects.schId), eq(subjects.id, teacherSubjects.subjectId)),
    )
    .where(
      and(
        eq(teacherSubjects.schId, schId),
        eq(teacherSubjects.staffId, staffId),
        eq(teacherSubjects.session, session),
      ),
    )
    .orderBy(asc(classes.className), asc(subjects.name));
