// @vitest-environment node
/**
 * "Forgot password" end to end (issue 27): a demo teacher asks for a link, the portal (started
 * with `SMTP_URL`) sends it to a real SMTP server on 127.0.0.1 through its outbox, the link read
 * from the mail opens the reset screen in the browser, and the new password signs in while the
 * old one no longer does. The link works once.
 */

import type { ParsedMail } from 'mailparser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeInBrowser, freshPage, launchChromium, signedIn } from './browser.ts';
import { startMailServer, type TestMailServer } from './mail.ts';
import { type RunningPortal, startPortal } from './server.ts';

const username = 'femi.adebayo';
const email = 'femi.adebayo@demo.schoolmates.test';
const newPassword = 'Harmattan-2026';

let mail: TestMailServer;
let portal: RunningPortal;
let browser: Browser;

/** Signs in on a fresh page; the page is left where sign-in led (home, or sign-in with its error). */
async function signIn(password: string): Promise<Page> {
  const page = await freshPage(browser);
  await page.goto(`${portal.url}/sign-in`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await Promise.race([page.waitForURL('**/home'), page.getByRole('alert').first().waitFor()]);
  return page;
}

/** The reset link of the mail: in its text, and the same in its HTML's button. */
function resetLink(message: ParsedMail): string {
  const inText = message.text?.match(/https?:\/\/\S+\/reset-password\?token=[\w%.-]+/)?.[0];
  expect(inText, message.text).toBeDefined();
  expect(message.html || '').toContain(`href="${inText}"`);
  return inText as string;
}

describeInBrowser('a forgotten password, by e-mail', () => {
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

  it('sends a link that sets a new password: the new one signs in, the old one does not', async () => {
    const page = await freshPage(browser);
    await page.goto(`${portal.url}/sign-in`);
    await page.getByRole('link', { name: /Forgot/ }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').filter({ hasText: /reset/ }).waitFor();

    // The in-process worker sends within about a second.
    const message = await mail.mailTo(email, /^Reset your password/);
    expect(message.text).toContain('Dear ');
    const link = resetLink(message);
    expect(new URL(link).origin).toBe(portal.url);

    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel(/^Confirm new password/).fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent(), { timeout: 10_000 })
      .toMatch(/password has been reset/i);
    await page.context().close();

    const withNew = await signIn(newPassword);
    expect(new URL(withNew.url()).pathname).toBe('/home');
    await withNew.context().close();

    const withOld = await signIn('demo1234');
    expect(new URL(withOld.url()).pathname).toBe('/sign-in');
    await expect(withOld.getByRole('alert').first().textContent()).resolves.not.toBe('');
    await withOld.context().close();

    // The token was used: the same link refuses a second new password.
    const again = await freshPage(browser);
    await again.goto(link);
    await again.getByLabel(/^New password/).fill('Another-one-2026');
    await again.getByLabel(/^Confirm new password/).fill('Another-one-2026');
    await again.getByRole('button', { name: 'Reset password' }).click();
    await expect
      .poll(() => again.getByRole('alert').first().textContent(), { timeout: 10_000 })
      .toMatch(/invalid|expired/i);
    await again.context().close();
  }, 120_000);

  it("opens a link while someone is signed in: another account's reset keeps them signed in", async () => {
    // The superadmin, signed in, opens the link of the class teacher's reset mail.
    const page = await signedIn(browser, portal.url, 'superadmin');
    const teacher = 'teacher@demo.schoolmates.test';
    await fetch(`${portal.url}/api/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: teacher }),
    });
    await page.goto(resetLink(await mail.mailTo(teacher, /^Reset your password/)));
    await page.getByText(/^You are signed in as /).waitFor();
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel(/^Confirm new password/).fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page
      .getByText(/You are still signed in as .*: the link was for another account/)
      .waitFor();
    await page.getByRole('link', { name: 'Back to the portal' }).click();
    await page.getByRole('heading', { name: /Welcome,/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    await page.context().close();
  }, 120_000);
});
