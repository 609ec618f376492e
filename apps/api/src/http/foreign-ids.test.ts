/**
 * Reads and changes of another school's records by id (results, sheets, finance, notes, files,
 * result settings) answer 404 like an id that exists nowhere, and each writes one security
 * line: who asked, the operation and the id (issue 25 point 28; tenancy.test.ts checks the
 * same for school setup and people). An id of the caller's own school that is simply missing
 * writes none. Every id in a contract path names the table it is looked up in.
 */
import { Writable } from 'node:stream';
import { DESIGNATION } from '@schoolmates/domain/people';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadContract, type OperationId } from '../contract.ts';
import { addPerson } from '../test/add-person.ts';
import { multipartForm, SAMPLES } from '../test/file-samples.ts';
import { createBank, createFee, createInvoice, ok, pay, SESSION, TERM } from '../test/finance.ts';
import { setup, type TestContext } from '../test/harness.ts';
import { tablesOf } from './foreign-ids.ts';

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

describe('every id in a contract path', () => {
  it('names the table it is looked up in', () => {
    const { spec } = loadContract() as unknown as {
      spec: { paths: Record<string, Record<string, { operationId?: string }>> };
    };
    const unmapped: string[] = [];
    for (const [path, item] of Object.entries(spec.paths)) {
      for (const op of Object.values(item)) {
        if (!op?.operationId) continue;
        for (const [, name] of path.matchAll(/\{(id|\w+_id)\}/g)) {
          if (!tablesOf(path, name as string)) unmapped.push(`${op.operationId} ${name}`);
        }
      }
    }
    expect(unmapped).toEqual([]);
  });
});

describe('another school’s record by its id in the path', () => {
  /** The demo school's records, made as its staff would; asked for by the other school. */
  const ours = {} as Record<
    | 'bank'
    | 'fee'
    | 'invoice'
    | 'payment'
    | 'expense'
    | 'announcement'
    | 'file'
    | 'note'
    | 'band'
    | 'point'
    | 'activity'
    | 'skill'
    | 'comment',
    string
  >;
  const call = async (as: string, method: InjectOptions['method'], url: string, body?: object) =>
    logged.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${await t.token(as)}` },
      ...(body ? { payload: body } : {}),
    });
  const made = async (as: string, url: string, body: object) => {
    const res = await call(as, 'POST', url, body);
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
    const data = res.json().data;
    return String(Array.isArray(data) ? data[0].id : data.id);
  };
  const upload = async (as: string, purpose: string, bytes: Buffer, filename: string) => {
    const form = multipartForm([
      { name: 'purpose', value: purpose },
      { name: 'file', value: bytes, filename },
    ]);
    const res = await logged.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...form.headers, authorization: `Bearer ${await t.token(as)}` },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return String(res.json().data.id);
  };
  const callers: Record<string, string> = {};

  beforeAll(async () => {
    const other = {
      schId: t.ids.other.schId,
      campusId: t.ids.other.campusId,
      kind: 'staff' as const,
    };
    callers['other-admin'] = String(t.ids.users['other-admin']);
    callers['other-account'] = await addPerson(t, {
      ...other,
      username: 'other-account',
      designationId: DESIGNATION.account,
    });
    callers['other-principal'] = await addPerson(t, {
      ...other,
      username: 'other-principal',
      designationId: DESIGNATION.principal,
    });
    ours.bank = await createBank(t);
    ours.fee = await createFee(t, 'School fees', 15_000_000);
    ours.invoice = (await createInvoice(t, String(t.ids.users.student), [{ fee_id: ours.fee }])).id;
    ours.payment = (await pay(t, ours.invoice, 100_000)).json().data.id;
    ours.expense = (
      await ok(t, 'POST', '/expenses', {
        body: {
          term: TERM,
          session: SESSION,
          expense_category: 'Maintenance',
          amount: 2_000_000,
          payment_method: 'cash',
          beneficiary: 'Ade Plumbing',
          purpose: 'Borehole repair',
          spent_at: '2025-09-20',
        },
      })
    ).data.id;
    ours.announcement = await made('admin', '/announcements', {
      title: 'Ours',
      description: 'Details inside.',
      audience: 'all',
    });
    ours.file = await upload('admin', 'avatar', SAMPLES.png, 'me.png');
    ours.note = await made('teacher', '/v2/lessonnote/add', {
      class_id: String(t.ids.demo.classIds[0]),
      subject_id: String(t.ids.demo.subjectIds[0]),
      week: 3,
      term: TERM,
      session: SESSION,
      topic: 'Fractions',
      description: 'Adding fractions with unlike denominators.',
      date_from: '2025-09-22',
      date_to: '2025-09-26',
      methodology: 'Worked examples, then pairs.',
      file_id: await upload('teacher', 'lesson_note', SAMPLES.pdf, 'plan.pdf'),
    });
    ours.band = await made('admin', '/grading', {
      bands: [
        { score_from: 0, score_to: 49, grade: 'F', remark: 'Fail' },
        { score_from: 50, score_to: 100, grade: 'P', remark: 'Pass' },
      ],
    });
    ours.point = await made('admin', '/gpa', {
      bands: [
        { min_mark: 0, max_mark: 49, grade_point: 1.5, remark: 'Low' },
        { min_mark: 50, max_mark: 100, grade_point: 4.75, remark: 'High' },
      ],
    });
    ours.activity = await made('admin', '/extra-curricular', { name: 'Chess' });
    ours.skill = await made('admin', '/skills', {
      skill_type: 'affective_disposition',
      attribute: ['Punctuality'],
    });
    ours.comment = await made('principal', '/principalcomment', {
      hos_comment: 'Work harder.',
      score_from: 0,
      score_to: 49,
    });
  });

  // biome-ignore format: one line per request reads as a table
  const requests: [OperationId, string, InjectOptions['method'], () => string, object?][] = [
    ['updateBank', 'other-account', 'PATCH', () => `/bank/${ours.bank}`, { bank_name: 'Theirs' }],
    ['deleteBank', 'other-account', 'DELETE', () => `/bank/${ours.bank}`],
    ['updateFee', 'other-account', 'PATCH', () => `/fee/${ours.fee}`, { feetype: 'Theirs' }],
    ['deleteFee', 'other-account', 'DELETE', () => `/fee/${ours.fee}`],
    ['getInvoice', 'other-account', 'GET', () => `/invoice/${ours.invoice}`],
    ['getPayment', 'other-account', 'GET', () => `/payment/${ours.payment}`],
    ['reversePayment', 'other-account', 'POST', () => `/payment/${ours.payment}/reverse`, { reason: 'Bounced transfer' }],
    ['correctExpense', 'other-account', 'PATCH', () => `/expenses/${ours.expense}`, { beneficiary: 'Theirs', reason: 'Wrong name' }],
    ['updateAnnouncement', 'other-admin', 'PATCH', () => `/announcements/${ours.announcement}`, { title: 'Theirs' }],
    ['deleteAnnouncement', 'other-admin', 'DELETE', () => `/announcements/${ours.announcement}`],
    ['downloadFile', 'other-admin', 'GET', () => `/files/${ours.file}`],
    ['approveLessonNote', 'other-admin', 'PATCH', () => `/v2/lessonnote/approve/${ours.note}`],
    ['listLessonNoteHistory', 'other-admin', 'GET', () => `/v2/lessonnote/history/${ours.note}`],
    ['deleteGradingBand', 'other-admin', 'DELETE', () => `/grading/${ours.band}`],
    ['deleteGradePoint', 'other-admin', 'DELETE', () => `/gpa/${ours.point}`],
    ['deleteExtraCurricular', 'other-admin', 'DELETE', () => `/delete-extra-curricular/${ours.activity}`],
    ['getSkill', 'other-admin', 'GET', () => `/skills/${ours.skill}`],
    ['deletePrincipalComment', 'other-principal', 'DELETE', () => `/principalcomment/${ours.comment}`],
  ];

  it.each(requests)(
    '%s as %s: 404, and who asked, the operation and the id are logged',
    async (operation, as, method, url, body) => {
      lines.length = 0;
      const path = url();
      const res = await call(as, method, path, body);
      expect(res.statusCode, res.body).toBe(404);
      expect(securityLines()).toEqual([
        expect.objectContaining({
          operation,
          field: 'id',
          id: path.match(/\/(\d+)(\/\w+)?$/)?.[1],
          userId: callers[as],
          schId: String(t.ids.other.schId),
        }),
      ]);
    },
  );
});
