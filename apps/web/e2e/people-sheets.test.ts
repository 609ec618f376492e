// @vitest-environment node
/**
 * Students in and out of spreadsheets in a real browser: the admin downloads the template,
 * uploads a CSV with problems (each shown at its row and column, nothing written), then a clean
 * XLSX of 25 students (one named like a formula), imports them all with their login slips, and
 * exports the students list: every one of the 25 (more than a page), the formula-like name
 * written inert.
 */
import { pdfText } from '@schoolmates/documents/test/pdf-text';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseCsv, toCsv, toXlsx } from '../src/lib/spreadsheet.ts';
import { describeInBrowser, downloaded, launchChromium, signedIn } from './browser.ts';
import { type RunningPortal, startPortal } from './server.ts';

let portal: RunningPortal;
let browser: Browser;

const header = [
  'Admission no.',
  'Surname',
  'First name',
  'Gender',
  'Date of birth',
  'Class',
  'Arm',
  'Session admitted',
];
const student = (n: number, change: Partial<Record<string, string>> = {}) => {
  const row: Record<string, string> = {
    'Admission no.': `ZQX/${String(n).padStart(3, '0')}`,
    Surname: 'Zqxóbí',
    'First name': `Ṣadé${n}`,
    Gender: n % 2 ? 'female' : 'male',
    'Date of birth': '21/03/2014',
    Class: 'JSS 1',
    Arm: 'A',
    'Session admitted': '2025/2026',
    ...change,
  };
  return header.map((h) => row[h] ?? '');
};

describeInBrowser('students in and out of spreadsheets', () => {
  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('imports a checked file all or nothing and exports every student inert', async () => {
    const admin = await signedIn(browser, portal.url, 'admin');
    await admin.goto(`${portal.url}/people/students/students`);
    await admin.getByRole('link', { name: 'Import students' }).click();
    await admin.waitForURL('**/people/students/import');

    const template = await downloaded(admin, () =>
      admin.getByRole('button', { name: 'Template CSV' }).click(),
    );
    expect(template.name).toBe('Students import template.csv');
    expect(parseCsv(template.bytes.toString('utf8'))[0]?.slice(0, 3)).toEqual([
      'Admission no.',
      'Surname',
      'First name',
    ]);

    // A file with problems: each at its row and column, and nothing written.
    const bad = toCsv({
      header,
      rows: [
        student(1),
        student(2, { Class: 'JSS 9' }),
        student(3, { 'Admission no.': 'ZQX/001' }),
        student(4, { 'Date of birth': '30/02/2014' }),
      ],
    });
    await admin.getByLabel('Spreadsheet of students').setInputFiles({
      name: 'jss1.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(bad),
    });
    await admin.getByText('3 problems in 3 of 4 rows').waitFor();
    const cell = (row: number, column: string) =>
      admin.locator(`tr[data-row="${row}"] td[data-column="${column}"]`);
    await expect(cell(3, 'Class').getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await cell(3, 'Class').textContent()).toContain('Class is not a class of this campus');
    expect(await cell(4, 'Admission no.').textContent()).toContain(
      'Admission no. is also on row 1',
    );
    expect(await cell(5, 'Date of birth').textContent()).toContain('must be a date');
    expect(await cell(2, 'Class').getAttribute('aria-invalid')).toBeNull();
    await expect(
      admin.getByRole('button', { name: 'Import 4 students' }).isDisabled(),
    ).resolves.toBe(true);

    // A clean XLSX of 25 students, one named like a formula: all ready, then imported.
    const good = await toXlsx(
      {
        header,
        rows: Array.from({ length: 25 }, (_, i) =>
          student(i + 1, i === 0 ? { 'First name': '=HYPERLINK("http://x.test","Win")' } : {}),
        ),
      },
      'Students',
    );
    await admin.getByLabel('Spreadsheet of students').setInputFiles({
      name: 'jss1.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await good.arrayBuffer()),
    });
    await admin.getByText('All 25 rows are ready').waitFor();
    await admin.getByRole('button', { name: 'Import 25 students' }).click();
    await admin.getByRole('heading', { name: '25 students added' }).waitFor();
    const slips = await downloaded(admin, () =>
      admin.getByRole('button', { name: 'Login slips (PDF)' }).click(),
    );
    const slipText = pdfText(slips.bytes);
    expect(slipText).toContain('zqx/025');
    expect(slipText).toContain('One-time password');

    // The list shows a page of 20; the export holds all 25, the formula-like name inert.
    await admin.goto(`${portal.url}/people/students/students?q=Zqx%C3%B3b%C3%AD`);
    await admin.getByText('1–20 of 25').waitFor();
    const exported = await downloaded(admin, () =>
      admin.getByRole('button', { name: 'CSV', exact: true }).click(),
    );
    const rows = parseCsv(exported.bytes.toString('utf8').replace(/\r\n$/, ''));
    expect(rows).toHaveLength(26);
    const first = rows.find((r) => r[0] === 'ZQX/001');
    expect(first?.[2]).toBe('\'=HYPERLINK("http://x.test","Win")');
    expect(first?.[5]).toBe('2014-03-21');
  }, 180_000);
});
