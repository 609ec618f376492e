/** Expenses as the contract gives them, each folded from its ledger entries. */
import type { components } from '@schoolmates/sdk';
import type { DbOrTx } from '../db/client.ts';
import { type Paging, record } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import type { FinanceScope } from './access.ts';
import { expenseIds, expenseRows } from './expenses.queries.ts';
import { actorNames, ledgerOf, type Period } from './ledger.queries.ts';
import { readExpenseLedger } from './ledger.ts';
import { banksByIds } from './payments.queries.ts';

type S = components['schemas'];

export async function expenseRecords(
  db: DbOrTx,
  schId: bigint,
  ids: readonly bigint[],
): Promise<S['ExpenseRecord'][]> {
  if (ids.length === 0) return [];
  const rows = await expenseRows(db, schId, ids);
  const ledgers = await ledgerOf(db, schId, 'expenseId', ids);
  const entries = [...ledgers.values()].flat();
  const bankIds = [...new Set(entries.flatMap((e) => (e.bankId === null ? [] : [e.bankId])))];
  const [banks, actors] = await Promise.all([
    bankIds.length === 0 ? [] : banksByIds(db, schId, bankIds),
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

/** One page of the expenses the caller may see in the period, matching `search`. */
export async function listExpenses(
  db: DbOrTx,
  scope: FinanceScope,
  period: Period,
  search: string | undefined,
  page: Paging,
) {
  const { ids, total } = await expenseIds(db, scope, period, search, page);
  return { records: await expenseRecords(db, scope.schId, ids), total };
}
