/**
 * The demo school is written through the server's own handlers, called in process as a signed-in
 * user would call them (same checks, same rules, same rows), without HTTP or sign-ins.
 */

import { roleOf } from '@schoolmates/domain/people';
import { eq } from 'drizzle-orm';
import { type Auth, childIds, linkedChildren } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { BodyOf, OperationId, ParamsOf, QueryOf, SuccessOf } from '../contract.ts';
import type { Db } from '../db/client.ts';
import { one } from '../db/rows.ts';
import { campuses, schools, users } from '../db/schema.ts';
import { handlers } from '../handlers/index.ts';
import type { Ctx } from '../handlers/types.ts';
import { type Outbox, quietOutbox } from '../messages/outbox.ts';

export interface CallInput<K extends OperationId> {
  body?: BodyOf<K>;
  query?: QueryOf<K>;
  params?: ParamsOf<K>;
}

/** Calls the handler of `operationId` as one user. */
export type Caller = <K extends OperationId>(
  operationId: K,
  input?: CallInput<K>,
) => Promise<SuccessOf<K>>;

/** The Auth a session of `userId` would give. */
export async function authOf(db: Db, userId: bigint): Promise<Auth> {
  const row = one(
    await db
      .select({
        userId: users.id,
        schId: users.schId,
        campusId: users.campusId,
        kind: users.kind,
        designationId: users.designationId,
        isPreschool: campuses.isPreschool,
        plan: schools.plan,
        schoolType: schools.schoolType,
        children: linkedChildren,
      })
      .from(users)
      .innerJoin(campuses, eq(campuses.id, users.campusId))
      .innerJoin(schools, eq(schools.id, users.schId))
      .where(eq(users.id, userId)),
  );
  const role = roleOf(row.designationId);
  if (!role) throw new Error(`user ${userId} has no role`);
  return {
    ...row,
    sessionId: 0n,
    role,
    mustChangePassword: false,
    children: childIds(row.children),
  };
}

/** `outbox`: where the calls' messages go; the demo's history tells nobody (quietOutbox). */
export async function callerFor(
  db: Db,
  config: Config,
  userId: bigint,
  outbox: Outbox = quietOutbox,
): Promise<Caller> {
  const auth = await authOf(db, userId);
  return (operationId, input = {}) => {
    const handler = handlers[operationId] as (ctx: Ctx<typeof operationId>) => Promise<never>;
    return handler({
      operationId,
      db,
      config,
      outbox,
      auth,
      body: input.body,
      query: input.query ?? {},
      params: input.params ?? {},
      // Handlers that read the request or shape the reply (uploads, downloads) are not used here.
      req: undefined,
      reply: undefined,
    } as unknown as Ctx<typeof operationId>);
  };
}
