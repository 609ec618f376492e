/** Deleting a fee no invoice carries (409 otherwise). */
import type { DbOrTx } from '../db/client.ts';
import { conflict } from '../http/errors.ts';
import type { FinanceScope } from './access.ts';
import { feeOfSchool } from './fee-records.ts';
import { deleteFeeRow, feeInvoiced } from './fees.queries.ts';

/** Deletes a fee no invoice carries (409 otherwise). */
export async function deleteFee(db: DbOrTx, scope: FinanceScope, id: bigint) {
  await db.transaction(async (tx) => {
    await feeOfSchool(tx, scope, id);
    if (await feeInvoiced(tx, scope.schId, id))
      throw conflict('This fee is on an invoice; it cannot be deleted.');
    await deleteFeeRow(tx, scope.schId, id);
  });
}
