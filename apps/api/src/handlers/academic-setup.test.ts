import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { must, one } from '../db/rows.ts';
import { preschoolSubjects, subjects, teacherSubjects } from '../db/schema.ts';
import { setup, type TestContext } from '../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await setup();
});
afterAll(() => t?.close());

const S = encodeURIComponent('2025/2026');

describe('academic periods', () => {
  it('adds, lists and sets the current period', async () => {
    const res = await t.call('POST', '/academicperiod', {
      as: 'principal',
      body: { period: 'First Half', term: 'Second Term', session: '2025/2026' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes.is_current_period).toBe(false);
    const dup = await t.call('POST', '/academicperiod', {
      as: 'principal',
      body: { period: 'First Half', term: 'Second Term', session: '2025/2026' },
    });
    expect(dup.statusCode).toBe(409);
    const list = await t.call('GET', '/getacademicperiod', { as: 'student' });
    expect(list.json().data).toHaveLength(3);
    const set = await t.call('POST', '/current/academicperiod', {
      as: 'admin',
      body: { period: 'First Half', term: 'Second Term', session: '2025/2026' },
    });
    expect(set.statusCode).toBe(200);
    const current = await t.call('GET', '/current/academicperiod', { as: 'teacher' });
    expect(current.json().data.attributes).toMatchObject({
      term: 'Second Term',
      is_current_period: true,
    });
    const all = await t.call('GET', '/getacademicperiod', { as: 'admin' });
    expect(
      all
        .json()
        .data.filter(
          (p: { attributes: { is_current_period: boolean } }) => p.attributes.is_current_period,
        ),
    ).toHaveLength(1);
    const missing = await t.call('POST', '/current/academicperiod', {
      as: 'admin',
      body: { period: 'First Half', term: 'Third Term', session: '2030/2031' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses non-consecutive session years and bad terms with 422, writing nothing', async () => {
    const before = await t.rowCount();
    const years = await t.call('POST', '/academicperiod', {
      as: 'admin',
      body: { period: 'First Half', term: 'First Term', session: '2025/2027' },
    });
    expect(years.statusCode).toBe(422);
    expect(years.json().errors.session).toBeDefined();
    const term = await t.call('POST', '/academicperiod', {
      as: 'admin',
      body: { period: 'Mid', term: 'Fourth Term', session: '2025/2026' },
    });
    expect(Object.keys(term.json().errors).sort()).toEqual(['period', 'term']);
    expect(await t.rowCount()).toBe(before);
  });

  it('another school’s campus is 404 even to a superadmin', async () => {
    const res = await t.call('GET', `/getacademicperiod?campus_id=${t.ids.other.campusId}`, {
      as: 'superadmin',
    });
    expect(res.statusCode).toBe(404);
    const staff = await t.call('GET', `/current/academicperiod?campus_id=${t.ids.other.campusId}`, {
      as: 'admin',
    });
    expect(staff.statusCode).toBe(403);
  });
});

describe('subjects', () => {
  it('creates, searches, renames and deletes; names unique per school (409)', async () => {
    const res = await t.call('POST', '/subjects', {
      as: 'admin',
      body: { subject: 'Agricultural Science' },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    expect(
      (
        await t.call('POST', '/subjects', {
          as: 'admin',
          body: { subject: ' agricultural science ' },
        })
      ).statusCode,
    ).toBe(409);
    // the same name in another school is fine
    expect((await t.call('GET', '/subjects?search=agric', { as: 'teacher' })).json().data).toEqual([
      { id, attributes: { subject: 'Agricultural Science' } },
    ]);
    const upd = await t.call('PATCH', `/subjects/${id}`, {
      as: 'admin',
      body: { subject: 'Agriculture' },
    });
    expect(upd.json().data.attributes.subject).toBe('Agriculture');
    expect((await t.call('DELETE', `/subjects/${id}`, { as: 'admin' })).statusCode).toBe(200);
    const before = await t.rowCount();
    expect(
      (await t.call('POST', '/subjects', { as: 'admin', body: { subject: '' } })).statusCode,
    ).toBe(422);
    expect(await t.rowCount()).toBe(before);
  });

  it('assigns subjects to a class for a session and reads them back', async () => {
    const jss2 = String(t.ids.demo.classIds[1]);
    const ids = t.ids.demo.subjectIds.slice(0, 2).map(String);
    const res = await t.call('POST', '/subjects-to-class', {
      as: 'admin',
      body: { class_id: jss2, session: '2025/2026', subject_ids: ids },
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.attributes.subjects.map((s: { subject_id: string }) => s.subject_id)
        .sort(),
    ).toEqual(ids.sort());
    const same = await t.call('GET', `/subjectby/${jss2}?session=${S}`, { as: 'admin' });
    expect(same.json().data.attributes.subjects).toHaveLength(2);
    const byName = await t.call('GET', `/subject/${jss2}?session=${S}`, { as: 'teacher' });
    expect(byName.statusCode).toBe(200); // the teacher teaches JSS 2 B as subject teacher
    const replaced = await t.call('POST', '/subjects-to-class', {
      as: 'admin',
      body: { class_id: jss2, session: '2025/2026', subject_ids: [ids[0]] },
    });
    expect(replaced.json().data.attributes.subjects).toHaveLength(1);
    const sss3 = String(t.ids.demo.classIds[5]);
    expect(
      (await t.call('GET', `/subject/${sss3}?session=${S}`, { as: 'teacher' })).statusCode,
    ).toBe(403);
  });

  it('refuses a subject of another school (422 on subject_ids.N), writing nothing', async () => {
    const foreign = one(
      await t.database.db
        .insert(subjects)
        .values({ schId: t.ids.other.schId, name: 'Foreign Subject' })
        .returning(),
    );
    const before = await t.rowCount();
    const res = await t.call('POST', '/subjects-to-class', {
      as: 'admin',
      body: {
        class_id: String(t.ids.demo.classIds[1]),
        session: '2025/2026',
        subject_ids: [String(t.ids.demo.subjectIds[0]), String(foreign.id)],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'subject_ids.1': ['is not a subject of the school'] });
    expect(await t.rowCount()).toBe(before);
    expect(
      (
        await t.call('PATCH', `/subjects/${foreign.id}`, {
          as: 'admin',
          body: { subject: 'Mine' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.call('DELETE', `/subjects/${foreign.id}`, { as: 'admin' })).statusCode).toBe(
      404,
    );
    expect(
      (await t.call('GET', `/subjectby/${t.ids.other.classId}`, { as: 'admin' })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call('POST', '/subjects-to-class', {
          as: 'admin',
          body: { class_id: String(t.ids.other.classId), subject_ids: [] },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lists a teacher’s subjects as class teacher and subject teacher', async () => {
    const res = await t.call('GET', `/teacher-subject?session=${S}`, { as: 'teacher' });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.map((r: { attributes: object }) => r.attributes);
    expect(
      rows.filter((r: { teaches_as: string }) => r.teaches_as === 'class teacher'),
    ).toHaveLength(5);
    expect(rows.filter((r: { teaches_as: string }) => r.teaches_as === 'subject teacher')).toEqual([
      expect.objectContaining({ class_name: 'JSS 2', sub_class: 'B', subject: 'Mathematics' }),
    ]);
  });

  it('lists a subject she teaches in another arm of her own class (issue 25 #27)', async () => {
    // class teacher of JSS 1 A, and Mathematics teacher of JSS 1 B
    await t.database.db.insert(teacherSubjects).values({
      schId: t.ids.demo.schId,
      staffId: t.ids.users.teacher,
      classId: must(t.ids.demo.classIds[0]),
      subClass: 'B',
      subjectId: must(t.ids.demo.subjectIds[0]),
      session: '2025/2026',
    });
    const res = await t.call('GET', `/teacher-subject?session=${S}`, { as: 'teacher' });
    const rows = res.json().data.map((r: { attributes: object }) => r.attributes);
    expect(rows).toContainEqual(
      expect.objectContaining({
        class_name: 'JSS 1',
        sub_class: 'B',
        subject: 'Mathematics',
        teaches_as: 'subject teacher',
      }),
    );
    expect(
      rows.filter((r: { teaches_as: string }) => r.teaches_as === 'class teacher'),
    ).toHaveLength(5);
  });
});

describe('preschool subjects', () => {
  it('are defined per campus and period and assigned to preschools', async () => {
    const campus = await t.call('POST', '/campus', {
      as: 'superadmin',
      body: {
        name: 'Tiny Tots',
        email: 'tt@demo.test',
        phoneno: '+234 800 555 1212',
        address: 'x',
        state: 'Lagos',
        is_preschool: true,
      },
    });
    const campusId = campus.json().data.id;
    const preschool = await t.call('POST', '/preschool', {
      as: 'superadmin',
      body: { name: 'Reception', campus_id: campusId },
    });
    const preschoolId = preschool.json().data.id;
    const body = {
      period: 'First Half',
      term: 'First Term',
      session: '2025/2026',
      subject: 'Numeracy',
      category: 'evaluation_report',
      topic: ['Counting to 10', 'Shapes'],
      campus_id: campusId,
    };
    const elementary = await t.call('POST', '/preschoolsubject', {
      as: 'admin',
      body: { ...body, campus_id: undefined },
    });
    expect(elementary.statusCode).toBe(422);
    const created = await t.call('POST', '/preschoolsubject', { as: 'superadmin', body });
    expect(created.statusCode).toBe(201);
    const subjectId = created.json().data.id;
    expect(
      (
        await t.call('POST', '/preschoolsubject', {
          as: 'superadmin',
          body: { ...body, subject: 'numeracy' },
        })
      ).statusCode,
    ).toBe(409);
    const listed = await t.call(
      'GET',
      `/preschoolsubject/First%20Half/First%20Term/${S}?campus_id=${campusId}`,
      { as: 'superadmin' },
    );
    expect(listed.json().data).toHaveLength(1);
    const upd = await t.call('PATCH', `/preschoolsubject/${subjectId}`, {
      as: 'superadmin',
      body: { topic: ['Counting to 20'] },
    });
    expect(upd.json().data.attributes.topic).toEqual(['Counting to 20']);
    const assigned = await t.call('POST', '/preschoolsubjectclass', {
      as: 'superadmin',
      body: {
        preschool_id: preschoolId,
        period: 'First Half',
        term: 'First Term',
        session: '2025/2026',
        subject_ids: [subjectId],
      },
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data).toHaveLength(1);
    const forClass = await t.call(
      'GET',
      `/preschoolsubjects/First%20Half/First%20Term/${S}/${preschoolId}`,
      { as: 'superadmin' },
    );
    expect(forClass.json().data[0].attributes.subject).toBe('Numeracy');
    const wrongPeriod = await t.call('POST', '/preschoolsubjectclass', {
      as: 'superadmin',
      body: {
        preschool_id: preschoolId,
        period: 'Second Half',
        term: 'First Term',
        session: '2025/2026',
        subject_ids: [subjectId],
      },
    });
    expect(wrongPeriod.statusCode).toBe(422);
    expect(wrongPeriod.json().errors['subject_ids.0']).toBeDefined();
    const foreign = one(
      await t.database.db
        .insert(preschoolSubjects)
        .values({
          schId: t.ids.other.schId,
          campusId: t.ids.other.campusId,
          period: 'First Half',
          term: 'First Term',
          session: '2025/2026',
          subject: 'Theirs',
          category: 'evaluation_report',
          topics: ['x'],
        })
        .returning(),
    );
    expect(
      (
        await t.call('PATCH', `/preschoolsubject/${foreign.id}`, {
          as: 'superadmin',
          body: { subject: 'Mine' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.call('DELETE', `/preschoolsubject/${foreign.id}`, { as: 'superadmin' })).statusCode,
    ).toBe(404);
    expect(
      (await t.call('DELETE', `/preschoolsubject/${subjectId}`, { as: 'superadmin' })).statusCode,
    ).toBe(200);
  });
});
