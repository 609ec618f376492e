// @vitest-environment node
/**
 * The student and staff forms in a real browser against the real server: what the form offers
 * comes from the school's data (current session, a class's arms, a campus's classes, the
 * departments), the browser checks what the contract checks, and a refusal shows at its field.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  describeInBrowser,
  launchChromium,
  optionsOf,
  pick,
  selectNamed,
  signedIn,
} from './browser.ts';
import { type RunningPortal, startPortal } from './server.ts';

let portal: RunningPortal;
let browser: Browser;

/** Calls the API as the page's signed-in user. */
async function api(page: Page, method: string, path: string, body?: object) {
  const token = (await page.context().cookies()).find((c) => c.name === 'userToken')?.value;
  const answer = await fetch(`${portal.url}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return answer.json() as Promise<{ data: { id: string } }>;
}

/** Console messages about an input pattern Chromium could not compile. */
function patternComplaints(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/pattern attribute value/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

describeInBrowser('people forms in a real browser', () => {
  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it("offers the school's session, the chosen campus's classes and the class's arms", async () => {
    const page = await signedIn(browser, portal.url, 'superadmin');
    const lekki = await api(page, 'POST', '/campus', {
      name: 'Lekki Campus',
      email: 'lekki@demo.schoolmates.test',
      phoneno: '0803 123 4567',
      address: '12 Admiralty Way',
      state: 'Lagos',
    });
    await api(page, 'POST', '/class', {
      class_name: 'Basic 6',
      sub_class: ['Gold', 'Silver'],
      campus_id: lekki.data.id,
    });
    const complaints = patternComplaints(page);
    await page.goto(`${portal.url}/people/students/student-create`);
    // The demo school's current session is 2025/2026, whatever the calendar says.
    await selectNamed(page, 'Session admitted').filter({ hasText: '2025/2026' }).waitFor();
    expect(await page.getByLabel('Date of birth').getAttribute('max')).toBe(
      await page.evaluate(() => {
        const d = new Date();
        const pad = (n: number) => String(n).padStart(2, '0');
        return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
      }),
    );
    expect(await optionsOf(page, 'Class')).not.toContain('Basic 6');
    await pick(page, 'Campus', 'Lekki Campus');
    expect(await optionsOf(page, 'Class')).toEqual(['Basic 6']);
    await pick(page, 'Class', 'Basic 6');
    expect(await optionsOf(page, 'Arm')).toEqual(['Gold', 'Silver']);

    await page.getByLabel('First name').fill('Tolu');
    await page.getByLabel('Surname').fill('Bello');
    await pick(page, 'Gender', 'Female');
    await page.getByLabel('Date of birth').fill('2014-02-03');
    await pick(page, 'Arm', 'Gold');
    await page.getByLabel("Parent's phone").fill('0803 (123) 45-67');
    await page.getByLabel(/^Admission number/).fill('LEK/001');
    await page.getByRole('button', { name: 'Create student' }).click();
    await page.getByText('One-time password').waitFor();
    await page.goto(`${portal.url}/people/students/students?q=Tolu`);
    await page.getByRole('cell', { name: /Basic 6 Gold/ }).waitFor();
    expect(complaints).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('shows a used admission number at its field, in plain words', async () => {
    const page = await signedIn(browser, portal.url, 'admin');
    await page.goto(`${portal.url}/people/students/student-create`);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Surname').fill('Obi');
    await pick(page, 'Gender', 'Female');
    await page.getByLabel('Date of birth').fill('2013-05-06');
    await pick(page, 'Class', 'JSS 1');
    const number = page.getByLabel(/^Admission number/);
    await number.fill('DUP/2025/1');
    await page.getByRole('button', { name: 'Create student' }).click();
    await page.getByText('One-time password').waitFor();
    await page.getByRole('button', { name: /another/i }).click();

    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Surname').fill('Obi');
    await pick(page, 'Gender', 'Female');
    await page.getByLabel('Date of birth').fill('2013-05-06');
    await pick(page, 'Class', 'JSS 1');
    await number.fill('DUP/2025/1');
    await page.getByRole('button', { name: 'Create student' }).click();
    await page.getByText('Is already used by another student of the school.').waitFor();
    const described = await number.getAttribute('aria-describedby');
    expect(await number.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`[id="${described}"]`).textContent()).toBe(
      'Is already used by another student of the school.',
    );
    await page.context().close();
  }, 90_000);

  it('sets a staff member’s department, which the staff list then shows', async () => {
    const page = await signedIn(browser, portal.url, 'admin');
    const complaints = patternComplaints(page);
    await page.goto(`${portal.url}/people/staffs/staff-create`);
    await page.getByLabel('First name').fill('Bisi');
    await page.getByLabel('Surname').fill('Adeyemi');
    await pick(page, 'Gender', 'Female');
    await pick(page, 'Role', 'Teacher');
    // The school's departments, as the demo school has them.
    expect(await optionsOf(page, 'Department')).toContain('Sciences');
    await pick(page, 'Department', 'Sciences');
    await page.getByLabel('Phone').fill('+234 803 123 4567');
    await page.getByRole('button', { name: 'Create staff' }).click();
    await page.getByText('One-time password').waitFor();
    await page.goto(`${portal.url}/people/staffs/staffs?q=Bisi`);
    const row = page.getByRole('row', { name: /Bisi/ });
    await row.waitFor();
    expect(await row.getByRole('cell', { name: 'Sciences' }).count()).toBe(1);
    expect(complaints).toEqual([]);
    await page.context().close();
  }, 90_000);
});
