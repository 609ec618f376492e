/**
 * Keys ready for Citus (issue 11): the portal can be distributed by `sch_id`, and Citus
 * enforces a primary key, unique index or foreign key only when it includes `sch_id`. So every
 * table is either school-owned (`sch_id not null`, in every one of its keys; a reference to
 * another school-owned row is `(sch_id, x_id) → (sch_id, id)`, so it cannot cross schools) or
 * one of the reference tables below, which Citus copies whole to every node. keys.test.ts
 * reads the migrated schema and holds every table to this.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  foreignKey,
  type PgColumn,
  primaryKey,
} from 'drizzle-orm/pg-core';

/**
 * The tables that are not school-owned. A reference table may point only at other reference
 * tables (Citus refuses a foreign key from a reference table to a distributed one).
 */
export const REFERENCE_TABLES = [
  // The tenants themselves: small, read by every request, referenced by every `sch_id`.
  'schools',
  // Portal-wide sign-in names (DECISIONS #13), kept from `users` by a trigger.
  'usernames',
  // Failed sign-ins per typed account name, which may name nobody.
  'sign_in_failures',
  // Notices to one school or (`sch_id` null) to every school.
  'announcements',
  // The portal's report-card signing keys (issue 31): one key set for every school, published
  // at /.well-known/jwks.json; a few rows, one per rotation.
  'report_card_keys',
] as const;

/**
 * The primary key of a school-owned table: its own key, then `sch_id`. `sch_id` goes last so
 * that lookups and joins by id alone (`users.id = sessions.user_id`) still use the index.
 */
export const schoolKey = (table: string, ...columns: [PgColumn, ...PgColumn[]]) =>
  primaryKey({ name: `${table}_pkey`, columns });

/**
 * `(sch_id, column) → parent (sch_id, id)`: the referenced row is of the same school. A null
 * `column` is not checked (MATCH SIMPLE), so optional references stay optional.
 */
export const sameSchool = (
  name: string,
  schId: AnyPgColumn,
  column: AnyPgColumn,
  parent: { schId: AnyPgColumn; id: AnyPgColumn },
) => foreignKey({ name, columns: [schId, column], foreignColumns: [parent.schId, parent.id] });

/** A check that `column` holds one of `values` (the contract's closed sets, values.ts). */
export const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${inList(values)})`);

const inList = (values: readonly string[]): SQL =>
  sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '));
