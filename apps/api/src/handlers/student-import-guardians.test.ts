/**
 * The student import's guardian columns (issue 28): two students sharing a mother make ONE
 * guardian linked to both, a guardian of the school named by phone is linked rather than
 * copied, and the preview says which guardians are new and which matched.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardianLinks, messages, users } from '../db/schema.ts';
import { setup, type TestContext } from '../test/harness.ts';

let t: TestContext;
let className: string;
let arm: string;
beforeAll(async () => {
  t = await setup();
  const classes = (await t.call('GET', '/class', { as: 'admin' })).json().data;
  className = classes[0].attributes.class_name;
  arm = classes[0].attributes.sub_class[0];
});
afterAll(() => t?.close());

const student = (n: number, guardian: Record<string, string | null> = {}) => ({
  admission_number: `FAM/${String(n).padStart(4, '0')}`,
  surname: 'Okafor',
  firstname: `Child${n}`,
  gender: n % 2 ? 'female' : 'male',
  dob: '2013-05-14',
  class_name: className,
  sub_class: arm,
  session_admitted: '2025/2026',
  ...guardian,
});
const mother = {
  guardian_surname: 'Okafor',
  guardian_firstname: 'Ngozi',
  guardian_relationship: 'Mother',
  guardian_fee_contact: 'yes',
};
const importRows = (rows: unknown[], dryRun: boolean) =>
  t.call('POST', '/student/import', { as: 'admin', body: { dry_run: dryRun, rows } });

const guardiansWithPhone = (phone: string) =>
  t.database.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.schId, t.ids.demo.schId), eq(users.kind, 'guardian'), eq(users.phone, phone)),
    );
const linksOf = (guardianId: bigint) =>
  t.database.db
    .select({ studentId: guardianLinks.studentId, relationship: guardianLinks.relationship })
    .from(guardianLinks)
    .where(
      and(eq(guardianLinks.schId, t.ids.demo.schId), eq(guardianLinks.guardianId, guardianId)),
    );

describe('importing students with their guardians', () => {
  // Rows 0 and 1 share a mother, typed two ways; row 2's father is the seeded `parent`
  // (phone 0803 000 0001), named by phone in another form.
  const family = () => [
    student(1, { ...mother, guardian_phone: '0803 555 6666' }),
    student(2, {
      ...mother,
      guardian_phone: '+234 803 555 6666',
      guardian_email: 'ngozi@home.test',
      guardian_whatsapp: '0809 222 3333',
    }),
    student(3, {
      guardian_surname: 'Parent',
      guardian_firstname: 'Demo',
      guardian_relationship: 'father',
      guardian_phone: '2348030000001',
    }),
    student(4),
  ];

  it('the preview names each guardian once, new or matched, and writes nothing', async () => {
    const before = await t.rowCount();
    const res = await importRows(family(), true);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.errors).toEqual({});
    expect(data.guardians).toEqual([
      {
        id: null,
        surname: 'Okafor',
        firstname: 'Ngozi',
        email: 'ngozi@home.test',
        phone: '+2348035556666',
        rows: [0, 1],
        matched: false,
      },
      {
        id: String(t.ids.users.parent),
        surname: 'Parent',
        firstname: 'Demo',
        email: null,
        phone: '+2348030000001',
        rows: [2],
        matched: true,
      },
    ]);
    expect(await t.rowCount()).toBe(before);
  });

  it('makes one mother linked to both children and links the existing father, not a copy', async () => {
    const invitationsBefore = await t.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.schId, t.ids.demo.schId), eq(messages.event, 'guardian_invitation')));
    const res = await importRows(family(), false);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.slips).toHaveLength(4);
    expect(data.guardians.map((g: { matched: boolean }) => g.matched)).toEqual([false, true]);
    const [motherId] = (await guardiansWithPhone('+2348035556666')).map((r) => r.id);
    expect(await guardiansWithPhone('+2348035556666')).toHaveLength(1);
    expect(data.guardians[0].id).toBe(String(motherId));
    const students = (
      await t.call('GET', '/student', { as: 'admin', query: { search: 'FAM/000' } })
    ).json().data as { id: string; attributes: { admission_number: string } }[];
    const idOf = (n: string) => students.find((s) => s.attributes.admission_number === n)?.id;
    expect(
      (await linksOf(motherId as bigint)).map((l) => [String(l.studentId), l.relationship]).sort(),
    ).toEqual(
      [
        [idOf('FAM/0001'), 'mother'],
        [idOf('FAM/0002'), 'mother'],
      ].sort(),
    );
    expect(await guardiansWithPhone('+2348030000001')).toHaveLength(1);
    expect((await linksOf(t.ids.users.parent as bigint)).map((l) => String(l.studentId))).toContain(
      idOf('FAM/0003'),
    );
    // The staff list says so too: the mother's two children, the fee contact.
    const listed = await t.call('GET', '/guardians', {
      as: 'account',
      query: { search: 'ngozi@home.test' },
    });
    expect(listed.json().data[0].children).toHaveLength(2);
    expect(listed.json().data[0].whatsapp).toBe('+2348092223333');
    expect(listed.json().data[0].children[0]).toMatchObject({ fee_contact: true });
    // Only the new mother is invited.
    const invitations = await t.database.db
      .select({ recipient: messages.recipient })
      .from(messages)
      .where(and(eq(messages.schId, t.ids.demo.schId), eq(messages.event, 'guardian_invitation')));
    expect(invitations.length - invitationsBefore.length).toBe(1);
    expect(invitations.map((m) => m.recipient)).toContain('ngozi@home.test');
  });

  it('a guardian imported again by e-mail is matched, not made twice', async () => {
    const res = await importRows(
      [student(5, { ...mother, guardian_email: 'NGOZI@home.test' })],
      false,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.guardians[0]).toMatchObject({ matched: true });
    expect(await guardiansWithPhone('+2348035556666')).toHaveLength(1);
  });

  it('points at each guardian cell with a problem', async () => {
    const before = await t.rowCount();
    const res = await importRows(
      [
        student(10, { ...mother, guardian_relationship: 'aunt', guardian_phone: 'call me' }),
        student(11, { guardian_surname: 'Eze', guardian_fee_contact: 'maybe' }),
        student(12, { ...mother, guardian_email: 'admin@demo.schoolmates.test' }),
        {
          ...student(13, { ...mother, guardian_email: 'twin@home.test' }),
          email_address: 'twin@home.test',
        },
        student(14, { ...mother, guardian_phone: '0809 000 1111', guardian_email: 'x@home.test' }),
        student(15, { ...mother, guardian_phone: '0809 000 1111', guardian_email: 'y@home.test' }),
      ],
      false,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'rows.0.guardian_relationship': ['must be mother, father, guardian or sponsor'],
      'rows.0.guardian_phone': ['must be a phone number, e.g. 0803 123 4567'],
      'rows.1.guardian_firstname': ['is required'],
      'rows.1.guardian_fee_contact': ['must be yes or no'],
      'rows.1.guardian_phone': ['give an e-mail or a phone number: the guardian signs in with it'],
      'rows.2.guardian_email': ['already belongs to an account that is not a guardian'],
      'rows.3.guardian_email': ['is the e-mail of the student on row 4'],
      'rows.5.guardian_email': ["differs from row 5, the same guardian's phone"],
    });
    expect(await t.rowCount()).toBe(before);
  });
});
