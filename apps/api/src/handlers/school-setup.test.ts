import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setup, type TestContext } from '../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await setup();
});
afterAll(() => t?.close());

const campusBody = {
  name: 'North Campus',
  email: 'north@demo.schoolmates.test',
  phoneno: '+234 800 123 4567',
  address: '5 North Road',
  state: 'Lagos',
};

describe('campuses', () => {
  let northId: string;
  it('superadmin creates, lists, updates a campus; names are unique (409)', async () => {
    const created = await t.call('POST', '/campus', { as: 'superadmin', body: campusBody });
    expect(created.statusCode).toBe(201);
    northId = created.json().data.id;
    expect(created.json().data.attributes).toMatchObject({
      name: 'North Campus',
      status: 'active',
    });
    expect(
      (
        await t.call('POST', '/campus', {
          as: 'superadmin',
          body: { ...campusBody, name: ' north campus ' },
        })
      ).statusCode,
    ).toBe(409);
    const listed = await t.call('GET', '/campus', { as: 'superadmin' });
    expect(
      listed.json().data.map((c: { attributes: { name: string } }) => c.attributes.name),
    ).toEqual(['Main Campus', 'North Campus']);
    const own = await t.call('GET', '/campus', { as: 'teacher' });
    expect(own.json().data).toHaveLength(1);
    const updated = await t.call('PATCH', `/campus/${northId}`, {
      as: 'superadmin',
      body: { state: 'Ogun' },
    });
    expect(updated.json().data.attributes.state).toBe('Ogun');
  });

  it('disables and enables; the own and the last active campus cannot be disabled', async () => {
    expect(
      (await t.call('PATCH', `/disablecampus/${northId}`, { as: 'superadmin' })).statusCode,
    ).toBe(200);
    const disabled = await t.call('GET', '/campus?status=disabled', { as: 'superadmin' });
    expect(disabled.json().data.map((c: { id: string }) => c.id)).toEqual([northId]);
    expect(
      (await t.call('PATCH', `/disablecampus/${t.ids.demo.campusId}`, { as: 'superadmin' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await t.call('PATCH', `/enablecampus/${northId}`, { as: 'superadmin' })).statusCode,
    ).toBe(200);
  });

  it('deletes an empty campus only', async () => {
    expect(
      (await t.call('DELETE', `/campus/${t.ids.demo.campusId}`, { as: 'superadmin' })).statusCode,
    ).toBe(409);
    expect((await t.call('DELETE', `/campus/${northId}`, { as: 'superadmin' })).statusCode).toBe(
      200,
    );
  });

  it('refuses bad bodies with 422 and writes nothing', async () => {
    const before = await t.rowCount();
    const res = await t.call('POST', '/campus', {
      as: 'superadmin',
      body: { ...campusBody, email: 'not-an-email', phoneno: 'x' },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'phoneno']);
    expect(
      (await t.call('PATCH', `/campus/${t.ids.demo.campusId}`, { as: 'superadmin', body: {} }))
        .statusCode,
    ).toBe(422);
    expect(await t.rowCount()).toBe(before);
  });
});

describe('designations, school, roles', () => {
  it('lists the fixed designations and the school of the session', async () => {
    const d = await t.call('GET', '/designation', { as: 'teacher' });
    expect(d.json().data.map((r: { id: string }) => r.id)).toEqual(['1', '2', '3', '4', '6', '7']);
    const s = await t.call('GET', '/school', { as: 'student' });
    expect(s.json().data).toMatchObject({
      id: String(t.ids.demo.schId),
      attributes: { schname: 'SchoolMates Demo Academy', auto_generate: false },
    });
    const other = await t.call('GET', '/school', { as: 'other-student' });
    expect(other.json().data.attributes.schname).toBe('Other School');
  });
  it('lists the roles a caller may assign', async () => {
    const sa = await t.call('GET', '/role', { as: 'superadmin' });
    expect(sa.json().data.map((r: { id: string }) => r.id)).toEqual(['1', '2', '3', '4']);
    const otherAdmin = await t.call('GET', '/role', { as: 'other-admin' });
    expect(otherAdmin.json().data.map((r: { id: string }) => r.id)).toEqual(['3', '4']);
  });
});

describe('classes', () => {
  let classId: string;
  it('creates, lists, renames a class; 409 on a duplicate name', async () => {
    const res = await t.call('POST', '/class', {
      as: 'admin',
      body: { class_name: 'Primary 6', sub_class: ['A', 'B'] },
    });
    expect(res.statusCode).toBe(201);
    classId = res.json().data.id;
    expect(res.json().data.attributes).toMatchObject({
      class_name: 'Primary 6',
      sub_class: ['A', 'B'],
      campus_name: 'Main Campus',
    });
    expect(
      (await t.call('POST', '/class', { as: 'admin', body: { class_name: 'primary 6' } }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await t.call('POST', '/class', {
          as: 'admin',
          body: { class_name: 'X', campus_id: String(t.ids.other.campusId) },
        })
      ).statusCode,
    ).toBe(403);
    const list = await t.call('GET', '/class', { as: 'teacher' });
    expect(list.json().data.length).toBe(7);
    const renamed = await t.call('PATCH', `/class/${classId}`, {
      as: 'principal',
      body: { class_name: 'Primary Six' },
    });
    expect(renamed.json().data.attributes.class_name).toBe('Primary Six');
  });
  it('refuses removing an arm that has students, and deleting a class with students', async () => {
    const jss1 = String(t.ids.demo.classIds[0]);
    expect(
      (await t.call('PATCH', `/class/${jss1}`, { as: 'admin', body: { sub_class: ['B'] } }))
        .statusCode,
    ).toBe(409);
    expect((await t.call('DELETE', `/class/${jss1}`, { as: 'admin' })).statusCode).toBe(409);
    expect((await t.call('DELETE', `/class/${classId}`, { as: 'admin' })).statusCode).toBe(200);
  });
  it('refuses a bad class body with 422 and writes nothing', async () => {
    const before = await t.rowCount();
    const res = await t.call('POST', '/class', {
      as: 'admin',
      body: { class_name: '', sub_class: ['A', 'A'] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.class_name).toBeDefined();
    expect(await t.rowCount()).toBe(before);
  });
  it('lists a class’s students; a teacher only for classes they teach', async () => {
    const jss1 = String(t.ids.demo.classIds[0]);
    const res = await t.call('GET', `/studentbyclass/${jss1}`, { as: 'teacher' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].attributes).toMatchObject({
      admission_number: 'DEMO/001',
      present_class: 'JSS 1',
    });
    const sss3 = String(t.ids.demo.classIds[5]);
    expect((await t.call('GET', `/studentbyclass/${sss3}`, { as: 'teacher' })).statusCode).toBe(
      403,
    );
  });
});

describe('departments', () => {
  it('creates, updates, deletes; code and name unique (409)', async () => {
    const res = await t.call('POST', '/department', {
      as: 'superadmin',
      body: { department_id: 'LNG', department_name: 'Languages' },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    expect(
      (
        await t.call('POST', '/department', {
          as: 'superadmin',
          body: { department_id: 'lng', department_name: 'Other' },
        })
      ).statusCode,
    ).toBe(409);
    const upd = await t.call('PATCH', `/department/${id}`, {
      as: 'superadmin',
      body: { department_name: 'Modern Languages' },
    });
    expect(upd.json().data.attributes).toEqual({
      department_id: 'LNG',
      department_name: 'Modern Languages',
    });
    const list = await t.call('GET', '/department', { as: 'principal' });
    expect(
      list
        .json()
        .data.map((d: { attributes: { department_name: string } }) => d.attributes.department_name),
    ).toEqual(['Arts', 'Modern Languages', 'Sciences']);
    expect((await t.call('DELETE', `/department/${id}`, { as: 'superadmin' })).statusCode).toBe(
      200,
    );
    const before = await t.rowCount();
    expect(
      (
        await t.call('POST', '/department', {
          as: 'superadmin',
          body: { department_id: '!bad', department_name: 'X' },
        })
      ).statusCode,
    ).toBe(422);
    expect(await t.rowCount()).toBe(before);
  });
});

describe('preschools', () => {
  it('live on a preschool campus (422 on an elementary one)', async () => {
    const elementary = await t.call('POST', '/preschool', {
      as: 'admin',
      body: { name: 'Nursery 1' },
    });
    expect(elementary.statusCode).toBe(422);
    expect(elementary.json().errors.campus_id).toBeDefined();
    const campus = await t.call('POST', '/campus', {
      as: 'superadmin',
      body: { ...campusBody, name: 'Little Ones', is_preschool: true },
    });
    const campusId = campus.json().data.id;
    const created = await t.call('POST', '/preschool', {
      as: 'superadmin',
      body: { name: 'Nursery 1', campus_id: campusId },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(
      (
        await t.call('POST', '/preschool', {
          as: 'superadmin',
          body: { name: 'NURSERY 1', campus_id: campusId },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await t.call('GET', `/preschool/${id}`, { as: 'superadmin' })).json().data.attributes
        .campus_name,
    ).toBe('Little Ones');
    // other roles see only their own campus: another campus's preschool is 404 to them
    expect((await t.call('GET', `/preschool/${id}`, { as: 'admin' })).statusCode).toBe(404);
    const list = await t.call('GET', `/preschool?campus_id=${campusId}`, { as: 'superadmin' });
    expect(list.json().data).toHaveLength(1);
    const upd = await t.call('PATCH', `/preschool/${id}`, {
      as: 'superadmin',
      body: { name: 'Nursery One' },
    });
    expect(upd.json().data.attributes.name).toBe('Nursery One');
    expect((await t.call('DELETE', `/preschool/${id}`, { as: 'superadmin' })).statusCode).toBe(200);
  });
});
