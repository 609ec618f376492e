/**
 * A student's credit (db/online-payments-schema.ts, student_credits): signed rows, + an
 * overpayment's excess, − what an invoice used; what a student holds is their sum, by the bank
 * the money sits in.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { studentCredits, users } from '../db/schema.ts';

export async function insertCredit(
  db: DbOrTx,
  row: typeof studentCredits.$inferInsert,
): Promise<void> {
  await db.insert(studentCredits).values(row);
}

export interface HeldCredit {
  studentId: bigint;
  bankId: bigint;
  amount: number;
}

/** The credit these students hold, by bank (only what is above nothing), oldest bank first. */
export async function creditsHeld(
  db: DbOrTx,
  schId: bigint,
  studentIds: readonly bigint[],
): Promise<HeldCredit[]> {
  if (studentIds.length === 0) return [];
  const rows = await db
    .select({
      studentId: studentCredits.studentId,
      bankId: studentCredits.bankId,
      amount: sql<string>`sum(${studentCredits.amount})`,
    })
    .from(studentCredits)
    .where(and(eq(studentCredits.schId, schId), inArray(studentCredits.studentId, [...studentIds])))
    .groupBy(studentCredits.studentId, studentCredits.bankId)
    .having(sql`sum(${studentCredits.amount}) > 0`)
    .orderBy(studentCredits.studentId, studentCredits.bankId);
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}

/**
 * Holds the students' rows until the transaction ends, so two transactions using one student's
 * credit take turns; the second then reads the credit in a statement of its own, after the
 * first's use is committed. `for no key update`: invoices and payments naming the student (their
 * foreign keys take `for key share`) go on meanwhile.
 */
export async function lockStudents(
  db: DbOrTx,
  schId: bigint,
  studentIds: readonly bigint[],
): Promise<void> {
  await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.schId, schId), inArray(users.id, [...studentIds])))
    .orderBy(users.id)
    .for('no key update');
}

/** What a payment took from credit (kobo; 0 for a payment that did not come from credit). */
export async function creditUsedBy(db: DbOrTx, schId: bigint, paymentId: bigint): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(-sum(${studentCredits.amount}), 0)` })
    .from(studentCredits)
    .where(and(eq(studentCredits.schId, schId), eq(studentCredits.paymentId, paymentId)));
  return Number(row?.used ?? 0);
}

/** Gives back what a (reversed) payment took from credit: the opposite of its rows, by bank. */
export async function returnCredit(db: DbOrTx, schId: bigint, paymentId: bigint): Promise<void> {
  const taken = await db
    .select({
      studentId: studentCredits.studentId,
      bankId: studentCredits.bankId,
      amount: sql<string>`sum(${studentCredits.amount})`,
    })
    .from(studentCredits)
    .where(and(eq(studentCredits.schId, schId), eq(studentCredits.paymentId, paymentId)))
    .groupBy(studentCredits.studentId, studentCredits.bankId)
    .having(sql`sum(${studentCredits.amount}) < 0`);
  if (taken.length === 0) return;
  await db
    .insert(studentCredits)
    .values(taken.map((row) => ({ ...row, schId, paymentId, amount: -Number(row.amount) })));
}
