/**
 * `usernames` is written by the code that writes `users` (no trigger, issue 26 #4): the
 * seeded portal's index matches its users; a name taken in any school, in any case, inserts
 * nobody; deleting frees the names, and a refused delete keeps them; and no other module
 * inserts or deletes users, so none can forget the index.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase } from '../test/harness.ts';
import { deleteUsers, insertUsers } from './users.ts';

let db: Awaited<ReturnType<typeof emptyDatabase>>;
beforeAll(async () => {
  db = await emptyDatabase({ seeded: true });
});
afterAll(() => db?.drop());

const raw = (text: string, values: unknown[] = []) => db.database.raw(text, values);

/** Users whose name is missing from `usernames`, and names of nobody. */
const mismatches = () =>
  raw(`select coalesce(lower(u.username), n.name) as name from users u
       full join usernames n on n.name = lower(u.username) and n.user_id = u.id
         and n.sch_id = u.sch_id
       where u.id is null or n.name is null`);

async function newUser(school: 'demo' | 'other', username: string) {
  const [template] = await raw(
    `select sch_id, campus_id, kind, designation_id, password_hash from users where username = $1`,
    [school === 'demo' ? 'admin' : 'other-admin'],
  );
  const t = template as Record<string, unknown>;
  return {
    schId: BigInt(t.sch_id as string),
    campusId: BigInt(t.campus_id as string),
    kind: t.kind as 'staff',
    designationId: Number(t.designation_id),
    username,
    passwordHash: t.password_hash as string,
    surname: 'New',
    firstname: username,
  };
}

describe('usernames written with their users', () => {
  it('index every user of the seeded portal, and nobody else', async () => {
    expect((await raw('select count(*)::int as n from usernames'))[0]).not.toEqual({ n: 0 });
    expect(await mismatches()).toEqual([]);
  });

  it('refuse a name another school has, in any case, and insert nobody', async () => {
    const before = await raw('select count(*)::int as n from users');
    await expect(
      insertUsers(db.database.db, [
        await newUser('other', 'fresh.one'),
        await newUser('other', 'PRINCIPAL'),
      ]),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(await raw('select count(*)::int as n from users')).toEqual(before);
    expect(await mismatches()).toEqual([]);
  });

  it('free the names of deleted users, and keep those of a refused delete', async () => {
    const [added] = await insertUsers(db.database.db, [await newUser('other', 'Leaves.Soon')]);
    if (!added) throw new Error('Expected the new user');
    const remove = () => deleteUsers(db.database.db, added.schId, [added.id]);
    // A file they uploaded is history: the delete is refused whole.
    await raw(
      `insert into files (sch_id, uploaded_by, purpose, name, content_type, size, storage_key)
       values ($1, $2, 'avatar', 'a.png', 'image/png', 1, 'leaves-soon')`,
      [added.schId, added.id],
    );
    await expect(remove()).rejects.toMatchObject({ cause: { code: '23503' } });
    expect(await raw(`select name from usernames where user_id = $1`, [added.id])).toEqual([
      { name: 'leaves.soon' },
    ]);
    await raw(`delete from files where storage_key = 'leaves-soon'`);
    await remove();
    expect(await raw(`select name from usernames where name = 'leaves.soon'`)).toEqual([]);
    expect(await mismatches()).toEqual([]);
  });
});

const src = fileURLToPath(new URL('..', import.meta.url));
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
        ? [join(dir, e.name)]
        : [],
  );

it('no other module inserts or deletes users', () => {
  const writers = sourceFiles(src)
    .filter((file) => /\.(insert|delete)\(\s*users\s*\)/.test(readFileSync(file, 'utf8')))
    .map((file) => relative(src, file));
  expect(writers).toEqual(['db/users.ts']);
});
