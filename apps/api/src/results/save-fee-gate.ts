/** The school's result fee gate (issue 29): whether results of students owing more than the threshold are held. */
import type { FeeGate } from '@schoolmates/domain/money';
import type { Auth } from '../auth/sessions.ts';
import type { BodyOf } from '../contract.ts';
import type { DbOrTx } from '../db/client.ts';
import { saveGate } from './fee-gate.queries.ts';

/** Saves the gate, recording who set it; answers it as it now stands. */
export async function saveFeeGate(
  db: DbOrTx,
  auth: Auth,
  body: BodyOf<'saveResultFeeGate'>,
): Promise<FeeGate> {
  const row = await saveGate(db, {
    schId: auth.schId,
    enabled: body.enabled,
    threshold: body.threshold,
    updatedBy: auth.userId,
  });
  return { enabled: row.enabled, threshold: row.threshold };
}
