/**
 * Queries built once per database (Drizzle prepared statements, named on PostgreSQL so the
 * server also keeps their plan). For the calls every screen makes: building a query's SQL
 * costs the server about as much CPU as running it.
 */
import { Column, fillPlaceholders, getTableName, is, SQL, Subquery, sql } from 'drizzle-orm';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
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
    // A prepared query, or an object of them (a page and its count).
    for (const prepared of isPreparedSelect(query) ? [query] : Object.values(query as object)) {
      if (isPreparedSelect(prepared)) {
        mapRowsByPlan(prepared);
        if (is(prepared, NodePgPreparedQuery)) executeDirectly(prepared);
      }
    }
    queries.set(name, query);
  }
  return query;
}

/** What Drizzle's prepared select keeps of its columns (drizzle-orm/pg-core/session.js). */
interface PreparedSelect {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}
type Decoder = { mapFromDriverValue(value: unknown): unknown };

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  const expression = is(field, SQL)
    ? field
    : is(field, Subquery)
      ? (field as unknown as { _: { sql: SQL } })._.sql
      : (field as SQL.Aliased).sql;
  // Drizzle keeps an expression's decoder (sql<T>`…`.mapWith) on a field it does not type.
  return (expression as unknown as { decoder: Decoder }).decoder;
}

/**
 * Drizzle's mapResultRow, with its per-column decisions (which decoder, which table, which
 * path) made once per prepared query instead of once per row and column: they were a fifth of
 * the server's CPU on a page of 50 students (bench/api). Same objects out, including a left
 * join's all-null table read as null; prepared.test.ts compares the two.
 */
const isPreparedSelect = (query: unknown): query is PreparedSelect =>
  typeof query === 'object' &&
  query !== null &&
  Array.isArray((query as PreparedSelect).fields) &&
  !(query as PreparedSelect).customResultMapper;

function mapRowsByPlan(prepared: PreparedSelect) {
  const { fields = [], joinsNotNullableMap: joins } = prepared;
  const plan = fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    key: path[path.length - 1] as string,
    decoder: decoderOf(field),
    table: joins && is(field, Column) && path.length === 2 ? getTableName(field.table) : undefined,
  }));
  prepared.customResultMapper = (rows) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      const nullify: Record<string, string | false> = {};
      plan.forEach(({ parents, key, decoder, table }, i) => {
        let node = result;
        for (const parent of parents) {
          if (!(parent in node)) node[parent] = {};
          node = node[parent] as Record<string, unknown>;
        }
        const raw = row[i];
        const value = raw === null ? null : decoder.mapFromDriverValue(raw);
        node[key] = value;
        if (table === undefined) return;
        // As Drizzle: a joined table whose first selected column is null is no row at all.
        const object = parents[0] as string;
        if (!(object in nullify)) nullify[object] = value === null ? table : false;
        else if (nullify[object] !== table) nullify[object] = false;
      });
      for (const [object, table] of Object.entries(nullify)) {
        if (table !== false && !joins?.[table]) result[object] = null;
      }
      return result;
    });
}

/** What Drizzle's node-postgres prepared query keeps to run itself (node-postgres/session.js). */
interface NodePgPrepared {
  client: { query(config: object, params: unknown[]): Promise<{ rows: unknown[][] }> };
  queryConfig: object;
  params: unknown[];
  customResultMapper: (rows: unknown[][]) => unknown;
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/**
 * Runs a prepared select on PostgreSQL in one promise: Drizzle's execute wraps the driver's
 * call in three async layers (tracing spans, a result cache we do not use), about eight
 * promise turns on each of the calls every screen makes (bench/api, GET /campus).
 */
function executeDirectly(prepared: PreparedSelect) {
  const query = prepared as unknown as NodePgPrepared;
  const { client, queryConfig, params, customResultMapper } = query;
  query.execute = (values = {}) =>
    client
      .query(queryConfig, fillPlaceholders(params, values))
      .then((result) => customResultMapper(result.rows));
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
