/**
 * The one place that inserts and deletes users: each write keeps the portal-wide `usernames`
 * (a reference table, DECISIONS #13) in the same transaction. A trigger did this until
 * migration 0013; on Citus a trigger on `users` would run a distributed query from a shard.
 * Usernames never change once given, and a user never changes school (updatePerson takes
 * neither), so inserting and deleting are all there is to keep.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../db/client.ts';
import { usernames, users } from '../db/schema.ts';

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
