// @vitest-environment node
/**
 * A printed report card checked as a stranger would (issue 31): the school withholds and
 * releases JSS 1 A's First Term again (each card gets its signed code), staff download the
 * class PDF, the QR code is read from the first page's image (pdftoppm, jsQR), and its address
 * is opened signed out: the minimal facts, no score; with the card's PIN, the scores of the card.
 */
import { readFileSync } from 'node:fs';
import { pdfText } from '@schoolmates/documents/test/pdf-text';
import { flatten, unwrap } from '@schoolmates/sdk';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { qrOnPage } from '../src/test/pdf-qr.ts';
import { apiOf, choose, describeInBrowser, launchChromium, signedIn } from './browser.ts';
import { type RunningPortal, startPortal } from './server.ts';

const term = 'First Term' as const;
const session = '2025/2026';

let portal: RunningPortal;
let browser: Browser;

describeInBrowser('a printed report card checked by its QR code', () => {
  beforeAll(async () => {
    // Nothing configured: the server's key (it seals the signing key and derives the PINs) is
    // the data folder's own, made when the demo template was seeded (server-key.ts).
    portal = await startPortal();
    browser = await launchChromium();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('opens the QR code’s address signed out, shows the facts, and the scores with the PIN', async () => {
    const admin = await signedIn(browser, portal.url, 'admin');
    const api = await apiOf(admin, portal.url);
    const jss1 = flatten((await unwrap(api.GET('/class'))).data).find(
      (c) => c.class_name === 'JSS 1',
    );
    if (!jss1) throw new Error('no JSS 1');
    const arm = {
      term,
      session,
      period: 'Second Half' as const,
      class_id: jss1.queryId,
      sub_class: 'A',
    };
    // The demo's First Term was released when seeded (no codes then): withheld and released again.
    await unwrap(
      api.PATCH('/withhold/result', { body: { ...arm, reason: 'Reissued with codes' } }),
    );
    await unwrap(api.PATCH('/release/result', { body: arm }));
    const ranked = flatten(
      (
        await unwrap(
          api.GET('/get-result', {
            params: {
              query: { class: jss1.queryId, sub_class: 'A', period: 'Second Half', term, session },
            },
          }),
        )
      ).data,
    ).sort((a, b) => (a.position ?? 99) - (b.position ?? 99));
    const top = ranked[0];
    if (top?.result_type !== 'endterm' || !top.verification) {
      throw new Error('the released card carries no code');
    }

    await admin.goto(`${portal.url}/academic-works/results/view`);
    await choose(admin, 'Class', 'JSS 1 A');
    await choose(admin, 'Term', term);
    await choose(admin, 'Period', 'End of term (Second Half)');
    const button = admin.getByRole('button', { name: /^Download class PDF \(\d+ cards\)/ });
    await button.waitFor();
    const [file] = await Promise.all([admin.waitForEvent('download'), button.click()]);
    const pdf = readFileSync((await file.path()) ?? '');
    const firstPage = pdfText(pdf).split('\f')[0] ?? '';
    expect(firstPage).toContain(top.student_fullname);
    const pin = firstPage.match(/PIN: (\d{8})/)?.[1];
    expect(pin).toBe(top.verification.pin);
    expect(firstPage).toContain(`Code: ${top.verification.code}`);
    const scanned = qrOnPage(new Uint8Array(pdf), 1);
    expect(scanned).toBe(`${top.verification.url}#${top.verification.statement}`);
    await admin.context().close();

    // A stranger, signed out, opens the QR's address.
    const stranger = await (
      await browser.newContext({ viewport: { width: 390, height: 844 } })
    ).newPage();
    await stranger.goto(scanned ?? '');
    await stranger.getByRole('heading', { name: 'Check a report card' }).waitFor();
    await stranger.getByText('Valid', { exact: true }).waitFor();
    const facts = (await stranger.locator('main').textContent()) ?? '';
    expect(facts).toContain(top.student_fullname);
    expect(facts).toContain('JSS 1 A');
    expect(facts).toContain(`${term} ${session}`);
    expect(await stranger.getByRole('table').count()).toBe(0);
    // A wrong PIN shows nothing; the card's PIN shows the card's scores.
    await stranger.getByLabel(/^PIN/).fill(pin === '00000000' ? '11111111' : '00000000');
    await stranger.getByRole('button', { name: 'Show the scores' }).click();
    await stranger.getByText(/This is not the card’s PIN \(4 tries left\)/).waitFor();
    await stranger.getByLabel(/^PIN/).fill(pin ?? '');
    await stranger.getByRole('button', { name: 'Show the scores' }).click();
    const table = stranger.getByRole('table');
    await table.waitFor();
    for (const subject of top.subjects) {
      const row = table.getByRole('row', { name: new RegExp(`^${subject.subject}`) });
      expect(await row.textContent()).toContain(String(subject.total));
    }
    const shown = (await stranger.locator('main').textContent()) ?? '';
    expect(shown).toContain(`Total${top.total_score}`);
    await stranger.context().close();
  }, 240_000);
});
