import { admissionMonth } from '@schoolmates/domain/people';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords.ts';
import { must, one } from '../db/rows.ts';
import { promotions, users } from '../db/schema.ts';
import { insertUsers } from '../db/users.ts';
import { setup, type TestContext } from '../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await setup();
});
afterAll(() => t?.close());

const loginAs = (username: string, password: string) =>
  t.call('POST', '/login', { body: { username, password } });

describe('staff', () => {
  let staffId: string;
  let otp: string;
  it('creates staff with a generated username and a one-time password shown once', async () => {
    const res = await t.call('POST', '/staff', {
      as: 'admin',
      body: {
        surname: 'Okafor',
        firstname: 'Ada',
        designation_id: 4,
        gender: 'female',
        email: 'ada.new@demo.test',
      },
    });
    expect(res.statusCode).toBe(201);
    const a = res.json().data.attributes;
    // "ada.okafor" is free (the seeded admin is username "admin")
    expect(a).toMatchObject({
      username: 'ada.okafor',
      designation_id: 4,
      must_change_password: true,
      status: 'active',
    });
    expect(a.one_time_password).toMatch(/^[A-Za-z0-9]{10}$/);
    staffId = res.json().data.id;
    otp = a.one_time_password;
    const again = await t.call('POST', '/staff', {
      as: 'admin',
      body: { surname: 'Okafor', firstname: 'Ada', designation_id: 4, gender: 'female' },
    });
    expect(again.json().data.attributes.username).toBe('ada.okafor1');
    const signedIn = await loginAs('ada.okafor', otp);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user.must_change_password).toBe(true);
  });

  it('refuses roles the caller may not give, used e-mails and taken class arms', async () => {
    const body = { surname: 'Bad', firstname: 'Role', gender: 'male' };
    const sa = await t.call('POST', '/staff', {
      as: 'admin',
      body: { ...body, designation_id: 1 },
    });
    expect(sa.statusCode).toBe(422);
    expect(sa.json().errors.designation_id).toBeDefined();
    const email = await t.call('POST', '/staff', {
      as: 'admin',
      body: { ...body, designation_id: 4, email: 'teacher@demo.schoolmates.test' },
    });
    expect(email.statusCode).toBe(409);
    expect(email.json().message).toBe('This e-mail already belongs to an account.');
    // E-mails are unique per school (DECISIONS #17): another school may use it.
    const elsewhere = await t.call('POST', '/staff', {
      as: 'other-admin',
      body: { ...body, designation_id: 4, email: 'teacher@demo.schoolmates.test' },
    });
    expect(elsewhere.statusCode).toBe(201);
    const arm = await t.call('POST', '/staff', {
      as: 'admin',
      body: {
        ...body,
        designation_id: 4,
        class_id: String(t.ids.demo.classIds[0]),
        sub_class: 'A',
      },
    });
    expect(arm.statusCode).toBe(409);
    const before = await t.rowCount();
    const bad = await t.call('POST', '/staff', {
      as: 'admin',
      body: { surname: 'X', designation_id: 6 },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'designation_id',
      'firstname',
      'gender',
    ]);
    expect(await t.rowCount()).toBe(before);
  });

  it('lists, searches and pages staff', async () => {
    const page = await t.call('GET', '/staff?page=1&per_page=2', { as: 'principal' });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toHaveLength(2);
    expect(page.json().meta).toMatchObject({ page: 1, per_page: 2, total: 7, last_page: 4 });
    const found = await t.call('GET', '/staff?search=okafor', { as: 'principal' });
    expect(
      found
        .json()
        .data.map((s: { attributes: { username: string } }) => s.attributes.username)
        .sort(),
    ).toEqual(['ada.okafor', 'ada.okafor1', 'admin']);
    const teachers = await t.call('GET', '/staff?designation_id=4', { as: 'principal' });
    expect(teachers.json().meta.total).toBe(3);
  });

  it('updates staff and sets the class teacher of an arm', async () => {
    const res = await t.call('PATCH', `/staff/${staffId}`, {
      as: 'admin',
      body: {
        class_id: String(t.ids.demo.classIds[0]),
        sub_class: 'B',
        teacher_type: 'class teacher',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({ class_assigned: 'JSS 1', sub_class: 'B' });
  });

  it('disables (sessions end at once), enables, and issues a new one-time password', async () => {
    const token = (await loginAs('ada.okafor', otp)).json().data.token;
    expect((await t.call('PATCH', `/disablestaff/${staffId}`, { as: 'admin' })).statusCode).toBe(
      200,
    );
    expect((await t.call('GET', '/profile', { token })).statusCode).toBe(401);
    expect((await loginAs('ada.okafor', otp)).statusCode).toBe(403);
    expect(
      (await t.call('POST', `/staff/${staffId}/one-time-password`, { as: 'admin' })).statusCode,
    ).toBe(409);
    expect((await t.call('PATCH', `/enablestaff/${staffId}`, { as: 'admin' })).statusCode).toBe(
      200,
    );
    const slip = await t.call('POST', `/staff/${staffId}/one-time-password`, { as: 'admin' });
    expect(slip.statusCode).toBe(201);
    expect(slip.json().data.attributes).toMatchObject({
      user_type: 'staff',
      username: 'ada.okafor',
    });
    expect((await loginAs('ada.okafor', otp)).statusCode).toBe(401);
    expect(
      (await loginAs('ada.okafor', slip.json().data.attributes.one_time_password)).statusCode,
    ).toBe(200);
    const self = await t.call('PATCH', `/disablestaff/${await idOf('admin')}`, { as: 'admin' });
    expect(self.statusCode).toBe(409);
  });

  it('records staff attendance idempotently; a teacher only their own', async () => {
    const teacherId = await idOf('teacher');
    const body = {
      date_in: '2026-01-12',
      entries: [
        { staff_id: teacherId, status: 'present', time_in: '07:45' },
        { staff_id: staffId, status: 'absent' },
      ],
    };
    const res = await t.call('POST', '/staffattendance', { as: 'admin', body });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(2);
    const again = await t.call('POST', '/staffattendance', { as: 'admin', body });
    expect(again.json().data).toHaveLength(2);
    const list = await t.call('GET', '/staffattendance?date=2026-01-12', { as: 'admin' });
    expect(list.json().meta.total).toBe(2);
    const own = await t.call('GET', '/staffattendance', { as: 'teacher' });
    expect(
      own.json().data.map((r: { attributes: { staff_id: string } }) => r.attributes.staff_id),
    ).toEqual([teacherId]);
    const other = await t.call('POST', '/staffattendance', { as: 'teacher', body });
    expect(other.statusCode).toBe(403);
    const before = await t.rowCount();
    const noTime = await t.call('POST', '/staffattendance', {
      as: 'admin',
      body: { date_in: '2026-01-13', entries: [{ staff_id: teacherId, status: 'present' }] },
    });
    expect(noTime.statusCode).toBe(422);
    const foreign = await t.call('POST', '/staffattendance', {
      as: 'admin',
      body: {
        date_in: '2026-01-13',
        entries: [{ staff_id: await idOf('other-admin'), status: 'absent' }],
      },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors['entries.0.staff_id']).toBeDefined();
    expect(await t.rowCount()).toBe(before);
  });

  it('sets and reads the director of studies', async () => {
    const res = await t.call('POST', '/add-dos', {
      as: 'principal',
      body: { staff_id: await idOf('principal'), title: 'Dr.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes.dos).toBe('Dr. Bello Musa');
    const got = await t.call('GET', '/dos', { as: 'admin' });
    expect(got.json().data.attributes.fullname).toBe('Bello Musa');
    const school = await t.call('GET', '/school', { as: 'teacher' });
    expect(school.json().data.attributes.dos).toBe('Dr. Bello Musa');
    expect(
      (await t.call('DELETE', `/staff/${await idOf('principal')}`, { as: 'admin' })).statusCode,
    ).toBe(409);
  });

  const addTemp = () =>
    t.call('POST', '/staff', {
      as: 'admin',
      body: { surname: 'Temp', firstname: 'Worker', designation_id: 2, gender: 'male' },
    });

  it('deletes a staff member without history, and their username is free again', async () => {
    const res = await addTemp();
    expect(res.statusCode).toBe(201); // an admin may add Account staff on the PREMIUM plan
    const { username } = res.json().data.attributes;
    expect(
      (await t.call('DELETE', `/staff/${res.json().data.id}`, { as: 'admin' })).statusCode,
    ).toBe(200);
    expect(
      (await t.call('DELETE', `/staff/${res.json().data.id}`, { as: 'admin' })).statusCode,
    ).toBe(404);
    const again = await addTemp();
    expect(again.json().data.attributes.username).toBe(username);
    await t.call('DELETE', `/staff/${again.json().data.id}`, { as: 'admin' });
  });

  it('keeps a staff member who uploaded a file (409: disable them instead)', async () => {
    const id = (await addTemp()).json().data.id;
    await t.database.raw(
      `insert into files (sch_id, uploaded_by, purpose, name, content_type, size, storage_key)
       values ($1, $2, 'avatar', 'a.png', 'image/png', 1, 'temp-worker-avatar')`,
      [t.ids.demo.schId, id],
    );
    const res = await t.call('DELETE', `/staff/${id}`, { as: 'admin' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This staff member has history; disable them instead.');
    expect(await t.database.raw(`select status from users where id = $1`, [id])).toEqual([
      { status: 'active' },
    ]);
  });
});

async function idOf(username: string): Promise<string> {
  const row = one(
    await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)),
  );
  return String(row.id);
}

describe('students', () => {
  const base = {
    surname: 'Nwosu',
    firstname: 'Ife',
    gender: 'female',
    dob: '2014-05-02',
    session_admitted: '2025/2026',
  };
  it('creates a student with a typed admission number (unique in the school, 409)', async () => {
    const res = await t.call('POST', '/student', {
      as: 'admin',
      body: {
        ...base,
        admission_number: 'DEMO/002',
        class_id: String(t.ids.demo.classIds[0]),
        sub_class: 'B',
      },
    });
    expect(res.statusCode).toBe(201);
    const a = res.json().data.attributes;
    expect(a).toMatchObject({
      admission_number: 'DEMO/002',
      username: 'demo/002',
      present_class: 'JSS 1',
      sub_class: 'B',
      age: expect.any(Number),
    });
    expect(a.one_time_password).toHaveLength(10);
    const dup = await t.call('POST', '/student', {
      as: 'admin',
      body: { ...base, admission_number: 'demo/002', class_id: String(t.ids.demo.classIds[0]) },
    });
    expect(dup.statusCode).toBe(409);
    const missing = await t.call('POST', '/student', {
      as: 'admin',
      body: { ...base, class_id: String(t.ids.demo.classIds[0]) },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.admission_number).toBeDefined();
    const foreignClass = await t.call('POST', '/student', {
      as: 'admin',
      body: { ...base, admission_number: 'DEMO/003', class_id: String(t.ids.other.classId) },
    });
    expect(foreignClass.statusCode).toBe(422);
  });

  it('allocates {INITIAL}/{MMYYYY}/{NNNNN} when auto-generation is on', async () => {
    const settings = await t.call('POST', '/admission-number/settings', {
      as: 'superadmin',
      body: { auto_generate: true, initial: 'sma' },
    });
    expect(settings.statusCode).toBe(200);
    const month = admissionMonth(new Date());
    expect(settings.json().data.attributes).toMatchObject({
      auto_generate: true,
      initial: 'SMA',
      format: 'SMA/MMYYYY/NNNNN',
      next_admission_number: `SMA/${month}/00001`,
    });
    const created = await Promise.all(
      [1, 2, 3].map(() =>
        t.call('POST', '/student', {
          as: 'admin',
          body: { ...base, class_id: String(t.ids.demo.classIds[1]), sub_class: 'A' },
        }),
      ),
    );
    const numbers = created.map((r) => r.json().data.attributes.admission_number).sort();
    expect(numbers).toEqual([`SMA/${month}/00001`, `SMA/${month}/00002`, `SMA/${month}/00003`]);
    const theirs = await t.call('GET', `/admission-number/settings/${t.ids.other.schId}`, {
      as: 'admin',
    });
    expect(theirs.statusCode).toBe(404);
    const got = await t.call('GET', `/admission-number/settings/${t.ids.demo.schId}`, {
      as: 'admin',
    });
    expect(got.json().data.attributes.next_admission_number).toBe(`SMA/${month}/00004`);
    const bad = await t.call('POST', '/admission-number/settings', {
      as: 'superadmin',
      body: { auto_generate: true },
    });
    expect(bad.statusCode).toBe(422);
    await t.call('POST', '/admission-number/settings', {
      as: 'superadmin',
      body: { auto_generate: false },
    });
  });

  it('lists students with server paging; a teacher sees only the arms they teach', async () => {
    const page = await t.call('GET', '/student?page=2&per_page=2', { as: 'admin' });
    expect(page.json().meta).toMatchObject({ page: 2, per_page: 2, total: 5, last_page: 3 });
    expect(page.json().data).toHaveLength(2);
    const search = await t.call('GET', '/student?search=DEMO%2F00', { as: 'admin' });
    expect(search.json().meta.total).toBe(2);
    const teacher = await t.call('GET', '/student?per_page=50', { as: 'teacher' });
    // class teacher of JSS 1 A (the seeded student), subject teacher of JSS 2 B (nobody yet)
    expect(
      teacher
        .json()
        .data.map(
          (s: { attributes: { admission_number: string } }) => s.attributes.admission_number,
        ),
    ).toEqual(['DEMO/001']);
  });

  it('updates, disables, enables, issues slips and a one-time password, deletes a student', async () => {
    const id = await idOf('demo/002');
    const upd = await t.call('PATCH', `/student/${id}`, {
      as: 'admin',
      body: { middlename: 'Grace', sub_class: 'A' },
    });
    expect(upd.json().data.attributes).toMatchObject({ middlename: 'Grace', sub_class: 'A' });
    expect(
      (
        await t.call('PATCH', `/student/${id}`, {
          as: 'admin',
          body: { admission_number: 'DEMO/001' },
        })
      ).statusCode,
    ).toBe(409);
    expect((await t.call('PATCH', `/disablestudent/${id}`, { as: 'admin' })).statusCode).toBe(200);
    expect(
      (await t.call('POST', `/student/${id}/one-time-password`, { as: 'admin' })).statusCode,
    ).toBe(409);
    expect((await t.call('PATCH', `/enablestudent/${id}`, { as: 'admin' })).statusCode).toBe(200);
    const slips = await t.call('POST', '/login-slips', {
      as: 'admin',
      body: { class_id: String(t.ids.demo.classIds[0]) },
    });
    expect(slips.statusCode).toBe(200);
    const slip = slips.json().data.find((s: { id: string }) => s.id === id);
    expect(slip.attributes).toMatchObject({ user_type: 'student', class_name: 'JSS 1' });
    expect((await loginAs('demo/002', slip.attributes.one_time_password)).statusCode).toBe(200);
    const one = await t.call('POST', `/student/${id}/one-time-password`, { as: 'admin' });
    expect(one.statusCode).toBe(201);
    expect(one.json().data.attributes).toMatchObject({
      user_type: 'student',
      username: 'demo/002',
    });
    expect((await loginAs('demo/002', slip.attributes.one_time_password)).statusCode).toBe(401);
    const fresh = one.json().data.attributes.one_time_password;
    expect((await loginAs('demo/002', fresh)).statusCode).toBe(200);
    expect((await t.call('DELETE', `/student/${id}`, { as: 'admin' })).statusCode).toBe(200);
  });

  it('lets a student update only their own profile', async () => {
    const me = await idOf('student');
    const ok = await t.call('PATCH', `/profile/${me}`, {
      as: 'student',
      body: { genotype: 'AA', phone_number: '+234 802 000 0000' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.attributes.genotype).toBe('AA');
    expect(
      (
        await t.call('PATCH', `/profile/${await idOf('other-student')}`, {
          as: 'student',
          body: { genotype: 'AS' },
        })
      ).statusCode,
    ).toBe(403);
    const before = await t.rowCount();
    expect(
      (await t.call('PATCH', `/profile/${me}`, { as: 'student', body: { surname: 'Changed' } }))
        .statusCode,
    ).toBe(422);
    expect(await t.rowCount()).toBe(before);
  });
});

describe('bulk promotion', () => {
  let batch = 0;
  async function addStudents(n: number, classId: bigint) {
    batch++;
    const hash = await hashPassword('unused-password');
    const rows = Array.from({ length: n }, (_, i) => ({
      schId: t.ids.demo.schId,
      campusId: t.ids.demo.campusId,
      kind: 'student' as const,
      designationId: 7,
      username: `bulk-${batch}-${i}`,
      passwordHash: hash,
      surname: `Bulk${String(i).padStart(3, '0')}`,
      firstname: 'Student',
      gender: 'male' as const,
      admissionNumber: `BULK/${batch}/${i}`,
      dob: '2012-01-01',
      sessionAdmitted: '2025/2026',
      classId,
      subClass: 'A',
    }));
    const out = await insertUsers(t.database.db, rows);
    return out.map((r) => String(r.id));
  }
  const sss1 = () => must(t.ids.demo.classIds[3]);
  const sss2 = () => must(t.ids.demo.classIds[4]);
  const inClass = async (classId: bigint) => {
    const row = one(
      await t.database.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(users)
        .where(and(eq(users.classId, classId), eq(users.kind, 'student'))),
    );
    return row.n;
  };

  it('moves 500 students in one transaction and reports who moved where', async () => {
    const ids = await addStudents(500, sss1());
    const res = await t.call('PATCH', '/promote-students', {
      as: 'principal',
      body: {
        from_class_id: String(sss1()),
        from_sub_class: 'A',
        student_ids: ids,
        action: 'promote',
        to_class_id: String(sss2()),
        to_sub_class: 'B',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(500);
    expect(res.json().data[0].attributes).toMatchObject({
      from_class: 'SSS 1',
      to_class: 'SSS 2',
      to_sub_class: 'B',
      status: 'active',
      session: '2025/2026',
    });
    expect(await inClass(sss1())).toBe(0);
    expect(await inClass(sss2())).toBe(500);
    const history = one(
      await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(promotions),
    );
    expect(history.n).toBe(500);
  });

  it('moves none when one of 500 is another school’s student (422, nothing written)', async () => {
    const ids = await addStudents(499, sss1());
    const foreign = await idOf('other-student');
    const before = await t.rowCount();
    const res = await t.call('PATCH', '/promote-students', {
      as: 'principal',
      body: {
        from_class_id: String(sss1()),
        student_ids: [...ids.slice(0, 250), foreign, ...ids.slice(250)],
        action: 'promote',
        to_class_id: String(sss2()),
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['student_ids.250']).toEqual(['is not a student of the school']);
    expect(await inClass(sss1())).toBe(499);
    expect(await t.rowCount()).toBe(before);
  });

  it('rolls back every move when a row fails half-way through the transaction', async () => {
    const ids = (
      await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.classId, sss1()), eq(users.kind, 'student')))
    ).map((r) => String(r.id));
    // A trigger makes the 250th update fail inside the transaction.
    await t.database.db.execute(
      sql.raw(`
      create or replace function fail_once() returns trigger as $$
      begin
        if new.id = ${ids[249]} and new.class_id is distinct from old.class_id then
          raise exception 'simulated failure';
        end if;
        return new;
      end $$ language plpgsql;`),
    );
    await t.database.db.execute(
      sql.raw(
        'create trigger fail_once before update on users for each row execute function fail_once()',
      ),
    );
    try {
      const before = await t.rowCount();
      const res = await t.call('PATCH', '/promote-students', {
        as: 'principal',
        body: {
          from_class_id: String(sss1()),
          student_ids: ids,
          action: 'promote',
          to_class_id: String(sss2()),
        },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Something went wrong on the server.' });
      expect(await inClass(sss1())).toBe(499);
      expect(await t.rowCount()).toBe(before);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger fail_once on users'));
      await t.database.db.execute(sql.raw('drop function fail_once()'));
    }
  });

  it('graduates students (they can no longer sign in)', async () => {
    const ids = await addStudents(3, must(t.ids.demo.classIds[5]));
    const res = await t.call('PATCH', '/promote-students', {
      as: 'admin',
      body: { from_class_id: String(t.ids.demo.classIds[5]), student_ids: ids, action: 'graduate' },
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.every(
          (r: { attributes: { status: string; to_class_id: null } }) =>
            r.attributes.status === 'graduated' && r.attributes.to_class_id === null,
        ),
    ).toBe(true);
    const bad = await t.call('PATCH', '/promote-students', {
      as: 'admin',
      body: { from_class_id: String(t.ids.demo.classIds[5]), student_ids: ids, action: 'promote' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.to_class_id).toBeDefined();
  });
});
