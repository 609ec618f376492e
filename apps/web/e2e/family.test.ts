// @vitest-environment node
/**
 * A parent in a real browser (issue 28): the demo's `parent` has two children in different
 * arms; she opens one child's page, downloads that child's receipt, switches to the other child
 * (the address follows), downloads that child's report card, and reads the family statement,
 * whose total is what the invoices of both children still owe.
 */
import { readFileSync } from 'node:fs';
import { pdfText } from '@schoolmates/documents/test/pdf-text';
import { formatNaira } from '@schoolmates/domain/money';
import type { Browser, Download } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeInBrowser, launchChromium, signedIn } from './browser.ts';
import { type RunningPortal, startPortal } from './server.ts';

let portal: RunningPortal;
let browser: Browser;

/** What the parent's children still owe, from the invoices the server answers her. */
async function owedByInvoices(): Promise<number> {
  const login = await fetch(`${portal.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'parent', password: 'demo1234' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const answer = await fetch(`${portal.url}/api/invoice?per_page=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const invoices = ((await answer.json()) as { data: { attributes: { outstanding: number } }[] })
    .data;
  expect(invoices.length).toBeGreaterThanOrEqual(2);
  return invoices.reduce((sum, invoice) => sum + invoice.attributes.outstanding, 0);
}

const pdfOf = async (download: Download) => {
  const pdf = readFileSync((await download.path()) ?? '');
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdfText(pdf).toUpperCase();
};

describeInBrowser('a parent with two children', () => {
  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('switches between them, downloads a receipt and a report card, and reads what the family owes', async () => {
    const page = await signedIn(browser, portal.url, 'parent');
    const opens = page.getByRole('link', { name: /^Open .+’s page$/ });
    await opens.first().waitFor();
    expect(await opens.count()).toBe(2);

    // Chidi's fees: the receipt of a payment on his invoice.
    await page.getByRole('link', { name: 'Open Chidi’s page' }).click();
    await page.waitForURL(/\/family\/children\/\d+$/);
    const chidiPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: 'Danjuma Chidi' }).waitFor();
    await page.getByRole('tab', { name: 'Fees' }).click();
    await page.waitForURL(/\?tab=fees$/);
    const [receipt] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download receipt' }).first().click(),
    ]);
    expect(receipt.suggestedFilename()).toMatch(/^RCT-.+\.pdf$/);
    expect(await pdfOf(receipt)).toContain('DANJUMA CHIDI');

    // The other child, by the switcher: the address names her, and her report card downloads.
    const other = page.getByRole('radio').filter({ hasNotText: 'Chidi' });
    await other.click();
    await page.waitForURL((url) => url.pathname !== chidiPath);
    const heading = page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Chidi' });
    const otherName = ((await heading.textContent()) ?? '').trim();
    expect(otherName).not.toBe('');
    await page.getByRole('tab', { name: 'Report cards' }).click();
    const [card] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(card.suggestedFilename()).toMatch(/\.pdf$/);
    expect(await pdfOf(card)).toContain(otherName.toUpperCase());

    // The family statement's total is what both children's invoices still owe.
    await page.getByRole('link', { name: 'Family statement' }).click();
    const total = page.getByTestId('family-total-owed');
    await total.waitFor();
    expect(await total.textContent()).toBe(formatNaira(await owedByInvoices()));
    await page.context().close();
  }, 180_000);
});
