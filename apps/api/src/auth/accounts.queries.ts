/** Accounts as sign-in, sign-up and password changes read and write them. */
import { looksLikePhone, phoneKey } from '@schoolmates/domain/people';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { one } from '../db/rows.ts';
import { campuses, passwordResets, schools, usernames, users } from '../db/schema.ts';
import { insertUsers } from '../db/users.ts';
import { revokeUserSessions } from './sessions.ts';

const accountColumns = { user: users, campusStatus: campuses.status };
const withCampus = and(eq(campuses.schId, users.schId), eq(campuses.id, users.campusId));

/**
 * The accounts this username or e-mail (any case) may name, with their campus's status: a
 * username names one account of the portal, an e-mail one per school (DECISIONS #17); the
 * username's account first (a guardian's phone names theirs, as an e-mail does). A username is found in the portal-wide index, then read from its
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
  // Which schools have an account with this e-mail spans the schools by design; each account
  // is then read from its own school's tables.
  const { rows: emailed } = await db.execute<{ sch_id: string; id: string }>(
    sql`/* cross-school: an e-mail may name an account in several schools (DECISIONS #17) */
      select sch_id::text, id::text from users where lower(email) = lower(${account}) order by id`,
  );
  // A guardian signs in with their phone too (issue 28); like an e-mail it may be in several
  // schools.
  const phone = looksLikePhone(account) ? phoneKey(account) : null;
  const { rows: phoned } = phone
    ? await db.execute<{ sch_id: string; id: string }>(
        sql`/* cross-school: a guardian's phone may name an account in several schools */
          select sch_id::text, id::text from users where phone = ${phone} and kind = 'guardian'
          order by id`,
      )
    : { rows: [] };
  const byEmail = [];
  for (const row of [...emailed, ...phoned]) {
    if (named && BigInt(row.id) === named.userId) continue;
    byEmail.push(
      ...(await db
        .select(accountColumns)
        .from(users)
        .innerJoin(campuses, withCampus)
        .where(and(eq(users.schId, BigInt(row.sch_id)), eq(users.id, BigInt(row.id))))),
    );
  }
  return [...byUsername, ...byEmail];
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

/** An account of one school: its sign-in and password rows are read and written by both. */
export interface Account {
  schId: bigint;
  userId: bigint;
}

const accountIs = (account: Account) =>
  and(eq(users.schId, account.schId), eq(users.id, account.userId));

export async function passwordHashOf(db: DbOrTx, account: Account) {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(accountIs(account));
  return user?.passwordHash;
}

/** Stores a rehash of the same password (a stronger setting): sessions stay. */
export async function rehashPassword(db: DbOrTx, account: Account, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(accountIs(account));
}

/** A password the user chose: every session ends (the caller runs it in a transaction). */
export async function setChosenPassword(db: DbOrTx, account: Account, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, mustChangePassword: false, updatedAt: sql`now()` })
    .where(accountIs(account));
  await revokeUserSessions(db, account.schId, account.userId);
}

/** The active accounts with this e-mail: one per school at most (DECISIONS #17). */
/** The active accounts with this e-mail (any case), in every school, with their school's name. */
export async function activeUsersByEmail(db: DbOrTx, email: string) {
  const { rows } = await db.execute<Record<'id' | 'sch_id' | 'email' | 'name' | 'school', string>>(
    sql`/* cross-school: an e-mail may name an account in several schools (DECISIONS #17) */
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
 * Reset links sent within the last hour to this account, and by the whole server within the
 * last minute (a limit on the server, so that count spans the schools).
 */
export async function recentPasswordResets(db: DbOrTx, account: Account) {
  const [mine] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.schId, account.schId),
        eq(passwordResets.userId, account.userId),
        sql`${passwordResets.createdAt} > now() - interval '1 hour'`,
      ),
    );
  const { rows } = await db.execute<{ n: number }>(
    sql`/* cross-school: the server's own limit on reset e-mails a minute */
      select count(*)::int as n from password_resets where created_at > now() - interval '1 minute'`,
  );
  return { mine: mine?.n ?? 0, all: Number(rows[0]?.n ?? 0) };
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

/**
 * Marks an unused, unexpired reset token of the school it names used; answers its user
 * (undefined: none such).
 */
export async function usePasswordReset(db: DbOrTx, schId: bigint, hash: string) {
  const [reset] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.schId, schId),
        eq(passwordResets.tokenHash, hash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return reset?.userId;
}
