// @vitest-environment node
/**
 * Results in a real browser: a teacher enters a class's exam scores in the grid, the admin
 * releases the class, and the student downloads their report card as a PDF.
 */
import { readFileSync } from 'node:fs';
import { pdfText } from '@schoolmates/documents/test/pdf-text';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { choose, describeInBrowser, launchChromium, signedIn } from './browser.ts';
import { type RunningPortal, startPortal } from './server.ts';

let portal: RunningPortal;
let browser: Browser;

describeInBrowser('results in a real browser', () => {
  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('takes a class from score entry to a released report card the student downloads', async () => {
    const teacher = await signedIn(browser, portal.url, 'teacher');
    await teacher.goto(`${portal.url}/academic-works/results/compute`);
    await choose(teacher, 'Class and subject', /Basic Science/);
    await choose(teacher, 'Period', 'End of term (Second Half)');
    // The demo student's exam (the arm has 25 students; the others are left as they are).
    const exam = teacher.getByRole('textbox', { name: 'Exam for Danjuma Chidi' });
    await exam.fill('75');
    await teacher.getByText('Above the maximum of 60').first().waitFor();
    expect(await teacher.getByRole('button', { name: 'Save scores' }).isDisabled()).toBe(true);
    await exam.fill('48');
    await teacher.getByRole('button', { name: 'Save scores' }).click();
    await teacher.getByText(/Scores saved for 1 student/).waitFor();
    await teacher.context().close();

    const admin = await signedIn(browser, portal.url, 'admin');
    await admin.goto(`${portal.url}/academic-works/results/view`);
    await choose(admin, 'Class', 'JSS 1 A');
    await choose(admin, 'Period', 'End of term (Second Half)');
    await choose(admin, 'Student', /Not released/);
    await admin.getByRole('button', { name: 'Release whole class' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Release class' }).click();
    await admin
      .getByRole('status')
      .getByText(/released/i)
      .first()
      .waitFor();

    // The broadsheet shows the new exam score and exports it.
    await admin.goto(`${portal.url}/academic-works/results/broadsheet`);
    await choose(admin, 'Class', 'JSS 1 A');
    await choose(admin, 'Period', 'End of term (Second Half)');
    await admin.getByRole('table', { name: 'Broadsheet' }).waitFor();
    for (const [button, check] of [
      ['CSV', (b: Buffer) => b.toString('utf8').includes('Basic Science')],
      ['Excel (XLSX)', (b: Buffer) => b.subarray(0, 2).toString() === 'PK'],
    ] as const) {
      const [file] = await Promise.all([
        admin.waitForEvent('download'),
        admin.getByRole('button', { name: button }).click(),
      ]);
      expect(check(readFileSync((await file.path()) ?? ''))).toBe(true);
    }
    await admin.context().close();

    const student = await signedIn(browser, portal.url, 'student');
    await student.goto(`${portal.url}/academic-works/results/view`);
    await choose(student, 'Period', 'End of term (Second Half)');
    const card = student.getByRole('article', { name: /^Report card of / });
    await card.waitFor();
    expect(await card.textContent()).toContain('Basic Science');
    const [download] = await Promise.all([
      student.waitForEvent('download'),
      student.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const pdf = readFileSync((await download.path()) ?? '');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Drawn in the embedded Noto Sans, which the browser fetched beside the PDF chunk.
    expect(pdf.toString('latin1')).toContain('/BaseFont /NotoSans-Regular');
    const text = pdfText(pdf);
    expect(text).toContain('SchoolMates Demo Academy');
    expect(text).toContain('Basic Science');
    expect(text).toContain('48');
    await student.context().close();
  }, 180_000);
});
