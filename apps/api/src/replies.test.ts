/**
 * One answer a request: no handler sends a reply and then returns a value (Fastify logs
 * FST_ERR_REP_ALREADY_SENT with a stack and drops the second). Every operation of the
 * contract is called by every role it allows (a student with their own id, where a path
 * names a student) and the server's log is read for a second reply.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadContract, type OperationInfo, type RoleName } from './contract.ts';
import { setup, type TestContext } from './test/harness.ts';

const ROLE_USER: Record<RoleName, string> = {
  superadmin: 'superadmin',
  admin: 'admin',
  principal: 'principal',
  teacher: 'teacher',
  account: 'account',
  student: 'student',
  guardian: 'parent',
};

const PATH_VALUES: Record<string, string> = {
  term: 'Third%20Term',
  period: 'First%20Half',
  session: '2025%2F2026',
  week: '1',
  question_type: 'objective',
  class_name: 'JSS%201',
};

/** Calls that end the caller's session: the sweep keeps its tokens. */
const SESSION_ENDING = new Set(['logoutUser', 'changePassword']);

let t: TestContext;
let logged: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  t = await setup();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  logged = await buildApp({
    db: t.database.db,
    outbox: t.outbox,
    config: { ...t.config, logLevel: 'warn' },
    logStream: stream,
  });
  await logged.ready();
});
afterAll(async () => {
  await logged?.close();
  await t?.close();
});

/** The path with example values: the caller's own id for a student, else an id of nobody. */
const urlOf = (op: OperationInfo, userId: string) =>
  `/api${op.path.replace(
    /\{(\w+)\}/g,
    (_m, name: string) => PATH_VALUES[name] ?? (name === 'student_id' ? userId : '999999'),
  )}`;

describe('every operation, as every role it allows', () => {
  it('answers once (no FST_ERR_REP_ALREADY_SENT in the log)', async () => {
    const answered: string[] = [];
    for (const op of loadContract().operations.values()) {
      if (SESSION_ENDING.has(op.operationId)) continue;
      for (const role of op.roles) {
        const username = ROLE_USER[role];
        const userId = String(t.ids.users[username as keyof typeof t.ids.users]);
        const url = urlOf(op, userId);
        const res = await logged.inject({
          method: op.method.toUpperCase() as 'GET',
          url,
          headers: { authorization: `Bearer ${await t.token(username)}` },
          ...(op.hasBody ? { payload: {} } : {}),
        });
        answered.push(`${role} ${op.method} ${url} ${res.statusCode}`);
      }
    }
    expect(answered.length).toBeGreaterThan(300);
    expect(answered.filter((a) => a.endsWith(' 401'))).toEqual([]);
    const twice = lines
      .map((line) => JSON.parse(line) as { err?: { code?: string }; reqId?: string })
      .filter((line) => line.err?.code === 'FST_ERR_REP_ALREADY_SENT');
    expect(twice.map((line) => JSON.stringify(line.err))).toEqual([]);
  });

  it('answers a student’s unreleased result once: 404 with the reason', async () => {
    lines.length = 0;
    const me = String(t.ids.users.student);
    const res = await logged.inject({
      url: `/api/midtermresult/${me}/Third%20Term/2025%2F2026`,
      headers: { authorization: `Bearer ${await t.token('student')}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ result_status: null });
    expect(lines.join('')).not.toContain('FST_ERR_REP_ALREADY_SENT');
  });
});
