/**
 * Invoices' SQL: their rows, current lines and receipts for the answer, the listing's page of
 * ids, the students a new invoice is for and the writes that issue and change invoices. The
 * rules (which lines, when a change is an adjustment, the use of credit) are in the use cases:
 * create-invoice.ts, invoice-a-class.ts, update-invoice.ts.
 */
import type { components } from '@schoolmates/sdk';
import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import {
  type FinanceTerm,
  financeInvoiceItems,
  financeInvoices,
  financePayments,
} from '../db/finance-schema.ts';
import { byName, fullName } from '../db/names.ts';
import { one } from '../db/rows.ts';
import { campuses, classes, preschools, users } from '../db/schema.ts';
import { type FinanceScope, visible } from './access.ts';
import { chargedSum, paidSum } from './balances.ts';
import {
  type InvoiceListing,
  invoiceClassNameSql,
  invoiceSearch,
  invoiceStatusSql,
  invoiceStudent,
  koboTotal,
  listedInvoices,
} from './ledger.queries.ts';

type S = components['schemas'];
export type InvoiceRow = typeof financeInvoices.$inferSelect;
export type StoredItem = typeof financeInvoiceItems.$inferSelect;

/** The rows of these invoices: each with its student, class name and campus. */
export const invoiceRows = (db: DbOrTx, schId: bigint, ids: readonly bigint[]) =>
  db
    .select({
      invoice: financeInvoices,
      fullname: fullName(users),
      admissionNumber: users.admissionNumber,
      className: invoiceClassNameSql,
      campus: campuses.name,
    })
    .from(financeInvoices)
    .innerJoin(users, invoiceStudent)
    .innerJoin(
      campuses,
      and(eq(campuses.schId, financeInvoices.schId), eq(campuses.id, financeInvoices.campusId)),
    )
    .where(and(eq(financeInvoices.schId, schId), inArray(financeInvoices.id, [...ids])));

/** The current lines (the invoice's items version) of these invoices, in their order. */
export const currentItems = async (db: DbOrTx, schId: bigint, ids: readonly bigint[]) =>
  (
    await db
      .select({ item: financeInvoiceItems })
      .from(financeInvoiceItems)
      .innerJoin(
        financeInvoices,
        and(
          eq(financeInvoices.schId, financeInvoiceItems.schId),
          eq(financeInvoices.id, financeInvoiceItems.invoiceId),
          eq(financeInvoices.itemsVersion, financeInvoiceItems.version),
        ),
      )
      .where(
        and(eq(financeInvoiceItems.schId, schId), inArray(financeInvoiceItems.invoiceId, [...ids])),
      )
      .orderBy(asc(financeInvoiceItems.position))
  ).map((row) => row.item);

/** The receipt numbers of the payments on these invoices. */
export const receiptNumbers = (db: DbOrTx, schId: bigint, invoiceIds: readonly bigint[]) =>
  db
    .select({ id: financePayments.id, receiptNo: financePayments.receiptNo })
    .from(financePayments)
    .where(
      and(eq(financePayments.schId, schId), inArray(financePayments.invoiceId, [...invoiceIds])),
    );

/** An invoice the caller may see (404 otherwise); `lock` holds it until the transaction ends. */
export async function invoiceOf(db: DbOrTx, scope: FinanceScope, id: bigint, lock = false) {
  const query = db
    .select()
    .from(financeInvoices)
    .where(and(eq(financeInvoices.schId, scope.schId), eq(financeInvoices.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return visible(scope, row, 'Invoice');
}

/** Σ ledger per invoice: total (gross − discounts) and paid, read as its status. */
const statusSql = sql`(
  select ${invoiceStatusSql(chargedSum, paidSum)}
  from finance_ledger l where l.sch_id = ${financeInvoices.schId} and l.invoice_id = ${financeInvoices.id})`;

export interface InvoiceFilters extends InvoiceListing {
  status?: S['InvoiceStatus'] | undefined;
  search?: string | undefined;
}

/** One page of the invoices matching `filters` (newest first): their ids, and how many match. */
export async function invoiceIds(
  db: DbOrTx,
  scope: FinanceScope,
  filters: InvoiceFilters,
  page: { perPage: number; offset: number },
) {
  const where = [
    ...listedInvoices(scope, filters),
    filters.status ? sql`${statusSql} = ${filters.status}` : undefined,
    filters.search ? invoiceSearch(filters.search) : undefined,
  ];
  const rows = await db
    .select({ id: financeInvoices.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(financeInvoices)
    .innerJoin(users, invoiceStudent)
    .where(and(...where))
    .orderBy(sql`${financeInvoices.id} desc`)
    .limit(page.perPage)
    .offset(page.offset);
  const total =
    rows[0]?.total ??
    (page.offset === 0
      ? 0
      : Number(
          one(
            await db
              .select({ n: sql<number>`count(*)`.mapWith(Number) })
              .from(financeInvoices)
              .innerJoin(users, invoiceStudent)
              .where(and(...where)),
          ).n,
        ));
  return { ids: rows.map((r) => r.id), total };
}

/** A student of the school, or undefined. */
export async function studentRow(db: DbOrTx, schId: bigint, id: bigint) {
  const [student] = await db
    .select()
    .from(users)
    .where(and(eq(users.schId, schId), eq(users.id, id), eq(users.kind, 'student')));
  return student;
}

/** The invoices these students already have for the term, by student, with their totals. */
export async function existingInvoices(
  db: DbOrTx,
  schId: bigint,
  studentIds: bigint[],
  term: string,
  session: string,
) {
  if (studentIds.length === 0) {
    return new Map<bigint, { id: bigint; invoiceNo: string; total: number }>();
  }
  const rows = await db
    .select({
      id: financeInvoices.id,
      invoiceNo: financeInvoices.invoiceNo,
      studentId: financeInvoices.studentId,
      // Its current total, for "Already invoiced" (issue 29). finance_invoices' columns are
      // written in full: in a one-table select Drizzle leaves them unqualified, and inside the
      // subquery an unqualified `id` is the ledger's.
      total: sql<string>`(select ${chargedSum} from finance_ledger l
        where l.sch_id = finance_invoices.sch_id and l.invoice_id = finance_invoices.id)`,
    })
    .from(financeInvoices)
    .where(
      and(
        eq(financeInvoices.schId, schId),
        inArray(financeInvoices.studentId, studentIds),
        eq(financeInvoices.session, session),
        eq(financeInvoices.term, term as FinanceTerm),
      ),
    );
  return new Map(rows.map((r) => [r.studentId, { ...r, total: koboTotal(r.total) }]));
}

/** The class and the preschool of the school with this id (their ids overlap), if any. */
export async function classOrPreschool(db: DbOrTx, schId: bigint, id: bigint) {
  const [cls] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.schId, schId), eq(classes.id, id)));
  const [pre] = await db
    .select()
    .from(preschools)
    .where(and(eq(preschools.schId, schId), eq(preschools.id, id)));
  return { cls, pre };
}

/** Who a group invoice may be for. */
export interface StudentGroup {
  campusId: bigint | null;
  classId?: bigint | undefined;
  preschoolId?: bigint | undefined;
  subClass?: string | undefined;
}

/** The active students in a class (or preschool) of the school, by class, arm and name. */
export const groupStudents = (db: DbOrTx, schId: bigint, group: StudentGroup) =>
  db
    .select({
      id: users.id,
      campusId: users.campusId,
      classId: users.classId,
      preschoolId: users.preschoolId,
      subClass: users.subClass,
      fullname: fullName(users),
      admissionNumber: users.admissionNumber,
      className: sql<string | null>`coalesce(${classes.className}, ${preschools.name})`,
    })
    .from(users)
    .leftJoin(classes, and(eq(classes.schId, users.schId), eq(classes.id, users.classId)))
    .leftJoin(
      preschools,
      and(eq(preschools.schId, users.schId), eq(preschools.id, users.preschoolId)),
    )
    .where(
      and(
        eq(users.schId, schId),
        eq(users.kind, 'student'),
        eq(users.status, 'active'),
        or(isNotNull(users.classId), isNotNull(users.preschoolId)),
        group.campusId !== null ? eq(users.campusId, group.campusId) : undefined,
        group.classId !== undefined ? eq(users.classId, group.classId) : undefined,
        group.preschoolId !== undefined ? eq(users.preschoolId, group.preschoolId) : undefined,
        group.subClass !== undefined ? eq(users.subClass, group.subClass) : undefined,
      ),
    )
    .orderBy(
      sql`coalesce(${classes.className}, ${preschools.name})`,
      sql`${users.subClass} nulls first`,
      ...byName(users),
    );

/** New invoices, in chunks the driver takes; answers them in the order given. */
export async function insertInvoices(
  tx: DbOrTx,
  rows: readonly (typeof financeInvoices.$inferInsert)[],
) {
  const inserted: { id: bigint; invoiceNo: string; studentId: bigint }[] = [];
  for (let start = 0; start < rows.length; start += 1000) {
    inserted.push(
      ...(await tx
        .insert(financeInvoices)
        .values(rows.slice(start, start + 1000))
        .returning({
          id: financeInvoices.id,
          invoiceNo: financeInvoices.invoiceNo,
          studentId: financeInvoices.studentId,
        })),
    );
  }
  return inserted;
}

/** Invoice lines (one version of them), in chunks the driver takes. */
export async function insertItems(
  tx: DbOrTx,
  rows: readonly (typeof financeInvoiceItems.$inferInsert)[],
) {
  for (let start = 0; start < rows.length; start += 4000) {
    await tx.insert(financeInvoiceItems).values(rows.slice(start, start + 4000));
  }
}

/** Sets an invoice's current lines and details (due date, notation), marking it updated. */
export async function setInvoice(
  tx: DbOrTx,
  schId: bigint,
  id: bigint,
  values: Pick<Partial<InvoiceRow>, 'dueDate' | 'notation'> & { itemsVersion: number },
) {
  await tx
    .update(financeInvoices)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(financeInvoices.schId, schId), eq(financeInvoices.id, id)));
}
