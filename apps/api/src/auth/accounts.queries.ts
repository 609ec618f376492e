/** Accounts as sign-in, sign-up and password changes read and write them. */
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { one } from '../db/rows.ts';
import { campuses, passwordResets, schools, users } from '../db/schema.ts';
import { revokeUserSessions } from './sessions.ts';

/** The account with this username or e-mail (any case), with its campus's status. */
export async function accountForSignIn(db: DbOrTx, account: string) {
  const [row] = await db
    .select({ user: users, campusStatus: campuses.status })
    .from(users)
    .innerJoin(campuses, eq(campuses.id, users.campusId))
    .where(
      or(
        sql`lower(${users.username}) = lower(${account})`,
        sql`lower(${users.email}) = lower(${account})`,
      ),
    )
    .limit(1);
  return row;
}

export async function usernameTaken(db: DbOrTx, username: string) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return !!taken;
}

/** A new school with its first campus (named after it) and its superadmin. */
export async function insertSchool(
  db: DbOrTx,
  school: typeof schools.$inferInsert,
  campus: Omit<typeof campuses.$inferInsert, 'schId'>,
  superadmin: Omit<typeof users.$inferInsert, 'schId' | 'campusId'>,
) {
  const s = one(await db.insert(schools).values(school).returning());
  const c = one(
    await db
      .insert(campuses)
      .values({ ...campus, schId: s.id })
      .returning(),
  );
  return one(
    await db
      .insert(users)
      .values({ ...superadmin, schId: s.id, campusId: c.id })
      .returning(),
  );
}

export async function passwordHashOf(db: DbOrTx, userId: bigint) {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return user?.passwordHash;
}

/** Stores a rehash of the same password (a stronger setting): sessions stay. */
export async function rehashPassword(db: DbOrTx, userId: bigint, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** A password the user chose: every session ends (the caller runs it in a transaction). */
export async function setChosenPassword(db: DbOrTx, userId: bigint, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, mustChangePassword: false, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await revokeUserSessions(db, userId);
}

export async function activeUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.status, 'active')));
  return user;
}

/** A reset token (its hash) valid for `minutes` by the database's clock. */
export async function insertPasswordReset(
  db: DbOrTx,
  userId: bigint,
  hash: string,
  minutes: number,
) {
  await db.insert(passwordResets).values({
    userId,
    tokenHash: hash,
    expiresAt: sql`now() + make_interval(mins => ${minutes})` as unknown as Date,
  });
}

/** Marks an unused, unexpired reset token used; answers its user (undefined: none such). */
export async function usePasswordReset(db: DbOrTx, hash: string) {
  const [reset] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, hash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return reset?.userId;
}
