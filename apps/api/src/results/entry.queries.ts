/** What score entry reads to check a body, and the one transaction that writes it. */
import type { Period, Term } from '@schoolmates/domain/calendar';
import type { ComponentKey } from '@schoolmates/domain/results';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import {
  academicPeriods,
  classSubjects,
  ratingGroups,
  resultAudit,
  resultScores,
  results,
  users,
} from '../db/schema.ts';

/** Whether the campus has an academic period of (term, session). */
export async function termExists(
  db: DbOrTx,
  schId: bigint,
  campusId: bigint,
  term: Term,
  session: string,
) {
  const [academic] = await db
    .select({ id: academicPeriods.id })
    .from(academicPeriods)
    .where(
      and(
        eq(academicPeriods.schId, schId),
        eq(academicPeriods.campusId, campusId),
        eq(academicPeriods.term, term),
        eq(academicPeriods.session, session),
      ),
    )
    .limit(1);
  return !!academic;
}

/** Which of `ids` are students of the class (of the arm when given). */
export const studentsOfArm = (
  db: DbOrTx,
  schId: bigint,
  classId: bigint,
  subClass: string | undefined,
  ids: bigint[],
) =>
  db
    .select()
    .from(users)
    .where(
      and(
        inArray(users.id, ids),
        eq(users.schId, schId),
        eq(users.kind, 'student'),
        eq(users.classId, classId),
        subClass ? eq(users.subClass, subClass) : undefined,
      ),
    );

/** Whether the subject is on the class's list for the session. */
export async function subjectOffered(
  db: DbOrTx,
  schId: bigint,
  classId: bigint,
  session: string,
  subjectId: bigint,
) {
  const [offered] = await db
    .select({ id: classSubjects.subjectId })
    .from(classSubjects)
    .where(
      and(
        eq(classSubjects.schId, schId),
        eq(classSubjects.classId, classId),
        eq(classSubjects.session, session),
        eq(classSubjects.subjectId, subjectId),
      ),
    );
  return !!offered;
}

/** The students' results of (period, term, session) that already exist. */
export const resultsOfStudents = (
  db: DbOrTx,
  schId: bigint,
  studentIds: bigint[],
  period: Period,
  term: Term,
  session: string,
) =>
  db
    .select()
    .from(results)
    .where(
      and(
        eq(results.schId, schId),
        inArray(results.studentId, studentIds),
        eq(results.period, period),
        eq(results.term, term),
        eq(results.session, session),
      ),
    );

/** The campus's skill groups and report types (their attributes are the rating names). */
export const ratingGroupsOfCampus = (db: DbOrTx, schId: bigint, campusId: bigint) =>
  db
    .select()
    .from(ratingGroups)
    .where(and(eq(ratingGroups.schId, schId), eq(ratingGroups.campusId, campusId)));

/** One entered cell: a score in tenths, absent, or neither (the cell is cleared). */
export interface EntryCell {
  studentId: string;
  component: ComponentKey;
  tenths: number | null;
  absent: boolean;
}

export interface Entries {
  schId: bigint;
  actorId: bigint;
  campusId: bigint;
  classId: bigint;
  period: Period;
  term: Term;
  session: string;
  students: { id: bigint; subClass: string | null }[];
  /** Result columns per student id (omitted: unchanged). */
  fields: Map<string, Partial<typeof results.$inferInsert>>;
  subjectId: bigint | null;
  cells: EntryCell[];
  /** What each student's entry said, kept in the audit of results released before. */
  detail: (studentId: string) => unknown;
}

/**
 * Writes the entries in one transaction: the students' results (back to not released; a bank
 * comment copied at release follows the bank again), their columns, the subject's cells, and
 * an audit row for every result that was released before.
 */
export async function writeEntries(db: DbOrTx, e: Entries) {
  await db.transaction(async (tx) => {
    const saved = await tx
      .insert(results)
      .values(
        e.students.map((u) => ({
          schId: e.schId,
          campusId: e.campusId,
          studentId: u.id,
          classId: e.classId,
          subClass: u.subClass,
          period: e.period,
          term: e.term,
          session: e.session,
        })),
      )
      .onConflictDoUpdate({
        target: [results.studentId, results.period, results.term, results.session, results.schId],
        set: {
          status: 'not_released',
          updatedAt: sql`excluded.updated_at`,
          hosComment: sql`case when ${results.hosCommentEdited} then ${results.hosComment} else null end`,
        },
      })
      .returning({
        id: results.id,
        studentId: results.studentId,
        everReleased: results.everReleased,
      });
    const resultOf = new Map(saved.map((r) => [String(r.studentId), r.id]));

    for (const [studentId, set] of e.fields) {
      const id = resultOf.get(studentId);
      if (id !== undefined && Object.keys(set).length > 0) {
        await tx
          .update(results)
          .set(set)
          .where(and(eq(results.schId, e.schId), eq(results.id, id)));
      }
    }

    const subjectId = e.subjectId;
    if (subjectId !== null) {
      const cellsWithResult = e.cells.flatMap((c) => {
        const resultId = resultOf.get(c.studentId);
        return resultId === undefined ? [] : [{ ...c, resultId }];
      });
      const keep = cellsWithResult.filter((c) => c.absent || c.tenths !== null);
      const clear = cellsWithResult.filter((c) => !c.absent && c.tenths === null);
      if (keep.length > 0) {
        await tx
          .insert(resultScores)
          .values(
            keep.map((c) => ({
              schId: e.schId,
              resultId: c.resultId,
              subjectId,
              component: c.component,
              tenths: c.tenths,
              absent: c.absent,
            })),
          )
          .onConflictDoUpdate({
            target: [
              resultScores.resultId,
              resultScores.subjectId,
              resultScores.component,
              resultScores.schId,
            ],
            set: { tenths: sql`excluded.tenths`, absent: sql`excluded.absent` },
          });
      }
      for (const c of clear) {
        await tx
          .delete(resultScores)
          .where(
            and(
              eq(resultScores.schId, e.schId),
              eq(resultScores.resultId, c.resultId),
              eq(resultScores.subjectId, subjectId),
              eq(resultScores.component, c.component),
            ),
          );
      }
    }

    const audited = saved.filter((r) => r.everReleased);
    if (audited.length > 0) {
      await tx.insert(resultAudit).values(
        audited.map((r) => ({
          schId: e.schId,
          resultId: r.id,
          actorId: e.actorId,
          action: 'change',
          detail: e.detail(String(r.studentId)) ?? null,
        })),
      );
    }
  });
}
