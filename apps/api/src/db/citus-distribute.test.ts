/**
 * The Citus distribution recipe (citus-distribute.ts) on the migrated schema, without Citus:
 * the statements it would run (reference tables first, then every other table by `sch_id`,
 * parents before children, co-located; the local copies truncated), what it skips when run
 * again, a table in neither list refused, and the command refusing plain PostgreSQL/PGlite.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, usingPostgres } from '../test/harness.ts';
import {
  distribute,
  distributionSteps,
  parentsFirst,
  type Query,
  readSchema,
  type Schema,
} from './citus-distribute.ts';
import { REFERENCE_TABLES } from './keys.ts';

let db: Awaited<ReturnType<typeof emptyDatabase>>;
let query: Query;
let schema: Schema;
beforeAll(async () => {
  db = await emptyDatabase();
  await db.database.migrate();
  query = (text) => db.database.raw(text, []);
  schema = await readSchema(query);
});
afterAll(() => db?.drop());

/** The table each `create_*` step names, in order, by function. */
const created = (steps: string[], fn: string) =>
  steps.flatMap((s) => s.match(new RegExp(`^SELECT ${fn}\\('([a-z_]+)'`))?.[1] ?? []);

describe('ordering by foreign keys', () => {
  it('puts every table after the ones it refers to, ties by name, self-references aside', () => {
    const keys = [
      { table: 'results', parent: 'users' },
      { table: 'users', parent: 'classes' },
      { table: 'users', parent: 'campuses' },
      { table: 'classes', parent: 'campuses' },
      { table: 'comments', parent: 'comments' },
    ];
    expect(parentsFirst(['results', 'users', 'comments', 'classes', 'campuses'], keys)).toEqual([
      'campuses',
      'comments',
      'classes',
      'users',
      'results',
    ]);
  });

  it('refuses a cycle', () => {
    const cycle = [
      { table: 'a', parent: 'b' },
      { table: 'b', parent: 'a' },
    ];
    expect(() => parentsFirst(['a', 'b', 'c'], cycle)).toThrow(/cycle among a, b/);
  });
});

describe('the steps for the migrated schema', () => {
  it('make the reference tables first, then distribute every other table by sch_id, parents first', () => {
    const steps = distributionSteps(schema);
    expect(steps.slice(0, 2)).toEqual([
      'SET citus.enable_local_reference_table_foreign_keys = off',
      'SET citus.enable_unsafe_triggers = on',
    ]);
    const reference = created(steps, 'create_reference_table');
    const distributed = created(steps, 'create_distributed_table');
    expect(reference.toSorted()).toEqual([...REFERENCE_TABLES].sort());
    expect(reference.indexOf('schools')).toBeLessThan(reference.indexOf('usernames'));
    const all = schema.tables.map((t) => t.name);
    expect([...reference, ...distributed].toSorted()).toEqual(all.toSorted());
    expect(distributed).toContain('result_scores');
    // Last, the coordinator's local copy of every table.
    const truncated = created(steps, 'truncate_local_data_after_distributing_table');
    expect(truncated.toSorted()).toEqual(all.toSorted());
    expect(steps.slice(-truncated.length).every((s) => s.includes('truncate_local'))).toBe(true);
    const at = new Map([...reference, ...distributed].map((t, i) => [t, i]));
    for (const { table, parent } of schema.foreignKeys) {
      if (table !== parent)
        expect(at.get(parent), `${table} → ${parent}`).toBeLessThan(at.get(table) ?? -1);
    }
    const [anchor, ...rest] = distributed;
    expect(steps).toContain(`SELECT create_distributed_table('${anchor}', 'sch_id')`);
    for (const t of rest) {
      expect(steps).toContain(
        `SELECT create_distributed_table('${t}', 'sch_id', colocate_with => '${anchor}')`,
      );
    }
  });

  it('skip the tables already done, so a second run after a failure finishes the move', () => {
    const steps = distributionSteps(schema, new Set(['schools', 'campuses', 'users']));
    const named = steps.join('\n');
    for (const t of ['schools', 'campuses', 'users']) expect(named).not.toContain(`'${t}'`);
    expect(created(steps, 'create_reference_table')).toContain('usernames');
    expect(created(steps, 'create_distributed_table')).toContain('sessions');
  });

  it('refuse a table that is neither a reference table nor school-owned', () => {
    const notes = { name: 'notes', schoolOwned: false };
    expect(() => distributionSteps({ ...schema, tables: [...schema.tables, notes] })).toThrow(
      /Neither a reference table .* nor school-owned .*: notes$/,
    );
  });
});

describe('the command', () => {
  it('refuses a database without Citus and changes nothing', async () => {
    const ran: string[] = [];
    await expect(distribute(query, (line) => ran.push(line))).rejects.toThrow(
      /Not a Citus coordinator: the citus extension is not installed/,
    );
    expect(ran).toEqual([]);
  });

  it.runIf(usingPostgres)('exits 1 with that message on plain PostgreSQL', async () => {
    const apiDir = fileURLToPath(new URL('../..', import.meta.url));
    const run = promisify(execFile)('pnpm', ['run', '--silent', 'citus:distribute'], {
      cwd: apiDir,
      env: { ...process.env, DATABASE_URL: process.env.TEST_DATABASE_URL },
    });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Not a Citus coordinator'),
    });
  });
});
