import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setup, type TestContext } from '../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await setup();
});
afterAll(() => t?.close());

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('the student form as the server checks it', () => {
  const base = () => ({
    surname: 'Eze',
    firstname: 'Chidi',
    gender: 'male',
    dob: '2013-03-04',
    session_admitted: '2025/2026',
    class_id: String(t.ids.demo.classIds[0]),
  });

  it('refuses a date of birth in the future, on create and on edit, at the field', async () => {
    const created = await t.call('POST', '/student', {
      as: 'admin',
      body: { ...base(), dob: isoDay(2), admission_number: 'DOB/001' },
    });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toEqual({ dob: ['must not be in the future'] });

    const ok = await t.call('POST', '/student', {
      as: 'admin',
      body: { ...base(), admission_number: 'DOB/002' },
    });
    expect(ok.statusCode).toBe(201);
    const edited = await t.call('PATCH', `/student/${ok.json().data.id}`, {
      as: 'admin',
      body: { dob: isoDay(30) },
    });
    expect(edited.statusCode).toBe(422);
    expect(edited.json().errors).toEqual({ dob: ['must not be in the future'] });
  });

  it('keeps the arm as the school spelled it on the class ("b" is the class\'s "B")', async () => {
    const res = await t.call('POST', '/student', {
      as: 'admin',
      body: { ...base(), admission_number: 'ARM/001', sub_class: 'b' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes.sub_class).toBe('B');
  });

  it('names the admission number field when the number is already used', async () => {
    const first = await t.call('POST', '/student', {
      as: 'admin',
      body: { ...base(), admission_number: 'DUP/001' },
    });
    expect(first.statusCode).toBe(201);
    const dup = await t.call('POST', '/student', {
      as: 'admin',
      body: { ...base(), admission_number: 'dup/001' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual({
      admission_number: ['is already used by another student of the school'],
    });
  });
});
