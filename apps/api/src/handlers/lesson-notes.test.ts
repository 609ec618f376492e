/**
 * Lesson notes and flip classes through the API (issue 16): a teacher writes notes for what
 * they teach, sees and changes only their own and only while not approved; admin, principal
 * and superadmin approve and send back (audited); a note's file goes only to those who may read
 * the note; students see approved flip classes of their class only.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, lessonNotes } from '../db/schema.ts';
import { addPerson } from '../test/add-person.ts';
import { conforms } from '../test/conforms.ts';
import { multipartForm, SAMPLES } from '../test/file-samples.ts';
import { setup, type TestContext, usingPostgres } from '../test/harness.ts';

let t: TestContext;
let jss1: string;
let jss2: string;
let maths: string;
let english: string;
const SESSION = '2025/2026';
const TERM = 'First Term';

beforeAll(async () => {
  t = await setup();
  jss1 = String(t.ids.demo.classIds[0]);
  jss2 = String(t.ids.demo.classIds[1]);
  maths = String(t.ids.demo.subjectIds[0]);
  english = String(t.ids.demo.subjectIds[1]);
  // A second teacher, class teacher of JSS 2, to prove teachers do not see each other's notes.
  await addPerson(t, {
    username: 'teacher-b',
    kind: 'staff',
    designationId: 4,
    teacherType: 'class teacher',
    classId: t.ids.demo.classIds[1],
    subClass: 'A',
  });
});
afterAll(() => t?.close());

async function upload(as: string, purpose: string, bytes: Buffer, filename: string) {
  const form = multipartForm([
    { name: 'purpose', value: purpose },
    { name: 'file', value: bytes, filename },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { ...form.headers, authorization: `Bearer ${await t.token(as)}` },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}

const noteBody = (fileId: string, extra: Record<string, unknown> = {}) => ({
  class_id: jss2,
  subject_id: maths,
  week: 3,
  term: TERM,
  session: SESSION,
  topic: 'Fractions',
  description: 'Adding fractions with unlike denominators.',
  date_from: '2025-09-22',
  date_to: '2025-09-26',
  methodology: 'Worked examples, then pairs.',
  file_id: fileId,
  ...extra,
});

/** A new lesson note of `as` (its own upload), answering its id and file id. */
async function newNote(as = 'teacher', extra: Record<string, unknown> = {}) {
  const fileId = await upload(as, 'lesson_note', SAMPLES.pdf, 'plan.pdf');
  const res = await t.call('POST', '/v2/lessonnote/add', {
    as,
    body: noteBody(fileId, extra),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().data.id as string, fileId };
}

const week = (cls = jss2, subject = maths, w = 3) =>
  `/v2/lessonnote/${cls}/${subject}/${w}/${encodeURIComponent(TERM)}/${encodeURIComponent(SESSION)}`;

const noteCount = async () => (await t.database.db.select().from(lessonNotes)).length;

const ids = (res: { json(): { data: { id: string }[] } }) => res.json().data.map((n) => n.id);

describe('a teacher writing lesson notes', () => {
  it('creates a note with its lesson plan and file, not approved, listed for its week', async () => {
    const { id, fileId } = await newNote();
    const list = await t.call('GET', week(), { as: 'teacher' });
    expect(list.statusCode).toBe(200);
    const body = conforms(list, 'LessonNoteList');
    const note = body.data.find((n: { id: string }) => n.id === id);
    expect(note.attributes).toMatchObject({
      topic: 'Fractions',
      methodology: 'Worked examples, then pairs.',
      class_name: 'JSS 2',
      status: 'not_approved',
      file_id: fileId,
      file_name: 'plan.pdf',
      submitted_by: 'Eze Ngozi',
      approved_by: null,
    });
  });

  it('may not write a note for a subject they do not teach (403)', async () => {
    const fileId = await upload('teacher', 'lesson_note', SAMPLES.pdf, 'plan.pdf');
    const res = await t.call('POST', '/v2/lessonnote/add', {
      as: 'teacher',
      body: noteBody(fileId, { class_id: jss2, subject_id: english }),
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses dates out of order and a file that is not their own lesson_note upload (422)', async () => {
    const mine = await upload('teacher', 'lesson_note', SAMPLES.pdf, 'plan.pdf');
    const notesBefore = await noteCount();
    const dates = await t.call('POST', '/v2/lessonnote/add', {
      as: 'teacher',
      body: noteBody(mine, { date_from: '2025-09-26', date_to: '2025-09-22' }),
    });
    expect(dates.statusCode).toBe(422);
    expect(dates.json().errors.date_to).toBeDefined();
    const theirs = await upload('teacher-b', 'lesson_note', SAMPLES.pdf, 'b.pdf');
    const other = await t.call('POST', '/v2/lessonnote/add', {
      as: 'teacher',
      body: noteBody(theirs),
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.file_id).toBeDefined();
    const flipFile = await upload('teacher', 'flip_class', SAMPLES.pdf, 'f.pdf');
    const wrongPurpose = await t.call('POST', '/v2/lessonnote/add', {
      as: 'teacher',
      body: noteBody(flipFile),
    });
    expect(wrongPurpose.statusCode).toBe(422);
    expect(await noteCount()).toBe(notesBefore);
  });

  it('cannot approve a note (403: approving is for admin, principal and superadmin)', async () => {
    const { id } = await newNote();
    const res = await t.call('PATCH', `/v2/lessonnote/approve/${id}`, { as: 'teacher', body: {} });
    expect(res.statusCode).toBe(403);
  });
});

describe('approval', () => {
  it('the principal sends a note back with a comment, approves it; audited; the teacher sees both', async () => {
    const { id } = await newNote();
    const back = await t.call('PATCH', `/v2/lessonnote/unapprove/${id}`, {
      as: 'principal',
      body: { comment: 'Add the objectives.' },
    });
    expect(back.statusCode, back.body).toBe(200);
    let mine = (await t.call('GET', week(), { as: 'teacher' })).json().data;
    expect(mine.find((n: { id: string }) => n.id === id).attributes).toMatchObject({
      status: 'not_approved',
      comment: 'Add the objectives.',
    });

    const ok = await t.call('PATCH', `/v2/lessonnote/approve/${id}`, {
      as: 'principal',
      body: { comment: 'Good.' },
    });
    expect(ok.statusCode).toBe(200);
    mine = (await t.call('GET', week(), { as: 'teacher' })).json().data;
    const approved = mine.find((n: { id: string }) => n.id === id).attributes;
    expect(approved).toMatchObject({
      status: 'approved',
      comment: 'Good.',
      approved_by: 'Bello Musa',
    });
    expect(approved.date_approved).not.toBeNull();

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'lesson_note'), eq(auditLog.entityId, BigInt(id))));
    expect(entries.map((e) => [e.action, e.actorId, e.detail])).toEqual([
      ['submit', t.ids.users.teacher, null],
      ['unapprove', t.ids.users.principal, { comment: 'Add the objectives.' }],
      ['approve', t.ids.users.principal, { comment: 'Good.' }],
    ]);
  });

  it('a teacher can neither edit nor delete an approved note (409), and nothing changes', async () => {
    const { id } = await newNote();
    await t.call('PATCH', `/v2/lessonnote/approve/${id}`, { as: 'admin', body: {} });
    const edit = await t.call('PATCH', `/v2/lessonnote/edit/${id}`, {
      as: 'teacher',
      body: { topic: 'Changed' },
    });
    expect(edit.statusCode).toBe(409);
    const del = await t.call('DELETE', `/v2/lessonnote/remove/${id}`, { as: 'teacher' });
    expect(del.statusCode).toBe(409);
    const [row] = await t.database.db
      .select()
      .from(lessonNotes)
      .where(eq(lessonNotes.id, BigInt(id)));
    expect(row).toMatchObject({ topic: 'Fractions', status: 'approved' });
  });

  it('an edit returns an approved note to not approved, clearing its approval', async () => {
    const { id } = await newNote();
    await t.call('PATCH', `/v2/lessonnote/approve/${id}`, {
      as: 'admin',
      body: { comment: 'Fine' },
    });
    const edit = await t.call('PATCH', `/v2/lessonnote/edit/${id}`, {
      as: 'principal',
      body: { topic: 'Fractions and decimals' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(conforms(edit, 'LessonNoteItem').data.attributes).toMatchObject({
      topic: 'Fractions and decimals',
      status: 'not_approved',
      comment: null,
      approved_by: null,
      date_approved: null,
    });
  });

  it('a teacher edits a note sent back, with a new file that replaces the old one', async () => {
    const { id, fileId } = await newNote();
    await t.call('PATCH', `/v2/lessonnote/unapprove/${id}`, {
      as: 'principal',
      body: { comment: 'Redo' },
    });
    const newFile = await upload('teacher', 'lesson_note', SAMPLES.docx, 'plan.docx');
    const edit = await t.call('PATCH', `/v2/lessonnote/edit/${id}`, {
      as: 'teacher',
      body: { file_id: newFile, specific_objectives: 'Add two fractions.' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data.attributes).toMatchObject({
      file_id: newFile,
      file_name: 'plan.docx',
      specific_objectives: 'Add two fractions.',
    });
    const old = await t.call('GET', `/files/${fileId}`, { as: 'principal' });
    expect(old.statusCode).toBe(404);
  });
});

describe('a typed lesson note', () => {
  const typedBody = (extra: Record<string, unknown> = {}) => {
    const { file_id: _file, ...body } = noteBody('1', extra);
    return body;
  };

  it('is written without a file, its content kept as typed', async () => {
    const content = 'Introduction: halves and quarters.\nWorked examples on the board.';
    const res = await t.call('POST', '/v2/lessonnote/add', {
      as: 'teacher',
      body: typedBody({ content }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as string;
    const listed = conforms(await t.call('GET', week(), { as: 'principal' }), 'LessonNoteList');
    expect(listed.data.find((n: { id: string }) => n.id === id).attributes).toMatchObject({
      content,
      file_id: null,
      file_name: null,
    });
    // An edit may not take away the only form the note has.
    const emptied = await t.call('PATCH', `/v2/lessonnote/edit/${id}`, {
      as: 'teacher',
      body: { content: null },
    });
    expect(emptied.statusCode).toBe(422);
    expect(emptied.json().errors.content).toBeDefined();
    const del = await t.call('DELETE', `/v2/lessonnote/remove/${id}`, { as: 'teacher' });
    expect(del.statusCode).toBe(200);
  });

  it('needs its content or a file (422 at file_id), and content of a sane length', async () => {
    const before = await noteCount();
    const neither = await t.call('POST', '/v2/lessonnote/add', {
      as: 'teacher',
      body: typedBody(),
    });
    expect(neither.statusCode).toBe(422);
    expect(neither.json().errors.file_id).toBeDefined();
    const long = await t.call('POST', '/v2/lessonnote/add', {
      as: 'teacher',
      body: typedBody({ content: 'x'.repeat(20_001) }),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.content).toBeDefined();
    expect(await noteCount()).toBe(before);
  });
});

describe('sending back', () => {
  it('needs a reason (422 at comment), and nothing changes without one', async () => {
    const { id } = await newNote();
    for (const body of [undefined, {}, { comment: '  ' }, { comment: null }]) {
      const res = await t.call('PATCH', `/v2/lessonnote/unapprove/${id}`, {
        as: 'principal',
        body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors.comment, JSON.stringify(body)).toBeDefined();
    }
    const history = await t.call('GET', `/v2/lessonnote/history/${id}`, { as: 'teacher' });
    expect(history.json().data.map((e: Entry) => e.attributes.action)).toEqual(['submit']);
  });

  it('keeps the send-back with its reason and the resubmission in the note’s history', async () => {
    const { id } = await newNote();
    await t.call('PATCH', `/v2/lessonnote/unapprove/${id}`, {
      as: 'principal',
      body: { comment: 'Add the objectives.' },
    });
    const sentBack = (await t.call('GET', week(), { as: 'teacher' })).json().data;
    expect(sentBack.find((n: { id: string }) => n.id === id).attributes).toMatchObject({
      status: 'not_approved',
      comment: 'Add the objectives.',
    });
    const edit = await t.call('PATCH', `/v2/lessonnote/edit/${id}`, {
      as: 'teacher',
      body: { specific_objectives: 'Add two fractions.' },
    });
    expect(edit.json().data.attributes.comment).toBeNull();
    for (const as of ['teacher', 'principal']) {
      const history = await t.call('GET', `/v2/lessonnote/history/${id}`, { as });
      expect(history.statusCode, history.body).toBe(200);
      const entries = conforms(history, 'LessonNoteHistoryList').data.map((e: Entry) => [
        e.attributes.action,
        e.attributes.actor,
        e.attributes.comment,
      ]);
      expect(entries).toEqual([
        ['submit', 'Eze Ngozi', null],
        ['unapprove', 'Bello Musa', 'Add the objectives.'],
        ['edit', 'Eze Ngozi', null],
      ]);
    }
    for (const as of ['teacher-b', 'other-admin']) {
      const res = await t.call('GET', `/v2/lessonnote/history/${id}`, { as });
      expect(res.statusCode, as).toBe(404);
    }
  });
});

type Entry = { attributes: { action: string; actor: string; comment: string | null } };

describe('approving and deleting at once (PostgreSQL)', () => {
  it.runIf(usingPostgres)(
    'lets exactly one win; the other answers 409 with the reason',
    async () => {
      for (let round = 0; round < 6; round++) {
        const { id } = await newNote();
        const [approve, del] = await Promise.all([
          t.call('PATCH', `/v2/lessonnote/approve/${id}`, { as: 'principal', body: {} }),
          t.call('DELETE', `/v2/lessonnote/remove/${id}`, { as: 'teacher' }),
        ]);
        const [row] = await t.database.db
          .select()
          .from(lessonNotes)
          .where(eq(lessonNotes.id, BigInt(id)));
        if (row) {
          expect([approve.statusCode, del.statusCode], `round ${round}`).toEqual([200, 409]);
          expect(row.status).toBe('approved');
          expect(del.json().message).toBe(
            'This lesson note is approved: ask an approver to unapprove it before changing it.',
          );
        } else {
          expect(del.statusCode, `round ${round}`).toBe(200);
          // The approval lost: refused while the delete held the note (409 and why), or the
          // note was already gone when it looked (404, as for any id that does not exist).
          expect([404, 409], `round ${round}`).toContain(approve.statusCode);
          if (approve.statusCode === 409)
            expect(approve.json().message).toBe('This lesson note was deleted.');
        }
      }
    },
  );
});

describe('the review queue', () => {
  it('holds the campus’s notes awaiting approval, oldest first, narrowed by teacher and week', async () => {
    const first = await newNote();
    const second = await newNote('teacher', { week: 4 });
    const approved = await newNote();
    await t.call('PATCH', `/v2/lessonnote/approve/${approved.id}`, { as: 'admin', body: {} });
    const queue = await t.call('GET', '/v2/lessonnote/review', { as: 'principal' });
    expect(queue.statusCode).toBe(200);
    conforms(queue, 'LessonNoteList');
    const waiting = ids(queue);
    expect(waiting).toContain(first.id);
    expect(waiting).toContain(second.id);
    expect(waiting).not.toContain(approved.id);
    expect(waiting.indexOf(first.id)).toBeLessThan(waiting.indexOf(second.id));
    const week4 = await t.call('GET', '/v2/lessonnote/review', {
      as: 'principal',
      query: { week: '4', staff_id: String(t.ids.users.teacher) },
    });
    expect(ids(week4)).toEqual([second.id]);
    const done = await t.call('GET', '/v2/lessonnote/review', {
      as: 'admin',
      query: { status: 'approved' },
    });
    expect(ids(done)).toContain(approved.id);
    expect(ids(await t.call('GET', '/v2/lessonnote/review', { as: 'other-admin' }))).toEqual([]);
    expect((await t.call('GET', '/v2/lessonnote/review', { as: 'teacher' })).statusCode).toBe(403);
  });
});

describe('whose notes', () => {
  it('a teacher cannot see or change another teacher’s notes (404)', async () => {
    const { id } = await newNote();
    const otherList = await t.call('GET', week(), { as: 'teacher-b' });
    expect(otherList.statusCode).toBe(200);
    expect(ids(otherList)).not.toContain(id);
    for (const [method, url, body] of [
      ['PATCH', `/v2/lessonnote/edit/${id}`, { topic: 'Mine now' }],
      ['DELETE', `/v2/lessonnote/remove/${id}`, undefined],
    ] as const) {
      const res = await t.call(method, url, { as: 'teacher-b', body });
      expect(res.statusCode).toBe(404);
    }
    expect(ids(await t.call('GET', week(), { as: 'principal' }))).toContain(id);
  });

  it('a note of another school answers 404 to its leadership', async () => {
    const { id } = await newNote();
    for (const [url, body] of [
      [`/v2/lessonnote/approve/${id}`, { comment: 'x' }],
      [`/v2/lessonnote/unapprove/${id}`, { comment: 'x' }],
      [`/v2/lessonnote/edit/${id}`, { topic: 'x' }],
    ] as const) {
      const res = await t.call('PATCH', url, { as: 'other-admin', body });
      expect(res.statusCode).toBe(404);
    }
    const list = await t.call('GET', week(), { as: 'other-admin' });
    expect(ids(list)).toEqual([]);
  });

  it('a teacher deletes their own note while not approved, with its file', async () => {
    const { id, fileId } = await newNote();
    const del = await t.call('DELETE', `/v2/lessonnote/remove/${id}`, { as: 'teacher' });
    expect(del.statusCode).toBe(200);
    expect(ids(await t.call('GET', week(), { as: 'teacher' }))).not.toContain(id);
    expect((await t.call('GET', `/files/${fileId}`, { as: 'teacher' })).statusCode).toBe(404);
  });
});

describe('the file of a note', () => {
  it('goes to the teacher and the leadership, with Content-Disposition and nosniff', async () => {
    const { fileId } = await newNote();
    for (const as of ['teacher', 'principal', 'admin', 'superadmin']) {
      const res = await t.call('GET', `/files/${fileId}?disposition=inline`, { as });
      expect(res.statusCode, as).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^inline; filename="plan.pdf"/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(SAMPLES.pdf)).toBe(true);
    }
  });

  it('is 404 to another teacher, a student, account staff and another school', async () => {
    const { fileId } = await newNote();
    for (const as of ['teacher-b', 'student', 'account', 'other-admin']) {
      const res = await t.call('GET', `/files/${fileId}`, { as });
      expect(res.statusCode, as).toBe(404);
    }
  });
});

describe('flip classes', () => {
  const url = () =>
    `/v2/flipclass/${jss2}/${maths}/3/${encodeURIComponent(TERM)}/${encodeURIComponent(SESSION)}`;

  async function newFlip(extra: Record<string, unknown> = {}) {
    const fileId = await upload('teacher', 'flip_class', SAMPLES.png, 'board.png');
    const res = await t.call('POST', '/v2/flipclass/add', {
      as: 'teacher',
      body: noteBody(fileId, { video_url: 'https://www.youtube.com/watch?v=abc123', ...extra }),
    });
    return { res, fileId };
  }

  it('carry an https video link; an http link is refused (422)', async () => {
    const { res } = await newFlip();
    expect(res.statusCode, res.body).toBe(201);
    expect(conforms(res, 'FlipClassItem').data.attributes.video_url).toBe(
      'https://www.youtube.com/watch?v=abc123',
    );
    const http = await newFlip({ video_url: 'http://example.com/v.mp4' });
    expect(http.res.statusCode).toBe(422);
  });

  it('reach the students of the class only once approved, and their file with them', async () => {
    // The demo student is in JSS 1: the flip class is for JSS 1, where the teacher is class teacher.
    const { res, fileId } = await newFlip({ class_id: jss1 });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as string;
    const jss1Url = url().replace(`/${jss2}/`, `/${jss1}/`);
    expect(ids(await t.call('GET', jss1Url, { as: 'student' }))).toEqual([]);
    expect((await t.call('GET', `/files/${fileId}`, { as: 'student' })).statusCode).toBe(404);

    await t.call('PATCH', `/v2/flipclass/approve/${id}`, { as: 'principal', body: {} });
    expect(ids(await t.call('GET', jss1Url, { as: 'student' }))).toEqual([id]);
    expect((await t.call('GET', `/files/${fileId}`, { as: 'student' })).statusCode).toBe(200);
    // Another class's flip classes are not the student's.
    expect((await t.call('GET', url(), { as: 'student' })).statusCode).toBe(403);
  });

  it('are not lesson notes: a flip class id answers 404 on the lesson-note calls', async () => {
    const { res } = await newFlip();
    const id = res.json().data.id as string;
    const approve = await t.call('PATCH', `/v2/lessonnote/approve/${id}`, {
      as: 'principal',
      body: {},
    });
    expect(approve.statusCode).toBe(404);
  });
});
