/**
 * `pnpm --filter @schoolmates/api citus:distribute`: distributes the migrated schema on the
 * Citus coordinator named by DATABASE_URL (README "Scale-out plan"). The reference tables are
 * REFERENCE_TABLES; every other table is school-owned and distributed by `sch_id`, co-located,
 * parents before children in the order of the schema's own foreign keys (read from pg_catalog,
 * so a new table cannot be forgotten). Tables already distributed are skipped, so it can be run
 * again after a failure; it refuses a database without the citus extension.
 */
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { REFERENCE_TABLES } from './keys.ts';

/** Runs one statement, answering its rows. */
export type Query = (text: string) => Promise<Record<string, unknown>[]>;

export interface Schema {
  /** Every table of schema public, with whether it has `sch_id not null`. */
  tables: { name: string; schoolOwned: boolean }[];
  /** Each foreign key as the child table and the table it refers to. */
  foreignKeys: { table: string; parent: string }[];
}

export async function readSchema(query: Query): Promise<Schema> {
  const tables = await query(
    `select c.relname as name, coalesce(a.attnotnull, false) as "schoolOwned"
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     left join pg_attribute a on a.attrelid = c.oid and a.attname = 'sch_id' and not a.attisdropped
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const foreignKeys = await query(
    `select c.relname as "table", p.relname as parent
     from pg_constraint f join pg_class c on c.oid = f.conrelid
     join pg_class p on p.oid = f.confrelid join pg_namespace n on n.oid = f.connamespace
     where f.contype = 'f' and n.nspname = 'public' order by 1, 2`,
  );
  return { tables, foreignKeys } as unknown as Schema;
}

/** `tables` with every table after the tables it refers to (ties by name); self-references aside. */
export function parentsFirst(tables: string[], foreignKeys: Schema['foreignKeys']): string[] {
  const pending = new Set(tables);
  const order: string[] = [];
  while (pending.size > 0) {
    const ready = [...pending]
      .filter(
        (t) => !foreignKeys.some((f) => f.table === t && f.parent !== t && pending.has(f.parent)),
      )
      .sort();
    if (ready.length === 0)
      throw new Error(`Foreign keys form a cycle among ${[...pending].join(', ')}`);
    for (const t of ready) {
      order.push(t);
      pending.delete(t);
    }
  }
  return order;
}

const literal = (name: string) => `'${name.replaceAll("'", "''")}'`;

/**
 * The statements that distribute `schema`, less the tables `done` already (reference or
 * distributed). Throws when a table is neither a reference table nor school-owned.
 */
export function distributionSteps(schema: Schema, done: ReadonlySet<string> = new Set()): string[] {
  const reference = new Set<string>(REFERENCE_TABLES);
  const unplaced = schema.tables.filter((t) => !reference.has(t.name) && !t.schoolOwned);
  if (unplaced.length > 0) {
    throw new Error(
      `Neither a reference table (REFERENCE_TABLES) nor school-owned (sch_id not null): ${unplaced.map((t) => t.name).join(', ')}`,
    );
  }
  const names = schema.tables.map((t) => t.name);
  const referenceOrder = parentsFirst(
    names.filter((t) => reference.has(t)),
    schema.foreignKeys,
  );
  const distributedOrder = parentsFirst(
    names.filter((t) => !reference.has(t)),
    schema.foreignKeys,
  );
  // Every distributed table joins the first one's co-location group: one school's rows of every
  // table live on one worker.
  const [anchor] = distributedOrder;
  const todo = (t: string) => !done.has(t);
  return [
    // Off, a foreign key to a reference table would make the local table a Citus local table.
    'SET citus.enable_local_reference_table_foreign_keys = off',
    // For finance_ledger's append-only guard: a row trigger that only raises, reading no table.
    'SET citus.enable_unsafe_triggers = on',
    ...referenceOrder.filter(todo).map((t) => `SELECT create_reference_table(${literal(t)})`),
    ...distributedOrder
      .filter(todo)
      .map((t) =>
        t === anchor
          ? `SELECT create_distributed_table(${literal(t)}, 'sch_id')`
          : `SELECT create_distributed_table(${literal(t)}, 'sch_id', colocate_with => ${literal(anchor ?? t)})`,
      ),
    // The coordinator keeps a local copy of rows it moved to the shards until told to drop it.
    ...[...referenceOrder, ...distributedOrder]
      .filter(todo)
      .map((t) => `SELECT truncate_local_data_after_distributing_table(${literal(t)})`),
  ];
}

/** Distributes the schema behind `query`; answers the statements it ran. */
export async function distribute(query: Query, log: (line: string) => void = () => {}) {
  const citus = await query(`select 1 from pg_extension where extname = 'citus'`);
  if (citus.length === 0) {
    throw new Error(
      'Not a Citus coordinator: the citus extension is not installed in this database (create extension citus first).',
    );
  }
  const done = await query(
    `select logicalrelid::regclass::text as name from pg_dist_partition
     where partmethod = 'h' or (partmethod = 'n' and repmodel = 't')`,
  );
  const steps = distributionSteps(
    await readSchema(query),
    new Set(done.map((r) => String(r.name).replace(/^public\./, ''))),
  );
  for (const step of steps) {
    log(step);
    await query(step);
  }
  return steps;
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to the Citus coordinator.');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await distribute(async (text) => (await client.query(text)).rows, console.log);
  } finally {
    await client.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
