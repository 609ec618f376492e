import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FAILURE_LIMIT } from '../auth/sign-in-limits.ts';
import { tokenHash } from '../auth/tokens.ts';
import { must, one } from '../db/rows.ts';
import { campuses, sessions, users } from '../db/schema.ts';
import { setup, type TestContext } from '../test/harness.ts';
import { mailTo, resetTokenIn } from '../test/messages.ts';

let t: TestContext;
beforeAll(async () => {
  t = await setup();
});
afterAll(() => t?.close());

const login = (username: string, password = 'demo1234') =>
  t.call('POST', '/login', { body: { username, password } });

describe('POST /login', () => {
  it('signs in with username or e-mail and answers a token and the user', async () => {
    const res = await login('teacher');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Welcome onboard');
    // 256 random bits after the school it names (`<sch_id>.`, one worker's look-up on Citus).
    const [school, random] = body.data.token.split('.');
    expect(school).toBe(String(t.ids.demo.schId));
    expect(Buffer.from(random, 'base64url')).toHaveLength(32);
    expect(body.data.user).toMatchObject({
      username: 'teacher',
      role: 'teacher',
      designation_id: 4,
      school_name: 'SchoolMates Demo Academy',
      class_name: 'JSS 1',
      sub_class: 'A',
      current_academic_period: { attributes: { session: '2025/2026', is_current_period: true } },
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2|password_hash/);
    const byEmail = await login('TEACHER@demo.schoolmates.test');
    expect(byEmail.statusCode).toBe(200);
  });

  it('gives an unknown user and a wrong password the same answer', async () => {
    const unknown = await login('nobody.here');
    const wrong = await login('principal', 'wrong-password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
  });

  it('refuses a bad body with 422 and writes nothing', async () => {
    const before = await t.rowCount();
    const res = await t.call('POST', '/login', { body: { username: 'admin' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: ['is required'] });
    expect(await t.rowCount()).toBe(before);
  });

  it('stores passwords as argon2id with m >= 19456 KiB and t >= 2', async () => {
    const row = one(
      await t.database.db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.username, 'admin')),
    );
    const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/.exec(row.hash);
    expect(m).not.toBeNull();
    expect(Number(must(m)[1])).toBeGreaterThanOrEqual(19456);
    expect(Number(must(m)[2])).toBeGreaterThanOrEqual(2);
  });

  it('never stores the raw token, only its sha256', async () => {
    const token = (await login('account')).json().data.token as string;
    const dump = await t.database.db.execute(sql`select * from sessions`);
    expect(JSON.stringify(dump, (_k, v) => (typeof v === 'bigint' ? String(v) : v))).not.toContain(
      token,
    );
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHash(token)));
    expect(row).toBeDefined();
  });

  it('keeps earlier sessions valid when the user signs in again (several devices)', async () => {
    const first = (await login('principal')).json().data.token;
    const second = (await login('principal')).json().data.token;
    expect(first).not.toBe(second);
    expect((await t.call('GET', '/profile', { token: first })).statusCode).toBe(200);
    expect((await t.call('GET', '/profile', { token: second })).statusCode).toBe(200);
  });

  it('limits failed sign-ins per account (429), also for the right password', async () => {
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) {
      expect((await login('other-admin', 'not-it')).statusCode).toBe(401);
    }
    expect((await login('other-admin', 'not-it')).statusCode).toBe(429);
    expect((await login('other-admin')).statusCode).toBe(429);
    await t.database.db.execute(sql`delete from sign_in_failures`);
    expect((await login('other-admin')).statusCode).toBe(200);
  });

  it('limits sign-in calls per address (429)', async () => {
    const strict = await setup({ signInPerMinute: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await strict.call('POST', '/login', { body: { username: 'x', password: 'y' } });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await strict.close();
    }
  });
});

describe('sessions', () => {
  it('answers 401 without a token, 440 when idle too long or too old', async () => {
    expect((await t.call('GET', '/profile')).statusCode).toBe(401);
    const token = (await login('admin')).json().data.token;
    await t.database.db
      .update(sessions)
      .set({ lastUsedAt: sql`now() - interval '121 minutes'` })
      .where(eq(sessions.tokenHash, tokenHash(token)));
    const idle = await t.call('GET', '/profile', { token });
    expect(idle.statusCode).toBe(440);
    expect(idle.json().message).toMatch(/expired/);
    const token2 = (await login('admin')).json().data.token;
    await t.database.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(sessions.tokenHash, tokenHash(token2)));
    expect((await t.call('GET', '/profile', { token: token2 })).statusCode).toBe(440);
  });

  it('reads a session from its own school only: a token naming another school is unknown', async () => {
    const token = must((await login('other-admin')).json().data.token as string);
    expect((await t.call('GET', '/profile', { token })).statusCode).toBe(200);
    const random = token.slice(token.indexOf('.') + 1);
    const elsewhere = `${t.ids.demo.schId}.${random}`;
    expect((await t.call('GET', '/profile', { token: elsewhere })).statusCode).toBe(401);
    // A token from before tokens named their school: sign in again.
    expect((await t.call('GET', '/profile', { token: random })).statusCode).toBe(401);
  });

  it('POST /logout revokes the token (401 afterwards)', async () => {
    const token = (await login('account')).json().data.token;
    const res = await t.call('POST', '/logout', { token });
    expect(res.statusCode).toBe(200);
    expect((await t.call('GET', '/profile', { token })).statusCode).toBe(401);
  });

  it('ends the sessions of a disabled campus and refuses its sign-ins', async () => {
    // The campus is disabled by SQL (the other school has no superadmin to call the API): no
    // session cache, which shows changes made outside the server only after its TTL.
    const s = await setup({ sessionCacheMs: 0 });
    try {
      const token = await s.token('other-student');
      await s.database.db
        .update(campuses)
        .set({ status: 'disabled' })
        .where(eq(campuses.id, s.ids.other.campusId));
      expect((await s.call('GET', '/profile', { token })).statusCode).toBe(401);
      expect(
        (
          await s.call('POST', '/login', {
            body: { username: 'other-student', password: 'demo1234' },
          })
        ).statusCode,
      ).toBe(403);
    } finally {
      await s.close();
    }
  });
});

describe('POST /sign-up', () => {
  const body = {
    school_name: 'Bright Future School',
    school_type: 'elementary',
    surname: 'Okon',
    firstname: 'Ada',
    email: 'ada@bright.test',
    password: 'a long password',
  };
  it('creates a school, its campus and superadmin, and signs in', async () => {
    const res = await t.call('POST', '/sign-up', { body });
    expect(res.statusCode).toBe(201);
    const user = res.json().data.user;
    expect(user).toMatchObject({
      username: 'ada.okon',
      role: 'superadmin',
      plan: 'STARTER PLAN',
      campus_name: 'Bright Future School',
    });
    const campuses = await t.call('GET', '/campus', { token: res.json().data.token });
    expect(campuses.json().data).toHaveLength(1);
  });
  it('takes an e-mail of another school (DECISIONS #17), numbers a clashing username', async () => {
    const res = await t.call('POST', '/sign-up', {
      body: { ...body, school_name: 'Bright Future Annex', password: 'another long password' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user.username).toBe('ada.okon1');
    // Signing in with the shared e-mail: the password picks the account.
    for (const [password, username] of [
      ['a long password', 'ada.okon'],
      ['another long password', 'ada.okon1'],
    ]) {
      const signedIn = await t.call('POST', '/login', { body: { username: body.email, password } });
      expect(signedIn.json().data.user.username).toBe(username);
    }
  });
  it('refuses a short password with 422 and writes nothing', async () => {
    const before = await t.rowCount();
    const res = await t.call('POST', '/sign-up', {
      body: { ...body, email: 'x@y.test', password: 'short' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual(['must be at least 8 characters']);
    expect(await t.rowCount()).toBe(before);
  });
});

describe('forgot and reset password', () => {
  it('sends a single-use token; resetting revokes every session', async () => {
    const old = (await login('account')).json().data.token;
    const generic = await t.call('POST', '/forgot-password', {
      body: { email: 'nobody@nowhere.test' },
    });
    const res = await t.call('POST', '/forgot-password', {
      body: { email: 'account@demo.schoolmates.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(generic.body);
    const [mail] = await mailTo(t, 'account@demo.schoolmates.test');
    expect(mail?.subject).toBe('Reset your password (SchoolMates Demo Academy)');
    const token = resetTokenIn(must(mail).text);
    // The token names its school: another school's prefix finds nothing.
    expect(token.startsWith(`${t.ids.demo.schId}.`)).toBe(true);
    const elsewhere = await t.call('POST', '/reset-password', {
      body: {
        token: token.replace(/^\d+\./, `${t.ids.other.schId}.`),
        password: 'new password 1',
        password_confirmation: 'new password 1',
      },
    });
    expect(elsewhere.statusCode).toBe(422);
    const mismatch = await t.call('POST', '/reset-password', {
      body: { token, password: 'new password 1', password_confirmation: 'other password' },
    });
    expect(mismatch.statusCode).toBe(422);
    const reset = await t.call('POST', '/reset-password', {
      body: { token, password: 'new password 1', password_confirmation: 'new password 1' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.call('GET', '/profile', { token: old })).statusCode).toBe(401);
    expect((await login('account', 'new password 1')).statusCode).toBe(200);
    const again = await t.call('POST', '/reset-password', {
      body: { token, password: 'new password 2', password_confirmation: 'new password 2' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toBeDefined();
  });
});

describe('limits against automation', () => {
  it('sends one address at most 3 reset links an hour, answering the same', async () => {
    const sentTo = async () => (await mailTo(t, 'principal@demo.schoolmates.test')).length;
    const before = await sentTo();
    const answers = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const res = await t.call('POST', '/forgot-password', {
        body: { email: 'principal@demo.schoolmates.test' },
      });
      expect(res.statusCode).toBe(200);
      answers.add(res.body);
    }
    expect((await sentTo()) - before).toBe(3);
    expect(answers.size).toBe(1);
  });

  it('sends at most resetEmailsPerMinute in all', async () => {
    const strict = await setup({ resetEmailsPerMinute: 2 });
    try {
      const who = ['admin', 'teacher', 'student', 'superadmin'];
      for (const username of who) {
        await strict.call('POST', '/forgot-password', {
          body: { email: `${username}@demo.schoolmates.test` },
        });
      }
      const sent = await Promise.all(
        who.map((username) => mailTo(strict, `${username}@demo.schoolmates.test`)),
      );
      expect(sent.flat()).toHaveLength(2);
    } finally {
      await strict.close();
    }
  });

  it('answers 429 with Retry-After to a session paging lists faster than a person', async () => {
    const strict = await setup({ listsPerMinute: 5 });
    try {
      const token = await strict.token('teacher');
      const statuses: number[] = [];
      for (let page = 1; page <= 8; page++) {
        const res = await strict.call('GET', `/student?page=${page}&per_page=200`, { token });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
          expect(res.json().message).toMatch(/^Too many lists asked for; try again in/);
        }
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
      // Another session is not held back by this one.
      const other = await strict.call('GET', '/student', { as: 'admin' });
      expect(other.statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('profile and password change', () => {
  it('GET /profile answers the staff or the student profile', async () => {
    const staff = await t.call('GET', '/profile', { as: 'teacher' });
    expect(staff.json().data.attributes).toMatchObject({ role: 'teacher', class_name: 'JSS 1' });
    const student = await t.call('GET', '/profile', { as: 'student' });
    expect(student.json().data.attributes).toMatchObject({
      role: 'student',
      admission_number: 'DEMO/001',
      present_class: 'JSS 1',
    });
  });

  it('PATCH /profile changes own details; 409 on a used e-mail; 422 writes nothing', async () => {
    const res = await t.call('PATCH', '/profile', {
      as: 'principal',
      body: { phoneno: '+234 801 111 2222' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes.phoneno).toBe('+234 801 111 2222');
    const taken = await t.call('PATCH', '/profile', {
      as: 'principal',
      body: { email: 'admin@demo.schoolmates.test' },
    });
    expect(taken.statusCode).toBe(409);
    const before = await t.rowCount();
    const bad = await t.call('PATCH', '/profile', {
      as: 'principal',
      body: { role: 'superadmin' },
    });
    expect(bad.statusCode).toBe(422);
    expect(await t.rowCount()).toBe(before);
  });

  it('POST /changepassword checks the old password and revokes every session', async () => {
    const token = (await login('teacher')).json().data.token;
    const wrong = await t.call('POST', '/changepassword', {
      token,
      body: {
        old_password: 'nope',
        new_password: 'brand new pass',
        confirm_password: 'brand new pass',
      },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.old_password).toBeDefined();
    const ok = await t.call('POST', '/changepassword', {
      token,
      body: {
        old_password: 'demo1234',
        new_password: 'brand new pass',
        confirm_password: 'brand new pass',
      },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.call('GET', '/profile', { token })).statusCode).toBe(401);
    expect((await login('teacher', 'brand new pass')).statusCode).toBe(200);
  });

  it('a one-time password opens a session that may only choose a new password', async () => {
    const created = await t.call('POST', '/staff', {
      as: 'admin',
      body: { surname: 'Ade', firstname: 'Bola', designation_id: 4, gender: 'male' },
    });
    const { username, one_time_password } = created.json().data.attributes;
    const token = (await login(username, one_time_password)).json().data.token;
    const elsewhere = await t.call('GET', '/teacher-subject', { token });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe(
      'Choose a new password first: you signed in with a one-time password.',
    );
    expect((await t.call('GET', '/profile', { token })).statusCode).toBe(200);
    const changed = await t.call('POST', '/changepassword', {
      token,
      body: {
        old_password: one_time_password,
        new_password: 'my own password',
        confirm_password: 'my own password',
      },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = (await login(username, 'my own password')).json().data.token;
    expect((await t.call('GET', '/teacher-subject', { token: fresh })).statusCode).toBe(200);
  });
});
