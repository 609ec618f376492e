import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setup, type TestContext } from '../test/harness.ts';
import { mailTo } from '../test/messages.ts';

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

const student = (n: number, change: Record<string, string | null> = {}) => ({
  admission_number: `IMP/${String(n).padStart(4, '0')}`,
  surname: `Adébáyọ̀${n}`,
  firstname: 'Ọlá',
  middlename: null,
  gender: n % 2 ? 'female' : 'Male',
  dob: '2013-05-14',
  class_name: className,
  sub_class: arm,
  session_admitted: '2025/2026',
  phone_number: '+234 803 000 0000',
  email_address: null,
  ...change,
});

const importRows = (rows: unknown[], dryRun: boolean, as = 'admin') =>
  t.call('POST', '/student/import', { as, body: { dry_run: dryRun, rows } });

describe('importing students', () => {
  const bad = () => [
    student(1),
    student(2, { class_name: 'JSS 9' }),
    student(3, { admission_number: 'IMP/0001' }),
    student(4, { dob: '2013-02-30' }),
    student(5, { admission_number: 'DEMO/001', sub_class: 'Z' }),
    student(6, { dob: '2999-01-01', gender: 'other', surname: ' ' }),
  ];

  it('a dry run lists every problem at its row and column and writes nothing', async () => {
    const before = await t.rowCount();
    const res = await importRows(bad(), true);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ dry_run: true, rows: 6, slips: [] });
    expect(data.errors).toEqual({
      'rows.1.class_name': ['is not a class of this campus'],
      'rows.2.admission_number': ['is also on row 1'],
      'rows.3.dob': ['must be a date such as 2014-03-21'],
      'rows.4.admission_number': ['is already used in the school'],
      'rows.4.sub_class': [expect.stringMatching(/^is not an arm of /)],
      'rows.5.dob': ['must be in the past'],
      'rows.5.gender': ['must be male or female'],
      'rows.5.surname': ['is required'],
    });
    expect(await t.rowCount()).toBe(before);
  });

  it('the real import of a file with any problem answers 422 with the same errors and writes nothing', async () => {
    const before = await t.rowCount();
    const res = await importRows(bad(), false);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('8 problems found; nothing was written.');
    expect(Object.keys(res.json().errors)).toHaveLength(8);
    expect(await t.rowCount()).toBe(before);
  });

  it('a clean file admits every row with a login slip whose one-time password signs in', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => student(100 + i));
    const dry = await importRows(rows, true);
    expect(dry.json().data.errors).toEqual({});
    const res = await importRows(rows, false);
    expect(res.statusCode).toBe(200);
    const slips = res.json().data.slips;
    expect(slips).toHaveLength(30);
    expect(slips[0].attributes).toMatchObject({
      user_type: 'student',
      fullname: 'Adébáyọ̀100 Ọlá',
      admission_number: 'IMP/0100',
      username: 'imp/0100',
      class_name: className,
      sub_class: arm,
    });
    const listed = await t.call('GET', '/student', { as: 'admin', query: { search: 'IMP/01' } });
    expect(listed.json().meta.total).toBe(30);
    const signIn = await t.call('POST', '/login', {
      body: { username: 'imp/0129', password: slips[29].attributes.one_time_password },
    });
    expect(signIn.statusCode).toBe(200);
    // The same file again: every admission number is now taken.
    const again = await importRows(rows.slice(0, 2), true);
    expect(again.json().data.errors).toEqual({
      'rows.0.admission_number': ['is already used in the school'],
      'rows.1.admission_number': ['is already used in the school'],
    });
  });

  it('allocates admission numbers in row order when the school generates them', async () => {
    const settings = await t.call('POST', '/admission-number/settings', {
      as: 'superadmin',
      body: { auto_generate: true, initial: 'IMP' },
    });
    expect(settings.statusCode).toBe(200);
    const typed = await importRows([student(200)], true);
    expect(typed.json().data.errors).toEqual({
      'rows.0.admission_number': ['must be left blank: the school generates admission numbers'],
    });
    const rows = [student(201), student(202)].map((r) => ({ ...r, admission_number: null }));
    const res = await importRows(rows, false);
    expect(res.statusCode).toBe(200);
    const numbers = res
      .json()
      .data.slips.map(
        (s: { attributes: { admission_number: string } }) => s.attributes.admission_number,
      );
    expect(numbers[0]).toMatch(/^IMP\/\d{6}\/\d{5}$/);
    expect(Number(numbers[1].slice(-5))).toBe(Number(numbers[0].slice(-5)) + 1);
    await t.call('POST', '/admission-number/settings', {
      as: 'superadmin',
      body: { auto_generate: false },
    });
  });

  it('only the school’s managers may import', async () => {
    expect((await importRows([student(300)], true, 'teacher')).statusCode).toBe(403);
  });
});

describe('importing staff', () => {
  const member = (n: number, change: Record<string, string | null> = {}) => ({
    surname: 'Okonkwo',
    firstname: `Chukwuemeka${n}`,
    middlename: null,
    gender: 'male',
    role: 'Teacher',
    department: 'SCI',
    email: `staff${n}@import.test`,
    phoneno: '0803 111 2222',
    address: null,
    ...change,
  });
  const importStaff = (rows: unknown[], dryRun: boolean, as = 'admin') =>
    t.call('POST', '/staff/import', { as, body: { dry_run: dryRun, rows } });

  it('points at every problem and writes nothing, then adds a clean file whole', async () => {
    const before = await t.rowCount();
    const bad = [
      member(1),
      member(2, { role: 'Admin' }),
      member(3, { department: 'Music' }),
      member(4, { email: 'staff1@import.test', gender: 'x' }),
    ];
    const dry = await importStaff(bad, true);
    expect(dry.json().data.errors).toEqual({
      'rows.1.role': ['must be one of Account, Principal, Teacher'],
      'rows.2.department': ['is not a department of the school'],
      'rows.3.email': ['is also on row 1'],
      'rows.3.gender': ['must be male or female'],
    });
    expect((await importStaff(bad, false)).statusCode).toBe(422);
    expect(await t.rowCount()).toBe(before);

    const good = [member(1), member(2), member(3, { firstname: 'Chukwuemeka1', email: null })];
    const res = await importStaff(good, false);
    expect(res.statusCode).toBe(200);
    const slips = res
      .json()
      .data.slips.map((s: { attributes: { username: string } }) => s.attributes.username);
    expect(slips).toEqual(['chukwuemeka.okonkwo', 'chukwuemeka.okonkwo1', 'chukwuemeka.okonkwo2']);
    // Who has an e-mail is sent their username and one-time password (the third has none).
    const passwords = res
      .json()
      .data.slips.map(
        (s: { attributes: { one_time_password: string } }) => s.attributes.one_time_password,
      );
    for (const [n, address] of ['staff1@import.test', 'staff2@import.test'].entries()) {
      const [mail, ...more] = await mailTo(t, address);
      expect(more).toEqual([]);
      expect(mail?.event).toBe('one_time_password');
      expect(mail?.text).toContain(`the one-time password ${passwords[n]};`);
    }
  });
});
