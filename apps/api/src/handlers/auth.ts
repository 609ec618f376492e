/** Area `auth`: sign-in, sign-up, password reset, sign-out, profile, password change. */

import { DESIGNATION, firstFreeUsername, usernameBase } from '@schoolmates/domain/people';
import {
  accountsForSignIn,
  insertSchool,
  passwordHashOf,
  rehashPassword,
  setChosenPassword,
  usePasswordReset,
  usernameTaken,
} from '../auth/accounts.queries.ts';
import { burnVerifyTime, hashPassword, needsRehash, verifyPassword } from '../auth/passwords.ts';
import { authUser, profileRecord } from '../auth/profile.ts';
import { requestPasswordReset } from '../auth/request-password-reset.ts';
import { createSession, revokeSession, sessionExpiresAt } from '../auth/sessions.ts';
import { clearFailures, isAccountLocked, recordFailure } from '../auth/sign-in-limits.ts';
import { schoolOfToken, tokenHash } from '../auth/tokens.ts';
import { storedFileUrl } from '../files/access.ts';
import { guardianPhone } from '../guardians/change-guardian.ts';
import { item, message } from '../http/envelope.ts';
import {
  conflict,
  HttpError,
  invalid,
  tooManyRequests,
  unauthorized,
  uniquely,
} from '../http/errors.ts';
import { takenUsernames, updatePerson } from '../people/people.queries.ts';
import type { HandlerMap } from './types.ts';

const BAD_CREDENTIALS = 'These credentials do not match our records.';

export const authHandlers = {
  async loginUser({ db, body, config }) {
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
    const session = await createSession(db, row.user);
    return item(
      {
        token: session.token,
        expires_at: sessionExpiresAt(config, session.createdAt).toISOString(),
        user: await authUser(db, row.user.schId, row.user.id),
      },
      'Welcome onboard',
    );
  },

  async signUpSchool({ db, body, config }) {
    const passwordHash = await hashPassword(body.password);
    // E-mails are unique per school (DECISIONS #17): a new school's cannot clash.
    const result = await db.transaction(async (tx) => {
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
      const session = await createSession(tx, user);
      return { user: user, session };
    });
    return item(
      {
        token: result.session.token,
        expires_at: sessionExpiresAt(config, result.session.createdAt).toISOString(),
        user: await authUser(db, result.user.schId, result.user.id),
      },
      'Welcome onboard',
    );
  },

  async requestPasswordReset({ db, outbox, body, req, config }) {
    await requestPasswordReset(db, outbox, config, body.email, req.log);
    return message(
      'If an account has this e-mail address, a link to reset its password has been sent.',
    );
  },

  async resetPassword({ db, body }) {
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
    return message('Your password has been reset; sign in with the new password.');
  },

  async logoutUser({ db, auth }) {
    await revokeSession(db, auth);
    return message('Signed out.');
  },

  async getProfile({ db, auth }) {
    return item(await profileRecord(db, auth.schId, auth.userId));
  },

  async updateStaffProfile({ db, auth, body }) {
    // A guardian signs in with their phone: it is kept in one form, one guardian's.
    const phone =
      auth.role === 'guardian' && body.phoneno !== undefined
        ? await guardianPhone(db, auth, body.phoneno)
        : body.phoneno;
    const image = await storedFileUrl(db, auth, 'image_file_id', body.image_file_id, 'ownAvatar');
    const signature = await storedFileUrl(
      db,
      auth,
      'signature_file_id',
      body.signature_file_id,
      'ownSignature',
    );
    await uniquely('This e-mail already belongs to an account.', () =>
      updatePerson(db, auth.schId, auth.userId, {
        ...(body.surname !== undefined && { surname: body.surname.trim() }),
        ...(body.firstname !== undefined && { firstname: body.firstname.trim() }),
        ...(body.middlename !== undefined && { middlename: body.middlename }),
        ...(body.email !== undefined && { email: body.email }),
        ...(phone !== undefined && { phone }),
        ...(body.gender !== undefined && { gender: body.gender }),
        ...(body.address !== undefined && { address: body.address }),
        ...(image !== undefined && { image }),
        ...(signature !== undefined && { signature }),
      }),
    );
    return item(await profileRecord(db, auth.schId, auth.userId), 'Profile updated.');
  },

  async changePassword({ db, auth, body }) {
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
    return message('Password changed; sign in again with the new password.');
  },
} satisfies Partial<HandlerMap>;
