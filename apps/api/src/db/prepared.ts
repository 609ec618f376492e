/**
 * Queries built once per database (Drizzle prepared statements, named on PostgreSQL so the
 * server also keeps their plan). For the calls every screen makes: building a query's SQL
 * costs the server about as much CPU as running it.
 */
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

const built = new WeakMap<object, Map<string, unknown>>();

/** `build` gets the name to give `.prepare()`. */
export function preparedOnce<T>(db: DbOrTx, name: string, build: (name: string) => T): T {
  let queries = built.get(db);
  if (!queries) {
    queries = new Map();
    built.set(db, queries);
  }
  let query = queries.get(name) as T | undefined;
  if (query === undefined) {
    query = build(name);
    queries.set(name, query);
  }
  return query;
}

/**
 * `column = any($name::bigint[])`: one statement text for one id or many, so a look-up by
 * campus or class is prepared once and a whole school reads in the same query as one class.
 * Give the ids with `idArray`.
 */
export const anyId = (column: AnyPgColumn, name: string) =>
  sql`${column} = any(${sql.placeholder(name)}::bigint[])`;

/** The value of an `anyId` placeholder: distinct ids, as text (exact beyond 2^53). */
export const idArray = (ids: Iterable<bigint>): string[] => [...new Set(ids)].map(String);
