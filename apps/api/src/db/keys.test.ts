/**
 * The rule of keys.ts, read from the live migrated schema (pg_catalog), on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL: every primary key, unique index and foreign key of a
 * school-owned table includes `sch_id`; only REFERENCE_TABLES are exempt. Also: the schema
 * before migration 0003 breaks the rule, and migrating a database holding the demo school from
 * 0002 to the head keeps every row.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../seed/demo.ts';
import { seedDemoResults } from '../seed/demo-results.ts';
import { emptyDatabase } from '../test/harness.ts';
import { type Database, migrationsFolder } from './client.ts';
import { REFERENCE_TABLES } from './keys.ts';

interface Catalog {
  tables: { oid: number; name: string }[];
  columns: { table: number; num: number; name: string; notNull: boolean }[];
  indexes: { table: number; name: string; primary: boolean; unique: boolean; keys: number[] }[];
  foreignKeys: {
    name: string;
    table: number;
    parent: number;
    keys: number[];
    parentKeys: number[];
    onDelete: string;
  }[];
  /** Column defaults that draw from a sequence (`nextval`): an id borrowed from elsewhere. */
  sequenceDefaults: { table: number; column: string; expression: string }[];
}

async function readCatalog(database: Database): Promise<Catalog> {
  const q = (text: string) => database.raw(text, []);
  const [tables, columns, indexes, foreignKeys, sequenceDefaults] = await Promise.all([
    q(`select c.oid::int as oid, c.relname as name from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`),
    q(`select a.attrelid::int as "table", a.attnum::int as num, a.attname as name,
         a.attnotnull as "notNull"
       from pg_attribute a join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped`),
    q(`select i.indrelid::int as "table", ic.relname as name, i.indisprimary as "primary",
         i.indisunique as "unique", i.indkey::int2[]::int[] as keys
       from pg_index i join pg_class ic on ic.oid = i.indexrelid
       join pg_namespace n on n.oid = ic.relnamespace where n.nspname = 'public'`),
    q(`select f.conname as name, f.conrelid::int as "table", f.confrelid::int as parent,
         f.conkey::int[] as keys, f.confkey::int[] as "parentKeys",
         f.confdeltype::text as "onDelete"
       from pg_constraint f join pg_namespace n on n.oid = f.connamespace
       where f.contype = 'f' and n.nspname = 'public'`),
    q(`select d.adrelid::int as "table", a.attname as column,
         pg_get_expr(d.adbin, d.adrelid) as expression
       from pg_attrdef d join pg_class c on c.oid = d.adrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
       where n.nspname = 'public' and pg_get_expr(d.adbin, d.adrelid) like '%nextval(%'`),
  ]);
  return { tables, columns, indexes, foreignKeys, sequenceDefaults } as unknown as Catalog;
}

/** Every break of the rule, in words; empty when the schema keeps it. */
function keyProblems(catalog: Catalog): string[] {
  const problems: string[] = [];
  const reference = new Set<string>(REFERENCE_TABLES);
  const tableName = new Map(catalog.tables.map((t) => [t.oid, t.name]));
  const schIdOf = (table: number) =>
    catalog.columns.find((c) => c.table === table && c.name === 'sch_id');
  const isReference = (table: number) => reference.has(tableName.get(table) ?? '');
  for (const name of reference) {
    if (!catalog.tables.some((t) => t.name === name)) problems.push(`${name}: listed, missing`);
  }
  for (const table of catalog.tables) {
    const fks = catalog.foreignKeys.filter((f) => f.table === table.oid);
    if (isReference(table.oid)) {
      for (const fk of fks.filter((f) => !isReference(f.parent))) {
        problems.push(`${table.name}: reference table points at ${tableName.get(fk.parent)}`);
      }
      continue;
    }
    const schId = schIdOf(table.oid);
    if (!schId?.notNull) {
      // Neither a reference table nor distributable by sch_id (citus-distribute.ts).
      problems.push(`${table.name}: no sch_id not null`);
      continue;
    }
    // Ids are identities, each with its table's own sequence: Citus distributes a table with
    // its sequences, and refuses one that draws from another table's.
    for (const d of catalog.sequenceDefaults.filter((d) => d.table === table.oid)) {
      problems.push(`${table.name}: ${d.column} takes ${d.expression}`);
    }
    const indexes = catalog.indexes.filter((i) => i.table === table.oid);
    if (!indexes.some((i) => i.primary)) problems.push(`${table.name}: no primary key`);
    for (const index of indexes.filter((i) => i.unique && !i.keys.includes(schId.num))) {
      const what = index.primary ? 'primary key' : 'unique index';
      problems.push(`${table.name}: ${what} ${index.name} without sch_id`);
    }
    for (const fk of fks) {
      const at = fk.keys.indexOf(schId.num);
      const parentSchId = schIdOf(fk.parent);
      if (isReference(fk.parent)) continue;
      if (at < 0 || fk.parentKeys[at] !== parentSchId?.num) {
        problems.push(`${table.name}: foreign key ${fk.name} not on (sch_id, …)`);
      } else if (fk.onDelete === 'n' || fk.onDelete === 'd') {
        // Citus refuses ON DELETE SET NULL / SET DEFAULT on a key holding sch_id, even when
        // only the other column is set.
        problems.push(`${table.name}: foreign key ${fk.name} sets a column on delete`);
      }
    }
  }
  return problems;
}

/** A copy of the migrations folder whose journal stops at migration `last` (e.g. 2). */
function migrationsUpTo(last: number): { folder: string; remove(): void } {
  const folder = mkdtempSync(join(tmpdir(), 'api-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= last);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

describe('the migrated schema', () => {
  let db: Awaited<ReturnType<typeof emptyDatabase>>;
  beforeAll(async () => {
    db = await emptyDatabase();
    await db.database.migrate();
    await seedDemo(db.database.db);
  });
  afterAll(() => db?.drop());

  it('has sch_id in every key of every school-owned table', async () => {
    const catalog = await readCatalog(db.database);
    expect(catalog.tables.map((t) => t.name)).toContain('result_scores');
    expect(keyProblems(catalog)).toEqual([]);
  });

  it('keeps the uploader of a file: a user who uploaded one is not deleted', async () => {
    const { database } = db;
    const [teacher] = await database.raw(
      `select id, sch_id from users where username = 'teacher'`,
      [],
    );
    await database.raw(
      `insert into files (sch_id, uploaded_by, purpose, name, content_type, size, storage_key)
       values ($1, $2, 'avatar', 'a.png', 'image/png', 1, 'k1')`,
      [teacher?.sch_id, teacher?.id],
    );
    await expect(
      database.raw(`delete from users where id = $1`, [teacher?.id]),
    ).rejects.toMatchObject({ code: '23503' });
    expect(await database.raw(`select sch_id, uploaded_by from files`, [])).toEqual([
      { sch_id: teacher?.sch_id, uploaded_by: teacher?.id },
    ]);
  });

  it('gives the portal’s and the schools’ announcements ids of their own, never the same', async () => {
    const { database } = db;
    const [school] = await database.raw(`select sch_id from users where username = 'admin'`, []);
    const ids = await database.raw(
      `with p as (insert into announcements (title, description) values ('P', 'x') returning id),
         s as (insert into school_announcements (sch_id, title, description, audience)
           values ($1, 'S', 'x', 'all') returning id)
       select id from p union all select id from s`,
      [school?.sch_id],
    );
    expect(ids.map((r) => Number(r.id) % 2).sort()).toEqual([0, 1]);
  });

  it('has no trigger but the finance ledger’s append-only guard, which reads no table', async () => {
    const triggers = await db.database.raw(
      `select c.relname as table, t.tgname as name from pg_trigger t
       join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and not t.tgisinternal order by 1, 2`,
      [],
    );
    expect(triggers).toEqual([{ table: 'finance_ledger', name: 'finance_ledger_append_only' }]);
    const [guard] = await db.database.raw(
      `select prosrc from pg_proc where proname = 'finance_ledger_append_only'`,
      [],
    );
    expect(guard?.prosrc).toMatch(/RAISE EXCEPTION/);
    expect(guard?.prosrc).not.toMatch(/\b(select|insert|update|delete|from|perform)\b/i);
  });
});

describe('the schema before migration 0003', () => {
  it('breaks the rule (the check above has teeth)', async () => {
    const old = migrationsUpTo(2);
    const db = await emptyDatabase();
    try {
      await db.database.migrate(old.folder);
      const problems = keyProblems(await readCatalog(db.database));
      expect(problems).toContain('users: unique index users_username without sch_id');
      expect(problems).toContain('users: primary key users_pkey without sch_id');
      expect(problems).toContain('password_resets: no sch_id not null');
      expect(problems).toContain(
        'results: foreign key results_student_id_users_id_fk not on (sch_id, …)',
      );
      expect(problems).toContain('usernames: listed, missing');
    } finally {
      await db.drop();
      old.remove();
    }
  });
});

/** Each table's row count and a digest of its rows (as jsonb, less the `dropped` keys). */
async function contents(database: Database, tables: string[], dropped: Record<string, string[]>) {
  const answer: Record<string, { rows: number; digest: string }> = {};
  for (const table of tables) {
    const [row] = await database.raw(
      `select count(*)::int as rows,
         md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest
       from (select to_jsonb(t) - $1::text[] as r from "${table}" t) x`,
      [dropped[table] ?? []],
    );
    answer[table] = row as { rows: number; digest: string };
  }
  return answer;
}

describe('migrating a database at 0002 that holds the demo school', () => {
  it('keeps every row and fills what 0003 adds', async () => {
    const old = migrationsUpTo(2);
    const db = await emptyDatabase();
    const { database } = db;
    try {
      await database.migrate(old.folder);
      // The seed writes usernames, which 0003 creates (and fills from users): a stand-in takes
      // them for the seed and goes before migrating.
      await database.raw(`create table usernames (name text, sch_id bigint, user_id bigint)`, []);
      // So do a user's WhatsApp number and the demo parent's link to her child (0018).
      await database.raw(`alter table users add column whatsapp text`, []);
      await database.raw(
        `create table guardian_links (id bigint generated always as identity, sch_id bigint,
           guardian_id bigint, student_id bigint, relationship text, fee_contact boolean,
           created_at timestamptz default now())`,
        [],
      );
      await seedDemoResults(database.db, await seedDemo(database.db)); // as `pnpm seed` does
      await database.raw(`drop table usernames`, []);
      await database.raw(`drop table guardian_links`, []);
      await database.raw(`alter table users drop column whatsapp`, []);
      // What the demo does not write, in tables whose keys change most.
      for (const insert of [
        `insert into sessions (sch_id, user_id, token_hash)
           select sch_id, id, 'session-' || id from users`,
        `insert into password_resets (user_id, token_hash, expires_at)
           select id, 'reset-' || id, now() from users`,
        `insert into files (sch_id, uploaded_by, purpose, name, content_type, size, storage_key)
           select sch_id, id, 'avatar', 'a.png', 'image/png', 1, 'key-' || id from users`,
      ]) {
        await database.raw(insert, []);
      }
      const tables = (await readCatalog(database)).tables.map((t) => t.name);
      const before = await contents(database, tables, {});

      await database.migrate();

      expect(
        await contents(database, tables, { password_resets: ['sch_id'], users: ['whatsapp'] }),
      ).toEqual(before);
      expect(before.results?.rows).toBeGreaterThan(0);
      expect(before.result_scores?.rows).toBeGreaterThan(0);
      expect(keyProblems(await readCatalog(database))).toEqual([]);
      const mismatched = await database.raw(
        `select count(*)::int as n from password_resets p join users u on u.id = p.user_id
         where p.sch_id <> u.sch_id`,
        [],
      );
      expect(mismatched).toEqual([{ n: 0 }]);
      const names = await database.raw(
        `select count(*)::int as n from users u
         join usernames n on n.name = lower(u.username) and n.user_id = u.id`,
        [],
      );
      expect(names).toEqual([{ n: before.users?.rows }]);
    } finally {
      await db.drop();
      old.remove();
    }
  });
});
