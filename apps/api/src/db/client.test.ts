/**
 * PGlite's stand-in for autovacuum: `analyze()` gives statistics to the tables that have none
 * or have grown by a tenth since their last ANALYZE, and leaves the others alone.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemo } from '../seed/demo.ts';
import { type Database, openDatabase } from './client.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: undefined, pgliteDir: undefined });
  await database.migrate();
});
afterAll(() => database?.close());

const estimate = async (table: string) => {
  const { rows } = (await database.db.execute(
    sql`select reltuples::int as n from pg_class where oid = ${`public.${table}`}::regclass`,
  )) as unknown as { rows: { n: number }[] };
  return rows[0]?.n;
};

it('analyses the tables written since, and only those', async () => {
  expect(await database.analyze()).toEqual([]); // empty tables: nothing to learn
  await seedDemo(database.db);
  expect(await database.analyze()).toContain('public.users');
  expect(await estimate('users')).toBeGreaterThan(0);
  expect(await database.analyze()).toEqual([]);

  await database.db.execute(sql`
    insert into users (sch_id, campus_id, kind, designation_id, username, password_hash, surname,
      firstname, gender)
    select sch_id, campus_id, kind, designation_id, 'many-' || g, password_hash, surname,
      firstname, gender
    from users, generate_series(1, 2000) g where username = 'admin'`);
  expect(await database.analyze()).toEqual(['public.users']);
  expect(await estimate('users')).toBeGreaterThan(2000);
});
