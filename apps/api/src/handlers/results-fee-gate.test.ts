/**
 * Fee-gated results (issue 29 point 5), through HTTP on the demo school: the demo student owes
 * for the First Term of 2025/2026 (an invoice part paid), whose results are released. With the school's gate on and
 * its threshold below what they owe, every result read a student or a guardian can call (the
 * results operations of the contract open to them, and the family home's latest result)
 * answers "held"; at the threshold, or once staff exempt the student with a reason (audited),
 * the card again. The release screen's list says who is held.
 */
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../contract.ts';
import { auditLog, users } from '../db/schema.ts';
import { conforms } from '../test/conforms.ts';
import { createFee, createInvoice, pay } from '../test/finance.ts';
import { setup, type TestContext } from '../test/harness.ts';
import { ARM, enterExamScores, releaseArm } from '../test/results.ts';

let t: TestContext;
let student: string;
let classId: string;
const term = 'First Term';
const session = '2025/2026';
const at = `${encodeURIComponent(term)}/${encodeURIComponent(session)}`;

/** Each family read of a result, by operationId: how a student or guardian calls it. */
const READS: Record<string, (as: string) => Promise<LightMyRequestResponse>> = {
  getMidTermResult: (as) => t.call('GET', `/midtermresult/${student}/${at}`, { as }),
  getEndTermResult: (as) => t.call('GET', `/endtermresult/${student}/${at}`, { as }),
  getCumulativeScore: (as) =>
    t.call('GET', `/cumulativescore/${student}/Second%20Half/${at}`, { as }),
  listResults: (as) =>
    t.call('GET', '/get-result', { as, query: { period: 'Second Half', term, session } }),
};

/** The results operations a student or a guardian may call, from the contract's x-roles. */
function familyResultReads() {
  const found: { operationId: string; as: string }[] = [];
  for (const op of loadContract().operations.values()) {
    if (op.tag !== 'results') continue;
    if (op.roles.includes('student')) found.push({ operationId: op.operationId, as: 'student' });
    if (op.roles.includes('guardian')) found.push({ operationId: op.operationId, as: 'parent' });
  }
  return found;
}

const holds = async () => {
  const res = await t.call('GET', `/results/fee-holds/${classId}/${at}`, { as: 'admin' });
  expect(res.statusCode).toBe(200);
  const body = conforms(res, 'ResultFeeHoldsItem');
  return body.data.attributes.students.find(
    (s: { student_id: string }) => s.student_id === student,
  ) as { owed: number; held: boolean; exemption_reason: string | null };
};

const gate = (enabled: boolean, threshold: number, as = 'admin') =>
  t.call('PUT', '/results/fee-gate', { as, body: { enabled, threshold } });

const familyLatest = async () => {
  const res = await t.call('GET', '/family/children', { as: 'parent' });
  expect(res.statusCode).toBe(200);
  const child = (
    res.json().data as { student_id: string; latest_result: unknown; result_held: boolean }[]
  ).find((c) => c.student_id === student);
  expect(child).toBeDefined();
  // Held: no figures, and the home says it is held rather than not released.
  expect(child?.result_held).toBe(child?.latest_result === null);
  return child?.latest_result;
};

beforeAll(async () => {
  t = await setup();
  student = String(t.ids.users.student);
  const [row] = await t.database.db
    .select({ classId: users.classId })
    .from(users)
    .where(and(eq(users.schId, t.ids.demo.schId), eq(users.id, t.ids.users.student)));
  classId = String(row?.classId);
  // Released mid-term and end-of-term results, and a First Term invoice of ₦50,000 of which
  // ₦10,000 is paid: the student owes ₦40,000 (4,000,000 kobo) for the term.
  await enterExamScores(t, [student]);
  const mid = await t.call('POST', '/midTermResult', {
    as: 'teacher',
    body: {
      class_id: String(t.ids.demo.classIds[0]),
      sub_class: 'A',
      subject_id: String(t.ids.demo.subjectIds[0]),
      term,
      session,
      students: [
        {
          student_id: student,
          scores: [
            { component: 'ca1', score: 15, absent: false },
            { component: 'ca2', score: 12, absent: false },
          ],
        },
      ],
    },
  });
  expect(mid.statusCode, mid.body).toBe(200);
  expect((await releaseArm(t)).statusCode).toBe(200);
  const midRelease = await t.call('PATCH', '/release/result', {
    as: 'principal',
    body: { ...ARM, period: 'First Half', class_id: String(t.ids.demo.classIds[0]) },
  });
  expect(midRelease.statusCode, midRelease.body).toBe(200);
  const fee = await createFee(t, 'Tuition', 5_000_000);
  const invoice = await createInvoice(t, student, [{ fee_id: fee }]);
  expect((await pay(t, invoice.id, 1_000_000)).statusCode).toBe(201);
});
afterAll(() => t.close());

describe('fee-gated results', () => {
  it('lists the family result reads of the contract, each with a call here', () => {
    const reads = familyResultReads();
    expect(reads.map((r) => r.operationId).sort()).toEqual(
      [
        'getCumulativeScore',
        'getCumulativeScore',
        'getEndTermResult',
        'getEndTermResult',
        'getMidTermResult',
        'getMidTermResult',
        'listResults',
      ].sort(),
    );
    for (const r of reads) expect(READS[r.operationId], r.operationId).toBeDefined();
  });

  it('is off by default, and only a superadmin or admin changes it', async () => {
    const res = await t.call('GET', '/results/fee-gate', { as: 'principal' });
    expect(conforms(res, 'ResultFeeGateItem').data.attributes).toEqual({
      enabled: false,
      threshold: 0,
    });
    expect((await gate(true, 0, 'principal')).statusCode).toBe(403);
    expect((await holds()).held).toBe(false);
  });

  it('holds every family result read while the student owes above the threshold', async () => {
    const { owed } = await holds();
    expect(owed).toBe(4_000_000);
    for (const { operationId, as } of familyResultReads()) {
      const res = await must(READS[operationId])(as);
      expect(res.statusCode, `${operationId} ${as} ${res.body}`).toBe(200);
    }
    expect(await familyLatest()).not.toBeNull();

    // Owing exactly the threshold is not held.
    expect((await gate(true, owed)).statusCode).toBe(200);
    expect((await holds()).held).toBe(false);
    expect((await READS.getEndTermResult?.('student'))?.statusCode).toBe(200);

    const saved = await gate(true, owed - 1);
    expect(conforms(saved, 'ResultFeeGateItem').data.attributes).toEqual({
      enabled: true,
      threshold: owed - 1,
    });
    expect(await holds()).toMatchObject({ held: true, exemption_reason: null });
    for (const { operationId, as } of familyResultReads()) {
      const res = await must(READS[operationId])(as);
      expect(res.statusCode, `${operationId} ${as} ${res.body}`).toBe(404);
      expect(res.json().result_status, `${operationId} ${as} ${res.body}`).toBe('held');
      expect(conforms(res, 'ResultUnavailableBody'), `${operationId} ${as}`).toEqual({
        message: 'This result is held: please see the bursar.',
        result_status: 'held',
      });
    }
    expect(await familyLatest()).toBeNull();
    // Staff still read the card.
    const staff = await t.call('GET', `/staff/endtermresult/${student}/${at}`, { as: 'admin' });
    expect(staff.statusCode).toBe(200);
  });

  it('answers the card again once the student is exempted for the term, audited', async () => {
    const body = { student_id: student, term, session, reason: 'Scholarship being processed' };
    const res = await t.call('POST', '/results/fee-exemptions', { as: 'principal', body });
    expect(res.statusCode).toBe(201);
    const exemption = conforms(res, 'ResultFeeExemptionItem').data;
    const again = await t.call('POST', '/results/fee-exemptions', { as: 'admin', body });
    expect(again.statusCode).toBe(409);

    expect(await holds()).toMatchObject({
      held: false,
      exemption_reason: 'Scholarship being processed',
    });
    for (const { operationId, as } of familyResultReads()) {
      const res = await must(READS[operationId])(as);
      expect(res.statusCode, `${operationId} ${as} ${res.body}`).toBe(200);
    }
    expect(await familyLatest()).not.toBeNull();

    const logged = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.schId, t.ids.demo.schId),
          eq(auditLog.entity, 'result_fee_exemption'),
          eq(auditLog.entityId, BigInt(exemption.id)),
        ),
      );
    expect(logged).toHaveLength(1);
    expect(logged[0]?.detail).toMatchObject({ reason: 'Scholarship being processed', term });
  });
});

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('missing');
  return value;
}
