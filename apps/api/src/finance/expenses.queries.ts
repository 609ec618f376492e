/** Expenses' SQL: their rows, the listing's page of ids, and a new expense's row. */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { type FinanceTerm, financeExpenses } from '../db/finance-schema.ts';
import { containing } from '../db/names.ts';
import { one } from '../db/rows.ts';
import { campuses } from '../db/schema.ts';
import type { FinanceScope } from './access.ts';
import type { Period } from './ledger.queries.ts';

/** The rows of these expenses, each with its campus's name. */
export const expenseRows = (db: DbOrTx, schId: bigint, ids: readonly bigint[]) =>
  db
    .select({ expense: financeExpenses, campus: campuses.name })
    .from(financeExpenses)
    .innerJoin(
      campuses,
      and(eq(campuses.schId, financeExpenses.schId), eq(campuses.id, financeExpenses.campusId)),
    )
    .where(and(eq(financeExpenses.schId, schId), inArray(financeExpenses.id, [...ids])));

/** The latest details of an expense (its current `expense` entry). */
const currentDetail =
  sql.raw(`(select concat_ws(' ', l.category, l.beneficiary, l.note, l.reference)
  from finance_ledger l where l.sch_id = finance_expenses.sch_id
  and l.expense_id = finance_expenses.id and l.kind = 'expense' order by l.id desc limit 1)`);

/** One page of the expenses matching (newest first): their ids, and how many match. */
export async function expenseIds(
  db: DbOrTx,
  scope: FinanceScope,
  period: Period,
  search: string | undefined,
  page: { perPage: number; offset: number },
) {
  const where: (SQL | undefined)[] = [
    eq(financeExpenses.schId, scope.schId),
    eq(financeExpenses.session, period.session),
    period.term ? eq(financeExpenses.term, period.term as FinanceTerm) : undefined,
    scope.campusId !== null ? eq(financeExpenses.campusId, scope.campusId) : undefined,
    search ? sql`${currentDetail} ilike ${containing(search)}` : undefined,
  ];
  const from = () =>
    db
      .select({ id: financeExpenses.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(financeExpenses)
      .where(and(...where));
  const rows = await from()
    .orderBy(sql`${financeExpenses.id} desc`)
    .limit(page.perPage)
    .offset(page.offset);
  const total = rows[0]?.total ?? (page.offset === 0 ? 0 : (await from()).length);
  return { ids: rows.map((r) => r.id), total };
}

/** A new expense (its details are in its ledger entry). */
export const insertExpense = async (db: DbOrTx, values: typeof financeExpenses.$inferInsert) =>
  one(await db.insert(financeExpenses).values(values).returning());

/** An expense of the school, locked until the transaction ends; undefined when there is none. */
export async function lockedExpense(db: DbOrTx, schId: bigint, id: bigint) {
  const [row] = await db
    .select()
    .from(financeExpenses)
    .where(and(eq(financeExpenses.schId, schId), eq(financeExpenses.id, id)))
    .for('update');
  return row;
}
