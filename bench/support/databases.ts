/**
 * The databases a benchmark under bench/ runs on: embedded PGlite in memory, then PostgreSQL
 * when `postgresUrl` answers, in a database of its own that is dropped afterwards (so a
 * benchmark never touches the tests' or the portal's data).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../apps/api/src/db/client.ts';

export const defaultBenchPostgresUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** Runs `bench` on PGlite, then on a throwaway PostgreSQL database; returns what each gave. */
export async function onEachDatabase<T>(
  postgresUrl: string,
  bench: (label: string, database: Database) => Promise<T>,
): Promise<T[]> {
  const out: T[] = [];
  // BENCH_PGLITE=0: PostgreSQL only (the targets are for PostgreSQL).
  if (process.env.BENCH_PGLITE !== '0') {
    const pglite = await openDatabase({ databaseUrl: undefined, pgliteDir: undefined });
    try {
      out.push(await bench('PGlite', pglite));
    } finally {
      await pglite.close();
    }
  }

  const onPostgres = await onPostgresOnly(postgresUrl, bench);
  if (onPostgres !== undefined) out.push(onPostgres);
  return out;
}

/** Runs `bench` on a throwaway PostgreSQL database; undefined when the server is not there. */
export async function onPostgresOnly<T>(
  postgresUrl: string,
  bench: (label: string, database: Database) => Promise<T>,
): Promise<T | undefined> {
  const host = new URL(postgresUrl).host;
  if (!(await reachable(postgresUrl))) {
    console.log(`PostgreSQL not reachable at ${host}; skipped.`);
    return undefined;
  }
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
  try {
    return await bench('PostgreSQL', database);
  } finally {
    await database.close();
    // pool.end() resolves before its sockets are closed: let them go before the forced drop.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}
