import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements, users } from '../db/schema.ts';
import { setup, type TestContext } from '../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await setup();
});
afterAll(() => t?.close());

describe('population counts', () => {
  it('count active people by gender; teachers are also staff', async () => {
    const school = await t.call('GET', '/schoolpopulation', { as: 'principal' });
    expect(school.statusCode).toBe(200);
    expect(school.json().data.attributes).toEqual({
      scope: 'campus',
      campus_id: String(t.ids.demo.campusId),
      staffs: { male: 2, female: 3, total: 5 },
      students: { male: 1, female: 0, total: 1 },
      teachers: { male: 0, female: 1, total: 1 },
      total_school_population: 6,
    });
    const whole = await t.call('GET', '/studentpopulation', { as: 'superadmin' });
    expect(whole.json().data.attributes).toEqual({
      scope: 'school',
      campus_id: null,
      male: 1,
      female: 0,
      total: 1,
    });
    const staff = await t.call('GET', '/staffpopulation', { as: 'account' });
    expect(staff.json().data.attributes.total).toBe(5);
    const teachers = await t.call('GET', '/teacherpopulation', { as: 'teacher' });
    expect(teachers.json().data.attributes.total).toBe(1);
  });

  it('leave out disabled people', async () => {
    await t.database.db
      .update(users)
      .set({ status: 'disabled' })
      .where(eq(users.username, 'account'));
    const staff = await t.call('GET', '/staffpopulation', { as: 'admin' });
    expect(staff.json().data.attributes.total).toBe(4);
  });

  it('never count another school (its campus is 404; a non-superadmin naming a campus is 403)', async () => {
    const other = await t.call('GET', `/schoolpopulation?campus_id=${t.ids.other.campusId}`, {
      as: 'superadmin',
    });
    expect(other.statusCode).toBe(404);
    const staff = await t.call('GET', `/staffpopulation?campus_id=${t.ids.other.campusId}`, {
      as: 'admin',
    });
    expect(staff.statusCode).toBe(403);
    const theirs = await t.call('GET', '/studentpopulation', { as: 'other-admin' });
    expect(theirs.json().data.attributes.total).toBe(1);
  });

  it('refuse a malformed campus id with 422', async () => {
    const res = await t.call('GET', '/schoolpopulation?campus_id=abc', { as: 'superadmin' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.campus_id).toBeDefined();
  });
});

describe('announcements', () => {
  it('show the school’s and the all-schools announcements, highest priority first, never expired ones', async () => {
    await t.database.db.insert(announcements).values([
      {
        schId: t.ids.demo.schId,
        priority: 'low',
        title: 'Old news',
        description: 'x',
        expiryDate: '2000-01-01',
      },
      { schId: t.ids.other.schId, priority: 'high', title: 'Other school only', description: 'x' },
    ]);
    const theirs = await t.call('GET', `/announcements?sch_id=${t.ids.other.schId}`, {
      as: 'student',
    });
    expect(theirs.statusCode).toBe(404);
    const res = await t.call('GET', `/announcements?sch_id=${t.ids.demo.schId}`, {
      as: 'student',
    });
    expect(res.statusCode).toBe(200);
    expect(
      res.json().data.map((a: { attributes: { title: string } }) => a.attributes.title),
    ).toEqual(['Welcome to the demo', 'New term']);
    const other = await t.call('GET', '/announcements', { as: 'other-student' });
    expect(
      other.json().data.map((a: { attributes: { title: string } }) => a.attributes.title),
    ).toEqual(['Other school only', 'New term']);
  });
});
