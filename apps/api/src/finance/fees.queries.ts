/** Fees' SQL: the lines invoices carry, per campus, term and session, for all or some classes. */
import type { components } from '@schoolmates/sdk';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { financeFeeClasses, financeFees, financeInvoiceItems } from '../db/finance-schema.ts';
import { one } from '../db/rows.ts';
import { campuses, classes } from '../db/schema.ts';
import type { FinanceScope } from './access.ts';
import type { Period } from './ledger.queries.ts';

type S = components['schemas'];
export type FeeRow = typeof financeFees.$inferSelect;

/** The names of the school's campuses. */
export const campusNames = (db: DbOrTx, schId: bigint) =>
  db
    .select({ id: campuses.id, name: campuses.name })
    .from(campuses)
    .where(eq(campuses.schId, schId));

/** The classes of these `some` fees, with their names, in name order. */
export const feeClassNames = (db: DbOrTx, schId: bigint, feeIds: readonly bigint[]) =>
  db
    .select({
      feeId: financeFeeClasses.feeId,
      classId: financeFeeClasses.classId,
      name: classes.className,
    })
    .from(financeFeeClasses)
    .innerJoin(
      classes,
      and(eq(classes.schId, financeFeeClasses.schId), eq(classes.id, financeFeeClasses.classId)),
    )
    .where(and(eq(financeFeeClasses.schId, schId), inArray(financeFeeClasses.feeId, [...feeIds])))
    .orderBy(asc(classes.className));

/** `fee applies to class`: a fee for all classes, or one whose classes include it. */
const appliesTo = (classId: bigint) =>
  or(
    eq(financeFees.classScope, 'all'),
    sql`exists (select 1 from ${financeFeeClasses} fc where fc.sch_id = ${financeFees.schId}
      and fc.fee_id = ${financeFees.id} and fc.class_id = ${classId})`,
  );

/** The fees of the period the caller may see, matching `filters`. */
export async function feeRows(
  db: DbOrTx,
  scope: FinanceScope,
  period: Period,
  filters: { classId?: bigint; category?: S['FeeCategory'] },
) {
  return db
    .select()
    .from(financeFees)
    .where(
      and(
        eq(financeFees.schId, scope.schId),
        eq(financeFees.session, period.session),
        period.term ? eq(financeFees.term, period.term as FeeRow['term']) : undefined,
        scope.campusId !== null ? eq(financeFees.campusId, scope.campusId) : undefined,
        filters.category ? eq(financeFees.category, filters.category) : undefined,
        filters.classId !== undefined ? appliesTo(filters.classId) : undefined,
      ),
    )
    .orderBy(asc(financeFees.session), asc(financeFees.term), asc(financeFees.feetype));
}

/** The fees of a campus's term and session, with the classes of its `some` fees. */
export async function feesOfTerm(
  db: DbOrTx,
  schId: bigint,
  campusIds: bigint[],
  term: string,
  session: string,
) {
  const fees = await db
    .select()
    .from(financeFees)
    .where(
      and(
        eq(financeFees.schId, schId),
        inArray(financeFees.campusId, campusIds),
        eq(financeFees.session, session),
        eq(financeFees.term, term as FeeRow['term']),
      ),
    )
    .orderBy(asc(financeFees.id));
  const classRows =
    fees.length === 0
      ? []
      : await db
          .select()
          .from(financeFeeClasses)
          .where(
            and(
              eq(financeFeeClasses.schId, schId),
              inArray(
                financeFeeClasses.feeId,
                fees.map((f) => f.id),
              ),
            ),
          );
  return fees.map((fee) => ({
    fee,
    classIds: new Set(classRows.filter((c) => c.feeId === fee.id).map((c) => c.classId)),
  }));
}

export type TermFee = Awaited<ReturnType<typeof feesOfTerm>>[number];

/** A fee for all classes applies to every student; one for some, to those classes' students. */
export const feeApplies = (fee: TermFee, classId: bigint | null) =>
  fee.fee.classScope === 'all' || (classId !== null && fee.classIds.has(classId));

/** Which of these classes are classes of the campus. */
export const classesOfCampus = (db: DbOrTx, schId: bigint, campusId: bigint, ids: bigint[]) =>
  db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.schId, schId), eq(classes.campusId, campusId), inArray(classes.id, ids)));

export const insertFee = async (db: DbOrTx, values: typeof financeFees.$inferInsert) =>
  one(await db.insert(financeFees).values(values).returning());

/** A fee of the school, or undefined. */
export async function feeRow(db: DbOrTx, schId: bigint, id: bigint) {
  const [fee] = await db
    .select()
    .from(financeFees)
    .where(and(eq(financeFees.schId, schId), eq(financeFees.id, id)));
  return fee;
}

export const updateFeeRow = async (
  db: DbOrTx,
  schId: bigint,
  id: bigint,
  set: Partial<typeof financeFees.$inferInsert>,
) =>
  one(
    await db
      .update(financeFees)
      .set(set)
      .where(and(eq(financeFees.schId, schId), eq(financeFees.id, id)))
      .returning(),
  );

/** Sets the classes of a fee (none for a fee of all classes). */
export async function setFeeClasses(db: DbOrTx, schId: bigint, feeId: bigint, classIds: bigint[]) {
  await db
    .delete(financeFeeClasses)
    .where(and(eq(financeFeeClasses.schId, schId), eq(financeFeeClasses.feeId, feeId)));
  if (classIds.length > 0) {
    await db
      .insert(financeFeeClasses)
      .values(classIds.map((classId) => ({ schId, feeId, classId })));
  }
}

/** Whether an invoice carries this fee. */
export async function feeInvoiced(db: DbOrTx, schId: bigint, id: bigint) {
  const [used] = await db
    .select({ id: financeInvoiceItems.invoiceId })
    .from(financeInvoiceItems)
    .where(and(eq(financeInvoiceItems.schId, schId), eq(financeInvoiceItems.feeId, id)))
    .limit(1);
  return used !== undefined;
}

export async function deleteFeeRow(db: DbOrTx, schId: bigint, id: bigint) {
  await db.delete(financeFees).where(and(eq(financeFees.schId, schId), eq(financeFees.id, id)));
}
