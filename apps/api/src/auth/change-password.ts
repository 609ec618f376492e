/**
 * Changing one's password: the current one proves it is the owner, the new one is confirmed
 * and differs from it (422 otherwise). Saving it ends the other sessions (setChosenPassword).
 */
import type { BodyOf } from '../contract.ts';
import type { Db } from '../db/client.ts';
import { invalid } from '../http/errors.ts';
import { passwordHashOf, setChosenPassword } from './accounts.queries.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { Auth } from './sessions.ts';

export async function changePassword(db: Db, auth: Auth, body: BodyOf<'changePassword'>) {
  const current = await passwordHashOf(db, auth);
  if (!current || !(await verifyPassword(current, body.old_password))) {
    throw invalid({ old_password: ['is not your current password'] });
  }
  if (body.new_password !== body.confirm_password) {
    throw invalid({ confirm_password: ['must match the new password'] });
  }
  if (body.new_password === body.old_password) {
    throw invalid({ new_password: ['must differ from the current password'] });
  }
  const passwordHash = await hashPassword(body.new_password);
  await db.transaction((tx) => setChosenPassword(tx, auth, passwordHash));
}
