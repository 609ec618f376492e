/**
 * Queries built once per database (Drizzle prepared statements, named on PostgreSQL so the
 * server also keeps their plan). For the calls every screen makes: building a query's SQL
 * costs the server about as much CPU as running it.
 */
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
