/**
 * The SQL of Idempotency-Keys (finance/idempotent.ts holds the rules): a key of the school and
 * the caller is claimed, its first answer stored, read back, or forgotten.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { financeIdempotencyKeys } from '../db/finance-schema.ts';
import { one } from '../db/rows.ts';

/** Keys are forgotten after this long (at least 24 hours). */
const KEPT = sql`interval '24 hours'`;
/** A first request still in flight after this long died with its process: the key is free. */
const ABANDONED = sql`interval '5 minutes'`;

/** A key as the caller sent it, scoped to the school and the caller. */
export interface KeyOf {
  schId: bigint;
  userId: bigint;
  key: string;
}

const where = (key: KeyOf) =>
  and(
    eq(financeIdempotencyKeys.schId, key.schId),
    eq(financeIdempotencyKeys.userId, key.userId),
    eq(financeIdempotencyKeys.key, key.key),
  );

/**
 * Claims the key for a first request: a new key, or one older than the keeping time (forgotten,
 * taken anew), or one whose first request was abandoned. False: the key is held.
 */
export async function claimKey(db: DbOrTx, key: KeyOf, fingerprint: string): Promise<boolean> {
  const claimed = await db
    .insert(financeIdempotencyKeys)
    .values({ ...key, fingerprint })
    .onConflictDoUpdate({
      target: [
        financeIdempotencyKeys.schId,
        financeIdempotencyKeys.userId,
        financeIdempotencyKeys.key,
      ],
      // Now is the proposed row's created_at (its default): no now() in DO UPDATE (Citus).
      set: {
        fingerprint,
        inFlight: true,
        status: null,
        body: null,
        createdAt: sql`excluded.created_at`,
      },
      setWhere: sql`${financeIdempotencyKeys.createdAt} < excluded.created_at - ${KEPT}
        or (${financeIdempotencyKeys.inFlight} and ${financeIdempotencyKeys.createdAt} < excluded.created_at - ${ABANDONED})`,
    })
    .returning({ key: financeIdempotencyKeys.key });
  return claimed.length > 0;
}

/** The key as stored: its fingerprint and, once the first request ended, its answer. */
export const storedKey = async (db: DbOrTx, key: KeyOf) =>
  one(await db.select().from(financeIdempotencyKeys).where(where(key)));

/** Stores the first answer (in the transaction that did the write, when it succeeded). */
export async function rememberAnswer(db: DbOrTx, key: KeyOf, status: number, body: unknown) {
  await db.update(financeIdempotencyKeys).set({ inFlight: false, status, body }).where(where(key));
}

/** Frees the key (its first request failed on the server): it can be tried again. */
export async function forgetKey(db: DbOrTx, key: KeyOf) {
  await db.delete(financeIdempotencyKeys).where(where(key));
}
