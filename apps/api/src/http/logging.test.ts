import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { setup, type TestContext } from '../test/harness.ts';
import { loggerOptions, redactedUrl } from './logging.ts';

let t: TestContext;
const lines: string[] = [];
let logged: Awaited<ReturnType<typeof buildApp>>;

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
    config: { ...t.config, logLevel: 'info' },
    logStream: stream,
  });
  // A route whose query fails in the database with the caller's values as parameters.
  logged.get('/boom', async () => t.database.db.execute(sql`select ${'secret-value'}::int`));
  await logged.ready();
});
afterAll(async () => {
  await logged?.close();
  await t?.close();
});

describe('the log', () => {
  it('keeps query names and drops their values', async () => {
    expect(redactedUrl('/api/student?search=Ada&token=abc')).toBe(
      '/api/student?search=[redacted]&token=[redacted]',
    );
    await logged.inject({ method: 'GET', url: '/api/campus?token=SECRET123&search=Okafor' });
    const log = lines.join('');
    expect(log).toContain('/api/campus?token=[redacted]&search=[redacted]');
    expect(log).not.toContain('SECRET123');
    expect(log).not.toContain('Okafor');
  });

  it('keeps SQL parameter values out of error lines', async () => {
    const res = await logged.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).not.toContain('secret-value');
  });

  it('answers 404 to another school’s ids and records who asked for what', async () => {
    const token = await t.token('admin');
    const [their] = await t.database.raw(
      `select id::text as student, (select id::text from classes where sch_id = $1 limit 1) as class
       from users where username = 'other-student'`,
      [t.ids.other.schId],
    );
    const asked = [
      `/api/admission-number/settings/${t.ids.other.schId}`,
      `/api/announcements?sch_id=${t.ids.other.schId}`,
      `/api/get-result?student_id=${their?.student}&period=Second%20Half&term=First%20Term&session=2025%2F2026`,
      `/api/extra-curricular?class_id=${their?.class}`,
    ];
    for (const url of asked) {
      const res = await logged.inject({ url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, `${url} → ${res.body}`).toBe(404);
    }
    const security = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.security);
    expect(security.map((line) => [line.operation, line.field])).toEqual([
      ['getAdmissionNumberSettings', 'school_id'],
      ['listAnnouncements', 'sch_id'],
      ['listResults', 'student_id'],
      ['listExtraCurriculars', 'class_id'],
    ]);
    expect(security[0]).toMatchObject({
      id: String(t.ids.other.schId),
      schId: String(t.ids.demo.schId),
    });
  });

  it('says nothing about content types at start', () => {
    expect(lines.join('')).not.toContain('ContentTypeParser');
  });
});

describe('the log at a terminal', () => {
  it('is one short line a request: method, path, status and time', async () => {
    const written: string[] = [];
    const terminal = new Writable({
      write(chunk, _encoding, done) {
        written.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: loggerOptions('info', terminal, { terminal: true }) });
    app.get('/api/campus', async () => ({ data: [] }));
    app.get('/api/missing', async (_request, reply) => reply.code(404).send({}));
    await app.ready();
    await app.inject({ url: '/api/campus?search=Okafor' });
    await app.inject({ url: '/api/missing' });
    await app.close();
    const lines = written.join('').split('\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/campus\?search=\[redacted\] 200 \d+ ms$/,
    );
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/missing 404 \d+ ms$/);
  });
});
