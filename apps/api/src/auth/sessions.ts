/**
 * Sessions live in the database (the server is stateless). A token is valid while its session
 * is not revoked, was used within `sessionIdleMinutes` and is younger than `sessionMaxDays`;
 * otherwise 401 (unknown/revoked) or 440 (expired), DECISIONS #3.
 *
 * Signing in again does NOT revoke earlier sessions: a teacher may be signed in on the staff
 * room computer and on a phone at once. Sign-out revokes that session; a password change or
 * reset, a new one-time password and disabling the user revoke all of the user's sessions.
 */

import { roleOf } from '@schoolmates/domain/people';
import type { RoleName } from '@schoolmates/sdk';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { preparedOnce } from '../db/prepared.ts';
import { must } from '../db/rows.ts';
import { campuses, schools, sessions, users } from '../db/schema.ts';
import { sessionExpired, unauthorized } from '../http/errors.ts';
import { newSchoolToken, schoolOfToken, tokenHash } from './tokens.ts';

/** Who is calling: everything the handlers may trust, taken from the session. */
export interface Auth {
  sessionId: bigint;
  userId: bigint;
  schId: bigint;
  campusId: bigint;
  kind: 'staff' | 'student' | 'guardian';
  designationId: number;
  role: RoleName;
  plan: string;
  schoolType: 'elementary' | 'preschool';
  isPreschool: boolean;
  /** Signed in with a one-time password: only choosing a new one is allowed (DECISIONS #18). */
  mustChangePassword: boolean;
  /** A guardian's linked students (issue 28), read with the session; empty for anyone else. */
  children: readonly bigint[];
}

/**
 * A guardian's linked students, read with the session so that every guardian read checks its
 * child without a query of its own; unlinking is a write, which empties the session cache.
 */
export const linkedChildren = sql<string | null>`(select string_agg(l.student_id::text, ',')
  from guardian_links l where l.sch_id = ${users.schId} and l.guardian_id = ${users.id})`;
export const childIds = (listed: string | null): bigint[] =>
  listed ? listed.split(',').map(BigInt) : [];

/** last_used_at is written at most once a minute per session (idle expiry is in minutes). */
const TOUCH_EVERY_MS = 60_000;

export async function createSession(db: DbOrTx, user: { id: bigint; schId: bigint }) {
  const token = newSchoolToken(user.schId);
  const [row] = await db
    .insert(sessions)
    .values({ schId: user.schId, userId: user.id, tokenHash: tokenHash(token) })
    .returning({ id: sessions.id, createdAt: sessions.createdAt });
  return { token, sessionId: must(row).id, createdAt: must(row).createdAt };
}

export function sessionExpiresAt(config: Config, createdAt: Date, lastUsedAt = new Date()): Date {
  const idle = lastUsedAt.getTime() + config.sessionIdleMinutes * 60_000;
  const max = createdAt.getTime() + config.sessionMaxDays * 86_400_000;
  return new Date(Math.min(idle, max));
}

export async function revokeSession(db: DbOrTx, auth: { sessionId: bigint; schId: bigint }) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.schId, auth.schId),
        eq(sessions.id, auth.sessionId),
        isNull(sessions.revokedAt),
      ),
    );
}

export async function revokeUserSessions(db: DbOrTx, schId: bigint, userId: bigint) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.schId, schId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

function buildSessionQuery(db: DbOrTx, name: string) {
  return db
    .select({
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      revokedAt: sessions.revokedAt,
      userId: users.id,
      schId: users.schId,
      campusId: users.campusId,
      kind: users.kind,
      designationId: users.designationId,
      status: users.status,
      mustChangePassword: users.mustChangePassword,
      campusStatus: campuses.status,
      isPreschool: campuses.isPreschool,
      plan: schools.plan,
      schoolType: schools.schoolType,
      children: linkedChildren,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.schId, sessions.schId), eq(users.id, sessions.userId)))
    .innerJoin(campuses, and(eq(campuses.schId, users.schId), eq(campuses.id, users.campusId)))
    .innerJoin(schools, eq(schools.id, users.schId))
    .where(
      and(
        eq(sessions.schId, sql.placeholder('schId')),
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
      ),
    )
    .limit(1)
    .prepare(name);
}

// Every request that misses the session cache runs this query: it is built once per database.
const sessionQuery = (db: DbOrTx) =>
  preparedOnce(db, 'session_by_token', (name) => buildSessionQuery(db, name));

type SessionRow = Awaited<ReturnType<ReturnType<typeof buildSessionQuery>['execute']>>[number];

/**
 * Sessions recently read, by token, so that most requests skip the lookup query (it costs as
 * much as the request's own query) and the token's hash (SHA-256 on every request was a
 * fifth of what the server adds to a cached GET /campus; the token is in this process's
 * memory with each request anyway). Correct because every write empties it: the
 * server clears it before answering any request that may write (app.ts), other instances
 * are told through `SessionCache.clear` wiring (main.ts: PostgreSQL NOTIFY), and an entry
 * lives at most `ttlMs` (config SESSION_CACHE_MS), which bounds what a change made outside
 * the server (SQL by hand) takes to show. Expiry is still computed on every request.
 */
export class SessionCache {
  private readonly entries = new Map<string, { row: SessionRow; until: number }>();
  /** Bumped by clear(): a lookup that started before a clear does not fill the cache. */
  private generation = 0;

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(token: string, now: number): SessionRow | undefined {
    const entry = this.entries.get(token);
    if (entry && entry.until > now) return entry.row;
    if (entry) this.entries.delete(token);
    return undefined;
  }

  get version(): number {
    return this.generation;
  }

  set(token: string, row: SessionRow, now: number, version: number): void {
    if (version !== this.generation) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(token, { row, until: now + this.ttlMs });
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}

/** The token of an `Authorization: Bearer …` header (the scheme in any case, RFC 9110 §11.1), or throws 401. */
function bearerToken(authorization: string | undefined): string {
  const m = /^bearer +((?:\d{1,19}\.)?[A-Za-z0-9_-]{20,200})$/i.exec(authorization ?? '');
  if (!m) throw unauthorized();
  return must(m[1]);
}

/** A live session's Auth, or throws 401/440 (a disabled user or campus, an expired session). */
function authOf(config: Config, row: SessionRow, now: number): Auth {
  if (row.status !== 'active' || row.campusStatus !== 'active') {
    throw unauthorized('Your account cannot sign in.');
  }
  const idleLimit = row.lastUsedAt.getTime() + config.sessionIdleMinutes * 60_000;
  const maxLimit = row.createdAt.getTime() + config.sessionMaxDays * 86_400_000;
  if (now > idleLimit || now > maxLimit) throw sessionExpired();
  const role = roleOf(row.designationId);
  if (!role) throw unauthorized();
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    schId: row.schId,
    campusId: row.campusId,
    kind: row.kind,
    designationId: row.designationId,
    role,
    plan: row.plan,
    schoolType: row.schoolType,
    isPreschool: row.isPreschool,
    mustChangePassword: row.mustChangePassword,
    children: childIds(row.children),
  };
}

/**
 * The Auth of a session the cache holds and that needs no write, without a promise (most
 * requests: every one pays for a promise's turn); undefined means ask `authenticate`.
 * Throws 401/440 as it does.
 */
export function cachedAuth(
  config: Config,
  authorization: string | undefined,
  now: number,
  cache: SessionCache,
): Auth | undefined {
  const row = cache.get(bearerToken(authorization), now);
  if (!row || now - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) return undefined;
  return authOf(config, row, now);
}

/** Bearer token → Auth, or throws 401/440. */
export async function authenticate(
  db: DbOrTx,
  config: Config,
  authorization: string | undefined,
  now = new Date(),
  cache?: SessionCache,
): Promise<Auth> {
  const token = bearerToken(authorization);
  let row = cache?.get(token, now.getTime());
  if (!row) {
    const version = cache?.version ?? 0;
    const schId = schoolOfToken(token);
    // A token of no school is from before tokens named theirs: sign in again.
    if (schId === undefined) throw unauthorized();
    [row] = await sessionQuery(db).execute({ schId, tokenHash: tokenHash(token) });
    if (row && !row.revokedAt) cache?.set(token, row, now.getTime(), version);
  }
  if (!row || row.revokedAt) throw unauthorized();
  const auth = authOf(config, row, now.getTime());
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastUsedAt: now })
      .where(and(eq(sessions.schId, row.schId), eq(sessions.id, row.sessionId)));
    row.lastUsedAt = now;
  }
  return auth;
}
