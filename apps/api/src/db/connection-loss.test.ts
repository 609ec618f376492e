/**
 * PostgreSQL only: the server's connections are terminated (`pg_terminate_backend`, as an
 * administrator or a failover would) while writes are in flight. The process must live on: the
 * requests that were cut answer 503 with Retry-After and wrote nothing, later requests run on
 * fresh connections, and every write that answered 201 is there (issue 12 point 1). Before,
 * an 'error' event of a checked-out pg client went unhandled and took the process down.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConnectionLost } from '../http/errors.ts';
import { setup, type TestContext, usingPostgres } from '../test/harness.ts';
import { users } from './schema.ts';

let t: TestContext;

beforeAll(async () => {
  if (usingPostgres) t = await setup();
});
afterAll(async () => {
  // A connection killed while it was being opened can leave pg's pool.end() waiting forever
  // (seen once in three full runs); the database is dropped with (force) regardless.
  await Promise.race([t?.close(), new Promise((resolve) => setTimeout(resolve, 15_000))]);
});

/** Time for the pool to see the sockets closed and drop those clients. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

const killOthers = () =>
  t.database.raw(
    `select pg_terminate_backend(pid) as killed from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid()`,
    [],
  );

describe.skipIf(!usingPostgres)('a database connection killed under the server', () => {
  it('fails the transaction it cut as a lost connection, and the pool carries on', async () => {
    const cut = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await killOthers();
      await tx.execute(sql`select 1`);
    });
    const error = await cut.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isConnectionLost(error), String(error)).toBe(true);
    await settle();
    const after = await t.call('GET', '/campus', { as: 'superadmin' });
    expect(after.statusCode).toBe(200);
  });

  it('answers 503 with Retry-After to cut writes, keeps every 201, and serves on', async () => {
    await t.token('admin');
    const answers: { surname: string; status: number; retryAfter: unknown }[] = [];
    let writing = true;
    const writer = async (worker: number) => {
      for (let i = 0; writing; i++) {
        // Names are letters: worker and count spelled as letters (a, b, …).
        const surname = `Kill${'abcde'[worker]}${i.toString(26).replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)] ?? 'q')}`;
        const res = await t.call('POST', '/staff', {
          as: 'admin',
          body: { surname, firstname: 'Ada', designation_id: 4, gender: 'female' },
        });
        answers.push({ surname, status: res.statusCode, retryAfter: res.headers['retry-after'] });
      }
    };
    const writers = [1, 2, 3, 4, 5].map(writer);
    // Kill until some write was cut (each kill lands on whatever is in flight), at most 50 times.
    for (let round = 0; round < 50 && !answers.some((a) => a.status === 503); round++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await killOthers();
    }
    writing = false;
    await Promise.all(writers);

    const cut = answers.filter((a) => a.status === 503);
    expect(cut.length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status !== 201 && a.status !== 503)).toEqual([]);
    for (const a of cut) expect(a.retryAfter).toBe('1');

    const stored = new Set(
      (await t.database.db.select({ surname: users.surname }).from(users)).map((u) => u.surname),
    );
    const created = answers.filter((a) => a.status === 201).map((a) => a.surname);
    expect(created.filter((surname) => !stored.has(surname))).toEqual([]);

    await settle();
    const later = await t.call('GET', '/staff', { as: 'admin' });
    expect(later.statusCode).toBe(200);
  });
});
