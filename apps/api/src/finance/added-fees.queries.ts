/**
 * The SQL of adding a fee to invoices already made (issue 29, point 6): the invoices of the
 * fee's term and session with their figures from the ledger, and the new version of their lines,
 * written set-wise so 2,000 invoices take a few statements (bench/finance).
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { financeInvoices } from '../db/finance-schema.ts';
import { byName, fullName } from '../db/names.ts';
import { users } from '../db/schema.ts';
import { chargedSum, paidSum } from './balances.ts';
import type { FeeRow } from './fees.queries.ts';
import { invoiceClassNameSql, invoiceStudent, koboTotal } from './ledger.queries.ts';

export interface InvoiceForFee {
  id: bigint;
  invoiceNo: string;
  studentId: bigint;
  classId: bigint | null;
  fullname: string;
  admissionNumber: string | null;
  className: string;
  subClass: string | null;
  total: number;
  paid: number;
  hasFee: boolean;
}

const ids = (list: readonly bigint[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The invoices of the fee's campus, term and session (of a class or preschool, and an arm, when
 * asked), by class, arm and name; `lock` holds them until the transaction ends.
 */
export async function invoicesForFee(
  db: DbOrTx,
  fee: FeeRow,
  ofClass: SQL | undefined,
  subClass: string | undefined,
  lock: boolean,
): Promise<InvoiceForFee[]> {
  const where = and(
    eq(financeInvoices.schId, fee.schId),
    eq(financeInvoices.campusId, fee.campusId),
    eq(financeInvoices.session, fee.session),
    eq(financeInvoices.term, fee.term),
    ofClass,
    subClass === undefined ? undefined : eq(financeInvoices.subClass, subClass),
  );
  if (lock) {
    await db.select({ id: financeInvoices.id }).from(financeInvoices).where(where).for('update');
  }
  const rows = await db
    .select({
      id: financeInvoices.id,
      invoiceNo: financeInvoices.invoiceNo,
      studentId: financeInvoices.studentId,
      classId: financeInvoices.classId,
      fullname: fullName(users),
      admissionNumber: users.admissionNumber,
      className: invoiceClassNameSql,
      subClass: financeInvoices.subClass,
      total: sql<string>`(select ${chargedSum} from finance_ledger l
        where l.sch_id = ${financeInvoices.schId} and l.invoice_id = ${financeInvoices.id})`,
      paid: sql<string>`(select ${paidSum} from finance_ledger l
        where l.sch_id = ${financeInvoices.schId} and l.invoice_id = ${financeInvoices.id})`,
      hasFee: sql<boolean>`exists (select 1 from finance_invoice_items it
        where it.sch_id = ${financeInvoices.schId} and it.invoice_id = ${financeInvoices.id}
          and it.version = ${financeInvoices.itemsVersion} and it.fee_id = ${fee.id})`,
    })
    .from(financeInvoices)
    .innerJoin(users, invoiceStudent)
    .where(where)
    .orderBy(invoiceClassNameSql, sql`${financeInvoices.subClass} nulls first`, ...byName(users));
  return rows.map((r) => ({ ...r, total: koboTotal(r.total), paid: koboTotal(r.paid) }));
}

/**
 * A new version of each invoice's lines: the current lines, then the fee (its amount, no
 * discount) last; and the invoice moves to that version. Three statements for any number.
 */
export async function addFeeLine(db: DbOrTx, fee: FeeRow, invoiceIds: readonly bigint[]) {
  if (invoiceIds.length === 0) return;
  await db.execute(sql`
    insert into finance_invoice_items
      (sch_id, invoice_id, version, position, fee_id, feetype, amount, discount_hundredths,
       discount_amount)
    select it.sch_id, it.invoice_id, it.version + 1, it.position, it.fee_id, it.feetype,
      it.amount, it.discount_hundredths, it.discount_amount
    from finance_invoice_items it
    join finance_invoices i
      on i.sch_id = it.sch_id and i.id = it.invoice_id and i.items_version = it.version
    where it.sch_id = ${fee.schId} and i.sch_id = ${fee.schId} and it.invoice_id in (${ids(invoiceIds)})`);
  await db.execute(sql`
    insert into finance_invoice_items
      (sch_id, invoice_id, version, position, fee_id, feetype, amount, discount_hundredths,
       discount_amount)
    select i.sch_id, i.id, i.items_version + 1,
      (select count(*) from finance_invoice_items it
        where it.sch_id = i.sch_id and it.invoice_id = i.id and it.version = i.items_version),
      ${fee.id}, ${fee.feetype}, ${fee.amount}, 0, null
    from finance_invoices i
    where i.sch_id = ${fee.schId} and i.id in (${ids(invoiceIds)})`);
  await db
    .update(financeInvoices)
    .set({ itemsVersion: sql`${financeInvoices.itemsVersion} + 1`, updatedAt: sql`now()` })
    .where(and(eq(financeInvoices.schId, fee.schId), inArray(financeInvoices.id, [...invoiceIds])));
}
