/** The ledger's SQL: appending entries, reading them back, the six summaries, and numbers. */
import type { InvoiceStatus } from '@schoolmates/domain/money';
import { and, asc, type Column, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type AuditEntity, audit } from '../audit/audit-log.ts';
import { type DbOrTx, together } from '../db/client.ts';
import {
  type FinanceTerm,
  financeBanks,
  financeDocumentCounters,
  financeInvoices,
  financeLedger,
  type LedgerKind,
} from '../db/finance-schema.ts';
import { containing, fullName, nameMatches } from '../db/names.ts';
import { one } from '../db/rows.ts';
import { users } from '../db/schema.ts';
import { type FinanceScope, familyStudents } from './access.ts';
import type { LedgerEntry } from './ledger.ts';

export type NewEntry = typeof financeLedger.$inferInsert;

/** Entries that change what was already recorded: each is also written to the audit log. */
const AUDITED: Partial<Record<LedgerKind, AuditEntity>> = {
  adjustment: 'invoice',
  payment_correction: 'payment',
  reversal: 'payment',
  expense_correction: 'expense',
};

/** Appends entries (the only write the ledger ever gets); corrections also go to the audit log. */
export async function appendLedger(tx: DbOrTx, entries: NewEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += 2000) {
    await tx.insert(financeLedger).values(entries.slice(start, start + 2000));
  }
  for (const entry of entries) {
    const entity = AUDITED[entry.kind];
    const entityId = entity === 'expense' ? entry.expenseId : (entry.paymentId ?? entry.invoiceId);
    if (!entity || entityId == null) continue;
    await audit(tx, { schId: entry.schId, userId: entry.actorId }, entity, entityId, entry.kind, {
      amount: entry.amount,
      reason: entry.reason ?? null,
      session: entry.session,
      term: entry.term,
    });
  }
}

type LedgerOwner = 'invoiceId' | 'expenseId';

/** The entries of these invoices (or expenses), grouped by owner, each in id order. */
export async function ledgerOf(
  db: DbOrTx,
  schId: bigint,
  owner: LedgerOwner,
  ids: readonly bigint[],
): Promise<Map<bigint, LedgerEntry[]>> {
  const byOwner = new Map<bigint, LedgerEntry[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byOwner;
  const rows = await db
    .select()
    .from(financeLedger)
    .where(and(sql`${financeLedger.schId} = ${schId}`, inArray(financeLedger[owner], [...ids])))
    .orderBy(asc(financeLedger.id));
  for (const row of rows) {
    const key = row[owner];
    if (key !== null) byOwner.get(key)?.push(row);
  }
  return byOwner;
}

export interface Period {
  session: string;
  /** `null`: the whole session. */
  term: string | null;
}

/**
 * A sum of kobo read back from SQL (PostgreSQL's sum of bigint is numeric, sent as a string).
 * Totals have no cap a school reaches (issue 29): a JS number is exact up to 2^53 − 1 kobo
 * (₦90 trillion), and past that the figure would be silently wrong, so it throws instead.
 */
export function koboTotal(value: string | number | bigint | null | undefined): number {
  const kobo = Number(value ?? 0);
  if (!Number.isSafeInteger(kobo)) throw new Error(`A kobo total is not a safe integer: ${value}`);
  return kobo;
}

export interface SummaryFigures {
  expected_income: number;
  received_income: number;
  outstanding: number;
  discount: number;
  total_expense: number;
  account_balance: number;
}

/**
 * The six summaries in one pass over the ledger (rules.md, Money): expected = Σ totals;
 * received = Σ payments as they stand; outstanding = expected − received; discount; total
 * expense; account balance = Σ opening balances + received − expense. A campus counts the
 * opening balances of its own accounts, the whole school those of every account (a campus's or
 * the school's), so the campuses and the school-wide accounts add up to the school (issue 29).
 */
export async function summaryFigures(
  db: DbOrTx,
  scope: FinanceScope,
  period: Period,
): Promise<SummaryFigures> {
  // The opening balances apart: one statement per table, each filtered by the school's own
  // sch_id parameter (db/school-scope.ts cannot tell two parameters hold one school).
  const [result, banks] = await together(
    db,
    () =>
      db.execute(sql`
    select
      coalesce(sum(amount) filter (where kind in ('invoice_issued', 'adjustment')), 0) as gross,
      coalesce(sum(amount) filter (where kind = 'discount'), 0) as discount,
      coalesce(sum(amount) filter (where kind in ('payment', 'payment_correction', 'reversal')), 0)
        as received,
      coalesce(sum(amount) filter (where kind in ('expense', 'expense_correction')), 0) as expense
    from finance_ledger
    where sch_id = ${scope.schId} and session = ${period.session}
      and (${period.term}::text is null or term = ${period.term})
      and (${scope.campusId}::bigint is null or campus_id = ${scope.campusId})`),
    () =>
      db
        .select({ opening: sql<string>`coalesce(sum(${financeBanks.openingBalance}), 0)` })
        .from(financeBanks)
        .where(
          and(
            eq(financeBanks.schId, scope.schId),
            scope.campusId === null ? undefined : eq(financeBanks.campusId, scope.campusId),
          ),
        ),
  );
  const row = one((result as unknown as { rows: Record<string, string | number>[] }).rows);
  const [gross, discount, received, expense, opening] = [
    row.gross,
    row.discount,
    row.received,
    row.expense,
    one(banks).opening,
  ].map(koboTotal) as [number, number, number, number, number];
  const expected = gross - discount;
  return {
    expected_income: expected,
    received_income: received,
    outstanding: expected - received,
    discount,
    total_expense: expense,
    account_balance: opening + received - expense,
  };
}

export type DocumentKind = 'invoice' | 'receipt';

/**
 * The next `count` numbers of the school's session for invoices or receipts, from the counter
 * row (locked until the caller's transaction ends, so numbers are gapless: a rollback gives
 * them back). Answers the first.
 */
export async function allocateNumbers(
  tx: DbOrTx,
  schId: bigint,
  session: string,
  kind: DocumentKind,
  count = 1,
): Promise<number> {
  const rows = await tx
    .insert(financeDocumentCounters)
    .values({ schId, session, kind, lastNumber: count })
    .onConflictDoUpdate({
      target: [
        financeDocumentCounters.schId,
        financeDocumentCounters.session,
        financeDocumentCounters.kind,
      ],
      set: { lastNumber: sql`${financeDocumentCounters.lastNumber} + ${count}` },
    })
    .returning({ last: financeDocumentCounters.lastNumber });
  return one(rows).last - count + 1;
}

/** `INV/2025-2026/000123`, `RCT/2025-2026/000123`. */
export function documentNumber(kind: DocumentKind, session: string, n: number): string {
  const prefix = kind === 'invoice' ? 'INV' : 'RCT';
  return `${prefix}/${session.replace('/', '-')}/${String(n).padStart(6, '0')}`;
}

/** Full names (surname first) of the staff who recorded entries. */
export async function actorNames(db: DbOrTx, schId: bigint, ids: Iterable<bigint>) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<bigint, string>();
  const rows = await db
    .select({ id: users.id, name: fullName(users) })
    .from(users)
    .where(and(eq(users.schId, schId), inArray(users.id, unique)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * `invoiceStatus` of packages/domain in SQL, for filtering invoices in the database: `paid` once
 * nothing is outstanding, else `part_paid` once something was paid, else `unpaid`. The one copy
 * of the rule in SQL; ledger.queries.test.ts holds it to the domain's answers.
 */
export const invoiceStatusSql = (total: SQL, paid: SQL) =>
  sql<InvoiceStatus>`case when ${paid} >= ${total} then 'paid'
    when ${paid} > 0 then 'part_paid' else 'unpaid' end`;

/** The join of an invoice to its student. */
export const invoiceStudent = and(
  eq(users.schId, financeInvoices.schId),
  eq(users.id, financeInvoices.studentId),
);

/** The name of an invoice's class, or of its preschool (for a pupil of a preschool campus). */
export const invoiceClassNameSql = sql<string>`coalesce(
  (select c.class_name from classes c
    where c.sch_id = ${financeInvoices.schId} and c.id = ${financeInvoices.classId}),
  (select p.name from preschools p
    where p.sch_id = ${financeInvoices.schId} and p.id = ${financeInvoices.preschoolId}), '')`;

/** Invoices of a class, or of a preschool (`class_id` names either, as for students). */
export const invoicesOfClass = (id: bigint) =>
  or(eq(financeInvoices.classId, id), eq(financeInvoices.preschoolId, id));

/** What the invoice and payment lists narrow to, besides what the reader may see. */
export interface InvoiceListing {
  period: { session: string | null; term: string | null };
  classId?: bigint | undefined;
  studentId?: bigint | undefined;
}

/**
 * The invoices a list may show `scope` in the period, class and student it asks for: a campus's
 * for its staff, a family's own students (narrowed to the one asked for).
 */
export function listedInvoices(scope: FinanceScope, listing: InvoiceListing): SQL[] {
  const studentIds = familyStudents(scope, listing.studentId);
  return [
    eq(financeInvoices.schId, scope.schId),
    scope.campusId !== null && scope.studentIds === null
      ? eq(financeInvoices.campusId, scope.campusId)
      : undefined,
    studentIds === undefined
      ? undefined
      : studentIds.length === 0
        ? sql`false`
        : inArray(financeInvoices.studentId, [...studentIds]),
    listing.period.session ? eq(financeInvoices.session, listing.period.session) : undefined,
    listing.period.term ? eq(financeInvoices.term, listing.period.term as FinanceTerm) : undefined,
    listing.classId !== undefined ? invoicesOfClass(listing.classId) : undefined,
  ].filter((condition) => condition !== undefined);
}

/**
 * A list's search: every word in the student's name, or part of their admission number, the
 * invoice's number or one of `more` (a payment's receipt number and reference).
 */
export const invoiceSearch = (search: string, ...more: (Column | SQL)[]) =>
  or(
    nameMatches(users, search),
    ilike(users.admissionNumber, containing(search)),
    ilike(financeInvoices.invoiceNo, containing(search)),
    ...more.map((column) => ilike(column, containing(search))),
  );
