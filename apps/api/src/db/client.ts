/**
 * Opens the database: `DATABASE_URL` unset → embedded PGlite persisted under
 * `DATA_DIR/pglite` (or in memory for tests); set → PostgreSQL through a `pg` Pool.
 * Both give the same Drizzle API (`Db`); migrations from apps/api/drizzle are applied by
 * `migrateDb`.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

type PgliteDb = ReturnType<typeof drizzlePglite<typeof schema>>;
type PgDb = ReturnType<typeof drizzlePg<typeof schema>>;

/** The Drizzle database the handlers use (the PGlite and pg flavours share this API). */
export type Db = PgDb;
/** A transaction handle, usable wherever a `Db` is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * Runs independent queries side by side on a pool (each on a connection of its own), one after
 * the other in a transaction (one connection: pg refuses overlapping queries from pg@9).
 */
export async function together<T extends unknown[]>(
  db: DbOrTx,
  ...queries: { [K in keyof T]: () => Promise<T[K]> }
): Promise<T> {
  if (!(db instanceof PgTransaction)) return Promise.all(queries.map((q) => q())) as Promise<T>;
  const answers: unknown[] = [];
  for (const query of queries) answers.push(await query());
  return answers as T;
}

const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock detected

/**
 * A transaction that replaces one set as a whole (a campus's grading bands, a class's subjects
 * for a session), named by `set`. Its writers are serialised by a transaction-level advisory
 * lock on that name, so the last to commit leaves exactly its set: two delete-then-insert runs
 * interleaved left a mixture (56-63 bands from 20 saves of 7) or deadlocked. A serialization
 * failure or deadlock that still happens is retried, at most three times.
 */
export async function replaceSet<T>(db: Db, set: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${set}, 0))`);
        return fn(tx);
      });
    } catch (error) {
      const code = (error as { cause?: { code?: unknown } }).cause?.code;
      if (attempt >= 3 || !RETRYABLE.has(String(code))) throw error;
    }
  }
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations of `folder` (default: apps/api/drizzle) not yet applied. */
  migrate(folder?: string): Promise<void>;
  /**
   * Planner statistics where the database keeps none itself: on PGlite (no autovacuum) ANALYZE
   * of the tables never analysed or grown by a tenth since, as autovacuum would; answers their
   * names. Nothing on PostgreSQL, whose autovacuum does it.
   */
  analyze(): Promise<string[]>;
  close(): Promise<void>;
  /**
   * The driver itself, for benchmarks' bare baseline: one query, rows as objects; with a
   * `name`, a named prepared statement on PostgreSQL (as the server's hot queries are). On
   * PGlite, dates and times come as text (as Drizzle reads them).
   */
  raw(text: string, params: unknown[], name?: string): Promise<Record<string, unknown>[]>;
  /** PGlite only: the whole database as an image that `pgliteImage` opens another from. */
  image?(): Promise<Blob>;
  /**
   * Where the job queue (pg-boss, messages/queue.ts) connects: a pool of its own on
   * PostgreSQL; the one embedded instance on PGlite, which has a single connection.
   */
  jobs: { connectionString: string } | { pglite: PGlite };
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** Folder for PGlite; `undefined` → in memory. */
  pgliteDir?: string | undefined;
  /** A PGlite image (`Database.image`) to start from instead of an empty database. */
  pgliteImage?: Blob | undefined;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    // A client dropped by the server (restart, admin command) must not crash the process. The
    // pool listens on idle clients only; a checked-out client (a transaction in flight) with no
    // listener would throw an unhandled 'error' event, so every client gets one for good. The
    // query in flight fails on its own (503, see http/errors.ts) and the pool replaces the client.
    const dropped = (error: Error) =>
      console.error(`PostgreSQL: connection lost: ${error.message}`);
    pool.on('error', dropped);
    pool.on('connect', (client) => client.on('error', dropped));
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    return {
      db,
      kind: 'postgres',
      migrate: (folder = migrationsFolder) => migratePg(db, { migrationsFolder: folder }),
      analyze: async () => [],
      close: () => pool.end(),
      raw: async (text, params, name) =>
        (await pool.query(name ? { name, text, values: params } : { text, values: params })).rows,
      jobs: { connectionString: options.databaseUrl },
    };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = new PGlite({
    dataDir: options.pgliteDir,
    parsers: drizzleParsers,
    ...(options.pgliteImage ? { loadDataDir: options.pgliteImage } : {}),
  });
  await client.waitReady;
  const db: PgliteDb = drizzlePglite({
    client: withoutQueryParsers(client),
    schema,
    casing: 'snake_case',
  });
  return {
    // Same query-builder API; the session types differ only in their result HKT.
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: (folder = migrationsFolder) => migratePglite(db, { migrationsFolder: folder }),
    async analyze() {
      const stale = await client.query<{ name: string }>(STALE_TABLES);
      const names = stale.rows.map((r) => r.name);
      if (names.length > 0) await client.exec(`analyze ${names.join(', ')}`);
      return names;
    },
    close: () => client.close(),
    raw: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
    image: () => client.dumpDataDir('none'),
    jobs: { pglite: client },
  };
}

/**
 * What Drizzle's PGlite driver asks of every query (drizzle-orm/pglite/session.js): dates,
 * times and intervals as the text PostgreSQL wrote, which its columns decode themselves.
 */
const asText = (value: string) => value;
const drizzleParsers = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231,
    1115,
    1185,
    1187,
    1182,
  ].map((oid) => [oid, asText]),
);

/**
 * The client Drizzle gets: its queries without their own `parsers`, which the PGlite instance
 * already has (drizzleParsers). PGlite merges a query's parsers into a copy of its own on every
 * query, which cost about 100 µs a query, a third of a cached GET /campus (bench/api).
 */
function withoutQueryParsers<C extends PGlite | Transaction>(client: C): C {
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') {
        return (text: string, params?: unknown[], options?: QueryOptions) =>
          target.query(text, params, options && { ...options, parsers: undefined });
      }
      if (key === 'transaction' && target instanceof PGlite) {
        return (run: (tx: Transaction) => Promise<unknown>) =>
          target.transaction((tx) => run(withoutQueryParsers(tx)));
      }
      // PGlite's methods use private fields: called on the instance, not on the proxy.
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Tables whose statistics are missing or stale: never analysed (`reltuples` -1) or grown by a
 * tenth (in pages) since the last ANALYZE. Page counts, not pg_stat_user_tables, whose counters
 * PGlite does not keep up to date.
 */
const STALE_TABLES = `
  select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r' and n.nspname = 'public' and pg_relation_size(c.oid) > 0
    and (c.reltuples < 0
      or pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 1.1 + 1)
  order by 1`;

export function pgliteDirFor(dataDir: string): string {
  return join(dataDir, 'pglite');
}
