/**
 * Correcting an expense: its entry is taken back and the corrected one added, with the reason.
 */
import type { components } from '@schoolmates/sdk';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { one } from '../db/rows.ts';
import { notFound } from '../http/errors.ts';
import { type FinanceScope, visible } from './access.ts';
import { bankForMethod } from './bank-for-method.ts';
import { notInFuture } from './dates.ts';
import { expenseRecords } from './expense-records.ts';
import { lockedExpense } from './expenses.queries.ts';
import { appendLedger, ledgerOf, type NewEntry } from './ledger.queries.ts';
import { readExpenseLedger } from './ledger.ts';

type S = components['schemas'];

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
    const expense = visible(scope, await lockedExpense(tx, scope.schId, id), 'Expense');
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
