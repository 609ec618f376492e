/**
 * Parents and guardians (issue 28): staff add and link them (matched by e-mail or phone, never
 * made twice, invited through the outbox); a guardian signs in with an e-mail or a phone and
 * reads only their linked children, and only released results: every guardian-readable
 * operation of the contract, called with another family's child, another school's child and an
 * unreleased result, answers 404 and leaks nothing. Unlinking cuts access at once.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../contract.ts';
import { guardianLinks, messages, users } from '../db/schema.ts';
import { addPerson } from '../test/add-person.ts';
import { createFee, createInvoice, pay } from '../test/finance.ts';
import { setup, type TestContext } from '../test/harness.ts';
import { enterExamScores, releaseArm } from '../test/results.ts';

let t: TestContext;
let child: string;
let otherFamilysChild: string;
let otherSchoolsChild: string;
let childInvoice: string;
let otherInvoice: string;
let otherPayment: string;

beforeAll(async () => {
  t = await setup();
  child = String(t.ids.users.student);
  otherSchoolsChild = String(t.ids.users['other-student']);
  otherFamilysChild = await addPerson(t, {
    username: 'tobi.neighbour',
    surname: 'Neighbour',
    firstname: 'Tobi',
    admissionNumber: 'DEMO/900',
    classId: t.ids.demo.classIds[0],
    subClass: 'A',
  });
  await enterExamScores(t, [child, otherFamilysChild]);
  const fee = await createFee(t, 'Tuition', 5_000_000);
  childInvoice = (await createInvoice(t, child, [{ fee_id: fee }])).id;
  otherInvoice = (await createInvoice(t, otherFamilysChild, [{ fee_id: fee }])).id;
  await pay(t, childInvoice, 1_000_000);
  otherPayment = (await pay(t, otherInvoice, 2_000_000)).json().data.id;
});
afterAll(() => t?.close());

const invitations = () =>
  t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.schId, t.ids.demo.schId), eq(messages.event, 'guardian_invitation')));

describe('adding a guardian', () => {
  it('makes one guardian, invited by e-mail, and matches them by phone the second time', async () => {
    const first = await t.call('POST', '/guardians', {
      as: 'admin',
      body: {
        surname: 'Neighbour',
        firstname: 'Bisi',
        email: 'bisi.neighbour@families.test',
        phone: '0805 111 2222',
        children: [{ student_id: otherFamilysChild, relationship: 'mother', fee_contact: true }],
      },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      matched: false,
      data: {
        phone: '+2348051112222',
        signed_in: false,
        children: [{ student_id: otherFamilysChild, relationship: 'mother', fee_contact: true }],
      },
    });
    const invited = await invitations();
    expect(invited.map((m) => m.recipient)).toEqual(['bisi.neighbour@families.test']);
    expect(invited[0]?.text).toContain('/reset-password?token=');

    const again = await t.call('POST', '/guardians', {
      as: 'principal',
      body: {
        surname: 'Neighbour',
        firstname: 'Bisi',
        phone: '+234 805 111 2222',
        children: [{ student_id: child, relationship: 'guardian' }],
      },
    });
    expect(again.json()).toMatchObject({ matched: true, data: { id: first.json().data.id } });
    expect(again.json().data.children).toHaveLength(2);
    expect(await invitations()).toHaveLength(1);
  });

  it('needs an e-mail or a phone, and a student of the school', async () => {
    const before = await t.rowCount();
    const noContact = await t.call('POST', '/guardians', {
      as: 'admin',
      body: {
        surname: 'A',
        firstname: 'B',
        children: [{ student_id: child, relationship: 'father' }],
      },
    });
    expect(noContact.statusCode).toBe(422);
    expect(noContact.json().errors.phone).toBeDefined();
    const foreign = await t.call('POST', '/guardians', {
      as: 'admin',
      body: {
        surname: 'A',
        firstname: 'B',
        phone: '08030000999',
        children: [{ student_id: otherSchoolsChild, relationship: 'father' }],
      },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await t.rowCount()).toBe(before);
  });

  it('is read by the bursar but changed only by admin, principal and superadmin', async () => {
    const listed = await t.call('GET', '/guardians', {
      as: 'account',
      query: { student_id: child },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((g: { username: string }) => g.username)).toContain('parent');
    const refused = await t.call('POST', '/guardians', {
      as: 'account',
      body: { surname: 'A', firstname: 'B', phone: '08030000998', children: [] },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('a guardian signing in', () => {
  it('signs in with their phone number as typed, or their e-mail', async () => {
    for (const username of ['0803 000 0001', '+2348030000001', 'parent@demo.schoolmates.test']) {
      const res = await t.call('POST', '/login', { body: { username, password: 'demo1234' } });
      expect(res.statusCode, username).toBe(200);
      expect(res.json().data.user).toMatchObject({ role: 'guardian', designation_id: 8 });
    }
  });
});

describe('a guardian’s own details', () => {
  it('keeps the phone they give in the form they sign in with, and never another guardian’s', async () => {
    const mine = await t.call('PATCH', '/profile', {
      as: 'parent',
      body: { phoneno: '0803 000 0001' },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.attributes).toMatchObject({
      role: 'guardian',
      phoneno: '+2348030000001',
    });
    const taken = await t.call('PATCH', '/profile', {
      as: 'parent',
      body: { phoneno: '+234 805 111 2222' },
    });
    expect(taken.statusCode).toBe(409);
    const wrong = await t.call('PATCH', '/profile', { as: 'parent', body: { phoneno: '12' } });
    expect(wrong.statusCode).toBe(422);
  });
});

describe('what a guardian reads', () => {
  it('sees a card per child and a family statement that adds up to the invoices', async () => {
    const before = (await t.call('GET', '/family/children', { as: 'parent' })).json().data;
    expect(before[0].attendance).toBeNull();
    // The class teacher's register of a Monday of the term, with Chidi absent.
    const register = await t.call('PUT', '/attendance/register', {
      as: 'teacher',
      body: {
        class_id: String(t.ids.demo.classIds[0]),
        sub_class: 'A',
        date: '2025-11-03',
        day_session: 'morning',
        marks: [{ student_id: child, mark: 'absent' }],
      },
    });
    expect(register.statusCode, register.body).toBe(200);
    const home = await t.call('GET', '/family/children', { as: 'parent' });
    expect(home.statusCode, home.body).toBe(200);
    expect(home.json().data).toEqual([
      expect.objectContaining({
        student_id: child,
        relationship: 'mother',
        balance: 4_000_000,
        latest_result: null,
        attendance: {
          term: 'First Term',
          session: '2025/2026',
          figures: expect.objectContaining({ marked: 1, absent: 1, present: 0 }),
        },
      }),
    ]);
    const statement = (await t.call('GET', '/family/statement', { as: 'parent' })).json().data;
    expect(statement.total_owed).toBe(4_000_000);
    expect(statement.lines).toEqual([
      expect.objectContaining({ invoice_id: childInvoice, total: 5_000_000, paid: 1_000_000 }),
    ]);
  });

  it('answers 404 and leaks nothing for every read of another child or an unreleased result', async () => {
    const token = await t.token('parent');
    const leaks: string[] = [];
    const guardianReads = [...loadContract().operations.values()].filter(
      (op) => op.roles.includes('guardian') && op.method === 'get',
    );
    const targets = { otherFamilysChild, otherSchoolsChild };
    let checked = 0;
    for (const op of guardianReads.filter((op) => op.path.includes('{student_id}'))) {
      // Their own child's unreleased result, for the reads of results.
      const own = op.tag === 'results' ? [['unreleased', child]] : [];
      for (const [what, studentId] of [...Object.entries(targets), ...own]) {
        const url = op.path
          .replace('{student_id}', studentId as string)
          .replace('{term}', 'First%20Term')
          .replace('{session}', '2025%2F2026')
          .replace('{period}', 'Second%20Half');
        // A term's reads (attendance) name it in the query.
        const res = await t.call('GET', url, {
          token,
          query: { term: 'First Term', session: '2025/2026' },
        });
        checked++;
        // The cumulative of one's own child before any release is the student's answer: the
        // child's name and no subject.
        const nothingYet =
          what === 'unreleased' && res.json().data?.attributes.subjects?.length === 0;
        if (res.statusCode !== 404 && !nothingYet) {
          leaks.push(`${op.operationId} ${what}: ${res.statusCode}`);
        }
        if (/Neighbour|Other Student|"score"/.test(res.body)) {
          leaks.push(`${op.operationId} ${what}: ${res.body.slice(0, 120)}`);
        }
      }
    }
    for (const [operation, url] of [
      ['getInvoice', `/invoice/${otherInvoice}`],
      ['getPayment', `/payment/${otherPayment}`],
    ]) {
      const res = await t.call('GET', url as string, { token });
      checked++;
      if (res.statusCode !== 404) leaks.push(`${operation}: ${res.statusCode}`);
    }
    const term = { period: 'Second Half', term: 'First Term', session: '2025/2026' };
    for (const [what, asked] of [
      ['another family', { student_id: otherFamilysChild }],
      ['another school', { student_id: otherSchoolsChild }],
      ['no child named', {}],
    ] as const) {
      const res = await t.call('GET', '/assignment-performance', {
        token,
        query: { ...term, ...asked },
      });
      checked++;
      if (res.statusCode !== 404) leaks.push(`getAssignmentPerformance ${what}: ${res.statusCode}`);
    }
    const ownSeries = await t.call('GET', '/assignment-performance', {
      token,
      query: { ...term, student_id: child },
    });
    expect(ownSeries.statusCode, ownSeries.body).toBe(200);
    for (const url of ['/invoice', '/payment']) {
      const res = await t.call('GET', url, { token, query: { student_id: otherFamilysChild } });
      checked++;
      if (res.json().data.length !== 0) leaks.push(`${url}?student_id: ${res.body.slice(0, 120)}`);
    }
    const own = await t.call('GET', '/invoice', { token });
    expect(own.json().data.map((i: { id: string }) => i.id)).toEqual([childInvoice]);
    expect(checked).toBeGreaterThanOrEqual(12);
    expect(leaks).toEqual([]);
  });

  it('reads a released result of their child, as the card shows it', async () => {
    expect((await releaseArm(t)).statusCode).toBe(200);
    const card = await t.call('GET', `/endtermresult/${child}/First%20Term/2025%2F2026`, {
      as: 'parent',
    });
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json().data.attributes.student_id).toBe(child);
    const home = (await t.call('GET', '/family/children', { as: 'parent' })).json().data;
    expect(home[0].latest_result).toMatchObject({ term: 'First Term', class_size: 2 });
    // Released to the child's family as well: the neighbour's mother reads nothing of it.
    const other = await t.call(
      'GET',
      `/endtermresult/${otherFamilysChild}/First%20Term/2025%2F2026`,
      {
        as: 'parent',
      },
    );
    expect(other.statusCode).toBe(404);
  });

  it('is told of the child’s results and fees, in words about the child', async () => {
    const told = await t.database.db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.schId, t.ids.demo.schId),
          eq(messages.recipient, 'parent@demo.schoolmates.test'),
        ),
      );
    const byEvent = Object.fromEntries(told.map((m) => [m.event, m.text]));
    expect(byEvent.result_released).toContain(
      "Chidi's First Term 2025/2026 result has been released.",
    );
    expect(byEvent.result_released).toContain(`/family/children/${child}`);
    expect(byEvent.invoice_issued).toContain('for Chidi');
    expect(byEvent.payment_received).toContain("towards Chidi's invoice");
    // Chidi's mother hears nothing of the neighbour's child.
    expect(told.filter((m) => m.text.includes('Tobi'))).toEqual([]);
  });

  it('loses a child at once when the link is removed', async () => {
    const token = await t.token('parent');
    const parentId = String(t.ids.users.parent);
    const before = await t.call('GET', `/invoice/${childInvoice}`, { token });
    expect(before.statusCode).toBe(200);
    const unlinked = await t.call('DELETE', `/guardians/${parentId}/children/${child}`, {
      as: 'admin',
    });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect((await t.call('GET', `/invoice/${childInvoice}`, { token })).statusCode).toBe(404);
    expect(
      (await t.call('GET', `/endtermresult/${child}/First%20Term/2025%2F2026`, { token }))
        .statusCode,
    ).toBe(404);
    expect((await t.call('GET', '/family/children', { token })).json().data).toEqual([]);
    const relinked = await t.call('PUT', `/guardians/${parentId}/children/${child}`, {
      as: 'admin',
      body: { relationship: 'mother', fee_contact: true },
    });
    expect(relinked.statusCode).toBe(200);
    const links = await t.database.db
      .select()
      .from(guardianLinks)
      .where(eq(guardianLinks.guardianId, t.ids.users.parent));
    expect(links).toHaveLength(1);
  });

  it('is refused every staff operation', async () => {
    const token = await t.token('parent');
    for (const url of ['/student', '/staff', '/guardians', '/outstanding', '/messages']) {
      expect((await t.call('GET', url, { token })).statusCode, url).toBe(403);
    }
    const [me] = await t.database.db.select().from(users).where(eq(users.id, t.ids.users.parent));
    expect(me?.kind).toBe('guardian');
  });
});
