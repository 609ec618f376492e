/**
 * Contract-wide checks, generated from openapi/schoolmates.yaml: every operation is routed,
 * needs a token unless public (401), refuses roles outside its x-roles (403, default deny),
 * refuses a bad body with 422 and writes nothing; plus the HTTP hygiene of the server.
 */

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadContract, type OperationInfo, type RoleName } from './contract.ts';
import { must } from './db/rows.ts';
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
const ALL_ROLES = Object.keys(ROLE_USER) as RoleName[];

const PATH_VALUES: Record<string, string> = {
  term: 'First%20Term',
  period: 'First%20Half',
  session: '2025%2F2026',
  week: '1',
  question_type: 'objective',
  class_name: 'JSS%201',
};
/** The contract path with example values (ids that exist nowhere). */
const urlOf = (op: OperationInfo) =>
  op.path.replace(/\{(\w+)\}/g, (_m, name: string) => PATH_VALUES[name] ?? '999999');

const operations = [...loadContract().operations.values()];
const secured = operations.filter((op) => op.roles.length > 0);
const withBody = operations.filter((op) => op.hasBody);
const method = (op: OperationInfo) => op.method.toUpperCase() as 'GET';

let t: TestContext;
beforeAll(async () => {
  t = await setup();
});
afterAll(() => t?.close());

describe('every operation of the contract', () => {
  it('is routed (nothing answers the router 404)', async () => {
    for (const op of operations) {
      const res = await t.call(method(op), urlOf(op));
      expect(res.json().message, `${op.operationId}`).not.toBe('Route not found.');
    }
  });

  it('answers 401 without a token or with an unknown one, unless public', async () => {
    for (const op of secured) {
      const res = await t.call(method(op), urlOf(op));
      expect(res.statusCode, `${op.operationId} without token`).toBe(401);
      const res2 = await t.call(method(op), urlOf(op), { token: 'x'.repeat(43) });
      expect(res2.statusCode, `${op.operationId} unknown token`).toBe(401);
    }
  });

  it('answers 403 to every role outside its x-roles (default deny)', async () => {
    let checked = 0;
    for (const op of secured) {
      for (const role of ALL_ROLES.filter((r) => !op.roles.includes(r))) {
        const res = await t.call(method(op), urlOf(op), { as: ROLE_USER[role] });
        expect(res.statusCode, `${op.operationId} as ${role}`).toBe(403);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('refuses a bad body (unknown property, not an object) with 422 and writes nothing', async () => {
    for (const role of ALL_ROLES) await t.token(ROLE_USER[role]); // sessions written before counting
    const before = await t.rowCount();
    for (const op of withBody) {
      const as = ROLE_USER[must(op.roles[0] ?? 'superadmin')];
      for (const body of [{ not_in_the_contract: 1 }, [1]]) {
        const res = await t.call(method(op), urlOf(op), { as, body });
        expect(res.statusCode, `${op.operationId} ${JSON.stringify(body)}: ${res.body}`).toBe(422);
        const answer = res.json();
        expect(typeof answer.message).toBe('string');
        expect(Object.keys(answer.errors).length).toBeGreaterThan(0);
      }
    }
    expect(await t.rowCount()).toBe(before);
  });
});

describe('every status an operation answers is in the contract', () => {
  const spec = loadContract().spec as {
    paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  };
  const listed = (op: OperationInfo) =>
    Object.keys(spec.paths[op.path]?.[op.method]?.responses ?? {});

  it('names schemas and shared parameters so that generated clients keep their names', () => {
    const { components } = spec as unknown as {
      components: { schemas: object; parameters: object };
    };
    const typeName = (key: string) =>
      key.replace(/(^|[_\-\s]+)(\w)/g, (_m, _s, c: string) => c.toUpperCase()).toLowerCase();
    const schemas = new Set(Object.keys(components.schemas).map(typeName));
    // a schema named as a global type (`Date`) shadows it in the generated code
    const builtIns = ['Date', 'Error', 'File', 'Blob', 'Record', 'Map', 'Set', 'Response'];
    expect(builtIns.filter((name) => schemas.has(typeName(name)))).toEqual([]);
    // a parameter named as a schema is renamed `Term2` by generators that type parameters
    expect(
      Object.keys(components.parameters).filter((name) => schemas.has(typeName(name))),
    ).toEqual([]);
  });

  it('lists 429 on every list a session is paced through', async () => {
    const paced = await buildApp({
      db: t.database.db,
      outbox: t.outbox,
      config: { ...t.config, listsPerMinute: 1 },
    });
    try {
      const missing: string[] = [];
      let refused = 0;
      for (const op of secured.filter((o) => o.method === 'get')) {
        const as = ROLE_USER[must(op.roles[0])];
        const token = await t.token(as);
        for (let i = 0; i < 2; i++) {
          const res = await paced.inject({
            url: `/api${urlOf(op)}`,
            headers: { authorization: `Bearer ${token}` },
          });
          if (res.statusCode !== 429) continue;
          refused++;
          if (!listed(op).includes('429')) missing.push(op.operationId);
          break;
        }
      }
      expect(missing).toEqual([]);
      expect(refused).toBeGreaterThan(40);
    } finally {
      await paced.close();
    }
  });

  it('lists 413 and 415 wherever a body can be refused', async () => {
    const missing: string[] = [];
    const seen = { 413: 0, 415: 0 };
    for (const op of operations.filter((o) => o.method !== 'get')) {
      const as = op.roles[0] && ROLE_USER[op.roles[0]];
      const token = as ? await t.token(as) : undefined;
      const headers = token ? { authorization: `Bearer ${token}` } : {};
      const sends = [
        { status: 415, type: 'text/plain', payload: 'subject=Art' },
        { status: 413, type: 'application/json', payload: `"${'x'.repeat(1024 * 1024 + 10)}"` },
      ] as const;
      for (const { status, type, payload } of sends) {
        const res = await t.app.inject({
          method: method(op),
          url: `/api${urlOf(op)}`,
          headers: { ...headers, 'content-type': type },
          payload,
        });
        if (res.statusCode !== status) continue;
        seen[status]++;
        if (!listed(op).includes(String(status))) missing.push(`${op.operationId} ${status}`);
      }
    }
    expect(missing).toEqual([]);
    expect(seen[413]).toBeGreaterThan(100);
    expect(seen[415]).toBeGreaterThan(100);
  });
});

describe('HTTP hygiene', () => {
  it('sets security headers and no CORS headers', async () => {
    const res = await t.call('GET', '/campus', { as: 'superadmin' });
    // an answer of the API: OWASP's set for REST answers, never cached
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'content-security-policy': "frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'cache-control': 'no-store',
    });
    expect(res.headers['x-request-id']).toBeDefined();
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    // no count of what a list may still ask for, until it is refused
    expect(res.headers['x-ratelimit-remaining']).toBeUndefined();
  });

  it('answers 422, never 400, to malformed JSON and to prototype poisoning', async () => {
    const token = await t.token('superadmin');
    for (const payload of ['{"subject": ', '{"subject":"X","__proto__":{"admin":true}}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/subjects',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(422);
      expect(res.json().errors.body).toBeDefined();
    }
  });

  it('refuses other content types (415) and bodies over 1 MiB (413)', async () => {
    const token = await t.token('superadmin');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/subjects',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
      payload: 'subject=Art',
    });
    expect(text.statusCode).toBe(415);
    const big = await t.call('POST', '/api/subjects'.slice(4), {
      as: 'superadmin',
      body: { subject: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(big.statusCode).toBe(413);
  });

  it('coerces query strings to their types and validates them', async () => {
    const ok = await t.call('GET', '/student?page=1&per_page=5', { as: 'admin' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().meta).toMatchObject({ page: 1, per_page: 5 });
    const bad = await t.call('GET', '/student?per_page=500', { as: 'admin' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.per_page).toBeDefined();
  });

  it('answers 422 to a page no list has (it was a 500)', async () => {
    for (const page of ['99999999999999999999', '1e309']) {
      for (const list of ['/student', '/staff']) {
        const res = await t.call('GET', `${list}?page=${page}`, { as: 'admin' });
        expect(res.statusCode, `${list} page=${page}`).toBe(422);
        expect(res.json().errors.page).toBeDefined();
      }
    }
  });

  it('refuses text with a NUL byte at its field, writing nothing (it was a 500)', async () => {
    const before = await t.rowCount();
    const login = await t.call('POST', '/login', {
      body: { username: 'admin\u0000', password: 'demo1234' },
    });
    expect(login.statusCode).toBe(422);
    expect(login.json().errors).toEqual({ username: ['must not contain a NUL character'] });
    const search = await t.call('GET', '/student?search=a%00b', { as: 'admin' });
    expect(search.statusCode).toBe(422);
    expect(search.json().errors.search).toEqual(['must not contain a NUL character']);
    const create = await t.call('POST', '/department', {
      as: 'superadmin',
      body: { department_id: 'N\u0000L', department_name: 'Null' },
    });
    expect(create.statusCode).toBe(422);
    expect(await t.rowCount()).toBe(before);
  });

  it('refuses deeply nested JSON with a 4xx at once (it was a 500)', async () => {
    const deep = (open: string, close: string, inner: string) =>
      `${open.repeat(10_000)}${inner}${close.repeat(10_000)}`;
    const token = await t.token('admin');
    for (const [url, method, payload, field] of [
      [
        '/api/class',
        'POST',
        `{"class_name":"JSS 9","sub_class":${deep('[', ']', '1')}}`,
        'sub_class',
      ],
      ['/api/class', 'POST', deep('[', ']', ''), 'body'],
      ['/api/profile', 'PATCH', `{"surname":${deep('{"a":', '}', '1')}}`, 'surname'],
      ['/api/profile', 'PATCH', deep('{"a":', '}', '1'), 'a'],
    ] as const) {
      const started = Date.now();
      const res = await t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBe(422);
      expect(res.json().errors).toEqual({ [field]: ['must not nest more than 32 levels deep'] });
      expect(Date.now() - started).toBeLessThan(1000);
    }
  });

  it('refuses text holding half of a UTF-16 pair at its field (it was a 500)', async () => {
    for (const user of ['superadmin', 'account', 'admin']) await t.token(user); // sessions first
    const before = await t.rowCount();
    const announcement = await t.call('POST', '/announcements', {
      as: 'superadmin',
      body: { title: 'Sports \ud800day', description: 'Bring \udc00 shoes', audience: 'all' },
    });
    expect(announcement.statusCode, announcement.body).toBe(422);
    expect(announcement.json().errors).toEqual({
      title: ['must not contain half of a character (a lone UTF-16 surrogate)'],
      description: ['must not contain half of a character (a lone UTF-16 surrogate)'],
    });
    const expense = await t.call('PATCH', '/expenses/1', {
      as: 'account',
      body: { reason: 'typo \ud83d', beneficiary: 'Mr Okoro' },
    });
    expect(expense.statusCode, expense.body).toBe(422);
    expect(expense.json().errors).toEqual({
      reason: ['must not contain half of a character (a lone UTF-16 surrogate)'],
    });
    // a whole pair is one character: an emoji is text like any other
    const emoji = await t.call('GET', `/student?search=${encodeURIComponent('😀')}`, {
      as: 'admin',
    });
    expect(emoji.statusCode).toBe(200);
    expect(await t.rowCount()).toBe(before);
  });

  it('accepts the bearer scheme in any case (RFC 9110 §11.1)', async () => {
    const token = await t.token('admin');
    for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
      const res = await t.app.inject({
        url: '/api/profile',
        headers: { authorization: `${scheme} ${token}` },
      });
      expect(res.statusCode, scheme).toBe(200);
    }
    const basic = await t.app.inject({
      url: '/api/profile',
      headers: { authorization: `Basic ${token}` },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('serves the built web app with an SPA fallback, never for /api', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>SchoolMates</title>');
    writeFileSync(join(dir, 'app.js'), 'console.log(1)');
    const web = await buildApp({
      db: t.database.db,
      outbox: t.outbox,
      config: { ...t.config, webDist: dir },
    });
    try {
      const page = await web.inject({ url: '/school/school-setup/campus' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>SchoolMates</title>');
      expect((await web.inject({ url: '/app.js' })).body).toBe('console.log(1)');
      const api = await web.inject({ url: '/api/nothing-here' });
      expect(api.statusCode).toBe(404);
      expect(api.json().message).toBe('Route not found.');
    } finally {
      await web.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("sends the web app's precompressed copies to a browser that accepts them", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
    const page = '<!doctype html><title>SchoolMates</title>';
    writeFileSync(join(dir, 'index.html'), page);
    writeFileSync(join(dir, 'index.html.gz'), gzipSync(page));
    writeFileSync(join(dir, 'app.js'), 'console.log(1)');
    writeFileSync(join(dir, 'app.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(join(dir, 'app.js.gz'), gzipSync('console.log(1)'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'app-1a2b3c.js'), 'console.log(2)');
    const web = await buildApp({
      db: t.database.db,
      outbox: t.outbox,
      config: { ...t.config, webDist: dir },
    });
    try {
      const br = await web.inject({ url: '/app.js', headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
      const gz = await web.inject({ url: '/app.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');
      const plain = await web.inject({
        url: '/app.js',
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe('console.log(1)');
      const screen = await web.inject({
        url: '/school/school-setup/campus',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(screen.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(screen.rawPayload).toString()).toBe(page);
      // hashed build files are kept by the browser; the page itself is checked each time
      expect((await web.inject({ url: '/assets/app-1a2b3c.js' })).headers['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
      expect(screen.headers['cache-control']).toBe('no-cache');
      // the pages get helmet's whole set, a content security policy for documents first
      expect(screen.headers['content-security-policy']).toContain("script-src 'self'");
      expect(screen.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await web.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers unknown /api paths with 404 JSON', async () => {
    const res = await t.call('GET', '/no-such-call', { as: 'admin' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Route not found.' });
  });
});
