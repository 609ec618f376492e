// @vitest-environment node
/**
 * The demo school in a real browser: each demo role (and the preschool's teacher and bursar)
 * signs in and opens every page of its menu (the route table's, as `menuFor` builds it), and
 * each page shows the demo's data: no error state, no empty list ("No … yet"), and the content
 * the README's demo table promises.
 */
import type { SessionUser } from '@schoolmates/machines/session';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { menuFor } from '../src/lib/access.ts';
import { describeInBrowser, launchChromium, optionsOf, pick } from './browser.ts';
import { type RunningPortal, startPortal } from './server.ts';

let portal: RunningPortal;
let browser: Browser;

/** The sign-ins of the README's demo table: one per role, and the preschool's teacher and bursar. */
const SIGN_INS = [
  'superadmin',
  'admin',
  'principal',
  'teacher',
  'account',
  'student',
  'parent',
  'adaeze.obi',
  'ifeoma.okoro',
] as const;

/** Demo content a page must show once loaded (beyond its title): by sign-in, then menu label. */
const SHOWS: Partial<Record<(typeof SIGN_INS)[number], Record<string, RegExp>>> = {
  superadmin: {
    Campus: /Little Stars Campus/,
    Departments: /Social Sciences/,
    Staffs: /Adébáyọ̀/,
    'Attendance Reports': /\d% present/,
    'Report Card Checks': /Danjuma Chidi/,
  },
  admin: {
    Students: /DEMO\/0\d\d/,
    Classes: /SSS 3/,
    'Lesson Notes': /Revision of the First Term/,
    'Attendance Reports': /\d% present/,
  },
  principal: {
    Comments: /excellent result/i,
    'Lesson Notes': /Revision of the First Term/,
    'Attendance Reports': /\d% present/,
    'Report Card Checks': /Danjuma Chidi/,
  },
  teacher: { Students: /DEMO\/0\d\d/, 'Attendance Reports': /\d% present/ },
  account: {
    Invoices: /Partly paid/,
    Fees: /Development levy/,
    Banks: /First Bank/,
    Expenses: /Borehole pump repair/,
  },
  student: { 'My Invoice': /Balance|Outstanding/i, 'My Attendance': /Dental appointment/ },
  parent: {
    Home: /Open Chidi’s page/,
    'Family statement': /Total owed/,
    Attendance: /School opened \d+ times/,
  },
  'adaeze.obi': { Students: /DEMO\/3\d\d/, 'Compute Results': /of 10 pupils done/ },
  'ifeoma.okoro': {
    Invoices: /Nursery 2/,
    Fees: /Nursery fees/,
    Expenses: /modelling clay/,
  },
};

/**
 * Pages the demo leaves empty on purpose, with why: nothing was paid online, since no payment
 * provider can be reached from a demo (online-payments.test.ts fills the page against stubs).
 */
const EMPTY_IN_THE_DEMO = ['Online Payments'];

/**
 * Reads each page has in flight, and when the last one began or ended: a screen has settled
 * when its reads have all come back and no new one followed.
 */
const reads = new WeakMap<Page, { inFlight: number; lastChange: number }>();

async function signedIn(username: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const state = { inFlight: 0, lastChange: Date.now() };
  reads.set(page, state);
  const count = (step: number) => () => {
    state.inFlight += step;
    state.lastChange = Date.now();
  };
  page.on('request', count(1));
  page.on('requestfinished', count(-1));
  page.on('requestfailed', count(-1));
  await page.goto(`${portal.url}/sign-in`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/home');
  await page.getByRole('heading', { name: /Welcome,/ }).waitFor();
  return page;
}

/**
 * Opens a menu page as its user does, by its link in the side menu: the app is not loaded again
 * for each page (a reload cost more than the page itself).
 */
async function openFromMenu(page: Page, path: string) {
  await page.getByRole('navigation', { name: 'Main' }).locator(`a[href="${path}"]`).click();
  await page.waitForURL((url) => url.pathname === path);
}

/**
 * Waits until no read has been in flight for a quarter of a second (a read that follows another,
 * once its answer has been drawn, starts well within that) and no placeholder is left.
 */
async function settled(page: Page) {
  const started = Date.now();
  const deadline = started + 15_000;
  const state = reads.get(page) ?? { inFlight: 0, lastChange: 0 };
  for (;;) {
    const quiet = Date.now() - Math.max(state.lastChange, started);
    if (state.inFlight === 0 && quiet >= 250) break;
    if (Date.now() > deadline) throw new Error(`${page.url()}: still reading after 15 s`);
    await page.waitForTimeout(state.inFlight === 0 ? 250 - quiet : 50);
  }
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, null, {
    timeout: 15_000,
  });
}

/** What is wrong with the page as loaded: an error state, an empty list, a placeholder. */
async function problems(page: Page): Promise<string[]> {
  const found: string[] = [];
  if ((await page.getByText('Could not load this').count()) > 0) found.push('an error state');
  for (const heading of await page.getByRole('heading').allInnerTexts()) {
    if (/^(No |Nothing to show)|on its way/.test(heading)) found.push(`"${heading}"`);
  }
  return found;
}

describeInBrowser('the demo school, every menu page of every role', () => {
  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  for (const username of SIGN_INS) {
    it(`${username}: every menu page shows the demo's data`, async () => {
      const page = await signedIn(username);
      const user: SessionUser = JSON.parse(
        (await page.evaluate(() => localStorage.getItem('sessionUser'))) ?? '{}',
      ).user;
      const items = menuFor(user).flatMap((s) => s.items);
      const report: Record<string, string[]> = {};
      for (const item of items) {
        await openFromMenu(page, item.path);
        await settled(page);
        const wrong = EMPTY_IN_THE_DEMO.includes(item.label) ? [] : await problems(page);
        const wanted = SHOWS[username]?.[item.label];
        if (wanted) {
          try {
            // Visible: a table may also hold a phone-only copy of a cell, hidden at this width.
            await page
              .getByText(wanted)
              .filter({ visible: true })
              .first()
              .waitFor({ timeout: 10_000 });
          } catch {
            wrong.push(`no ${wanted}`);
          }
        }
        if (wrong.length > 0) report[item.label] = wrong;
      }
      expect(report).toEqual({});
      await page.context().close();
    }, 240_000);
  }

  it("the Little Stars bursar invoices a nursery class: its classes are offered, not the main campus's", async () => {
    const page = await signedIn('ifeoma.okoro');
    await page.goto(`${portal.url}/finance/account/invoices/invoice-class`);
    // The nursery classes are a read of their own: the options are counted once it has come.
    await settled(page);
    const offered = await optionsOf(page, 'Invoice');
    expect(offered).toEqual(expect.arrayContaining(['The whole school', 'Nursery 1', 'Nursery 2']));
    expect(offered.some((o) => o.startsWith('JSS'))).toBe(false);
    await pick(page, 'Invoice', 'Nursery 1');
    await page.getByRole('button', { name: 'Preview invoices' }).click();
    // the demo billed every pupil already: the preview says so rather than failing
    await page
      .getByText(/already|skipped|invoiced/i)
      .first()
      .waitFor();
    expect(await page.getByText('Could not').count()).toBe(0);
    await page.context().close();
  }, 120_000);

  it("student: the First Term report card is released, with the class teacher's and principal's comments", async () => {
    const page = await signedIn('student');
    await page.goto(
      `${portal.url}/academic-works/results/view?period=Second+Half&term=First+Term&session=2025%2F2026`,
    );
    const card = page.getByRole('article', { name: /^Report card of / });
    await card.waitFor();
    const text = (await card.textContent()) ?? '';
    for (const subject of ['Mathematics', 'Yorùbá', 'Agricultural Science']) {
      expect(text).toContain(subject);
    }
    expect(text).toMatch(/diligent|steadily|attention/);
    await page.context().close();
  }, 60_000);
  it("preschool teacher: the First Term's ratings of every pupil of Nursery 1", async () => {
    const page = await signedIn('adaeze.obi');
    await page.goto(
      `${portal.url}/academic-works/results/compute?period=Second+Half&term=First+Term&session=2025%2F2026`,
    );
    await page.getByText('10 of 10 pupils done (✓)').waitFor();
    await page.getByRole('combobox', { name: /^Pupil/ }).click();
    await page.getByRole('option').first().click();
    const form = page.getByRole('form', { name: 'Preschool result' });
    await form.waitFor();
    const text = (await form.textContent()) ?? '';
    for (const subject of ['Number Work', 'Letter Work', 'Social Habits']) {
      expect(text).toContain(subject);
    }
    // Every topic of the five subjects is rated.
    expect(text.match(/(\d) of \1 rated/g)).toHaveLength(5);
    await page.context().close();
  }, 60_000);
});
