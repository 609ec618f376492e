/**
 * The session cache (auth/sessions.ts): a reused session must never outlive a sign-out, a
 * disabled user or a changed role made through the API, on this instance or, over
 * PostgreSQL NOTIFY, on another one; a change made outside the server shows within the TTL.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { sessions, users } from '../db/schema.ts';
import { setup, type TestContext, usingPostgres } from '../test/harness.ts';
import { postgresSessionChanges } from './session-changes.ts';
import { tokenHash } from './tokens.ts';

// Long enough that a loaded machine still reads the cache before it expires.
const TTL = 2000;
let t: TestContext;
beforeAll(async () => {
  t = await setup({ sessionCacheMs: TTL });
});
afterAll(() => t?.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const profile = (token: string) => t.call('GET', '/profile', { token });

async function freshToken(username: string) {
  const res = await t.call('POST', '/login', { body: { username, password: 'demo1234' } });
  return res.json().data.token as string;
}

describe('the session cache', () => {
  it('serves a session again without reading it, until the TTL', async () => {
    const token = await freshToken('account');
    expect((await profile(token)).statusCode).toBe(200);
    // Revoked behind the server's back (SQL by hand): still served from the cache ...
    const mine = eq(sessions.tokenHash, tokenHash(token));
    await t.database.db.update(sessions).set({ revokedAt: sql`now()` }).where(mine);
    expect((await profile(token)).statusCode).toBe(200);
    // ... at most for the TTL.
    await sleep(TTL + 50);
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('forgets at once what a request through the API changed', async () => {
    const token = await freshToken('account');
    expect((await profile(token)).statusCode).toBe(200);
    expect((await t.call('POST', '/logout', { token })).statusCode).toBe(200);
    expect((await profile(token)).statusCode).toBe(401);

    const teacher = await freshToken('teacher');
    expect((await profile(teacher)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'teacher'));
    const disabled = await t.call('PATCH', `/disablestaff/${row?.id}`, { as: 'admin' });
    expect(disabled.statusCode).toBe(200);
    expect((await profile(teacher)).statusCode).toBe(401);
  });

  it.skipIf(!usingPostgres)('tells the other instances through PostgreSQL', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    const [{ db } = { db: '' }] = (await t.database.raw('select current_database() as db', [])) as {
      db: string;
    }[];
    url.pathname = `/${db}`;
    const changes = [1, 2].map(() => postgresSessionChanges(url.toString(), t.database, () => {}));
    const config = { ...t.config, sessionCacheMs: 60_000 };
    const [a, b] = await Promise.all(
      changes.map((sessionChanges) =>
        buildApp({ db: t.database.db, outbox: t.outbox, config, sessionChanges }),
      ),
    );
    try {
      while (!changes.every((c) => c.live)) await sleep(20);
      const token = await freshToken('principal');
      const onB = () =>
        b?.inject({ url: '/api/profile', headers: { authorization: `Bearer ${token}` } });
      expect((await onB())?.statusCode).toBe(200);
      const out = await a?.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(out?.statusCode).toBe(200);
      let status = 200;
      for (let i = 0; i < 50 && status === 200; i++) {
        await sleep(10);
        status = (await onB())?.statusCode ?? 0;
      }
      expect(status).toBe(401);
    } finally {
      await Promise.all([a?.close(), b?.close(), ...changes.map((c) => c.close())]);
    }
  });
});
