/**
 * Report cards anyone can verify (issue 31), through HTTP: a released card carries a code, a
 * PIN and a signed statement; the code answers minimal facts without sign-in, the PIN every
 * figure as released; the statement verifies offline with the published keys and a tampered
 * one does not; a withheld-then-re-released card's old code says "replaced"; wrong PINs show
 * nothing and are limited per code; another school's code shows that school only; an
 * unreleased result has no code; look-ups are limited per address.
 *
 * JSS 1 A, First Term 2025/2026, one subject (Maths, ca1 20 + ca2 20 + exam 60): the demo
 * student 15, 18, 50 → 83; Ada 20, 10, 40 → 70.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compactVerify, createLocalJWKSet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportCardChecks, results } from '../db/schema.ts';
import { rotateSigningKey } from '../report-cards/signing-keys.ts';
import { figuresHash } from '../report-cards/statement.ts';
import { PIN_FAILURE_LIMIT } from '../report-cards/verify-card.ts';
import { addPerson } from '../test/add-person.ts';
import { conforms } from '../test/conforms.ts';
import { multipartForm, png } from '../test/file-samples.ts';
import { setup, type TestContext } from '../test/harness.ts';

let t: TestContext;
let classId: string;
let maths: string;
let student: string;
let ada: string;
const term = 'First Term';
const session = '2025/2026';
const path = `${encodeURIComponent(term)}/${encodeURIComponent(session)}`;
const cell = (component: string, score: number) => ({ component, score, absent: false });

const card = async (id: string) => {
  const res = await t.call('GET', `/staff/endtermresult/${id}/${path}`, { as: 'admin' });
  expect(res.statusCode).toBe(200);
  return conforms(res, 'EndTermResultItem').data.attributes;
};
const release = (ids: string[], as = 'principal') =>
  t.call('PATCH', '/release/result', {
    as,
    body: { term, session, period: 'Second Half', student_ids: ids },
  });
const withhold = (ids: string[]) =>
  t.call('PATCH', '/withhold/result', {
    as: 'principal',
    body: { term, session, period: 'Second Half', student_ids: ids, reason: 'Checking a score' },
  });
const lookUp = (code: string, headers?: Record<string, string>) =>
  t.call('GET', `/verify/${code}`, { ...(headers ? { headers } : {}) });
const open = (code: string, pin: string) => t.call('POST', `/verify/${code}`, { body: { pin } });

beforeAll(async () => {
  t = await setup({ messagesSecretKey: randomBytes(32) });
  classId = String(t.ids.demo.classIds[0]);
  maths = String(t.ids.demo.subjectIds[0]);
  student = String(t.ids.users.student);
  ada = await addPerson(t, {
    username: 'ada',
    surname: 'Ada',
    classId: t.ids.demo.classIds[0],
    subClass: 'A',
  });
  const scheme = await t.call('POST', '/v2/result/settings/store', {
    as: 'admin',
    body: {
      score_option_id: '2',
      components: [
        { name: 'First Assessment', maximum: 20, period: 'First Half' },
        { name: 'Second Assessment', maximum: 20, period: 'First Half' },
        { name: 'Exam', maximum: 60, period: 'Second Half' },
      ],
    },
  });
  expect(scheme.statusCode).toBe(200);
  const enter = (url: string, rows: [string, ReturnType<typeof cell>[]][]) =>
    t.call('POST', url, {
      as: 'teacher',
      body: {
        class_id: classId,
        sub_class: 'A',
        subject_id: maths,
        term,
        session,
        students: rows.map(([id, scores]) => ({ student_id: id, scores })),
      },
    });
  const mid = await enter('/midTermResult', [
    [student, [cell('ca1', 15), cell('ca2', 18)]],
    [ada, [cell('ca1', 20), cell('ca2', 10)]],
  ]);
  expect(mid.statusCode).toBe(200);
  const end = await enter('/endTermResult', [
    [student, [cell('exam', 50)]],
    [ada, [cell('exam', 40)]],
  ]);
  expect(end.statusCode).toBe(200);
});
afterAll(() => t?.close());

describe('a released report card', () => {
  it('has no code before it is released: the card carries none', async () => {
    expect((await card(student)).verification).toBeUndefined();
  });

  it('carries a code, a PIN and a statement that verifies with the published keys', async () => {
    expect((await release([student])).statusCode).toBe(200);
    const { verification: seal } = await card(student);
    expect(seal.code).toMatch(
      /^SM-\d+-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
    );
    expect(seal.code).toContain(`SM-${t.ids.demo.schId}-`);
    expect(seal.pin).toMatch(/^\d{8}$/);
    expect(seal.url).toBe(`${t.config.publicUrl}/verify/${seal.code}`);
    // the student reads the same seal on their own card
    const own = await t.call('GET', `/endtermresult/${student}/${path}`, { as: 'student' });
    expect(own.json().data.attributes.verification).toEqual(seal);

    const keys = await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(keys.statusCode).toBe(200);
    const viaApi = await t.call('GET', '/verification-keys');
    expect(conforms(viaApi, 'VerificationKeySet')).toEqual(keys.json());
    const { payload, protectedHeader } = await compactVerify(
      seal.statement,
      createLocalJWKSet(keys.json()),
    );
    expect(protectedHeader.alg).toBe('EdDSA');
    const statement = JSON.parse(new TextDecoder().decode(payload));
    expect(statement).toMatchObject({
      v: 1,
      code: seal.code,
      school: { id: String(t.ids.demo.schId), name: 'SchoolMates Demo Academy' },
      student: { id: student },
      term,
      session,
      period: 'Second Half',
    });
    expect(statement.figures).toMatch(/^sha256:[\w-]{43}$/);
  });

  it('answers minimal facts without sign-in, and no score', async () => {
    const { verification: seal } = await card(student);
    const res = await lookUp(seal.code.toLowerCase());
    expect(res.statusCode).toBe(200);
    const facts = conforms(res, 'ReportCardVerificationItem').data.attributes;
    expect(facts).toMatchObject({
      code: seal.code,
      status: 'valid',
      replaced_at: null,
      figures: null,
      school_name: 'SchoolMates Demo Academy',
      class_name: 'JSS 1 A',
      term,
      session,
      period: 'Second Half',
    });
    // no figure of the card: not its subjects, total, average or position
    expect(Object.keys(facts).sort()).toEqual(
      [
        'class_name',
        'code',
        'figures',
        'period',
        'released_at',
        'replaced_at',
        'school_logo',
        'school_name',
        'session',
        'status',
        'student_fullname',
        'term',
      ].sort(),
    );
  });

  it('shows every figure as released to whoever holds the PIN', async () => {
    const { verification: seal } = await card(student);
    const res = await open(seal.code, seal.pin);
    expect(res.statusCode).toBe(200);
    const { figures } = conforms(res, 'ReportCardVerificationItem').data.attributes;
    expect(figures.subjects).toEqual([
      {
        subject: expect.any(String),
        scores: [cell('ca1', 15), cell('ca2', 18), cell('exam', 50)],
        total: 83,
        grade: figures.subjects[0].grade,
        position: 1,
      },
    ]);
    expect(figures).toMatchObject({ total_score: 83, student_average: 83, position: 1 });
    // the statement signs these figures: the SHA-256 of their canonical JSON
    const claims = JSON.parse(
      Buffer.from(seal.statement.split('.')[1] as string, 'base64url').toString(),
    );
    expect(figuresHash(figures)).toBe(claims.figures);
  });

  it('fails a tampered statement', async () => {
    const { verification: seal } = await card(student);
    const keys = createLocalJWKSet((await t.call('GET', '/verification-keys')).json());
    const [header, payload, signature] = seal.statement.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, student: { id: ada, name: 'Ada' } }));
    await expect(
      compactVerify(`${header}.${forged.toString('base64url')}.${signature}`, keys),
    ).rejects.toThrow(/signature verification failed/);
  });
});

describe('the SDK example (packages/sdk/examples/verify-report-card.ts)', () => {
  const sdkDir = new URL('../../../../packages/sdk', import.meta.url).pathname;
  const example = (...args: string[]) =>
    spawnSync(join(sdkDir, 'node_modules/.bin/tsx'), ['examples/verify-report-card.ts', ...args], {
      cwd: sdkDir,
      encoding: 'utf8',
    });

  it('checks a printed card offline with the saved keys, and refuses a tampered one', async () => {
    const { verification: seal } = await card(student);
    const dir = mkdtempSync(join(tmpdir(), 'report-card-keys-'));
    try {
      const keys = join(dir, 'keys.json');
      writeFileSync(keys, (await t.app.inject({ url: '/.well-known/jwks.json' })).body);
      const good = example('--keys', keys, `${seal.url}#${seal.statement}`);
      expect(good.stderr).toBe('');
      expect(good.status).toBe(0);
      expect(good.stdout).toContain('VALID');
      expect(good.stdout).toContain(seal.code);
      const [header, payload, signature] = seal.statement.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const forged = Buffer.from(JSON.stringify({ ...claims, class: 'SS 3 A' })).toString(
        'base64url',
      );
      const bad = example('--keys', keys, `${seal.url}#${header}.${forged}.${signature}`);
      expect(bad.status).toBe(1);
      expect(bad.stderr).toContain('NOT VALID');
      // a genuine statement behind another card's address is refused too
      const moved = example(
        '--keys',
        keys,
        `${t.config.publicUrl}/verify/SM-1-0000-0000-0000#${seal.statement}`,
      );
      expect(moved.status).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('abuse', () => {
  it('a wrong PIN shows no score, and the attempt limit holds even for the right PIN', async () => {
    expect((await release([ada])).statusCode).toBe(200);
    const { verification: seal } = await card(ada);
    const wrong = seal.pin === '00000000' ? '11111111' : '00000000';
    for (let i = 1; i < PIN_FAILURE_LIMIT; i++) {
      const res = await open(seal.code, wrong);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.pin[0]).toContain(`${PIN_FAILURE_LIMIT - i}`);
      expect(res.body).not.toContain('"figures"');
    }
    const last = await open(seal.code, wrong);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    const right = await open(seal.code, seal.pin);
    expect(right.statusCode).toBe(429);
    expect(right.body).not.toContain('"figures"');
    // another card's PIN is not locked
    const other = await card(student);
    expect((await open(other.verification.code, other.verification.pin)).statusCode).toBe(200);
  });

  it('another school’s code shows that school only', async () => {
    const otherStudent = t.ids.users['other-student'];
    await t.database.db.insert(results).values({
      schId: t.ids.other.schId,
      campusId: t.ids.other.campusId,
      studentId: otherStudent,
      classId: t.ids.other.classId,
      subClass: 'A',
      period: 'Second Half',
      term,
      session,
    });
    const scheme = await t.call('POST', '/v2/result/settings/store', {
      as: 'other-admin',
      body: {
        components: [
          { name: 'CA', maximum: 40, period: 'First Half' },
          { name: 'Exam', maximum: 60, period: 'Second Half' },
        ],
      },
    });
    expect(scheme.statusCode).toBe(200);
    expect((await release([String(otherStudent)], 'other-admin')).statusCode).toBe(200);
    const theirs = await t.call('GET', `/staff/endtermresult/${otherStudent}/${path}`, {
      as: 'other-admin',
    });
    const seal = theirs.json().data.attributes.verification;
    expect(seal.code).toContain(`SM-${t.ids.other.schId}-`);
    const res = await lookUp(seal.code);
    expect(res.json().data.attributes).toMatchObject({
      school_name: 'Other School',
      student_fullname: expect.stringContaining('Other'),
    });
    // the random part of one school's code under another school's id is nobody's
    const ours = (await card(student)).verification.code as string;
    const moved = ours.replace(`SM-${t.ids.demo.schId}-`, `SM-${t.ids.other.schId}-`);
    expect((await lookUp(moved)).statusCode).toBe(404);
    // the other school's admin sees no check of the demo school's cards
    const listed = await t.call('GET', '/report-card-verifications', { as: 'other-admin' });
    expect(listed.statusCode).toBe(403);
  });

  it('a code of an unreleased result does not exist', async () => {
    expect((await lookUp('SM-1-0000-0000-0000')).statusCode).toBe(404);
    expect((await lookUp('not-a-code')).statusCode).toBe(404);
    expect((await open('SM-1-0000-0000-0000', '12345678')).statusCode).toBe(404);
  });

  it('limits look-ups per address with a clear 429', async () => {
    const limited = await setup({ verificationsPerMinute: 3 });
    try {
      const from = { 'x-forwarded-for': '203.0.113.9' };
      const codes = ['SM-1-AAAA-AAAA-AAAA', 'SM-1-BBBB-BBBB-BBBB', 'SM-1-CCCC-CCCC-CCCC'];
      for (const code of codes) {
        expect((await limited.call('GET', `/verify/${code}`, { headers: from })).statusCode).toBe(
          404,
        );
      }
      const res = await limited.call('GET', '/verify/SM-1-DDDD-DDDD-DDDD', { headers: from });
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json().message).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});

describe('withheld, then released again', () => {
  it('the old code says replaced, never its scores; the new code is valid', async () => {
    const before = (await card(student)).verification;
    expect((await withhold([student])).statusCode).toBe(200);
    const whileWithheld = await lookUp(before.code);
    expect(whileWithheld.json().data.attributes).toMatchObject({ status: 'replaced' });
    expect((await release([student])).statusCode).toBe(200);
    const after = (await card(student)).verification;
    expect(after.code).not.toBe(before.code);
    const old = await open(before.code, before.pin);
    expect(old.statusCode).toBe(200);
    expect(old.json().data.attributes).toMatchObject({ status: 'replaced', figures: null });
    expect(old.json().data.attributes.replaced_at).toEqual(expect.any(String));
    const fresh = await open(after.code, after.pin);
    expect(fresh.json().data.attributes).toMatchObject({ status: 'valid' });
    expect(fresh.json().data.attributes.figures.total_score).toBe(83);
  });

  it('every check is logged for the school, and the principal lists them', async () => {
    const rows = await t.database.db.select().from(reportCardChecks);
    expect(rows.some((r) => r.pinRight === true)).toBe(true);
    expect(rows.some((r) => r.pinRight === false)).toBe(true);
    expect(rows.some((r) => r.pinRight === null)).toBe(true);
    const res = await t.call('GET', '/report-card-verifications', { as: 'principal' });
    expect(res.statusCode).toBe(200);
    const list = conforms(res, 'ReportCardCheckList');
    const demoRows = rows.filter((r) => r.schId === t.ids.demo.schId);
    expect(list.meta.total).toBe(demoRows.length);
    expect(list.data[0].attributes).toMatchObject({ term, session, pin: expect.any(String) });
    const byTeacher = await t.call('GET', '/report-card-verifications', { as: 'teacher' });
    expect(byTeacher.statusCode).toBe(403);
  });

  it('a rotated key keeps the cards it signed valid, and signs nothing new', async () => {
    const before = (await card(student)).verification;
    const kidOf = (jws: string) =>
      JSON.parse(Buffer.from(jws.split('.')[0] as string, 'base64url').toString()).kid;
    const next = await rotateSigningKey(t.database.db, t.config.messagesSecretKey as Buffer);
    expect(next.kid).not.toBe(kidOf(before.statement));
    const keys = (await t.call('GET', '/verification-keys')).json();
    expect(keys.keys.map((k: { kid: string }) => k.kid)).toEqual(
      expect.arrayContaining([kidOf(before.statement), next.kid]),
    );
    await compactVerify(before.statement, createLocalJWKSet(keys));
    expect((await withhold([ada])).statusCode).toBe(200);
    expect((await release([ada])).statusCode).toBe(200);
    const fresh = (await card(ada)).verification;
    expect(kidOf(fresh.statement)).toBe(next.kid);
    await compactVerify(fresh.statement, createLocalJWKSet(keys));
  });
});

describe('the school’s logo on the check page', () => {
  it('is served for the card’s code to anyone, stored logos being for signed-in users only', async () => {
    const codeBefore = (await card(student)).verification.code;
    const noLogo = await t.call('GET', `/verify/${codeBefore}`);
    expect(noLogo.json().data.attributes.school_logo).toBeNull();
    expect((await t.call('GET', `/verify/${codeBefore}/logo`)).statusCode).toBe(404);
    // The school's logo, uploaded and set by the superadmin; cards released from then on show it.
    const bytes = png(4, 4);
    const form = multipartForm([
      { name: 'purpose', value: 'school_logo' },
      { name: 'file', value: bytes, filename: 'crest.png' },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...form.headers, authorization: `Bearer ${await t.token('superadmin')}` },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const set = await t.call('PATCH', '/school', {
      as: 'superadmin',
      body: { logo_file_id: uploaded.json().data.id },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await withhold([student])).statusCode).toBe(200);
    expect((await release([student])).statusCode).toBe(200);
    const { code } = (await card(student)).verification;
    const facts = (await t.call('GET', `/verify/${code}`)).json().data.attributes;
    expect(facts.school_logo).toBe(`/api/verify/${code}/logo`);
    const logo = await t.app.inject({ url: facts.school_logo });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(bytes)).toBe(true);
    // the same file by its own address needs a sign-in
    expect((await t.app.inject({ url: `/api/files/${uploaded.json().data.id}` })).statusCode).toBe(
      401,
    );
    expect((await t.call('GET', '/verify/SM-1-0000-0000-0000/logo')).statusCode).toBe(404);
  });
});
