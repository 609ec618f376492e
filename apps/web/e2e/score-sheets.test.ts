// @vitest-environment node
/**
 * A class's scores from a spreadsheet in a real browser: the demo teacher downloads the
 * template of JSS 1 A Mathematics for the Second Term's end of term, uploads it filled in with
 * problems (a score above the maximum, an admission number not in the arm): each shows at its
 * row and column and nothing is written; then the good file imports every row and the score
 * grid shows the scores, kept after a reload.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseCsv, toCsv } from '../src/lib/spreadsheet.ts';
import { choose, describeInBrowser, downloaded, launchChromium, signedIn } from './browser.ts';
import { type RunningPortal, startPortal } from './server.ts';

let portal: RunningPortal;
let browser: Browser;

/** The score grid of JSS 1 A Mathematics, Second Term, end of term. */
async function mathematicsExams(page: Page) {
  await page.goto(`${portal.url}/academic-works/results/compute`);
  await choose(page, 'Class and subject', /^JSS 1 A · Mathematics$/);
  await choose(page, 'Period', /End of term \(Second Half\)/);
  await page.getByRole('textbox', { name: 'Exam for Danjuma Chidi' }).waitFor();
}

describeInBrowser("a class's scores from a spreadsheet", () => {
  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('shows each problem at its cell and writes nothing, then imports every row of a good file', async () => {
    const teacher = await signedIn(browser, portal.url, 'teacher');
    await mathematicsExams(teacher);
    const exam = teacher.getByRole('textbox', { name: 'Exam for Danjuma Chidi' });
    expect(await exam.inputValue()).toBe('');
    await teacher.getByRole('tab', { name: 'From a spreadsheet' }).click();

    // The template: the arm's 25 students, the end-of-term exam (out of 60) blank.
    const template = await downloaded(teacher, () =>
      teacher.getByRole('button', { name: 'Template CSV' }).click(),
    );
    expect(template.name).toBe('JSS 1 A Mathematics Second Term 2025-2026 scores.csv');
    const [header, ...students] = parseCsv(template.bytes.toString('utf8').replace(/\r\n$/, ''));
    expect(header).toEqual(['Admission no.', 'Student', 'Exam (out of 60)']);
    expect(students).toHaveLength(25);
    // Sorted by name; the sheet's row of a student is their index + 2 (under the header).
    const chidi = students.findIndex((s) => s[0] === 'DEMO/001');
    expect(students[chidi]?.[1]).toBe('Danjuma Chidi');
    const stranger = chidi === 0 ? 1 : 0;
    const filled = (score: (n: number) => string) =>
      students.map((s, n) => [s[0] ?? '', s[1] ?? '', score(n)]);
    const upload = (name: string, csv: string) =>
      teacher.getByLabel('Spreadsheet of scores').setInputFiles({
        name,
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      });
    const cell = (row: number, column: string) =>
      teacher.locator(`tr[data-row="${row}"] td[data-column="${column}"]`);

    // Problems: a score above 60 for Chidi, an admission number not of the arm on another row.
    const bad = filled((n) => String(30 + n));
    bad[chidi] = ['DEMO/001', 'Danjuma Chidi', '75'];
    bad[stranger] = ['DEMO/999', 'Nobody Here', '40'];
    await upload('jss1a-maths.csv', toCsv({ header: header ?? [], rows: bad }));
    await teacher.getByText('2 problems in 2 of 25 rows').waitFor();
    const exam60 = 'Exam (out of 60)';
    await expect(cell(chidi + 2, exam60).getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await cell(chidi + 2, exam60).textContent()).toContain(
      'Exam (out of 60) above the maximum of 60',
    );
    expect(await cell(stranger + 2, 'Admission no.').textContent()).toContain(
      'Admission no. is not a student of this class arm',
    );
    expect(await cell(stranger + 2, exam60).getAttribute('aria-invalid')).toBeNull();
    expect(await cell(chidi + 2, 'Admission no.').getAttribute('aria-invalid')).toBeNull();
    await expect(
      teacher.getByRole('button', { name: 'Import 25 scores' }).isDisabled(),
    ).resolves.toBe(true);
    // Nothing was written: the grid still has no exam score.
    await teacher.getByRole('tab', { name: 'Scores' }).click();
    expect(await exam.inputValue()).toBe('');

    // The good file: every row ready, all imported, and the grid shows them.
    await teacher.getByRole('tab', { name: 'From a spreadsheet' }).click();
    await upload(
      'jss1a-maths.csv',
      toCsv({ header: header ?? [], rows: filled((n) => String(30 + n)) }),
    );
    await teacher.getByText('All 25 rows are ready').waitFor();
    await teacher.getByRole('button', { name: 'Import 25 scores' }).click();
    await teacher.getByText('Every score of the file is saved').waitFor();
    await teacher.getByText(/Scores saved for 25 students/).waitFor();
    await teacher.getByRole('tab', { name: 'Scores' }).click();
    expect(await exam.inputValue()).toBe(String(30 + chidi));

    // Kept by the server: a fresh load shows every row's score.
    await mathematicsExams(teacher);
    expect(await exam.inputValue()).toBe(String(30 + chidi));
    const last = students[24]?.[1] ?? '';
    expect(await teacher.getByRole('textbox', { name: `Exam for ${last}` }).inputValue()).toBe(
      '54',
    );
    await teacher.context().close();
  }, 180_000);
});
