import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { setup, type TestContext } from '../test/harness.ts';
import { redactedUrl } from './logging.ts';

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

  it('says nothing about content types at start', () => {
    expect(lines.join('')).not.toContain('ContentTypeParser');
  });
});
