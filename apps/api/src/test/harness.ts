/**
 * Test harness: one database per test FILE (in-memory PGlite; or, when TEST_DATABASE_URL is
 * set, a database of its own on that PostgreSQL server), copied from the run's migrated and
 * seeded database (`seeded-database.ts`), and the app driven through `app.inject`.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { type JobOutbox, openOutbox } from '../messages/outbox.ts';
import { DEMO_PASSWORD, type SeededIds } from '../seed/demo.ts';
import { adminQuery, newDatabaseName, postgresDatabaseUrl } from './postgres.ts';
import { readIds, readImage } from './seeded-database.ts';
import { serverRequest } from './statement-log.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  /** The job queue the app queues messages on; no worker delivers them unless a test starts one. */
  outbox: JobOutbox;
  config: Config;
  ids: SeededIds;
  /** A fresh session token for a demo user (cached per username). */
  token(username: string): Promise<string>;
  /** `app.inject` with JSON and, when given, the bearer token of a demo user. */
  call(
    method: InjectOptions['method'],
    url: string,
    options?: {
      as?: string;
      body?: unknown;
      token?: string;
      query?: Record<string, string>;
      headers?: Record<string, string>;
    },
  ): Promise<LightMyRequestResponse>;
  /** Total number of rows in every table, to prove that a refused request wrote nothing. */
  rowCount(): Promise<number>;
  close(): Promise<void>;
}

export const usingPostgres = !!process.env.TEST_DATABASE_URL;

/**
 * A database of this test file: in-memory PGlite or, on PostgreSQL, a database of its own (the
 * migrations name schema "public"); empty and not migrated, or with `seeded` a copy of the
 * run's seeded database. `drop` closes and removes it.
 */
export async function emptyDatabase(
  options: { seeded?: boolean } = {},
): Promise<{ database: Database; drop(): Promise<void> }> {
  const seeded = options.seeded ? inject('seededDatabase') : undefined;
  const dbName = usingPostgres ? newDatabaseName('test') : undefined;
  if (dbName) {
    await adminQuery(
      seeded
        ? `create database "${dbName}" template "${seeded.source}"`
        : `create database "${dbName}"`,
    );
  }
  const database = await openDatabase({
    databaseUrl: dbName && postgresDatabaseUrl(dbName),
    pgliteDir: undefined,
    pgliteImage: seeded && !usingPostgres ? readImage(seeded) : undefined,
    poolSize: 4,
  });
  return {
    database,
    async drop() {
      await database.close();
      if (dbName) await adminQuery(`drop database if exists "${dbName}" with (force)`);
    },
  };
}

export async function setup(overrides: Partial<Config> = {}): Promise<TestContext> {
  const { database, drop } = await emptyDatabase({ seeded: true });
  const ids = readIds(inject('seededDatabase'));
  // Stored files go to a folder of this test file, removed by close().
  const dataDir = mkdtempSync(join(tmpdir(), 'api-test-'));
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    logLevel: 'silent',
    signInPerMinute: 10_000,
    listsPerMinute: 100_000,
    ...overrides,
  };
  const outbox = await openOutbox(database, { maintain: false });
  const app = await buildApp({ db: database.db, config, outbox });
  app.addHook('onRequest', (_request, _reply, done) => serverRequest.run(true, done));
  await app.ready();
  const tokens = new Map<string, string>();

  const call: TestContext['call'] = async (method, url, options = {}) => {
    const token = options.token ?? (options.as ? await ctx.token(options.as) : undefined);
    return app.inject({
      method,
      url: `/api${url}`,
      ...(options.query ? { query: options.query } : {}),
      headers: { ...options.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
  };

  const ctx: TestContext = {
    app,
    database,
    outbox,
    config,
    ids,
    async token(username) {
      const cached = tokens.get(username);
      if (cached) return cached;
      const res = await call('POST', '/login', { body: { username, password: DEMO_PASSWORD } });
      if (res.statusCode !== 200)
        throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
      const token = res.json().data.token as string;
      tokens.set(username, token);
      return token;
    },
    call,
    async rowCount() {
      const result = await database.db.execute(sql`
        select sum((xpath('/row/c/text()',
          query_to_xml(format('select count(*) as c from %I.%I', table_schema, table_name), false, true, '')))[1]::text::int)::int as n
        from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
          and table_name not like '%drizzle%'`);
      const rows = (result as unknown as { rows: { n: number }[] }).rows;
      return Number(rows[0]?.n ?? 0);
    },
    async close() {
      await app.close();
      await outbox.stop();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return ctx;
}
