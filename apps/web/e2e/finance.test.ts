// @vitest-environment node
/**
 * Finance in a real browser: the bursar creates a fee, invoices a class arm from it, records a
 * part payment with a double click on Save (one payment is recorded), and the student sees the
 * balance and downloads the receipt.
 */
import { readFileSync } from 'node:fs';
import { pdfText } from '@schoolmates/documents/test/pdf-text';
import { formatNaira } from '@schoolmates/domain/money';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeInBrowser, launchChromium, signedIn } from './browser.ts';
import { type RunningPortal, startPortal } from './server.ts';

let portal: RunningPortal;
let browser: Browser;

/** Picks from a Radix select by keyboard (a list that opens near the bottom may overflow). */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  const item = page.getByRole('option', { name: option }).first();
  await item.focus();
  await item.press('Enter');
}

/** Kobo from "₦1,234.50" (the screen's own format). */
const koboOf = (text: string) =>
  Number((/₦([\d,]+\.\d{2})/.exec(text)?.[1] ?? '').replace(/[,.]/g, ''));

describeInBrowser('finance in a real browser', () => {
  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('takes a fee to an invoice, a part payment recorded once, and the receipt the student downloads', async () => {
    const bursar = await signedIn(browser, portal.url, 'account');

    // A fee for every class in the third term (the demo school is invoiced for the first two),
    // typed the way bursars write amounts.
    await bursar.goto(`${portal.url}/finance/account/fees/fee-create`);
    await bursar.getByLabel(/^Fee type/).fill('Laboratory levy');
    await choose(bursar, 'Term', 'Third Term');
    await bursar.getByLabel(/^Amount/).fill('150,000.50');
    await bursar.getByRole('button', { name: 'Create fee' }).click();
    await bursar.waitForURL('**/finance/account/fees');
    await bursar.getByRole('cell', { name: '₦150,000.50' }).first().waitFor();

    // Invoice JSS 1 A from its fees: preview first, then make them.
    await bursar.goto(`${portal.url}/finance/account/invoices/invoice-class`);
    await choose(bursar, 'Invoice', 'JSS 1 A');
    await choose(bursar, 'Term', 'Third Term');
    await bursar.getByRole('button', { name: 'Preview invoices' }).click();
    await bursar.getByText('Will be invoiced').first().waitFor();
    await bursar.getByRole('button', { name: /^Make \d+ invoices?$/ }).click();
    await bursar.getByText(/invoices? made\./).waitFor();

    // The student's new invoice (the newest of the three), found by admission number; a part
    // payment, double-clicked.
    await bursar.goto(`${portal.url}/finance/account/invoices?search=DEMO%2F001`);
    await bursar
      .getByRole('link', { name: /^Register payment on INV\// })
      .first()
      .click();
    const form = bursar.getByRole('form', { name: 'Register payment' });
    await form.waitFor();
    const total = koboOf((await bursar.getByLabel('Total', { exact: true }).textContent()) ?? '');
    expect(total).toBeGreaterThan(5_000_025);
    await form.getByLabel(/^Amount paid/).fill('50,000.25');
    await choose(bursar, 'Payment method', 'Physical cash');
    await form.getByRole('button', { name: 'Save payment' }).dblclick();
    await bursar.getByText('Payment recorded').waitFor();
    // One line in "Payments made", under its receipt number.
    const receipts = bursar.getByRole('rowheader', { name: /^RCT\/2025-2026\/\d{6}$/ });
    await receipts.first().waitFor();
    expect(await receipts.count()).toBe(1);
    expect(await bursar.getByLabel('Paid', { exact: true }).textContent()).toBe('₦50,000.25');
    const balance = total - 5_000_025;
    expect(await bursar.getByLabel('Balance', { exact: true }).textContent()).toBe(
      formatNaira(balance),
    );
    // Reloaded from the server, the invoice still carries the one payment.
    await bursar.reload();
    await receipts.first().waitFor();
    expect(await receipts.count()).toBe(1);
    await bursar.context().close();

    // The student sees what is owed and downloads the receipt.
    const student = await signedIn(browser, portal.url, 'student');
    await student.goto(`${portal.url}/invoices/my-invoice`);
    await student
      .getByText(`${formatNaira(balance)}`)
      .first()
      .waitFor();
    const [download] = await Promise.all([
      student.waitForEvent('download'),
      student.getByRole('button', { name: 'Download receipt' }).first().click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^RCT-\d{4}-\d{4}-\d{6}\.pdf$/);
    const pdf = readFileSync((await download.path()) ?? '');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/BaseFont /NotoSans-Regular');
    const text = pdfText(pdf);
    expect(text).toContain('SchoolMates Demo Academy');
    expect(text).toContain('PAYMENT RECEIPT');
    expect(text).toMatch(/RCT\/2025-2026\/\d{6}/);
    expect(text).toContain('Danjuma');
    expect(text).toContain('DEMO/001');
    expect(text).toContain('Laboratory levy');
    expect(text).toContain('₦50,000.25');
    expect(text).toContain('Balance after this payment');
    expect(text).toContain(formatNaira(balance));
    await student.context().close();
  }, 240_000);
});
