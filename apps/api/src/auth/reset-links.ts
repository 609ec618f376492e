/**
 * A one-time link to choose a password: a reset someone asked for, or a guardian's invitation
 * (guardians/invite-guardian.ts). The token names its school and only its hash is kept.
 */
import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { insertPasswordReset } from './accounts.queries.ts';
import { newSchoolToken, tokenHash } from './tokens.ts';

export async function newResetLink(
  tx: DbOrTx,
  config: Pick<Config, 'publicUrl'>,
  user: { id: bigint; schId: bigint },
  minutes: number,
): Promise<{ resetId: bigint; url: string }> {
  const token = newSchoolToken(user.schId);
  const resetId = await insertPasswordReset(tx, user, tokenHash(token), minutes);
  return { resetId, url: `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}` };
}
