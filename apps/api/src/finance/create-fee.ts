/** Creating a fee of a campus's term: for all classes, or some classes of the campus. */
import type { components } from '@schoolmates/sdk';
import type { DbOrTx } from '../db/client.ts';
import { one } from '../db/rows.ts';
import { checkClasses, checkOverlap, type FeeShape, scopeOf } from './fee-classes.ts';
import { feeRecords } from './fee-records.ts';
import { type FeeRow, insertFee, setFeeClasses } from './fees.queries.ts';

type S = components['schemas'];

export async function createFee(
  db: DbOrTx,
  schId: bigint,
  campusId: bigint,
  input: S['FeeInput'],
  period: { term: FeeRow['term']; session: string },
) {
  const { classScope, classIds } = scopeOf(input.class_scope, input.class_ids);
  const shape: FeeShape = { campusId, feetype: input.feetype, ...period, classScope, classIds };
  return db.transaction(async (tx) => {
    await checkClasses(tx, schId, campusId, classIds);
    await checkOverlap(tx, schId, shape);
    const fee = await insertFee(tx, {
      schId,
      campusId,
      feetype: input.feetype,
      amount: input.amount,
      term: period.term,
      session: period.session,
      category: input.category,
      feeStatus: input.fee_status ?? 'compulsory',
      classScope,
    });
    await setFeeClasses(tx, schId, fee.id, classIds);
    return one(await feeRecords(tx, schId, [fee]));
  });
}
