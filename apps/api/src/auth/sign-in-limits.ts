/**
 * Per-account limit on failed sign-ins (ASVS 2.2.1: at most 100 failures an hour; we allow
 * fewer). The counter is in the database so that it holds across server instances; it is a
 * soft lock: after the window passes the account can sign in again. The per-address limit is
 * @fastify/rate-limit on the sign-in route (app.ts).
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { signInFailures } from '../db/schema.ts';

export const ACCOUNT_FAILURE_LIMIT = 10;
export const ACCOUNT_WINDOW_MINUTES = 15;

const key = (account: string) => account.trim().toLowerCase();

export async function isAccountLocked(db: DbOrTx, account: string): Promise<boolean> {
  const [row] = await db
    .select({
      failures: signInFailures.failures,
      fresh: sql<boolean>`${signInFailures.windowStartedAt} > now() - make_interval(mins => ${ACCOUNT_WINDOW_MINUTES})`,
    })
    .from(signInFailures)
    .where(eq(signInFailures.account, key(account)));
  return !!row && row.fresh && row.failures >= ACCOUNT_FAILURE_LIMIT;
}

// The time of this failure is the proposed row's (its default, now()): Citus refuses a
// volatile function such as now() in DO UPDATE.
const windowOpen = sql`${signInFailures.windowStartedAt} > excluded.window_started_at - make_interval(mins => ${ACCOUNT_WINDOW_MINUTES})`;

export async function recordFailure(db: DbOrTx, account: string): Promise<void> {
  await db
    .insert(signInFailures)
    .values({ account: key(account), failures: 1 })
    .onConflictDoUpdate({
      target: signInFailures.account,
      set: {
        failures: sql`case when ${windowOpen} then ${signInFailures.failures} + 1 else 1 end`,
        windowStartedAt: sql`case when ${windowOpen} then ${signInFailures.windowStartedAt} else excluded.window_started_at end`,
      },
    });
}

export async function clearFailures(db: DbOrTx, account: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.account, key(account)));
}
