/**
 * Reads of another school's records by id (results, sheets, assignments) answer 404 like an
 * id that exists nowhere, and each writes one security line: who asked, the operation and the
 * id (issue 25 point 28; tenancy.test.ts checks the same for every other area's 404). An id of
 * the caller's own school that is simply missing writes none.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { setup, type TestContext } from '../test/harness.ts';

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
    config: { ...t.config, logLevel: 'warn' },
    logStream: stream,
  });
  await logged.ready();
});
afterAll(async () => {
  await logged?.close();
  await t?.close();
});

const securityLines = () =>
  lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => l.security);

const get = async (url: string, as = 'admin') =>
  logged.inject({ url: `/api${url}`, headers: { authorization: `Bearer ${await t.token(as)}` } });

describe('another school’s id in a read', () => {
  it('answers 404 and logs who asked, the operation and the id', async () => {
    const student = String(t.ids.users['other-student']);
    const cls = String(t.ids.other.classId);
    const T = 'First%20Term/2025%2F2026';
    const reads: [string, string, string][] = [
      ['getStaffMidTermResult', `/staff/midtermresult/${student}/${T}`, student],
      ['getStaffEndTermResult', `/staff/endtermresult/${student}/${T}`, student],
      ['getCumulativeScore', `/cumulativescore/${student}/Second%20Half/${T}`, student],
      ['getFirstAssessmentResult', `/result/firstassesment/${student}/${T}`, student],
      ['getSecondAssessmentResult', `/result/secondassesment/${student}/${T}`, student],
      ['getBroadsheet', `/broadsheet/${cls}/${T}`, cls],
    ];
    for (const [operation, url, id] of reads) {
      lines.length = 0;
      const res = await get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(404);
      expect(securityLines(), url).toEqual([
        expect.objectContaining({
          operation,
          id,
          userId: String(t.ids.users.admin),
          schId: String(t.ids.demo.schId),
        }),
      ]);
    }
  });

  it('logs nothing for a missing record of the caller’s own school', async () => {
    lines.length = 0;
    const own = String(t.ids.users.student);
    const res = await get(`/staff/endtermresult/${own}/Third%20Term/2030%2F2031`);
    expect(res.statusCode).toBe(404);
    expect(securityLines()).toEqual([]);
  });
});
