/** What a guardian reads of their own children: rows in, rows out, only of `children`. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { byName, fullName } from '../db/names.ts';
import {
  assignmentSets,
  campuses,
  classes,
  financeInvoices,
  guardianLinks,
  results,
  users,
} from '../db/schema.ts';
import { chargedSum, paidSum } from '../finance/balances.ts';

/** The guardian's linked children with their class and campus, by name. */
export function familyChildren(db: DbOrTx, schId: bigint, guardianId: bigint) {
  return db
    .select({
      id: users.id,
      name: fullName(users),
      firstname: users.firstname,
      admissionNumber: users.admissionNumber,
      campusId: users.campusId,
      classId: users.classId,
      className: classes.className,
      subClass: users.subClass,
      campusName: campuses.name,
      relationship: guardianLinks.relationship,
    })
    .from(guardianLinks)
    .innerJoin(
      users,
      and(eq(users.schId, guardianLinks.schId), eq(users.id, guardianLinks.studentId)),
    )
    .innerJoin(campuses, and(eq(campuses.schId, users.schId), eq(campuses.id, users.campusId)))
    .leftJoin(classes, and(eq(classes.schId, users.schId), eq(classes.id, users.classId)))
    .where(and(eq(guardianLinks.schId, schId), eq(guardianLinks.guardianId, guardianId)))
    .orderBy(...byName(users));
}

/** The children's released results (their period only), for the latest of each. */
export function releasedResults(db: DbOrTx, schId: bigint, children: readonly bigint[]) {
  if (children.length === 0) return Promise.resolve([]);
  return db
    .select({
      studentId: results.studentId,
      period: results.period,
      term: results.term,
      session: results.session,
    })
    .from(results)
    .where(
      and(
        eq(results.schId, schId),
        inArray(results.studentId, [...children]),
        eq(results.status, 'released'),
      ),
    );
}

/**
 * Every invoice of the children with its total (gross − discounts) and what was paid, from
 * the ledger; newest session first.
 */
export function familyInvoices(db: DbOrTx, schId: bigint, children: readonly bigint[]) {
  if (children.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: financeInvoices.id,
      invoiceNo: financeInvoices.invoiceNo,
      studentId: financeInvoices.studentId,
      studentName: fullName(users),
      term: financeInvoices.term,
      session: financeInvoices.session,
      total: sql<number>`(select ${chargedSum} from finance_ledger l
        where l.sch_id = ${financeInvoices.schId} and l.invoice_id = ${financeInvoices.id})`.mapWith(
        Number,
      ),
      paid: sql<number>`(select ${paidSum} from finance_ledger l
        where l.sch_id = ${financeInvoices.schId} and l.invoice_id = ${financeInvoices.id})`.mapWith(
        Number,
      ),
    })
    .from(financeInvoices)
    .innerJoin(
      users,
      and(eq(users.schId, financeInvoices.schId), eq(users.id, financeInvoices.studentId)),
    )
    .where(and(eq(financeInvoices.schId, schId), inArray(financeInvoices.studentId, [...children])))
    .orderBy(sql`${financeInvoices.session} desc`, financeInvoices.term, financeInvoices.id);
}

/**
 * How many published assignments of each child's arm are open (due today or later) and not
 * yet answered by the child.
 */
export async function assignmentsDue(
  db: DbOrTx,
  schId: bigint,
  children: readonly bigint[],
  today: string,
) {
  if (children.length === 0) return new Map<bigint, number>();
  const rows = await db
    .select({
      studentId: users.id,
      due: sql<number>`count(${assignmentSets.id})`.mapWith(Number),
    })
    .from(users)
    .innerJoin(
      assignmentSets,
      and(
        eq(assignmentSets.schId, users.schId),
        eq(assignmentSets.classId, users.classId),
        sql`(${assignmentSets.subClass} is null or ${assignmentSets.subClass} = ${users.subClass})`,
        sql`${assignmentSets.dueDate} >= ${today}`,
        sql`exists (select 1 from assignment_questions q where q.sch_id = ${assignmentSets.schId}
          and q.set_id = ${assignmentSets.id} and q.status = 'published')`,
        sql`not exists (select 1 from assignment_submissions s where s.sch_id = ${assignmentSets.schId}
          and s.set_id = ${assignmentSets.id} and s.student_id = ${users.id})`,
      ),
    )
    .where(and(eq(users.schId, schId), inArray(users.id, [...children])))
    .groupBy(users.id);
  return new Map(rows.map((r) => [r.studentId, r.due]));
}
