/**
 * PostgreSQL only: two server processes (`main.ts`, as deployed behind a load balancer) on one
 * database. What one instance changes, the other honours at once, even with its session cache
 * on (`told` says what "at once" can be): a signed-out session and a disabled user are refused by the other instance; admission
 * numbers allocated through both never collide; a result released through one is released on
 * the other (issue 12 point 12).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { must } from './db/rows.ts';
import { DEMO_PASSWORD } from './seed/demo.ts';
import { usingPostgres } from './test/harness.ts';

const apiDir = new URL('..', import.meta.url).pathname;
const dbName = `instances_${randomBytes(6).toString('hex')}`;
const dataDir = mkdtempSync(join(tmpdir(), 'instances-'));
const servers: ChildProcess[] = [];
let databaseUrl = '';
let a = '';
let b = '';

async function admin(text: string, params: unknown[] = [], url = process.env.TEST_DATABASE_URL) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

async function start(): Promise<string> {
  const port = await freePort();
  const child = spawn('npx', ['tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST: join(dataDir, 'no-web'),
      SIGN_IN_PER_MINUTE: '10000',
      // Longer than any test: only the other instance's notification can clear a cached session.
      SESSION_CACHE_MS: '600000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}/api`;
  // The first start seeds the demo school: seconds on an idle machine, minutes on a crowded one.
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    const up = await fetch(`${url}/campus`).then(
      (r) => r.status === 401,
      () => false,
    );
    if (up) return url;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start:\n${output}`);
}

async function call(base: string, method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

async function signIn(base: string, username: string, password = DEMO_PASSWORD) {
  const res = await call(base, 'POST', '/login', undefined, { username, password });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status}`);
  return res.json.data.token as string;
}

beforeAll(async () => {
  if (!usingPostgres) return;
  await admin(`create database "${dbName}"`);
  const url = new URL(must(process.env.TEST_DATABASE_URL));
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
  a = await start(); // migrates and seeds the empty database
  b = await start();
}, 300_000);

afterAll(async () => {
  for (const server of servers) server.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (usingPostgres) await admin(`drop database if exists "${dbName}" with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * "At once" is as soon as PostgreSQL hands the other instance its notification: milliseconds,
 * but a backend of a machine with every core busy can wait to be scheduled, and the next call
 * can reach the other instance first. The cached session lives longer than the wait, so only
 * the notification passes it.
 */
const told = { timeout: 2000, interval: 50 };

describe.skipIf(!usingPostgres)('two instances on one database', () => {
  it('refuses on one a session signed out on the other, at once', async () => {
    const token = await signIn(a, 'teacher');
    expect((await call(b, 'GET', '/profile', token)).status).toBe(200); // cached on b now
    expect((await call(a, 'POST', '/logout', token)).status).toBe(200);
    await expect.poll(async () => (await call(b, 'GET', '/profile', token)).status, told).toBe(401);
  });

  it('refuses on one a user disabled on the other, at once', async () => {
    const [row] = await admin(`select id from users where username = 'principal'`, [], databaseUrl);
    const id = String(must(row).id);
    const token = await signIn(b, 'principal');
    expect((await call(b, 'GET', '/profile', token)).status).toBe(200);
    const disabled = await call(a, 'PATCH', `/disablestaff/${id}`, await signIn(a, 'admin'));
    expect(disabled.status).toBe(200);
    await expect.poll(async () => (await call(b, 'GET', '/profile', token)).status, told).toBe(401);
    await call(a, 'PATCH', `/enablestaff/${id}`, await signIn(a, 'admin'));
  });

  it('allocates admission numbers through both without a collision', async () => {
    const onA = await signIn(a, 'admin');
    const onB = await signIn(b, 'admin');
    const settings = await call(
      a,
      'POST',
      '/admission-number/settings',
      await signIn(a, 'superadmin'),
      {
        auto_generate: true,
        initial: 'TWO',
      },
    );
    expect(settings.status).toBe(200);
    const [cls] = await admin(`select id from classes order by id limit 1`, [], databaseUrl);
    const student = (i: number) => ({
      surname: 'Eze',
      firstname: `Chi${'abcdefghijklmnopqrst'[i]}`,
      gender: 'female',
      dob: '2014-05-02',
      session_admitted: '2025/2026',
      class_id: String(must(cls).id),
      sub_class: 'A',
    });
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i % 2 ? a : b, 'POST', '/student', i % 2 ? onA : onB, student(i)),
      ),
    );
    expect(created.map((r) => r.status)).toEqual(Array(20).fill(201));
    const numbers = created.map((r) => r.json.data.attributes.admission_number as string);
    expect(new Set(numbers).size).toBe(20);
  });

  it('shows a result released on one as released on the other', async () => {
    const [row] = await admin(`select id from users where username = 'student'`, [], databaseUrl);
    const studentId = String(must(row).id);
    const body = {
      term: 'First Term',
      session: '2025/2026',
      period: 'Second Half',
      student_ids: [studentId],
    };
    const path = `/endtermresult/${studentId}/First%20Term/2025%2F2026`;
    const leader = await signIn(a, 'principal');
    const student = await signIn(b, 'student');
    expect(
      (await call(a, 'PATCH', '/withhold/result', leader, { ...body, reason: 'Fees outstanding' }))
        .status,
    ).toBe(200);
    const withheld = await call(b, 'GET', path, student);
    expect([withheld.status, withheld.json.result_status]).toEqual([404, 'withheld']);
    expect((await call(a, 'PATCH', '/release/result', leader, body)).status).toBe(200);
    expect((await call(b, 'GET', path, student)).status).toBe(200);
  });
});
