/**
 * Opens the database: `DATABASE_URL` unset → embedded PGlite persisted under
 * `DATA_DIR/pglite` (or in memory for tests); set → PostgreSQL through a `pg` Pool.
 * Both give the same Drizzle API (`Db`); migrations from apps/api/drizzle are applied by
 * `migrateDb`.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
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

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * The driver itself, for benchmarks' bare baseline: one query, rows as objects; with a
   * `name`, a named prepared statement on PostgreSQL (as the server's hot queries are).
   */
  raw(text: string, params: unknown[], name?: string): Promise<Record<string, unknown>[]>;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** Folder for PGlite; `undefined` → in memory. */
  pgliteDir?: string | undefined;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    // An idle client dropped by the server (restart, admin command) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => {
      console.error(`PostgreSQL pool: idle client error: ${error.message}`);
    });
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
      raw: async (text, params, name) =>
        (await pool.query(name ? { name, text, values: params } : { text, values: params })).rows,
    };
  }
  let client: PGlite;
  if (options.pgliteDir) {
    mkdirSync(options.pgliteDir, { recursive: true });
    client = new PGlite(options.pgliteDir);
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  const db: PgliteDb = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    // Same query-builder API; the session types differ only in their result HKT.
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    raw: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
  };
}

export function pgliteDirFor(dataDir: string): string {
  return join(dataDir, 'pglite');
}
