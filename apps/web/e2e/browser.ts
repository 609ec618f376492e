import { readFileSync } from 'node:fs';
import { createClient } from '@schoolmates/sdk';
import { type Browser, chromium, type Page } from 'playwright-core';
import { describe } from 'vitest';

/** A file's browser tests, run unless SKIP_BROWSER_TESTS=1 (a machine without Chromium). */
export function describeInBrowser(name: string, tests: () => void): void {
  describe.runIf(process.env.SKIP_BROWSER_TESTS !== '1')(name, tests);
}

/**
 * Debian's `chromium-headless-shell`: the old headless Chromium, which draws pages without the
 * browser window full Chromium keeps in headless mode, at about half the CPU. (The story
 * screenshots keep full Chromium, whose drawing their approved images are.)
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export function launchChromium(executablePath = chromiumPath): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  dark?: boolean;
}

/** A page in a fresh context: 1280×800 unless told, in dark mode when asked. */
export async function freshPage(browser: Browser, options: PageOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
  });
  if (options.dark) {
    await context.addInitScript(() =>
      localStorage.setItem('theme', JSON.stringify({ appearance: 'dark' })),
    );
  }
  return context.newPage();
}

/** A fresh context signed in as a demo user (password `demo1234`), on the home page. */
export async function signedIn(
  browser: Browser,
  url: string,
  username: string,
  options: PageOptions = {},
): Promise<Page> {
  const page = await freshPage(browser, options);
  await page.goto(`${url}/sign-in`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/home');
  return page;
}

/** The select labelled `label` (a required one ends with " *"). */
export const selectNamed = (page: Page, label: string) =>
  page.getByRole('combobox', { name: new RegExp(`^${label}( \\*)?$`) });

/** Picks `option` in the select labelled `label`. */
export async function pick(page: Page, label: string, option: string) {
  await selectNamed(page, label).click();
  await page.getByRole('listbox').waitFor();
  // Type-ahead picks the option even while the popper is still moving into place.
  await page.keyboard.type(option, { delay: 20 });
  await page.keyboard.press('Enter');
  await selectNamed(page, label).filter({ hasText: option }).waitFor();
}

/** The option names a select offers (it is opened and closed again). */
export async function optionsOf(page: Page, label: string): Promise<string[]> {
  await selectNamed(page, label).click();
  await page.getByRole('listbox').waitFor();
  const names = await page.getByRole('option').allInnerTexts();
  await page.keyboard.press('Escape');
  return names.map((n) => n.trim());
}

/** Picks the first option matching `option` in the select labelled `label`. */
export async function choose(page: Page, label: string, option: string | RegExp) {
  await selectNamed(page, label).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** The typed client of the portal at `url`, signed in as the page's user (its session cookie). */
export async function apiOf(page: Page, url: string) {
  const token = (await page.context().cookies()).find((c) => c.name === 'userToken')?.value;
  return createClient({ baseUrl: `${url}/api`, getToken: () => token ?? null });
}

/** The file the page downloads when `click` is done: its suggested name and bytes. */
export async function downloaded(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path()) ?? '') };
}
