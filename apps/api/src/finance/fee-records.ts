/** Fees as the contract gives them, and the fee the caller may reach (404 otherwise). */
import type { components } from '@schoolmates/sdk';
import type { DbOrTx } from '../db/client.ts';
import { record } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import type { FinanceScope } from './access.ts';
import { campusNames, type FeeRow, feeClassNames, feeRow, feeRows } from './fees.queries.ts';
import type { Period } from './ledger.queries.ts';

type S = components['schemas'];

/** Fees with their campus name and classes, as the contract gives them. */
export async function feeRecords(
  db: DbOrTx,
  schId: bigint,
  fees: FeeRow[],
): Promise<S['FeeRecord'][]> {
  if (fees.length === 0) return [];
  const [campusRows, classRows] = await Promise.all([
    campusNames(db, schId),
    feeClassNames(
      db,
      schId,
      fees.map((f) => f.id),
    ),
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

export async function listFees(
  db: DbOrTx,
  scope: FinanceScope,
  period: Period,
  filters: { classId?: bigint; category?: S['FeeCategory'] },
) {
  return feeRecords(db, scope.schId, await feeRows(db, scope, period, filters));
}

export async function feeOfSchool(db: DbOrTx, scope: FinanceScope, id: bigint) {
  const fee = await feeRow(db, scope.schId, id);
  if (!fee || (scope.campusId !== null && fee.campusId !== scope.campusId)) throw notFound('Fee');
  return fee;
}
