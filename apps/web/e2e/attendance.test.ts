// @vitest-environment node
/**
 * The class register in a real browser at phone width (issue 30): with absence alerts on, the
 * demo's class teacher opens the register of her arm (JSS 1 A) for a school day, where everyone
 * starts present, marks three exceptions (Chidi absent, one pupil late, one excused with a
 * reason) and saves; the register reads back as taken, and Chidi's mother, the demo's `parent`,
 * gets the absence alert through the portal's outbox, delivered to a test SMTP server.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeInBrowser, launchChromium, signedIn } from './browser.ts';
import { startMailServer, type TestMailServer } from './mail.ts';
import { type RunningPortal, startPortal } from './server.ts';

const PHONE = { width: 390, height: 844 };
/**
 * The demo's today (the browser tests' demo is dated Friday 23 January 2026): the demo seeds
 * every arm's register of every school day up to it, all but JSS 1 A's of today, which waits
 * for its class teacher.
 */
const DAY = '2026-01-23';

let portal: RunningPortal;
let browser: Browser;
let mail: TestMailServer;

/** Turns the school's absence alerts on, as its admin, through the API. */
async function alertsOn() {
  const login = await fetch(`${portal.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'demo1234' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const answer = await fetch(`${portal.url}/api/attendance/settings`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ absence_alerts: true }),
  });
  expect(answer.status).toBe(200);
}

describeInBrowser('the class register on a phone', () => {
  beforeAll(async () => {
    mail = await startMailServer();
    portal = await startPortal({ SMTP_URL: mail.url });
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    await mail?.close();
  });

  it('a class teacher marks three exceptions, and the absent pupil’s mother is told', async () => {
    await alertsOn();
    const page = await signedIn(browser, portal.url, 'teacher', { viewport: PHONE });
    await page.goto(`${portal.url}/attendance/register?date=${DAY}`);
    const register = page.getByRole('form', { name: /^Register of JSS 1 A/ });
    await register.waitFor();
    await page.getByText('Not taken yet: everyone starts present').waitFor();

    const rows = register.getByRole('radiogroup');
    const names = await rows.evaluateAll((groups) =>
      groups.map((g) => (g.getAttribute('aria-label') ?? '').replace(/^Mark of /, '')),
    );
    expect(names).toContain('Danjuma Chidi');
    const others = names.filter((n) => n !== 'Danjuma Chidi');
    expect(others.length).toBeGreaterThanOrEqual(2);
    const [late = '', excused = ''] = others;
    const row = (name: string) => register.getByRole('radiogroup', { name: `Mark of ${name}` });
    await row('Danjuma Chidi').getByRole('radio', { name: 'Absent' }).click();
    // keyboard first: focus the row's control and press L
    await row(late).getByRole('radio', { name: 'Present' }).focus();
    await page.keyboard.press('l');
    await row(excused).getByRole('radio', { name: 'Excused' }).click();
    await page.getByLabel(`Why ${excused} is excused`).fill('Hospital visit');
    // large targets on a phone: each mark at least 40 px tall
    const box = await row('Danjuma Chidi').getByRole('radio', { name: 'Absent' }).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
    // ... and all four in view: none runs past the list's edge
    const list = await register.getByRole('list', { name: 'Students' }).boundingBox();
    const last = await row('Danjuma Chidi').getByRole('radio', { name: 'Excused' }).boundingBox();
    expect((last?.x ?? 0) + (last?.width ?? 0)).toBeLessThanOrEqual(
      (list?.x ?? 0) + (list?.width ?? 0),
    );
    await page.getByRole('button', { name: 'Save register' }).click();
    await page.getByText('Taken by Eze Ngozi').waitFor();
    await expect.poll(() => register.getByText(/^1 absent$/).count()).toBe(1);
    expect(await row(late).getByRole('radio', { name: 'Late' }).getAttribute('aria-checked')).toBe(
      'true',
    );

    const alert = await mail.mailTo(
      'parent@demo.schoolmates.test',
      /^Chidi was absent from school/,
    );
    expect(alert.text).toContain(`Chidi was marked absent in the class register on ${DAY}`);
    await page.context().close();
  }, 180_000);
});
