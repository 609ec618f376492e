/**
 * The TEST_DATABASE_URL server's administration, shared by the API tests (a database per test
 * file) and the browser tests' portals (apps/web/e2e/server.ts): light on imports, so a browser
 * test file does not load the server to create a database.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const postgresUrl = () => process.env.TEST_DATABASE_URL;

/** Runs one statement on its own connection (`create database` cannot run in a transaction). */
export async function adminQuery(text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: postgresUrl() });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the TEST_DATABASE_URL server. */
export function postgresDatabaseUrl(name: string): string {
  const url = new URL(postgresUrl() ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

export function newDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}
