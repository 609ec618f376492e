/** Expenses of a campus: recorded and corrected through the ledger, never deleted. */

import { schoolDate } from '@schoolmates/domain/calendar';
import type { components } from '@schoolmates/sdk';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { type FinanceTerm, financeBanks, financeExpenses } from '../db/finance-schema.ts';
import { containing } from '../db/names.ts';
import { one } from '../db/rows.ts';
import { campuses } from '../db/schema.ts';
import { type Paging, record } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { type FinanceScope, visible } from './access.ts';
import { bankForMethod } from './bank-for-method.ts';
import { notInFuture } from './dates.ts';
import {
  actorNames,
  appendLedger,
  ledgerOf,
  type NewEntry,
  type Period,
} from './ledger.queries.ts';
import { readExpenseLedger } from './ledger.ts';

type S = components['schemas'];

export async function expenseRecords(
  db: DbOrTx,
  schId: bigint,
  ids: readonly bigint[],
): Promise<S['ExpenseRecord'][]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ expense: financeExpenses, campus: campuses.name })
    .from(financeExpenses)
    .innerJoin(campuses, eq(campuses.id, financeExpenses.campusId))
    .where(and(eq(financeExpenses.schId, schId), inArray(financeExpenses.id, [...ids])));
  const ledgers = await ledgerOf(db, schId, 'expenseId', ids);
  const entries = [...ledgers.values()].flat();
  const bankIds = [...new Set(entries.flatMap((e) => (e.bankId === null ? [] : [e.bankId])))];
  const [banks, actors] = await Promise.all([
    bankIds.length === 0
      ? []
      : db
          .select()
          .from(financeBanks)
          .where(and(eq(financeBanks.schId, schId), inArray(financeBanks.id, bankIds))),
    actorNames(db, schId, [
      ...rows.map((r) => r.expense.recordedBy),
      ...entries.map((e) => e.actorId),
    ]),
  ]);
  const bank = new Map(banks.map((b) => [b.id, b]));
  const byId = new Map(rows.map((r) => [r.expense.id, r]));
  return ids.map((id) => {
    const row = byId.get(id);
    const state = readExpenseLedger(ledgers.get(id) ?? []);
    if (!row || !state) throw notFound('Expense');
    const current = state.current;
    const paidFrom = current.bankId === null ? undefined : bank.get(current.bankId);
    return record(id, {
      campus_id: String(row.expense.campusId),
      campus: row.campus,
      term: row.expense.term,
      session: row.expense.session,
      expense_category: current.category ?? '',
      amount: state.amount,
      payment_method: current.method ?? 'cash',
      bank_id: current.bankId === null ? null : String(current.bankId),
      bank_name: paidFrom?.bankName ?? null,
      account_name: paidFrom?.accountName ?? null,
      beneficiary: current.beneficiary ?? '',
      reference: current.reference,
      purpose: current.note ?? '',
      spent_at: current.occurredOn ?? '',
      recorded_by: actors.get(row.expense.recordedBy) ?? '',
      edits: state.corrections.map(({ entry }) => ({
        edited_at: entry.createdAt.toISOString(),
        edited_by: actors.get(entry.actorId) ?? '',
        reason: entry.reason ?? '',
        previous_amount: -entry.amount,
        previous_expense_category: entry.category ?? '',
        previous_beneficiary: entry.beneficiary ?? '',
        previous_purpose: entry.note ?? '',
      })),
      created_at: row.expense.createdAt.toISOString(),
    });
  });
}

/** The latest details of an expense (its current `expense` entry). */
const currentDetail =
  sql.raw(`(select concat_ws(' ', l.category, l.beneficiary, l.note, l.reference)
  from finance_ledger l where l.sch_id = finance_expenses.sch_id
  and l.expense_id = finance_expenses.id and l.kind = 'expense' order by l.id desc limit 1)`);

export async function listExpenses(
  db: DbOrTx,
  scope: FinanceScope,
  period: Period,
  search: string | undefined,
  page: Paging,
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
  return {
    records: await expenseRecords(
      db,
      scope.schId,
      rows.map((r) => r.id),
    ),
    total,
  };
}

export async function createExpense(
  db: DbOrTx,
  auth: Auth,
  input: S['ExpenseInput'],
  period: { term: FinanceTerm; session: string },
) {
  notInFuture('spent_at', input.spent_at);
  const id = await db.transaction(async (tx) => {
    const bank = await bankForMethod(tx, auth.schId, input.payment_method, input.bank_id);
    const expense = one(
      await tx
        .insert(financeExpenses)
        .values({ schId: auth.schId, campusId: auth.campusId, ...period, recordedBy: auth.userId })
        .returning(),
    );
    await appendLedger(tx, [
      {
        schId: auth.schId,
        kind: 'expense',
        campusId: expense.campusId,
        ...period,
        expenseId: expense.id,
        amount: input.amount,
        actorId: auth.userId,
        method: input.payment_method,
        bankId: bank?.id ?? null,
        occurredOn: input.spent_at ?? schoolDate(new Date()),
        reference: input.reference ?? null,
        note: input.purpose,
        category: input.expense_category,
        beneficiary: input.beneficiary,
      },
    ]);
    return expense.id;
  });
  return one(await expenseRecords(db, auth.schId, [id]));
}

/** Corrects an expense: its entry is taken back and the corrected one added, with the reason. */
export async function correctExpense(
  db: DbOrTx,
  auth: Auth,
  scope: FinanceScope,
  id: bigint,
  input: S['ExpenseUpdate'],
) {
  notInFuture('spent_at', input.spent_at);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(financeExpenses)
      .where(and(eq(financeExpenses.schId, scope.schId), eq(financeExpenses.id, id)))
      .for('update');
    const expense = visible(scope, row, 'Expense');
    const state = readExpenseLedger(
      (await ledgerOf(tx, scope.schId, 'expenseId', [id])).get(id) ?? [],
    );
    if (!state) throw notFound('Expense');
    const current = state.current;
    const method = input.payment_method ?? current.method ?? 'cash';
    const askedBank =
      input.bank_id !== undefined
        ? input.bank_id
        : method === 'cash' || current.bankId === null
          ? null
          : String(current.bankId);
    const bank = await bankForMethod(tx, scope.schId, method, askedBank);
    const base = {
      schId: scope.schId,
      campusId: expense.campusId,
      term: expense.term,
      session: expense.session,
      expenseId: id,
      actorId: auth.userId,
      reason: input.reason,
    };
    const entries: NewEntry[] = [
      {
        ...base,
        kind: 'expense_correction',
        amount: -state.amount,
        method: current.method,
        bankId: current.bankId,
        occurredOn: current.occurredOn,
        reference: current.reference,
        note: current.note,
        category: current.category,
        beneficiary: current.beneficiary,
      },
      {
        ...base,
        kind: 'expense',
        amount: input.amount ?? state.amount,
        method,
        bankId: bank?.id ?? null,
        occurredOn: input.spent_at ?? current.occurredOn,
        reference: input.reference !== undefined ? input.reference : current.reference,
        note: input.purpose ?? current.note,
        category: input.expense_category ?? current.category,
        beneficiary: input.beneficiary ?? current.beneficiary,
      },
    ];
    await appendLedger(tx, entries);
  });
  return one(await expenseRecords(db, scope.schId, [id]));
}
