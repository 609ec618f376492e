/**
 * Area `auth`: sign-in, sign-up, password reset, sign-out, profile, password change. The
 * handler map only: each write is a use case of auth/ (sign-in.ts, sign-up-school.ts,
 * reset-password.ts, update-profile.ts, change-password.ts).
 */

import { changePassword } from '../auth/change-password.ts';
import { profileRecord } from '../auth/profile.ts';
import { requestPasswordReset } from '../auth/request-password-reset.ts';
import { resetPassword } from '../auth/reset-password.ts';
import { revokeSession } from '../auth/sessions.ts';
import { signIn } from '../auth/sign-in.ts';
import { signUpSchool } from '../auth/sign-up-school.ts';
import { updateProfile } from '../auth/update-profile.ts';
import { item, message } from '../http/envelope.ts';
import type { HandlerMap } from './types.ts';

export const authHandlers = {
  async loginUser({ db, body, config }) {
    return item(await signIn(db, config, body), 'Welcome onboard');
  },

  async signUpSchool({ db, body, config }) {
    return item(await signUpSchool(db, config, body), 'Welcome onboard');
  },

  async requestPasswordReset({ db, outbox, body, req, config }) {
    await requestPasswordReset(db, outbox, config, body.email, req.log);
    return message(
      'If an account has this e-mail address, a link to reset its password has been sent.',
    );
  },

  async resetPassword({ db, body }) {
    await resetPassword(db, body);
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
    return item(await updateProfile(db, auth, body), 'Profile updated.');
  },

  async changePassword({ db, auth, body }) {
    await changePassword(db, auth, body);
    return message('Password changed; sign in again with the new password.');
  },
} satisfies Partial<HandlerMap>;
