import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../db/schema.ts';
import { type FormPart, multipartForm, png, SAMPLES } from '../test/file-samples.ts';
import { setup, type TestContext } from '../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await setup();
});
afterAll(() => t?.close());

const MB = 1024 * 1024;

async function upload(as: string, parts: FormPart[]) {
  const form = multipartForm(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { ...form.headers, authorization: `Bearer ${await t.token(as)}` },
    payload: form.payload,
  });
}

/** The usual form: a purpose and one file. */
const form = (purpose: string, value: string | Buffer, filename = 'a.png'): FormPart[] => [
  { name: 'purpose', value: purpose },
  { name: 'file', value, filename },
];

/** Uploads one file and answers its id (the upload must succeed). */
async function stored(as: string, purpose: string, bytes: Buffer, filename = 'file') {
  const res = await upload(as, form(purpose, bytes, filename));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}

/** Every stored file on disk, to prove a refused upload left nothing behind. */
function filesOnDisk(): string[] {
  const root = join(t.config.dataDir, 'files');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch {
    return [];
  }
}

describe('POST /files', () => {
  it('stores a lesson note and answers what it found', async () => {
    const res = await upload('teacher', [
      { name: 'purpose', value: 'lesson_note' },
      { name: 'file', value: SAMPLES.pdf, filename: 'Week 3 notes.pdf', type: 'application/pdf' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.stringMatching(/^[1-9]\d*$/),
      attributes: {
        name: 'Week 3 notes.pdf',
        content_type: 'application/pdf',
        size: SAMPLES.pdf.length,
        purpose: 'lesson_note',
        created_at: expect.any(String),
      },
    });
  });

  it('takes the type from the content, not the name or the declared type, and cleans the name', async () => {
    const res = await upload('student', [
      {
        name: 'file',
        value: SAMPLES.png,
        filename: '../../etc/notes.pdf',
        type: 'application/pdf',
      },
      { name: 'purpose', value: 'avatar' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.attributes).toMatchObject({
      name: 'notes.pdf.png',
      content_type: 'image/png',
    });
  });

  const refused: [string, string, FormPart[], Record<string, unknown>][] = [
    [
      'an SVG declared as PNG',
      'teacher',
      form('avatar', '<svg onload="alert(1)"/>'),
      { file: ['must be a JPG or PNG file'] },
    ],
    [
      'a GIF/PHP polyglot',
      'teacher',
      form('lesson_note', 'GIF89a<?php system($_GET[1]);', 'x.php.jpg'),
      { file: ['must be a PDF, DOC, DOCX, JPG or PNG file'] },
    ],
    [
      'a PDF as an avatar',
      'admin',
      form('avatar', SAMPLES.pdf, 'me.pdf'),
      { file: ['must be a JPG or PNG file'] },
    ],
    [
      'a picture over 2 MB',
      'admin',
      form('avatar', Buffer.concat([SAMPLES.png, Buffer.alloc(2 * MB)])),
      { file: ['must be at most 2 MB'] },
    ],
    [
      'a document over 10 MB',
      'teacher',
      form('lesson_note', Buffer.concat([SAMPLES.pdf, Buffer.alloc(10 * MB)]), 'a.pdf'),
      { file: ['must be at most 10 MB'] },
    ],
    [
      'a PNG whose header claims 20000 × 20000 pixels',
      'student',
      form('avatar', png(20000, 20000)),
      { file: ['is 20000 × 20000 pixels; images up to 25 megapixels are accepted'] },
    ],
    [
      'a JPEG with no frame header',
      'student',
      form('avatar', Buffer.from('ffd8ffda000c0000', 'hex')),
      { file: ['is not a readable JPG or PNG image'] },
    ],
    ['an empty file', 'teacher', form('avatar', ''), { file: ['must not be empty'] }],
    ['no file', 'teacher', [{ name: 'purpose', value: 'avatar' }], { file: ['is required'] }],
    [
      'no purpose and an unknown field',
      'teacher',
      [
        { name: 'file', value: SAMPLES.png, filename: 'a.png' },
        { name: 'sch_id', value: '2' },
      ],
      { purpose: ['is required'], sch_id: ['is not allowed'] },
    ],
    [
      'a text where the file should be',
      'teacher',
      [
        { name: 'purpose', value: 'avatar' },
        { name: 'file', value: 'aGVsbG8=' },
      ],
      { file: ['must be a file'] },
    ],
    [
      'an unknown purpose',
      'teacher',
      form('anything', SAMPLES.png),
      { purpose: [expect.stringMatching(/^must be one of: lesson_note, flip_class,/)] },
    ],
    [
      'two files',
      'teacher',
      [...form('avatar', SAMPLES.png), { name: 'file', value: SAMPLES.png, filename: 'b.png' }],
      { file: ['send one file only'] },
    ],
  ];

  it.each(refused)('refuses %s with 422 and stores nothing', async (_what, as, parts, errors) => {
    await t.token(as); // signing in writes a session: before counting
    const rows = await t.rowCount();
    const before = filesOnDisk();
    const res = await upload(as, parts);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual(errors);
    expect(await t.rowCount()).toBe(rows);
    expect(filesOnDisk()).toEqual(before);
  });

  it('refuses a body over the absolute limit with 413, a JSON body with 415', async () => {
    const big = multipartForm(form('lesson_note', Buffer.alloc(11 * MB), 'a.pdf'));
    const token = await t.token('teacher');
    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...big.headers, authorization: `Bearer ${token}` },
      payload: big.payload,
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toMatch(/at most 10 MB/);
    const json = await t.call('POST', '/files', {
      as: 'teacher',
      body: { purpose: 'avatar', file: SAMPLES.png.toString('base64') },
    });
    expect(json.statusCode).toBe(415);
  });

  it.each([
    ['student', 'lesson_note'],
    ['admin', 'flip_class'],
    ['principal', 'assignment_image'],
    ['student', 'signature'],
    ['account', 'student_photo'],
    ['admin', 'campus_image'],
    ['principal', 'school_logo'],
  ])('answers 403 to %s uploading for %s', async (as, purpose) => {
    const res = await upload(as, form(purpose, SAMPLES.png));
    expect(res.statusCode, res.body).toBe(403);
  });

  it('answers 401 without a token', async () => {
    const form = multipartForm([{ name: 'purpose', value: 'avatar' }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/files', ...form });
    expect(res.statusCode).toBe(401);
  });

  it('is the only call that takes multipart (415 elsewhere, so no body skips validation)', async () => {
    const form = multipartForm([{ name: 'subject', value: 'Art' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subjects',
      headers: { ...form.headers, authorization: `Bearer ${await t.token('superadmin')}` },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('GET /files/{id}', () => {
  let noteId: string;
  let logoId: string;
  beforeAll(async () => {
    noteId = await stored('teacher', 'lesson_note', SAMPLES.docx, 'Ọ́mọ notes.docx');
    logoId = await stored('superadmin', 'campus_image', SAMPLES.jpeg, 'front.jpg');
  });

  it('sends the bytes with their type, the stored name and nosniff', async () => {
    const res = await t.call('GET', `/files/${noteId}`, { as: 'teacher' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(SAMPLES.docx)).toBe(true);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(res.headers['content-length']).toBe(String(SAMPLES.docx.length));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="__m_ notes.docx"; filename*=UTF-8''${encodeURIComponent('Ọ́mọ notes.docx')}`,
    );
    const inline = await t.call('GET', `/files/${logoId}?disposition=inline`, { as: 'student' });
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('image/jpeg');
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename="front.jpg"/);
  });

  it('shows a document to its teacher and the leadership only; pictures to the whole school', async () => {
    for (const as of ['superadmin', 'admin', 'principal'])
      expect((await t.call('GET', `/files/${noteId}`, { as })).statusCode, as).toBe(200);
    for (const as of ['account', 'student'])
      expect((await t.call('GET', `/files/${noteId}`, { as })).statusCode, as).toBe(404);
    for (const as of ['account', 'teacher', 'student'])
      expect((await t.call('GET', `/files/${logoId}`, { as })).statusCode, as).toBe(200);
  });

  it('answers 404 to another school, to an unknown id, 422 to a bad id or disposition, 401 without a token', async () => {
    for (const as of ['other-admin', 'other-student']) {
      const res = await t.call('GET', `/files/${logoId}`, { as });
      expect(res.statusCode, as).toBe(404);
      expect(res.json()).toEqual({ message: 'File not found.' });
    }
    expect((await t.call('GET', '/files/999999', { as: 'admin' })).statusCode).toBe(404);
    expect((await t.call('GET', '/files/abc', { as: 'admin' })).statusCode).toBe(422);
    const bad = await t.call('GET', `/files/${logoId}?disposition=open`, { as: 'admin' });
    expect(bad.statusCode).toBe(422);
    expect((await t.call('GET', `/files/${logoId}`)).statusCode).toBe(401);
  });
});

describe('records refer to uploads by id', () => {
  const urlOf = (id: string) => `/api/files/${id}?disposition=inline`;

  it('a campus picture: a campus_image of the school, null removes it', async () => {
    const imageId = await stored('superadmin', 'campus_image', SAMPLES.png, 'campus.png');
    const campus = `/campus/${t.ids.demo.campusId}`;
    const set = await t.call('PATCH', campus, {
      as: 'superadmin',
      body: { image_file_id: imageId },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.attributes.image).toBe(urlOf(imageId));
    const picture = await t.app.inject({
      url: urlOf(imageId),
      headers: { authorization: `Bearer ${await t.token('student')}` },
    });
    expect(picture.statusCode).toBe(200);
    const removed = await t.call('PATCH', campus, {
      as: 'superadmin',
      body: { image_file_id: null },
    });
    expect(removed.json().data.attributes.image).toBeNull();
  });

  it('refuses with 422 an id of another purpose, of another school or of nothing', async () => {
    const noteId = await stored('teacher', 'lesson_note', SAMPLES.pdf);
    const theirs = await stored('other-admin', 'avatar', SAMPLES.png);
    const campus = `/campus/${t.ids.demo.campusId}`;
    for (const id of [noteId, theirs, '999999']) {
      const res = await t.call('PATCH', campus, { as: 'superadmin', body: { image_file_id: id } });
      expect(res.statusCode, id).toBe(422);
      expect(res.json().errors.image_file_id).toEqual([
        'must be an uploaded file with purpose campus_image',
      ]);
    }
  });

  it('the school’s logo: a school_logo of the school, set by the superadmin, null removes it', async () => {
    const logoId = await stored('superadmin', 'school_logo', SAMPLES.png, 'crest.png');
    for (const as of ['admin', 'principal', 'teacher', 'account', 'student']) {
      const res = await t.call('PATCH', '/school', { as, body: { logo_file_id: logoId } });
      expect(res.statusCode, as).toBe(403);
    }
    const set = await t.call('PATCH', '/school', {
      as: 'superadmin',
      body: { logo_file_id: logoId },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.attributes).toMatchObject({
      schname: 'SchoolMates Demo Academy',
      schlogo: urlOf(logoId),
    });
    const read = await t.call('GET', '/school', { as: 'student' });
    expect(read.json().data.attributes.schlogo).toBe(urlOf(logoId));
    const other = await t.call('GET', '/school', { as: 'other-student' });
    expect(other.json().data.attributes.schlogo).toBeNull();
    const removed = await t.call('PATCH', '/school', {
      as: 'superadmin',
      body: { logo_file_id: null },
    });
    expect(removed.json().data.attributes.schlogo).toBeNull();
  });

  it('refuses with 422 a logo of another purpose, of another school or of nothing', async () => {
    const campusImage = await stored('superadmin', 'campus_image', SAMPLES.png);
    // Another school's logo (no superadmin of theirs is seeded: their upload made one).
    const theirs = await stored('other-admin', 'avatar', SAMPLES.png);
    await t.database.db
      .update(files)
      .set({ purpose: 'school_logo' })
      .where(eq(files.id, BigInt(theirs)));
    for (const id of [campusImage, theirs, '999999']) {
      const res = await t.call('PATCH', '/school', {
        as: 'superadmin',
        body: { logo_file_id: id },
      });
      expect(res.statusCode, id).toBe(422);
      expect(res.json().errors.logo_file_id).toEqual([
        'must be an uploaded file with purpose school_logo',
      ]);
    }
    const missing = await t.call('PATCH', '/school', { as: 'superadmin', body: {} });
    expect(missing.statusCode).toBe(422);
    expect((await t.call('GET', '/school', { as: 'admin' })).json().data.attributes.schlogo).toBe(
      null,
    );
  });

  it('my own picture and signature on my profile; not someone else’s upload', async () => {
    const avatar = await stored('teacher', 'avatar', SAMPLES.jpeg);
    const signature = await stored('teacher', 'signature', SAMPLES.png);
    const res = await t.call('PATCH', '/profile', {
      as: 'teacher',
      body: { image_file_id: avatar, signature_file_id: signature },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.attributes).toMatchObject({
      image: urlOf(avatar),
      signature: urlOf(signature),
    });
    const notMine = await t.call('PATCH', '/profile', {
      as: 'principal',
      body: { image_file_id: avatar },
    });
    expect(notMine.statusCode).toBe(422);
    expect(notMine.json().errors.image_file_id).toEqual([
      'must be a file you uploaded with purpose avatar',
    ]);

    const studentId = String(t.ids.users.student);
    const photo = await stored('student', 'avatar', SAMPLES.png);
    const student = await t.call('PATCH', `/profile/${studentId}`, {
      as: 'student',
      body: { image_file_id: photo },
    });
    expect(student.statusCode, student.body).toBe(200);
    expect(student.json().data.attributes.image).toBe(urlOf(photo));
  });

  it('a student’s and a staff member’s photo set by the school', async () => {
    const photo = await stored('admin', 'student_photo', SAMPLES.jpeg);
    const student = await t.call('PATCH', `/student/${t.ids.users.student}`, {
      as: 'admin',
      body: { image_file_id: photo },
    });
    expect(student.statusCode, student.body).toBe(200);
    expect(student.json().data.attributes.image).toBe(urlOf(photo));
    const staff = await t.call('PATCH', `/staff/${t.ids.users.account}`, {
      as: 'admin',
      body: { image_file_id: photo },
    });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json().data.attributes.image).toBe(urlOf(photo));
  });
});
