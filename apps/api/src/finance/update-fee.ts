/** Changing a fee: its classes, name, term and session checked as for a new fee. */
import type { components } from '@schoolmates/sdk';
import type { DbOrTx } from '../db/client.ts';
import { one } from '../db/rows.ts';
import type { FinanceScope } from './access.ts';
import { checkClasses, checkOverlap, scopeOf } from './fee-classes.ts';
import { feeOfSchool, feeRecords } from './fee-records.ts';
import { feesOfTerm, setFeeClasses, updateFeeRow } from './fees.queries.ts';

type S = components['schemas'];

export async function updateFee(
  db: DbOrTx,
  scope: FinanceScope,
  id: bigint,
  input: S['FeeUpdate'],
) {
  return db.transaction(async (tx) => {
    const fee = await feeOfSchool(tx, scope, id);
    const current = await feesOfTerm(tx, scope.schId, [fee.campusId], fee.term, fee.session);
    const currentIds = [...(current.find((f) => f.fee.id === id)?.classIds ?? [])].map(String);
    const scoping =
      input.class_scope !== undefined || input.class_ids !== undefined
        ? scopeOf(input.class_scope ?? (input.class_ids ? 'some' : undefined), input.class_ids)
        : { classScope: fee.classScope, classIds: currentIds.map(BigInt) };
    const term = input.term ?? fee.term;
    const session = input.session ?? fee.session;
    const feetype = input.feetype ?? fee.feetype;
    await checkClasses(tx, scope.schId, fee.campusId, scoping.classIds);
    await checkOverlap(
      tx,
      scope.schId,
      { campusId: fee.campusId, feetype, term, session, ...scoping },
      id,
    );
    const updated = await updateFeeRow(tx, scope.schId, id, {
      feetype,
      term,
      session,
      classScope: scoping.classScope,
      ...(input.amount !== undefined ? { amount: input.amount } : {}),
      ...(input.category !== undefined ? { category: input.category } : {}),
      ...(input.fee_status !== undefined ? { feeStatus: input.fee_status } : {}),
    });
    await setFeeClasses(tx, scope.schId, id, scoping.classIds);
    return one(await feeRecords(tx, scope.schId, [updated]));
  });
}
