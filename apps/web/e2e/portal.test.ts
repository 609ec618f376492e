// @vitest-environment node
/**
 * Browser tests: playwright-core driving Debian's Chromium against the real server on a freshly
 * seeded PGlite database. Screenshots go to apps/web/screenshots/ (gitignored).
 */
import { existsSync, mkdirSync } from 'node:fs';
import type { SessionUser } from '@schoolmates/machines/session';
import type { RoleName } from '@schoolmates/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { menuFor } from '../src/lib/access.ts';
import { describeInBrowser, launchChromium } from './browser.ts';
import { type RunningPortal, startPortal } from './server.ts';

const shots = new URL('../screenshots/', import.meta.url).pathname;

let portal: RunningPortal;
let browser: Browser;

async function newPage(
  viewport = { width: 1280, height: 800 },
  theme?: object,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  if (theme) {
    await context.addInitScript((t) => localStorage.setItem('theme', JSON.stringify(t)), theme);
  }
  const page = await context.newPage();
  return { context, page };
}

async function signIn(page: Page, username: string) {
  await page.goto(`${portal.url}/sign-in`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/home');
  await page.getByRole('heading', { name: /Welcome,/ }).waitFor();
}

async function menuLabels(page: Page): Promise<string[]> {
  return page.locator('nav[aria-label="Main"] a').allInnerTexts();
}

async function sessionUser(page: Page): Promise<SessionUser> {
  return JSON.parse((await page.evaluate(() => localStorage.getItem('sessionUser'))) ?? '{}').user;
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}( \\*)?$`) }).click();
  await page.getByRole('listbox').waitFor();
  // Type-ahead picks the option even when the list is taller than the window.
  await page.keyboard.type(option, { delay: 20 });
  await page.keyboard.press('Enter');
  await page
    .getByRole('combobox', { name: new RegExp(`^${label}( \\*)?$`) })
    .filter({ hasText: option })
    .waitFor();
}

describeInBrowser('the portal in a real browser', () => {
  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    portal = await startPortal();
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  const expected: Record<RoleName, { sees: string[]; never: string[] }> = {
    superadmin: {
      sees: ['Home', 'Campus', 'Departments', 'Classes', 'Staffs', 'Students'],
      never: ['Comments', 'Fees', 'My Invoice'],
    },
    admin: {
      sees: ['Home', 'Classes', 'Academic Period', 'Staffs', 'Students'],
      never: ['Campus', 'Departments', 'Fees'],
    },
    principal: {
      sees: ['Home', 'Comments', 'Staffs', 'Students', 'Lesson Notes'],
      never: ['Campus', 'Invoices'],
    },
    teacher: {
      sees: ['Home', 'Students', 'Staff Attendance', 'Compute Results'],
      never: ['Staffs', 'Campus', 'Classes'],
    },
    account: {
      sees: ['Home', 'Banks', 'Fees', 'Invoices', 'Students Account'],
      never: ['Students', 'Campus', 'Results'],
    },
    student: { sees: ['Home', 'Results', 'My Invoice'], never: ['Students', 'Staffs', 'Campus'] },
    guardian: {
      sees: ['Home', 'Family statement'],
      never: ['Students', 'Staffs', 'Results', 'My Invoice', 'Guardians'],
    },
  };
  /** The demo user of each role: the role's name, and `parent` for the guardian. */
  const usernameOf = (role: RoleName) => (role === 'guardian' ? 'parent' : role);

  for (const role of Object.keys(expected) as RoleName[]) {
    it(`signs in as ${role} and shows only that role's menu`, async () => {
      const { context, page } = await newPage();
      await signIn(page, usernameOf(role));
      const labels = await menuLabels(page);
      expect(labels).toEqual(expect.arrayContaining(expected[role].sees));
      for (const label of expected[role].never) expect(labels).not.toContain(label);
      // Exactly the route table's menu for this user (role, school type, plan).
      const user = await sessionUser(page);
      expect(labels).toEqual(menuFor(user).flatMap((s) => s.items.map((i) => i.label)));
      await context.close();
    }, 60_000);
  }

  it("asks for Home's figures while Home's code is still on its way, and shows them", async () => {
    const { context, page } = await newPage();
    await signIn(page, 'superadmin');
    // A slow network for Home's code: its figures must not wait for it.
    const events: string[] = [];
    await page.route('**/assets/home.route-*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 1000));
      events.push('home code arrived');
      await route.continue();
    });
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/schoolpopulation') events.push('figures asked');
    });
    await page.goto(`${portal.url}/home`);
    await page.getByRole('heading', { name: /Welcome,/ }).waitFor();
    await page.locator('.rt-Card .rt-r-size-6').first().waitFor();
    expect(events).toEqual(['figures asked', 'home code arrived']);
    await context.close();
  });

  it('leads a forbidden route to access denied, an unknown one home, and signs out to /sign-in', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'teacher');
    await page.goto(`${portal.url}/school/school-setup/campus`);
    await page.waitForURL('**/access-denied?from=*');
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    await page.getByText('your role (teacher) cannot open it').waitFor();
    await page.goto(`${portal.url}/no/such/page`);
    await page.waitForURL('**/home');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/sign-in');
    expect(await page.evaluate(() => document.cookie.includes('userToken='))).toBe(false);
    await page.goto(`${portal.url}/home`);
    await page.waitForURL('**/sign-in?redirectUrl=%2Fhome');
    await context.close();
  }, 60_000);

  it('signs the browser out when the session is revoked (401) or expired (440)', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'admin');
    // Revoked elsewhere: the token is signed out behind the browser's back.
    const token = (await context.cookies()).find((c) => c.name === 'userToken')?.value ?? '';
    const revoked = await fetch(`${portal.url}/api/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(revoked.ok).toBe(true);
    await page.goto(`${portal.url}/people/students/students`);
    await page.waitForURL('**/sign-in?redirectUrl=*');
    expect(await sessionUser(page)).toBeNull();

    // Expired: the server answers 440.
    await signIn(page, 'admin');
    await page.route('**/api/student**', (route) =>
      route.fulfill({
        status: 440,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Session expired' }),
      }),
    );
    await page.getByRole('link', { name: 'Students' }).first().click();
    await page.waitForURL('**/sign-in?redirectUrl=*');
    await page.getByText('Your session has expired').waitFor();
    await context.close();
  }, 60_000);

  it('lets a superadmin create a campus, a class and a student that are there after a reload', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'superadmin');

    await page.goto(`${portal.url}/school/school-setup/campus-create`);
    await page.getByLabel('Campus name').fill('Lekki Campus');
    await page.getByLabel('Email').fill('lekki@demo.schoolmates.test');
    await page.getByLabel('Phone').fill('08031234567');
    await page.getByLabel('Address').fill('12 Admiralty Way, Lekki');
    await page.getByLabel('State').fill('Lagos');
    await page.getByRole('button', { name: 'Create campus' }).click();
    await page.waitForURL('**/school/school-setup/campus');
    await page.reload();
    await page.getByRole('rowheader', { name: /Lekki Campus/ }).waitFor();

    await page.goto(`${portal.url}/school/school-setup/class-create`);
    await page.getByLabel('Class name').fill('Basic 5');
    await page.getByLabel('Arms').fill('A, B');
    await page.getByRole('button', { name: 'Create class' }).click();
    await page.waitForURL('**/school/school-setup/classes');
    await page.reload();
    await page.getByRole('rowheader', { name: 'Basic 5' }).waitFor();

    await page.goto(`${portal.url}/people/students/student-create`);
    // A name no demo student has, so that the search finds this one.
    await page.getByLabel('First name').fill('Ebere');
    await page.getByLabel('Surname').fill('Onuoha');
    await pick(page, 'Gender', 'Female');
    await page.getByLabel('Date of birth').fill('2013-04-09');
    await pick(page, 'Class', 'Basic 5');
    await pick(page, 'Arm', 'A');
    const admission = page.getByLabel(/^Admission number/);
    if ((await admission.getAttribute('required')) !== null) await admission.fill('DEMO/2025/777');
    await page.getByRole('button', { name: 'Create student' }).click();
    await page.getByText('One-time password').waitFor();
    await page.goto(`${portal.url}/people/students/students?q=Ebere`);
    await page.reload();
    await page.getByRole('rowheader', { name: /Ebere/ }).waitFor();
    await context.close();
  }, 90_000);

  it('takes a day of staff attendance, kept after a reload, and promotes a class arm', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'admin');
    await page.goto(`${portal.url}/people/staffs/attendance`);
    await page.getByRole('button', { name: 'Mark the rest present' }).click();
    await pick(page, 'Status of Eze Ngozi', 'On leave');
    await page.getByRole('button', { name: 'Save attendance' }).click();
    await page
      .getByText(/Attendance saved/)
      .first()
      .waitFor();
    await page.reload();
    await page
      .getByRole('combobox', { name: 'Status of Eze Ngozi' })
      .filter({ hasText: 'On leave' })
      .waitFor();
    // the times fill in as the saved day is read: wait for them, as a person would
    await expect.poll(() => page.getByLabel('Time in of Okafor Ada').inputValue()).toBe('08:00');

    await page.goto(`${portal.url}/people/students/promotion`);
    await pick(page, 'From class', 'JSS 1');
    await pick(page, 'Arm', 'A');
    await pick(page, 'To class', 'JSS 2');
    await pick(page, 'To arm', 'B');
    await page.getByRole('button', { name: /^Promote \d+ students?$/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Promote' }).click();
    await page.getByText(/\d+ students? moved/).waitFor();
    await page.getByRole('cell', { name: 'JSS 2 B' }).first().waitFor();
    await context.close();
  }, 60_000);

  it('saves screenshots of home, the student list and the campus form in light and dark', async () => {
    const screens = [
      ['home', '/home'],
      ['students', '/people/students/students'],
      ['campus-form', '/school/school-setup/campus-create'],
    ] as const;
    const sizes = [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', { width: 390, height: 844 }],
    ] as const;
    for (const appearance of ['light', 'dark'] as const) {
      for (const [device, viewport] of sizes) {
        const { context, page } = await newPage(viewport, {
          layout: 'collapsible-side',
          appearance,
          schema: 'default',
          sideCollapsed: false,
        });
        await signIn(page, 'superadmin');
        for (const [name, path] of screens) {
          await page.goto(`${portal.url}${path}`);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await page.waitForLoadState('networkidle');
          await page.screenshot({ path: `${shots}${name}-${appearance}-${device}.png` });
        }
        await context.close();
      }
    }
    expect(existsSync(`${shots}home-dark-phone.png`)).toBe(true);
  }, 120_000);
});
