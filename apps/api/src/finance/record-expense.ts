/** Recording an expense of the caller's campus, paid in cash or from a bank of the school. */
import { schoolDate } from '@schoolmates/domain/calendar';
import type { components } from '@schoolmates/sdk';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import type { FinanceTerm } from '../db/finance-schema.ts';
import { one } from '../db/rows.ts';
import { bankForMethod } from './bank-for-method.ts';
import { notInFuture } from './dates.ts';
import { expenseRecords } from './expense-records.ts';
import { insertExpense } from './expenses.queries.ts';
import { appendLedger } from './ledger.queries.ts';

type S = components['schemas'];

export async function recordExpense(
  db: DbOrTx,
  auth: Auth,
  input: S['ExpenseInput'],
  period: { term: FinanceTerm; session: string },
) {
  notInFuture('spent_at', input.spent_at);
  const id = await db.transaction(async (tx) => {
    const bank = await bankForMethod(tx, auth.schId, input.payment_method, input.bank_id);
    const expense = await insertExpense(tx, {
      schId: auth.schId,
      campusId: auth.campusId,
      ...period,
      recordedBy: auth.userId,
    });
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
