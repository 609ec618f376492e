// @vitest-environment node
/**
 * Lesson notes and announcements in a real browser: a teacher submits a lesson note with a PDF,
 * the principal opens the file and sends the note back, which needs a reason; the teacher sees
 * it sent back with the reason, edits it (submitting it again) and reads both in its history;
 * the principal approves it and the teacher sees it approved; the admin writes an announcement
 * for students only, which the student sees on Home and the teacher does not.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fullChromium } from '../src/test/chromium.ts';
import { choose, describeInBrowser, launchChromium, pick, signedIn } from './browser.ts';
import { type RunningPortal, startPortal } from './server.ts';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

let portal: RunningPortal;
let browser: Browser;

/** A form field by its label (a required one's label ends in " *"). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

/** The lesson notes of JSS 2 Mathematics, week 1, on the page at `path`. */
async function openWeek(page: Page, path: string) {
  await page.goto(`${portal.url}${path}`);
  await choose(page, 'Class', 'JSS 2');
  await choose(page, 'Subject', 'Mathematics');
}

describeInBrowser('lesson notes in a real browser', () => {
  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchChromium(fullChromium);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('takes a note from submitted, through sent back with a reason and edited, to approved', async () => {
    const teacher = await signedIn(browser, portal.url, 'teacher');
    await openWeek(teacher, '/academic-works/lesson-note/create');
    await teacher.getByRole('button', { name: 'Write a lesson note' }).click();
    await teacher
      .locator('#note-file')
      .setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: PDF });
    await field(teacher, 'Topic').fill('Fractions');
    await field(teacher, 'Description').fill('Adding fractions.');
    await field(teacher, 'From').fill('2025-09-22');
    await field(teacher, 'To').fill('2025-09-26');
    await teacher.getByRole('button', { name: 'Submit lesson note' }).click();
    await teacher.getByText('Awaiting approval').waitFor();

    const principal = await signedIn(browser, portal.url, 'principal');
    await openWeek(principal, '/academic-works/lesson-note/view');
    const [file] = await Promise.all([
      principal.waitForEvent('popup'),
      principal.getByRole('button', { name: 'Open plan.pdf' }).click(),
    ]);
    await file.waitForURL(/^blob:/);
    await file.close();
    // Sending back asks for the reason: nothing is sent without one.
    await principal.getByRole('button', { name: 'Send back' }).click();
    await principal.getByText('Say why the note goes back to the teacher.').waitFor();
    await principal
      .getByRole('textbox', { name: 'Comment for the teacher' })
      .fill('Add the objectives.');
    await principal.getByRole('button', { name: 'Send back' }).click();
    await principal.getByText('Add the objectives.', { exact: false }).first().waitFor();

    await openWeek(teacher, '/academic-works/lesson-note/create');
    await teacher.getByText('Sent back', { exact: true }).waitFor();
    await teacher.getByText('Why it was sent back: Add the objectives.').waitFor();
    expect(await teacher.getByText('Awaiting approval', { exact: true }).count()).toBe(0);
    await teacher.getByRole('button', { name: 'Edit' }).click();
    await field(teacher, 'Specific objectives').fill('Add two fractions.');
    await teacher.getByRole('button', { name: 'Save changes' }).click();
    await teacher.getByText('Add two fractions.', { exact: false }).first().waitFor();
    await teacher.getByText('Awaiting approval', { exact: true }).waitFor();
    // The history keeps the send-back with its reason and the resubmission.
    await teacher.getByRole('button', { name: 'History' }).click();
    const history = teacher.getByRole('list', { name: 'History' });
    await history.getByText(/^Sent back by Bello Musa, .*: “Add the objectives\.”$/).waitFor();
    await history.getByText(/^Edited and submitted again by Eze Ngozi, /).waitFor();

    await openWeek(principal, '/academic-works/lesson-note/view');
    await principal.getByText('Add two fractions.', { exact: false }).first().waitFor();
    await principal.getByRole('button', { name: 'Approve' }).click();
    await principal.getByText('Approved').first().waitFor();
    await principal.context().close();

    await openWeek(teacher, '/academic-works/lesson-note/create');
    const badge = teacher.getByText('Approved', { exact: true });
    await badge.waitFor();
    expect(await teacher.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await teacher.context().close();
  }, 180_000);

  it('shows an announcement for students to the student on Home, not to the teacher', async () => {
    const admin = await signedIn(browser, portal.url, 'admin');
    await admin.goto(`${portal.url}/announcements/create`);
    await field(admin, 'Title').fill('Sports day on Friday');
    await field(admin, 'Message').fill('Come in house colours.');
    // Type-ahead: the taller form (a multi-line message) opens this list off the bottom edge.
    await pick(admin, 'Who sees it', 'Students');
    await admin.getByRole('button', { name: 'Create announcement' }).click();
    await admin.waitForURL('**/announcements');
    await admin.getByText('Sports day on Friday').waitFor();
    await admin.context().close();

    const student = await signedIn(browser, portal.url, 'student');
    await student.getByText('Sports day on Friday').waitFor();
    await student.context().close();

    const teacher = await signedIn(browser, portal.url, 'teacher');
    await teacher.getByText('Welcome to the demo').waitFor();
    expect(await teacher.getByText('Sports day on Friday').count()).toBe(0);
    await teacher.context().close();
  }, 120_000);
});
