/** Fees: the lines invoices carry, per campus, term and session, for all or some classes. */
import type { components } from '@schoolmates/sdk';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { financeFeeClasses, financeFees, financeInvoiceItems } from '../db/finance-schema.ts';
import { one } from '../db/rows.ts';
import { campuses, classes } from '../db/schema.ts';
import { record } from '../http/envelope.ts';
import { conflict, invalid, notFound } from '../http/errors.ts';
import type { FinanceScope } from './access.ts';
import type { Period } from './ledger.queries.ts';

type S = components['schemas'];
export type FeeRow = typeof financeFees.$inferSelect;

/** Fees with their campus name and classes, as the contract gives them. */
async function feeRecords(db: DbOrTx, schId: bigint, fees: FeeRow[]): Promise<S['FeeRecord'][]> {
  if (fees.length === 0) return [];
  const [campusRows, classRows] = await Promise.all([
    db
      .select({ id: campuses.id, name: campuses.name })
      .from(campuses)
      .where(eq(campuses.schId, schId)),
    db
      .select({
        feeId: financeFeeClasses.feeId,
        classId: financeFeeClasses.classId,
        name: classes.className,
      })
      .from(financeFeeClasses)
      .innerJoin(classes, eq(classes.id, financeFeeClasses.classId))
      .where(
        and(
          eq(financeFeeClasses.schId, schId),
          inArray(
            financeFeeClasses.feeId,
            fees.map((f) => f.id),
          ),
        ),
      )
      .orderBy(asc(classes.className)),
  ]);
  const campusName = new Map(campusRows.map((c) => [c.id, c.name]));
  return fees.map((fee) =>
    record(fee.id, {
      campus_id: String(fee.campusId),
      campus: campusName.get(fee.campusId) ?? '',
      feetype: fee.feetype,
      amount: fee.amount,
      term: fee.term,
      session: fee.session,
      category: fee.category,
      fee_status: fee.feeStatus,
      class_scope: fee.classScope,
      classes: classRows
        .filter((c) => c.feeId === fee.id)
        .map((c) => ({ class_id: String(c.classId), class_name: c.name })),
      created_at: fee.createdAt.toISOString(),
    }),
  );
}

/** `fee applies to class`: a fee for all classes, or one whose classes include it. */
const appliesTo = (classId: bigint) =>
  or(
    eq(financeFees.classScope, 'all'),
    sql`exists (select 1 from ${financeFeeClasses} fc where fc.sch_id = ${financeFees.schId}
      and fc.fee_id = ${financeFees.id} and fc.class_id = ${classId})`,
  );

export async function listFees(
  db: DbOrTx,
  scope: FinanceScope,
  period: Period,
  filters: { classId?: bigint; category?: S['FeeCategory'] },
) {
  const fees = await db
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
  return feeRecords(db, scope.schId, fees);
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

async function checkClasses(db: DbOrTx, schId: bigint, campusId: bigint, ids: bigint[]) {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.schId, schId), eq(classes.campusId, campusId), inArray(classes.id, ids)));
  if (found.length !== ids.length) {
    throw invalid({ class_ids: ['must all be classes of the campus'] });
  }
}

interface FeeShape {
  campusId: bigint;
  feetype: string;
  term: string;
  session: string;
  classScope: 'all' | 'some';
  classIds: bigint[];
}

/** 409 when another fee of the same name covers one of the same classes that term. */
async function checkOverlap(db: DbOrTx, schId: bigint, fee: FeeShape, except?: bigint) {
  const others = await feesOfTerm(db, schId, [fee.campusId], fee.term, fee.session);
  const clash = others.find(
    (other) =>
      other.fee.id !== except &&
      other.fee.feetype.toLowerCase() === fee.feetype.toLowerCase() &&
      (other.fee.classScope === 'all' ||
        fee.classScope === 'all' ||
        fee.classIds.some((id) => other.classIds.has(id))),
  );
  if (clash) {
    throw conflict(
      `A fee named ${clash.fee.feetype} already covers these classes in ${fee.term} ${fee.session}.`,
    );
  }
}

function scopeOf(scope: S['FeeClassScope'] | undefined, classIds: string[] | undefined) {
  const classScope = scope ?? (classIds ? 'some' : 'all');
  if (classScope === 'some' && !classIds?.length) {
    throw invalid({ class_ids: ['are required when class_scope is some'] });
  }
  if (classScope === 'all' && classIds?.length) {
    throw invalid({ class_ids: ['must be left out when class_scope is all'] });
  }
  return { classScope, classIds: classScope === 'some' ? (classIds ?? []).map(BigInt) : [] };
}

export async function createFee(
  db: DbOrTx,
  schId: bigint,
  campusId: bigint,
  input: S['FeeInput'],
  period: { term: FeeRow['term']; session: string },
) {
  const { classScope, classIds } = scopeOf(input.class_scope, input.class_ids);
  const shape: FeeShape = { campusId, feetype: input.feetype, ...period, classScope, classIds };
  return db.transaction(async (tx) => {
    await checkClasses(tx, schId, campusId, classIds);
    await checkOverlap(tx, schId, shape);
    const fee = one(
      await tx
        .insert(financeFees)
        .values({
          schId,
          campusId,
          feetype: input.feetype,
          amount: input.amount,
          term: period.term,
          session: period.session,
          category: input.category,
          feeStatus: input.fee_status ?? 'compulsory',
          classScope,
        })
        .returning(),
    );
    if (classIds.length > 0) {
      await tx
        .insert(financeFeeClasses)
        .values(classIds.map((classId) => ({ schId, feeId: fee.id, classId })));
    }
    return one(await feeRecords(tx, schId, [fee]));
  });
}

export async function feeOfSchool(db: DbOrTx, scope: FinanceScope, id: bigint) {
  const [fee] = await db
    .select()
    .from(financeFees)
    .where(and(eq(financeFees.schId, scope.schId), eq(financeFees.id, id)));
  if (!fee || (scope.campusId !== null && fee.campusId !== scope.campusId)) throw notFound('Fee');
  return fee;
}

export async function updateFee(
  db: DbOrTx,
  scope: FinanceScope,
  id: bigint,
  input: S['FeeUpdate'],
) {
  return db.transaction(async (tx) => {
    const fee = await feeOfSchool(tx, scope, id);
    const current = await feesOfTerm(tx, scope.schId, [fee.campusId], fee.term, fee.session);
    const currentIds = [...(current.find((f) => f.fee.id === id)?.classIds ?? [])].map(String);
    const scoping =
      input.class_scope !== undefined || input.class_ids !== undefined
        ? scopeOf(input.class_scope ?? (input.class_ids ? 'some' : undefined), input.class_ids)
        : { classScope: fee.classScope, classIds: currentIds.map(BigInt) };
    const term = input.term ?? fee.term;
    const session = input.session ?? fee.session;
    const feetype = input.feetype ?? fee.feetype;
    await checkClasses(tx, scope.schId, fee.campusId, scoping.classIds);
    await checkOverlap(
      tx,
      scope.schId,
      { campusId: fee.campusId, feetype, term, session, ...scoping },
      id,
    );
    const updated = one(
      await tx
        .update(financeFees)
        .set({
          feetype,
          term,
          session,
          classScope: scoping.classScope,
          ...(input.amount !== undefined ? { amount: input.amount } : {}),
          ...(input.category !== undefined ? { category: input.category } : {}),
          ...(input.fee_status !== undefined ? { feeStatus: input.fee_status } : {}),
        })
        .where(and(eq(financeFees.schId, scope.schId), eq(financeFees.id, id)))
        .returning(),
    );
    await tx
      .delete(financeFeeClasses)
      .where(and(eq(financeFeeClasses.schId, scope.schId), eq(financeFeeClasses.feeId, id)));
    if (scoping.classIds.length > 0) {
      await tx
        .insert(financeFeeClasses)
        .values(scoping.classIds.map((classId) => ({ schId: scope.schId, feeId: id, classId })));
    }
    return one(await feeRecords(tx, scope.schId, [updated]));
  });
}

/** Deletes a fee no invoice carries (409 otherwise). */
export async function deleteFee(db: DbOrTx, scope: FinanceScope, id: bigint) {
  await db.transaction(async (tx) => {
    await feeOfSchool(tx, scope, id);
    const [used] = await tx
      .select({ id: financeInvoiceItems.invoiceId })
      .from(financeInvoiceItems)
      .where(and(eq(financeInvoiceItems.schId, scope.schId), eq(financeInvoiceItems.feeId, id)))
      .limit(1);
    if (used) throw conflict('This fee is on an invoice; it cannot be deleted.');
    await tx
      .delete(financeFees)
      .where(and(eq(financeFees.schId, scope.schId), eq(financeFees.id, id)));
  });
}
