/** Area `auth`: sign-in, sign-up, password reset, sign-out, profile, password change. */

import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { send } from '../auth/outbox.ts';
import { burnVerifyTime, hashPassword, needsRehash, verifyPassword } from '../auth/passwords.ts';
import { authUser, profileRecord } from '../auth/profile.ts';
import {
  createSession,
  revokeSession,
  revokeUserSessions,
  sessionExpiresAt,
} from '../auth/sessions.ts';
import { clearFailures, isAccountLocked, recordFailure } from '../auth/sign-in-limits.ts';
import { newToken, tokenHash } from '../auth/tokens.ts';
import { one } from '../db/rows.ts';
import { campuses, passwordResets, schools, users } from '../db/schema.ts';
import { firstFreeUsername, usernameBase } from '../domain/usernames.ts';
import { storedFileUrl } from '../files/access.ts';
import { item, message } from '../http/envelope.ts';
import {
  conflict,
  HttpError,
  invalid,
  tooManyRequests,
  unauthorized,
  uniquely,
} from '../http/errors.ts';
import { takenUsernames } from '../people/people.queries.ts';
import type { HandlerMap } from './types.ts';

const BAD_CREDENTIALS = 'These credentials do not match our records.';
const RESET_MINUTES = 60;

export const authHandlers = {
  async loginUser({ db, body, config }) {
    const account = body.username.trim();
    if (await isAccountLocked(db, account)) {
      throw tooManyRequests('Too many failed sign-ins for this account; try again later.');
    }
    const [row] = await db
      .select({ user: users, campusStatus: campuses.status })
      .from(users)
      .innerJoin(campuses, eq(campuses.id, users.campusId))
      .where(
        or(
          sql`lower(${users.username}) = lower(${account})`,
          sql`lower(${users.email}) = lower(${account})`,
        ),
      )
      .limit(1);
    if (!row) {
      await burnVerifyTime(body.password);
      await recordFailure(db, account);
      throw unauthorized(BAD_CREDENTIALS);
    }
    if (!(await verifyPassword(row.user.passwordHash, body.password))) {
      await recordFailure(db, account);
      throw unauthorized(BAD_CREDENTIALS);
    }
    if (row.user.status !== 'active' || row.campusStatus !== 'active') {
      throw new HttpError(403, 'Your account is not active; ask your school.');
    }
    await clearFailures(db, account);
    if (needsRehash(row.user.passwordHash)) {
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(body.password) })
        .where(eq(users.id, row.user.id));
    }
    const session = await createSession(db, row.user);
    return item(
      {
        token: session.token,
        expires_at: sessionExpiresAt(config, session.createdAt).toISOString(),
        user: await authUser(db, row.user.id),
      },
      'Welcome onboard',
    );
  },

  async signUpSchool({ db, body, config }) {
    const passwordHash = await hashPassword(body.password);
    const result = await db.transaction(async (tx) => {
      const [emailUsed] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${body.email})`);
      if (emailUsed) throw conflict('This e-mail already belongs to an account.');
      let username: string;
      if (body.username) {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.username}) = lower(${body.username})`);
        if (taken) throw conflict('This username is taken.');
        username = body.username;
      } else {
        const base = usernameBase(body.firstname, body.surname);
        username = firstFreeUsername(base, await takenUsernames(tx, base));
      }
      const school = one(
        await tx
          .insert(schools)
          .values({
            name: body.school_name.trim(),
            schoolType: body.school_type,
            plan: body.plan ?? 'STARTER PLAN',
            email: body.email,
          })
          .returning(),
      );
      const campus = one(
        await tx
          .insert(campuses)
          .values({
            schId: school.id,
            name: body.school_name.trim(),
            email: body.email,
            phoneno: '',
            address: '',
            state: '',
            isPreschool: body.school_type === 'preschool',
          })
          .returning(),
      );
      const user = one(
        await uniquely('This username or e-mail is taken.', () =>
          tx
            .insert(users)
            .values({
              schId: school.id,
              campusId: campus.id,
              kind: 'staff',
              designationId: 6,
              username,
              email: body.email,
              passwordHash,
              surname: body.surname.trim(),
              firstname: body.firstname.trim(),
            })
            .returning(),
        ),
      );
      const session = await createSession(tx, user);
      return { user: user, session };
    });
    return item(
      {
        token: result.session.token,
        expires_at: sessionExpiresAt(config, result.session.createdAt).toISOString(),
        user: await authUser(db, result.user.id),
      },
      'Welcome onboard',
    );
  },

  async requestPasswordReset({ db, body, req }) {
    const [user] = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${body.email})`, eq(users.status, 'active')));
    if (user?.email) {
      const token = newToken();
      await db.insert(passwordResets).values({
        userId: user.id,
        tokenHash: tokenHash(token),
        expiresAt: sql`now() + make_interval(mins => ${RESET_MINUTES})` as unknown as Date,
      });
      send({
        to: user.email,
        subject: 'Reset your password',
        text: `Open /reset-password?token=${token} within ${RESET_MINUTES} minutes to choose a new password.`,
        secret: token,
      });
      req.log.info({ userId: String(user.id) }, 'password reset e-mail queued');
    }
    return message(
      'If an account has this e-mail address, a link to reset its password has been sent.',
    );
  },

  async resetPassword({ db, body }) {
    if (body.password !== body.password_confirmation) {
      throw invalid({ password_confirmation: ['must match the password'] });
    }
    const passwordHash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      const [reset] = await tx
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash(body.token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: passwordResets.userId });
      if (!reset) throw invalid({ token: ['is invalid or has expired'] });
      await tx
        .update(users)
        .set({ passwordHash, mustChangePassword: false, updatedAt: sql`now()` })
        .where(eq(users.id, reset.userId));
      await revokeUserSessions(tx, reset.userId);
    });
    return message('Your password has been reset; sign in with the new password.');
  },

  async logoutUser({ db, auth }) {
    await revokeSession(db, auth.sessionId);
    return message('Signed out.');
  },

  async getProfile({ db, auth }) {
    return item(await profileRecord(db, auth.userId));
  },

  async updateStaffProfile({ db, auth, body }) {
    const image = await storedFileUrl(db, auth, 'image_file_id', body.image_file_id, 'ownAvatar');
    const signature = await storedFileUrl(
      db,
      auth,
      'signature_file_id',
      body.signature_file_id,
      'ownSignature',
    );
    await uniquely('This e-mail already belongs to an account.', () =>
      db
        .update(users)
        .set({
          ...(body.surname !== undefined && { surname: body.surname.trim() }),
          ...(body.firstname !== undefined && { firstname: body.firstname.trim() }),
          ...(body.middlename !== undefined && { middlename: body.middlename }),
          ...(body.email !== undefined && { email: body.email }),
          ...(body.phoneno !== undefined && { phone: body.phoneno }),
          ...(body.gender !== undefined && { gender: body.gender }),
          ...(body.address !== undefined && { address: body.address }),
          ...(image !== undefined && { image }),
          ...(signature !== undefined && { signature }),
          updatedAt: sql`now()`,
        })
        .where(and(eq(users.id, auth.userId), eq(users.schId, auth.schId))),
    );
    return item(await profileRecord(db, auth.userId), 'Profile updated.');
  },

  async changePassword({ db, auth, body }) {
    const [user] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, auth.userId));
    if (!user || !(await verifyPassword(user.passwordHash, body.old_password))) {
      throw invalid({ old_password: ['is not your current password'] });
    }
    if (body.new_password !== body.confirm_password) {
      throw invalid({ confirm_password: ['must match the new password'] });
    }
    if (body.new_password === body.old_password) {
      throw invalid({ new_password: ['must differ from the current password'] });
    }
    const passwordHash = await hashPassword(body.new_password);
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, mustChangePassword: false, updatedAt: sql`now()` })
        .where(eq(users.id, auth.userId));
      await revokeUserSessions(tx, auth.userId);
    });
    return message('Password changed; sign in again with the new password.');
  },
} satisfies Partial<HandlerMap>;
