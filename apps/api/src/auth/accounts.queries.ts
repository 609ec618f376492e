/** Accounts as sign-in, sign-up and password changes read and write them. */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { one } from '../db/rows.ts';
import { campuses, passwordResets, schools, usernames, users } from '../db/schema.ts';
import { insertUsers } from '../people/usernames.queries.ts';
import { revokeUserSessions } from './sessions.ts';

const accountColumns = { user: users, campusStatus: campuses.status };
const withCampus = and(eq(campuses.schId, users.schId), eq(campuses.id, users.campusId));

/**
 * The accounts this username or e-mail (any case) may name, with their campus's status: a
 * username names one account of the portal, an e-mail one per school (DECISIONS #17); the
 * username's account first. A username is found in the portal-wide index, then read from its
 * own school's tables (one worker on Citus); an e-mail may be in any school, so that read
 * spans the schools by design.
 */
export async function accountsForSignIn(db: DbOrTx, account: string) {
  const [named] = await db
    .select({ schId: usernames.schId, userId: usernames.userId })
    .from(usernames)
    .where(eq(usernames.name, account.toLowerCase()));
  const byUsername = named
    ? await db
        .select(accountColumns)
        .from(users)
        .innerJoin(campuses, withCampus)
        .where(and(eq(users.schId, named.schId), eq(users.id, named.userId)))
    : [];
  const byEmail = await db
    .select(accountColumns)
    .from(users)
    .innerJoin(campuses, withCampus)
    .where(sql`lower(${users.email}) = lower(${account})`)
    .orderBy(users.id);
  return [...byUsername, ...byEmail.filter((row) => row.user.id !== named?.userId)];
}

export async function usernameTaken(db: DbOrTx, username: string) {
  const [taken] = await db
    .select({ id: usernames.userId })
    .from(usernames)
    .where(eq(usernames.name, username.toLowerCase()));
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
  return one(await insertUsers(db, [{ ...superadmin, schId: s.id, campusId: c.id }]));
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

/** The active accounts with this e-mail: one per school at most (DECISIONS #17). */
/** The active accounts with this e-mail (any case), in every school, with their school's name. */
export async function activeUsersByEmail(db: DbOrTx, email: string) {
  const { rows } = await db.execute<Record<'id' | 'sch_id' | 'email' | 'name' | 'school', string>>(
    sql`/* cross-school: an e-mail may have an account in several schools (DECISIONS #17) */
      select u.id::text, u.sch_id::text, u.email,
        concat_ws(' ', u.surname, u.firstname, u.middlename) as name, s.name as school
      from users u join schools s on s.id = u.sch_id
      where lower(u.email) = lower(${email}) and u.status = 'active'`,
  );
  return rows.map((row) => ({
    id: BigInt(row.id),
    schId: BigInt(row.sch_id),
    email: row.email,
    name: row.name,
    school: row.school,
  }));
}

/**
 * Reset links sent within the last hour: to this account, and by the whole server within the
 * last minute.
 */
export async function recentPasswordResets(db: DbOrTx, userId: bigint) {
  const [recent] = await db
    .select({
      mine: sql<number>`count(*) filter (where ${passwordResets.userId} = ${userId})::int`,
      all: sql<number>`count(*) filter (where ${passwordResets.createdAt} > now() - interval '1 minute')::int`,
    })
    .from(passwordResets)
    .where(sql`${passwordResets.createdAt} > now() - interval '1 hour'`);
  return recent ?? { mine: 0, all: 0 };
}

/** A reset token (its hash) valid for `minutes` by the database's clock. */
export async function insertPasswordReset(
  db: DbOrTx,
  user: { id: bigint; schId: bigint },
  hash: string,
  minutes: number,
) {
  const rows = await db
    .insert(passwordResets)
    .values({
      schId: user.schId,
      userId: user.id,
      tokenHash: hash,
      expiresAt: sql`now() + make_interval(mins => ${minutes})` as unknown as Date,
    })
    .returning({ id: passwordResets.id });
  return one(rows, 'password reset').id;
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
