/**
 * Signing in with a username or e-mail and a password. Failures count per account
 * (sign-in-limits.ts): a locked account is refused before its password is tried (429), and an
 * unknown account costs the time a password check takes, so the answer does not tell it apart.
 */

import type { Config } from '../config.ts';
import type { BodyOf } from '../contract.ts';
import type { Db } from '../db/client.ts';
import { HttpError, tooManyRequests, unauthorized } from '../http/errors.ts';
import { accountsForSignIn, rehashPassword } from './accounts.queries.ts';
import { burnVerifyTime, hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { signedIn } from './profile.ts';
import { createSession } from './sessions.ts';
import { clearFailures, isAccountLocked, recordFailure } from './sign-in-limits.ts';

const BAD_CREDENTIALS = 'These credentials do not match our records.';

/** Opens a session for the account; answers its token and user. */
export async function signIn(db: Db, config: Config, body: BodyOf<'loginUser'>) {
  const account = body.username.trim();
  if (await isAccountLocked(db, account)) {
    throw tooManyRequests('Too many failed sign-ins for this account; try again later.');
  }
  // The password tells which of the schools' accounts with this e-mail is signing in.
  const candidates = await accountsForSignIn(db, account);
  if (candidates.length === 0) {
    await burnVerifyTime(body.password);
    await recordFailure(db, account);
    throw unauthorized(BAD_CREDENTIALS);
  }
  let row: (typeof candidates)[number] | undefined;
  for (const candidate of candidates) {
    if (await verifyPassword(candidate.user.passwordHash, body.password)) {
      row = candidate;
      break;
    }
  }
  if (!row) {
    await recordFailure(db, account);
    throw unauthorized(BAD_CREDENTIALS);
  }
  if (row.user.status !== 'active' || row.campusStatus !== 'active') {
    throw new HttpError(403, 'Your account is not active; ask your school.');
  }
  await clearFailures(db, account);
  if (needsRehash(row.user.passwordHash)) {
    await rehashPassword(
      db,
      { schId: row.user.schId, userId: row.user.id },
      await hashPassword(body.password),
    );
  }
  return signedIn(db, config, row.user, await createSession(db, row.user));
}
