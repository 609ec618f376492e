/** Results of students (one per student and period, term, session): look-ups and status changes. */
import type { Period, Term, TermRef } from '@schoolmates/domain/calendar';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { QueryOf } from '../contract.ts';
import type { DbOrTx } from '../db/client.ts';
import { one } from '../db/rows.ts';
import {
  classes,
  classRankings,
  closingResumptions,
  resultAudit,
  results,
  subjects,
  users,
} from '../db/schema.ts';
import type { ResultRow } from './sheets.queries.ts';

export async function studentRow(db: DbOrTx, schId: bigint, id: bigint) {
  const [student] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.schId, schId), eq(users.kind, 'student')));
  return student;
}

/** A student's result of (period, term, session). */
export async function resultOf(
  db: DbOrTx,
  schId: bigint,
  studentId: bigint,
  period: Period,
  term: Term,
  session: string,
) {
  const [row] = await db
    .select()
    .from(results)
    .where(
      and(
        eq(results.schId, schId),
        eq(results.studentId, studentId),
        eq(results.period, period),
        eq(results.term, term),
        eq(results.session, session),
      ),
    );
  return row;
}

/**
 * The class arm a student's cumulative scores compare with: their result of the latest of
 * `terms` that has one (end of term before mid-term within a term); undefined when none has.
 */
export async function latestResultOf(
  db: DbOrTx,
  schId: bigint,
  studentId: bigint,
  terms: readonly Term[],
  session: string,
) {
  const rows = await db
    .select()
    .from(results)
    .where(
      and(
        eq(results.schId, schId),
        eq(results.studentId, studentId),
        eq(results.session, session),
        inArray(results.term, [...terms]),
      ),
    );
  const rank = (r: ResultRow) => terms.indexOf(r.term) * 2 + (r.period === 'Second Half' ? 1 : 0);
  return rows.sort((a, b) => rank(b) - rank(a))[0];
}

/** The student's first result in a class in a session. */
export async function firstResultInClass(
  db: DbOrTx,
  schId: bigint,
  studentId: bigint,
  classId: bigint,
  session: string,
) {
  const [row] = await db
    .select()
    .from(results)
    .where(
      and(
        eq(results.schId, schId),
        eq(results.studentId, studentId),
        eq(results.classId, classId),
        eq(results.session, session),
      ),
    )
    .orderBy(asc(results.id));
  return row;
}

/** The class of a result (it exists: the result refers to it). */
export async function classOfResult(db: DbOrTx, result: Pick<ResultRow, 'schId' | 'classId'>) {
  return one(
    await db
      .select()
      .from(classes)
      .where(and(eq(classes.schId, result.schId), eq(classes.id, result.classId))),
    'class',
  );
}

/** The classes of some results of one school, each once. */
export async function classesOfResults(db: DbOrTx, rows: readonly ResultRow[]) {
  const first = rows[0];
  if (!first) return [];
  return db
    .select()
    .from(classes)
    .where(
      and(
        eq(classes.schId, first.schId),
        inArray(classes.id, [...new Set(rows.map((r) => r.classId))]),
      ),
    );
}

/** The results of a class (arm) for a term reference. */
export const resultsOfClass = (
  db: DbOrTx,
  cls: { schId: bigint; id: bigint },
  subClass: string | undefined,
  ref: TermRef,
) =>
  db
    .select()
    .from(results)
    .where(
      and(
        eq(results.schId, cls.schId),
        eq(results.classId, cls.id),
        subClass ? eq(results.subClass, subClass) : undefined,
        eq(results.period, ref.period),
        eq(results.term, ref.term),
        eq(results.session, ref.session),
      ),
    );

/** The results of these students of the school for a term reference. */
export const resultsOfStudents = (db: DbOrTx, schId: bigint, studentIds: bigint[], ref: TermRef) =>
  db
    .select()
    .from(results)
    .where(
      and(
        eq(results.schId, schId),
        inArray(results.studentId, studentIds),
        eq(results.period, ref.period),
        eq(results.term, ref.term),
        eq(results.session, ref.session),
      ),
    );

/**
 * The results `GET /get-result` lists: of a campus and term reference, filtered by the query;
 * a student (`ownerId`) gets only their own released results.
 */
export function listedResults(
  db: DbOrTx,
  schId: bigint,
  campusId: bigint,
  query: QueryOf<'listResults'>,
  ownerId: bigint | null,
) {
  const staff = ownerId === null;
  return db
    .select()
    .from(results)
    .where(
      and(
        eq(results.schId, schId),
        eq(results.campusId, campusId),
        eq(results.period, query.period),
        eq(results.term, query.term),
        eq(results.session, query.session),
        staff ? undefined : eq(results.studentId, ownerId),
        staff
          ? query.status
            ? eq(results.status, query.status)
            : undefined
          : eq(results.status, 'released'),
        staff && query.student_id ? eq(results.studentId, BigInt(query.student_id)) : undefined,
        staff && query.class ? eq(results.classId, BigInt(query.class)) : undefined,
        staff && query.class && query.sub_class ? eq(results.subClass, query.sub_class) : undefined,
      ),
    );
}

/** Releases or withholds results, with an audit row each (one transaction is the caller's). */
/**
 * Sets `status` on the results of `changing` not already in it, with an audit entry each;
 * answers the ones this call changed with their entry's id. Two releases of one class at once
 * change each result once: the second waits for the first's row locks, then finds it released.
 */
export async function setResultStatus(
  db: DbOrTx,
  changing: readonly ResultRow[],
  status: 'released' | 'withheld',
  by: { schId: bigint; actorId: bigint; reason: string | null },
): Promise<{ result: ResultRow; auditId: bigint }[]> {
  const changed = await db
    .update(results)
    .set(status === 'released' ? { status, everReleased: true } : { status })
    .where(
      and(
        eq(results.schId, by.schId),
        inArray(
          results.id,
          changing.map((r) => r.id),
        ),
        ne(results.status, status),
      ),
    )
    .returning({ id: results.id });
  const ids = new Set(changed.map((r) => r.id));
  const mine = changing.filter((r) => ids.has(r.id));
  if (mine.length === 0) return [];
  const entries = await db
    .insert(resultAudit)
    .values(
      mine.map((r) => ({
        schId: by.schId,
        resultId: r.id,
        actorId: by.actorId,
        action: status === 'released' ? 'release' : 'withhold',
        detail: by.reason ? { from: r.status, reason: by.reason } : { from: r.status },
      })),
    )
    .returning({ id: resultAudit.id, resultId: resultAudit.resultId });
  const entryOf = new Map(entries.map((e) => [e.resultId, e.id]));
  return mine.map((result) => ({ result, auditId: entryOf.get(result.id) ?? 0n }));
}

/**
 * The principal's comment typed for a result (null: back to the bank's); the result becomes
 * not released, and the change is audited when it had been released before.
 */
export async function writeHosComment(
  db: DbOrTx,
  result: ResultRow,
  comment: string | null,
  by: { schId: bigint; actorId: bigint },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(results)
      .set({
        hosComment: comment,
        hosCommentEdited: comment !== null,
        status: 'not_released',
        updatedAt: sql`now()`,
      })
      .where(and(eq(results.schId, result.schId), eq(results.id, result.id)));
    if (result.everReleased) {
      await tx.insert(resultAudit).values({
        schId: by.schId,
        resultId: result.id,
        actorId: by.actorId,
        action: 'change',
        detail: { hos_comment: comment },
      });
    }
  });
}

/** What a class's positions rank on from now on. */
export async function saveClassRanking(
  db: DbOrTx,
  schId: bigint,
  classId: bigint,
  rankedBy: 'average' | 'total',
) {
  await db
    .insert(classRankings)
    .values({ schId, classId, rankedBy })
    .onConflictDoUpdate({
      target: [classRankings.classId, classRankings.schId],
      set: { rankedBy },
    });
}

/** A bank comment copied onto a result at release (no longer following the bank). */
export async function copyHosComment(db: DbOrTx, result: ResultRow, comment: string) {
  await db
    .update(results)
    .set({ hosComment: comment, hosCommentEdited: false })
    .where(and(eq(results.schId, result.schId), eq(results.id, result.id)));
}

/** The students who had a result in the anchor's arm (or whole class) that term. */
export async function armMates(db: DbOrTx, anchor: ResultRow, session: string) {
  const rows = await db
    .selectDistinct({ studentId: results.studentId })
    .from(results)
    .where(
      and(
        eq(results.schId, anchor.schId),
        eq(results.classId, anchor.classId),
        anchor.subClass === null ? isNull(results.subClass) : eq(results.subClass, anchor.subClass),
        eq(results.term, anchor.term),
        eq(results.session, session),
      ),
    );
  return rows.map((r) => r.studentId);
}

/** The terms of a session whose end-of-term result of the student is released. */
export async function releasedTerms(db: DbOrTx, schId: bigint, studentId: bigint, session: string) {
  const rows = await db
    .select({ term: results.term })
    .from(results)
    .where(
      and(
        eq(results.schId, schId),
        eq(results.studentId, studentId),
        eq(results.period, 'Second Half'),
        eq(results.session, session),
        eq(results.status, 'released'),
      ),
    );
  return new Set(rows.map((r) => r.term));
}

export const subjectsByIds = (db: DbOrTx, schId: bigint, ids: bigint[]) =>
  db
    .select()
    .from(subjects)
    .where(and(eq(subjects.schId, schId), inArray(subjects.id, ids)));

/** The active students of a class (every arm). */
export const activeStudentsOfClass = (db: DbOrTx, cls: { schId: bigint; id: bigint }) =>
  db
    .select()
    .from(users)
    .where(
      and(
        eq(users.schId, cls.schId),
        eq(users.classId, cls.id),
        eq(users.kind, 'student'),
        eq(users.status, 'active'),
      ),
    );

/** One row per campus and (term, session): saving replaces the dates. */
export async function saveClosing(
  db: DbOrTx,
  values: {
    schId: bigint;
    campusId: bigint;
    term: Term;
    session: string;
    sessionEnds: string;
    sessionResumes: string;
  },
) {
  const { sessionEnds, sessionResumes } = values;
  return one(
    await db
      .insert(closingResumptions)
      .values(values)
      .onConflictDoUpdate({
        target: [
          closingResumptions.campusId,
          closingResumptions.term,
          closingResumptions.session,
          closingResumptions.schId,
        ],
        set: { sessionEnds, sessionResumes },
      })
      .returning(),
  );
}
