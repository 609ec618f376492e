/** Rows of report-card verification (issue 31): signing keys, verifications and their checks. */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type DbOrTx, together } from '../db/client.ts';
import {
  classes,
  reportCardChecks,
  reportCardKeys,
  reportCardVerifications,
  results,
  schools,
  users,
} from '../db/schema.ts';

export type KeyRow = typeof reportCardKeys.$inferSelect;
export type VerificationRow = typeof reportCardVerifications.$inferSelect;
export type NewVerification = typeof reportCardVerifications.$inferInsert;

/** The newest key not retired. */
export async function activeKey(db: DbOrTx): Promise<KeyRow | undefined> {
  const [row] = await db
    .select()
    .from(reportCardKeys)
    .where(isNull(reportCardKeys.retiredAt))
    .orderBy(desc(reportCardKeys.createdAt))
    .limit(1);
  return row;
}

export const allKeys = (db: DbOrTx) =>
  db.select().from(reportCardKeys).orderBy(desc(reportCardKeys.createdAt));

export async function insertKey(db: DbOrTx, key: typeof reportCardKeys.$inferInsert) {
  await db.insert(reportCardKeys).values(key);
}

export async function retireKeys(db: DbOrTx, at: Date) {
  await db.update(reportCardKeys).set({ retiredAt: at }).where(isNull(reportCardKeys.retiredAt));
}

export async function schoolOf(db: DbOrTx, schId: bigint) {
  const [row] = await db
    .select({ id: schools.id, name: schools.name, logo: schools.logo })
    .from(schools)
    .where(eq(schools.id, schId));
  return row;
}

/** Marks the valid codes of these results replaced (a withhold, or a new release). */
export async function replaceVerifications(
  db: DbOrTx,
  schId: bigint,
  resultIds: readonly bigint[],
  at: Date,
) {
  if (resultIds.length === 0) return;
  await db
    .update(reportCardVerifications)
    .set({ replacedAt: at })
    .where(
      and(
        eq(reportCardVerifications.schId, schId),
        inArray(reportCardVerifications.resultId, [...resultIds]),
        isNull(reportCardVerifications.replacedAt),
      ),
    );
}

export async function insertVerifications(db: DbOrTx, rows: NewVerification[]) {
  if (rows.length > 0) await db.insert(reportCardVerifications).values(rows);
}

export async function verificationByCode(db: DbOrTx, schId: bigint, code: string) {
  const [row] = await db
    .select()
    .from(reportCardVerifications)
    .where(and(eq(reportCardVerifications.schId, schId), eq(reportCardVerifications.code, code)));
  return row;
}

/** The valid codes of these results. */
export function validVerifications(db: DbOrTx, schId: bigint, resultIds: readonly bigint[]) {
  return db
    .select({
      resultId: reportCardVerifications.resultId,
      code: reportCardVerifications.code,
      statement: reportCardVerifications.statement,
    })
    .from(reportCardVerifications)
    .where(
      and(
        eq(reportCardVerifications.schId, schId),
        inArray(reportCardVerifications.resultId, [...resultIds]),
        isNull(reportCardVerifications.replacedAt),
      ),
    );
}

/**
 * A wrong PIN: one more failure; at the limit the PIN is locked for `lockMinutes`. Answers the
 * failures after this one and the lock's end.
 */
export async function recordWrongPin(
  db: DbOrTx,
  row: Pick<VerificationRow, 'schId' | 'id'>,
  limit: number,
  lockUntil: Date,
) {
  const failures = sql`${reportCardVerifications.pinFailures} + 1`;
  const [after] = await db
    .update(reportCardVerifications)
    .set({
      pinFailures: sql`case when ${failures} >= ${limit} then 0 else ${failures} end`,
      pinLockedUntil: sql`case when ${failures} >= ${limit} then ${lockUntil.toISOString()}::timestamptz else ${reportCardVerifications.pinLockedUntil} end`,
    })
    .where(
      and(eq(reportCardVerifications.schId, row.schId), eq(reportCardVerifications.id, row.id)),
    )
    .returning({
      failures: reportCardVerifications.pinFailures,
      lockedUntil: reportCardVerifications.pinLockedUntil,
    });
  return after;
}

export async function resetPinFailures(db: DbOrTx, row: Pick<VerificationRow, 'schId' | 'id'>) {
  await db
    .update(reportCardVerifications)
    .set({ pinFailures: 0 })
    .where(
      and(eq(reportCardVerifications.schId, row.schId), eq(reportCardVerifications.id, row.id)),
    );
}

export async function insertCheck(
  db: DbOrTx,
  row: Pick<VerificationRow, 'schId' | 'id'>,
  pinRight: boolean | null,
) {
  await db.insert(reportCardChecks).values({ schId: row.schId, verificationId: row.id, pinRight });
}

const student = alias(users, 'student');

/** A page of the school's checks, newest first (a campus's, when given). */
export async function checksPage(
  db: DbOrTx,
  schId: bigint,
  campusId: bigint | null,
  page: { perPage: number; offset: number },
) {
  const where = and(
    eq(reportCardChecks.schId, schId),
    campusId === null ? undefined : eq(results.campusId, campusId),
  );
  const [rows, [total]] = await together(
    db,
    () =>
      db
        .select({
          id: reportCardChecks.id,
          pinRight: reportCardChecks.pinRight,
          checkedAt: reportCardChecks.createdAt,
          code: reportCardVerifications.code,
          replacedAt: reportCardVerifications.replacedAt,
          period: results.period,
          term: results.term,
          session: results.session,
          subClass: results.subClass,
          className: classes.className,
          studentId: student.id,
          surname: student.surname,
          firstname: student.firstname,
          middlename: student.middlename,
        })
        .from(reportCardChecks)
        .innerJoin(
          reportCardVerifications,
          and(
            eq(reportCardVerifications.schId, reportCardChecks.schId),
            eq(reportCardVerifications.id, reportCardChecks.verificationId),
          ),
        )
        .innerJoin(
          results,
          and(
            eq(results.schId, reportCardVerifications.schId),
            eq(results.id, reportCardVerifications.resultId),
          ),
        )
        .innerJoin(classes, and(eq(classes.schId, results.schId), eq(classes.id, results.classId)))
        .innerJoin(
          student,
          and(eq(student.schId, results.schId), eq(student.id, results.studentId)),
        )
        .where(where)
        .orderBy(desc(reportCardChecks.createdAt), desc(reportCardChecks.id))
        .limit(page.perPage)
        .offset(page.offset),
    () =>
      db
        .select({ n: count() })
        .from(reportCardChecks)
        .innerJoin(
          reportCardVerifications,
          and(
            eq(reportCardVerifications.schId, reportCardChecks.schId),
            eq(reportCardVerifications.id, reportCardChecks.verificationId),
          ),
        )
        .innerJoin(
          results,
          and(
            eq(results.schId, reportCardVerifications.schId),
            eq(results.id, reportCardVerifications.resultId),
          ),
        )
        .where(where),
  );
  return { rows, total: total?.n ?? 0 };
}
