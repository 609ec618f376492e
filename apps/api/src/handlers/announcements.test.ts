/**
 * Announcements a school writes (issue 16): admin, principal and superadmin write, edit and
 * delete them (audited); each user's GET /announcements holds exactly those addressed to them.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { announcements, auditLog } from '../db/schema.ts';
import { conforms } from '../test/conforms.ts';
import { setup, type TestContext } from '../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await setup();
});
afterAll(() => t?.close());

const EVERYONE = ['superadmin', 'admin', 'principal', 'teacher', 'account', 'student'];

async function write(as: string, body: Record<string, unknown>) {
  const res = await t.call('POST', '/announcements', {
    as,
    body: { description: 'Details inside.', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return conforms(res, 'AnnouncementItem').data.id as string;
}

/** The titles of the announcements `as` sees. */
async function seen(as: string): Promise<string[]> {
  const res = await t.call('GET', '/announcements', { as });
  expect(res.statusCode).toBe(200);
  return conforms(res, 'AnnouncementList').data.map(
    (a: { attributes: { title: string } }) => a.attributes.title,
  );
}

/** Who, of the demo school's users and the other school's admin, sees `title`. */
async function audienceOf(title: string) {
  const who: string[] = [];
  for (const as of [...EVERYONE, 'other-admin']) if ((await seen(as)).includes(title)) who.push(as);
  return who;
}

describe('announcements reach exactly their audience', () => {
  it('all, staff, students and chosen roles', async () => {
    await write('admin', { title: 'For all', audience: 'all' });
    await write('principal', { title: 'For staff', audience: 'staff' });
    await write('admin', { title: 'For students', audience: 'students' });
    await write('superadmin', {
      title: 'For teachers and accounts',
      audience: 'roles',
      roles: ['teacher', 'account'],
    });
    expect(await audienceOf('For all')).toEqual(EVERYONE);
    expect(await audienceOf('For staff')).toEqual(EVERYONE.filter((r) => r !== 'student'));
    expect(await audienceOf('For students')).toEqual(['student']);
    expect(await audienceOf('For teachers and accounts')).toEqual(['teacher', 'account']);
  });

  it('expired ones are gone; the newest comes first within a priority', async () => {
    await write('admin', { title: 'Expired', audience: 'all', expiry_date: '2000-01-01' });
    await write('admin', { title: 'Older', audience: 'students', priority: 'low' });
    await write('admin', { title: 'Newer', audience: 'students', priority: 'low' });
    const titles = await seen('student');
    expect(titles).not.toContain('Expired');
    expect(titles.indexOf('Newer')).toBeLessThan(titles.indexOf('Older'));
  });
});

describe('expiry by the school’s date (Africa/Lagos, DECISIONS #27)', () => {
  it('an announcement is shown all its last day in Lagos, and gone at Lagos midnight', async () => {
    await write('admin', { title: 'Ends on the 10th', audience: 'all', expiry_date: '2026-01-10' });
    await t.database.db.insert(announcements).values({
      schId: t.ids.demo.schId,
      title: 'Portal notice ends on the 10th',
      description: 'x',
      expiryDate: '2026-01-10',
    });
    const both = ['Ends on the 10th', 'Portal notice ends on the 10th'];
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // 22:30 UTC on the 10th is 23:30 in Lagos: still the last day
      vi.setSystemTime(new Date('2026-01-10T22:30:00Z'));
      expect(await seen('student')).toEqual(expect.arrayContaining(both));
      // 23:30 UTC is the 11th in Lagos: expired, though UTC still says the 10th
      vi.setSystemTime(new Date('2026-01-10T23:30:00Z'));
      const after = await seen('student');
      for (const title of both) expect(after).not.toContain(title);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('writing announcements', () => {
  it('is for admin, principal and superadmin only (403)', async () => {
    for (const as of ['teacher', 'student', 'account']) {
      const res = await t.call('POST', '/announcements', {
        as,
        body: { title: 'x', description: 'x', audience: 'all' },
      });
      expect(res.statusCode, as).toBe(403);
    }
  });

  it('needs roles exactly when the audience is roles (422)', async () => {
    const none = await t.call('POST', '/announcements', {
      as: 'admin',
      body: { title: 'x', description: 'x', audience: 'roles' },
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.roles).toBeDefined();
    const extra = await t.call('POST', '/announcements', {
      as: 'admin',
      body: { title: 'x', description: 'x', audience: 'all', roles: ['teacher'] },
    });
    expect(extra.statusCode).toBe(422);
  });

  it('edits and deletes change what people see, and are audited', async () => {
    const id = await write('admin', { title: 'Sports day', audience: 'staff' });
    expect(await seen('student')).not.toContain('Sports day');
    const edit = await t.call('PATCH', `/announcements/${id}`, {
      as: 'admin',
      body: { audience: 'students', title: 'Sports day on Friday' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await seen('student')).toContain('Sports day on Friday');
    expect(await seen('teacher')).not.toContain('Sports day on Friday');

    const listed = await t.call('GET', '/announcements/school', { as: 'principal' });
    expect(conforms(listed, 'AnnouncementList').data.map((a: { id: string }) => a.id)).toContain(
      id,
    );

    const del = await t.call('DELETE', `/announcements/${id}`, { as: 'principal' });
    expect(del.statusCode).toBe(200);
    expect(await seen('student')).not.toContain('Sports day on Friday');

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'announcement'), eq(auditLog.entityId, BigInt(id))));
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([
      ['create', t.ids.users.admin],
      ['update', t.ids.users.admin],
      ['delete', t.ids.users.principal],
    ]);
  });

  it('another school cannot see, edit or delete them (404)', async () => {
    const id = await write('admin', { title: 'Ours only', audience: 'all' });
    expect(await seen('other-admin')).not.toContain('Ours only');
    const edit = await t.call('PATCH', `/announcements/${id}`, {
      as: 'other-admin',
      body: { title: 'Theirs' },
    });
    expect(edit.statusCode).toBe(404);
    const del = await t.call('DELETE', `/announcements/${id}`, { as: 'other-admin' });
    expect(del.statusCode).toBe(404);
    const list = await t.call('GET', '/announcements/school', { as: 'other-admin' });
    expect(list.json().data.map((a: { id: string }) => a.id)).not.toContain(id);
  });
});
