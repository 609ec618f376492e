/**
 * People's rows (table `users`) as every area writes them: staff, students and guardians
 * (people/, guardians/), a new school's first user and a profile (auth/), the seed.
 *
 * The one place that inserts and deletes users: each write keeps the portal-wide `usernames`
 * (a reference table, DECISIONS #13) in the same transaction. A trigger did this until
 * migration 0013; on Citus a trigger on `users` would run a distributed query from a shard.
 * Usernames never change once given, and a user never changes school (updatePerson takes
 * neither), so inserting and deleting are all there is to keep.
 */
import { and, eq, inArray, like, ne, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from './client.ts';
import { usernames, users } from './schema.ts';

/** `fn` in the caller's transaction, or in a new one. */
const inTransaction = <T>(db: DbOrTx, fn: (tx: DbOrTx | Tx) => Promise<T>) =>
  db instanceof PgTransaction ? fn(db) : db.transaction(fn);

/**
 * Inserts users and their usernames; answers the rows. A username taken anywhere in the
 * portal, in any case, fails with a unique violation (23505) and inserts nobody.
 */
export async function insertUsers(db: DbOrTx, rows: (typeof users.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return inTransaction(db, async (tx) => {
    const inserted = await tx.insert(users).values(rows).returning();
    await tx
      .insert(usernames)
      .values(
        inserted.map((u) => ({ name: u.username.toLowerCase(), schId: u.schId, userId: u.id })),
      );
    return inserted;
  });
}

/**
 * Deletes users of the school and frees their usernames. A user something still refers to
 * fails with a foreign-key violation (23503) and nothing is deleted.
 */
export async function deleteUsers(db: DbOrTx, schId: bigint, ids: bigint[]) {
  if (ids.length === 0) return;
  await inTransaction(db, async (tx) => {
    await tx.delete(users).where(and(eq(users.schId, schId), inArray(users.id, ids)));
    await tx
      .delete(usernames)
      .where(and(eq(usernames.schId, schId), inArray(usernames.userId, ids)));
  });
}

/**
 * Usernames, in lower case, starting with `base` (for picking `base`, `base1`, …): from the
 * portal-wide `usernames`, as a name is unique across schools.
 */
export async function takenUsernames(db: DbOrTx, base: string): Promise<string[]> {
  const rows = await db
    .select({ name: usernames.name })
    .from(usernames)
    .where(like(usernames.name, `${base.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`));
  return rows.map((r) => r.name);
}

/** E-mails are unique per school (DECISIONS #17): whether another of the school's has it. */
export async function emailTaken(db: DbOrTx, schId: bigint, email: string, exceptId?: bigint) {
  const [used] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        eq(users.schId, schId),
        exceptId ? ne(users.id, exceptId) : undefined,
      ),
    );
  return !!used;
}

/** Inserts a person (and their username); answers the new id. */
export async function insertPerson(db: DbOrTx, values: typeof users.$inferInsert) {
  const [row] = await insertUsers(db, [values]);
  if (!row) throw new Error('Expected the inserted person');
  return row.id;
}

export async function updatePerson(
  db: DbOrTx,
  schId: bigint,
  id: bigint,
  // A username is given once and a person stays in their school (above).
  values: Partial<Omit<typeof users.$inferInsert, 'id' | 'schId' | 'username'>>,
) {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), eq(users.schId, schId)));
}
