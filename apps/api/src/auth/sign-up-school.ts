/**
 * Signing a new school up: the school, its first campus and its superadmin in one transaction,
 * signed in at once. The username is the one chosen (409 when taken) or the first free one
 * made of the superadmin's names.
 */
import { DESIGNATION, firstFreeUsername, usernameBase } from '@schoolmates/domain/people';
import type { Config } from '../config.ts';
import type { BodyOf } from '../contract.ts';
import type { Db } from '../db/client.ts';
import { takenUsernames } from '../db/users.ts';
import { conflict, uniquely } from '../http/errors.ts';
import { insertSchool, usernameTaken } from './accounts.queries.ts';
import { hashPassword } from './passwords.ts';
import { signedIn } from './profile.ts';
import { createSession } from './sessions.ts';

/** Creates the school; answers the superadmin's session and user. */
export async function signUpSchool(db: Db, config: Config, body: BodyOf<'signUpSchool'>) {
  const passwordHash = await hashPassword(body.password);
  // E-mails are unique per school (DECISIONS #17): a new school's cannot clash.
  const { user, session } = await db.transaction(async (tx) => {
    let username: string;
    if (body.username) {
      if (await usernameTaken(tx, body.username)) throw conflict('This username is taken.');
      username = body.username;
    } else {
      const base = usernameBase(body.firstname, body.surname);
      username = firstFreeUsername(base, await takenUsernames(tx, base));
    }
    const name = body.school_name.trim();
    const user = await uniquely('This username or e-mail is taken.', () =>
      insertSchool(
        tx,
        {
          name,
          schoolType: body.school_type,
          plan: body.plan ?? 'STARTER PLAN',
          email: body.email,
        },
        {
          name,
          email: body.email,
          phoneno: '',
          address: '',
          state: '',
          isPreschool: body.school_type === 'preschool',
        },
        {
          kind: 'staff',
          designationId: DESIGNATION.superadmin,
          username,
          email: body.email,
          passwordHash,
          surname: body.surname.trim(),
          firstname: body.firstname.trim(),
        },
      ),
    );
    return { user, session: await createSession(tx, user) };
  });
  return signedIn(db, config, user, session);
}
