/** The results audit trail (`result_audit`), read: filtered, newest first, a page at a time. */
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type DbOrTx, together } from '../db/client.ts';
import { classes, resultAudit, results, users } from '../db/schema.ts';

const actor = alias(users, 'actor');

export interface AuditFilter {
  schId: bigint;
  /** Undefined: every campus of the school (superadmin). */
  campusId?: bigint;
  studentId?: bigint;
  classId?: bigint;
  subClass?: string;
  term?: string;
  session?: string;
  actorId?: bigint;
  /** Calendar days, inclusive. */
  from?: string;
  to?: string;
}

function where(f: AuditFilter): SQL | undefined {
  return and(
    eq(resultAudit.schId, f.schId),
    f.campusId === undefined ? undefined : eq(results.campusId, f.campusId),
    f.studentId === undefined ? undefined : eq(results.studentId, f.studentId),
    f.classId === undefined ? undefined : eq(results.classId, f.classId),
    f.subClass === undefined ? undefined : eq(results.subClass, f.subClass),
    f.term === undefined ? undefined : eq(results.term, f.term as typeof results.term._.data),
    f.session === undefined ? undefined : eq(results.session, f.session),
    f.actorId === undefined ? undefined : eq(resultAudit.actorId, f.actorId),
    f.from === undefined ? undefined : gte(resultAudit.createdAt, sql`${f.from}::date`),
    f.to === undefined
      ? undefined
      : lt(resultAudit.createdAt, sql`${f.to}::date + interval '1 day'`),
  );
}

const auditedResult = and(
  eq(results.schId, resultAudit.schId),
  eq(results.id, resultAudit.resultId),
);

/** One page of the entries that match, with the total count. */
export async function auditPage(
  db: DbOrTx,
  f: AuditFilter,
  page: { perPage: number; offset: number },
) {
  const [rows, [total]] = await together(
    db,
    () =>
      db
        .select({
          entry: resultAudit,
          result: results,
          student: users,
          className: classes.className,
          actor: {
            surname: actor.surname,
            firstname: actor.firstname,
            middlename: actor.middlename,
          },
        })
        .from(resultAudit)
        .innerJoin(results, auditedResult)
        .innerJoin(users, and(eq(users.schId, results.schId), eq(users.id, results.studentId)))
        .innerJoin(classes, and(eq(classes.schId, results.schId), eq(classes.id, results.classId)))
        .leftJoin(actor, and(eq(actor.schId, resultAudit.schId), eq(actor.id, resultAudit.actorId)))
        .where(where(f))
        .orderBy(desc(resultAudit.createdAt), desc(resultAudit.id))
        .limit(page.perPage)
        .offset(page.offset),
    () =>
      db.select({ n: count() }).from(resultAudit).innerJoin(results, auditedResult).where(where(f)),
  );
  return { rows, total: total?.n ?? 0 };
}
