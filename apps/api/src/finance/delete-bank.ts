/** Deleting a bank account nothing was recorded into or paid from (409 otherwise). */
import type { DbOrTx } from '../db/client.ts';
import { conflict, notFound } from '../http/errors.ts';
import { bankOfSchool, bankUsed, deleteBankRow } from './banks.queries.ts';

export async function deleteBank(db: DbOrTx, schId: bigint, id: bigint) {
  await db.transaction(async (tx) => {
    const bank = await bankOfSchool(tx, schId, id);
    if (!bank) throw notFound('Bank account');
    if (await bankUsed(tx, schId, id)) {
      throw conflict('Payments or expenses were recorded with this account; it cannot be deleted.');
    }
    await deleteBankRow(tx, schId, id);
  });
}
