/**
 * Setting a new password with a reset link's token (request-password-reset.ts): the token names
 * its school and is used once, in the transaction that saves the password (422 when it is
 * unknown, used or expired).
 */
import type { BodyOf } from '../contract.ts';
import type { Db } from '../db/client.ts';
import { invalid } from '../http/errors.ts';
import { setChosenPassword, usePasswordReset } from './accounts.queries.ts';
import { hashPassword } from './passwords.ts';
import { schoolOfToken, tokenHash } from './tokens.ts';

export async function resetPassword(db: Db, body: BodyOf<'resetPassword'>) {
  if (body.password !== body.password_confirmation) {
    throw invalid({ password_confirmation: ['must match the password'] });
  }
  const passwordHash = await hashPassword(body.password);
  const schId = schoolOfToken(body.token);
  await db.transaction(async (tx) => {
    const userId = schId && (await usePasswordReset(tx, schId, tokenHash(body.token)));
    if (!schId || userId === undefined) throw invalid({ token: ['is invalid or has expired'] });
    await setChosenPassword(tx, { schId, userId }, passwordHash);
  });
}
