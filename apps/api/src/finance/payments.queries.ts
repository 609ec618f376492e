/**
 * Payments' SQL: their rows for the answer, the listing's page of ids, and the payment row and
 * its first ledger entry as recorded (finance/record-payment.ts and its siblings hold the rules).
 */
import type { components } from '@schoolmates/sdk';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import {
  financeBanks,
  financeInvoices,
  financeLedger,
  financePayments,
} from '../db/finance-schema.ts';
import { fullName } from '../db/names.ts';
import { one } from '../db/rows.ts';
import { campuses, users } from '../db/schema.ts';
import type { FinanceScope } from './access.ts';
import {
  type InvoiceListing,
  invoiceClassNameSql,
  invoiceSearch,
  invoiceStudent,
  listedInvoices,
  type NewEntry,
} from './ledger.queries.ts';

type S = components['schemas'];

const recorder = alias(users, 'recorder');

/** The rows of these payments: each with its invoice, student, campus and recorder's name. */
export const paymentRows = (db: DbOrTx, schId: bigint, ids: readonly bigint[]) =>
  db
    .select({
      payment: financePayments,
      invoice: financeInvoices,
      fullname: fullName(users),
      admissionNumber: users.admissionNumber,
      className: invoiceClassNameSql,
      campus: campuses.name,
      recordedBy: fullName(recorder),
    })
    .from(financePayments)
    .innerJoin(
      financeInvoices,
      and(
        eq(financeInvoices.schId, financePayments.schId),
        eq(financeInvoices.id, financePayments.invoiceId),
      ),
    )
    .innerJoin(users, invoiceStudent)
    .innerJoin(
      campuses,
      and(eq(campuses.schId, financeInvoices.schId), eq(campuses.id, financeInvoices.campusId)),
    )
    .innerJoin(
      recorder,
      and(eq(recorder.schId, financePayments.schId), eq(recorder.id, financePayments.recordedBy)),
    )
    .where(and(eq(financePayments.schId, schId), inArray(financePayments.id, [...ids])));

export type PaymentRow = Awaited<ReturnType<typeof paymentRows>>[number];

/** Bank accounts of the school by id. */
export const banksByIds = (db: DbOrTx, schId: bigint, ids: readonly bigint[]) =>
  db
    .select()
    .from(financeBanks)
    .where(and(eq(financeBanks.schId, schId), inArray(financeBanks.id, [...ids])));

export interface PaymentFilters extends InvoiceListing {
  invoiceId?: bigint | undefined;
  bankId?: bigint | undefined;
  method?: S['PaymentMethod'] | undefined;
  search?: string | undefined;
}

/** The latest details of a payment (its current `payment` entry). */
const currentDetail = (column: 'method' | 'bank_id' | 'reference') =>
  sql.raw(`(select l.${column} from finance_ledger l where l.sch_id = finance_payments.sch_id
    and l.payment_id = finance_payments.id and l.kind = 'payment' order by l.id desc limit 1)`);

/** One page of the payments matching `filters` (newest first): their ids, and how many match. */
export async function paymentIds(
  db: DbOrTx,
  scope: FinanceScope,
  filters: PaymentFilters,
  page: { perPage: number; offset: number },
) {
  const where = [
    eq(financePayments.schId, scope.schId),
    ...listedInvoices(scope, filters),
    filters.invoiceId !== undefined ? eq(financePayments.invoiceId, filters.invoiceId) : undefined,
    filters.bankId !== undefined ? sql`${currentDetail('bank_id')} = ${filters.bankId}` : undefined,
    filters.method ? sql`${currentDetail('method')} = ${filters.method}` : undefined,
    filters.search
      ? invoiceSearch(filters.search, financePayments.receiptNo, currentDetail('reference'))
      : undefined,
  ];
  const from = () =>
    db
      .select({ id: financePayments.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(financePayments)
      .innerJoin(
        financeInvoices,
        and(
          eq(financeInvoices.schId, financePayments.schId),
          eq(financeInvoices.id, financePayments.invoiceId),
        ),
      )
      .innerJoin(users, invoiceStudent)
      .where(and(...where));
  const rows = await from()
    .orderBy(sql`${financePayments.id} desc`)
    .limit(page.perPage)
    .offset(page.offset);
  const total = rows[0]?.total ?? (page.offset === 0 ? 0 : (await from()).length);
  return { ids: rows.map((r) => r.id), total };
}

/** A payment of the school, or undefined. */
export async function paymentRow(db: DbOrTx, schId: bigint, id: bigint) {
  const [payment] = await db
    .select()
    .from(financePayments)
    .where(and(eq(financePayments.schId, schId), eq(financePayments.id, id)));
  return payment;
}

/** A new payment with its receipt number; answers its id. */
export async function insertPayment(tx: DbOrTx, values: typeof financePayments.$inferInsert) {
  return one(await tx.insert(financePayments).values(values).returning({ id: financePayments.id }));
}

/** Appends a payment's first ledger entry; answers it as stored. */
export const insertPaymentEntry = (tx: DbOrTx, entry: NewEntry) =>
  tx.insert(financeLedger).values(entry).returning();
