// @vitest-environment node
/**
 * The score grid as a teacher meets it (issue 13): the chosen period survives a reload, the
 * end-of-term grid shows the assessments already entered, and a released result's row is
 * locked with its reason before anyone types. One portal for the file.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeInBrowser, launchChromium, signedIn } from './browser.ts';
import { type RunningPortal, startPortal } from './server.ts';

let portal: RunningPortal;
let browser: Browser;

const combobox = (page: Page, label: string) =>
  page.getByRole('combobox', { name: new RegExp(`^${label}`) });

async function choose(page: Page, label: string, option: string | RegExp) {
  await combobox(page, label).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** An API call as a signed-in page's user (the session token is its cookie). */
async function api(page: Page, method: string, path: string, body?: unknown) {
  const token = (await page.context().cookies()).find((c) => c.name === 'userToken')?.value;
  return fetch(`${portal.url}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const term = { term: 'First Term', session: '2025/2026' };
let classId = '';

describeInBrowser('the score grid in a real browser', () => {
  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchChromium();
    // A second pupil in JSS 1 A, with no result yet (the demo pupil has both halves).
    const admin = await signedIn(browser, portal.url, 'admin');
    const classes = await (await api(admin, 'GET', '/class')).json();
    classId = classes.data.find(
      (c: { attributes: { class_name: string } }) => c.attributes.class_name === 'JSS 1',
    ).id;
    const created = await api(admin, 'POST', '/student', {
      surname: 'Adeyemi',
      firstname: 'Bola',
      gender: 'female',
      dob: '2013-05-01',
      session_admitted: '2025/2026',
      class_id: classId,
      sub_class: 'A',
      admission_number: 'RULES/001',
    });
    expect(created.status, await created.text()).toBeLessThan(300);
    await admin.context().close();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('keeps the period on reload and shows entered assessments before the exam is saved', async () => {
    const teacher = await signedIn(browser, portal.url, 'teacher');
    await teacher.goto(`${portal.url}/academic-works/results/compute`);
    // The period first, then the class and subject: choosing one keeps the other.
    await choose(teacher, 'Period', 'Mid-term (First Half)');
    await choose(teacher, 'Class and subject', /Civic Education/);
    expect(await combobox(teacher, 'Period').textContent()).toContain('Mid-term');
    await teacher.getByRole('textbox', { name: /^First Assessment for Adeyemi Bola/ }).fill('12');
    await teacher.getByRole('textbox', { name: /^Second Assessment for Adeyemi/ }).fill('ABS');
    await teacher.getByRole('button', { name: 'Save scores' }).click();
    await teacher.getByText(/Scores saved for 1 student/).waitFor();

    await choose(teacher, 'Period', 'End of term (Second Half)');
    await teacher.reload();
    await teacher.getByRole('textbox', { name: /^Exam for Adeyemi/ }).waitFor();
    expect(await combobox(teacher, 'Period').textContent()).toContain('End of term');
    expect(await combobox(teacher, 'Class and subject').textContent()).toContain('Civic Education');
    // No exam yet, yet the assessments show and the total counts them.
    const cells = await teacher
      .getByRole('row', { name: /Adeyemi/ })
      .getByRole('cell')
      .allTextContents();
    expect(cells.slice(0, 2)).toEqual(['12', 'ABS']);
    expect(cells.slice(-2)).toEqual(['12', 'F9']);
    await teacher.context().close();
  }, 120_000);

  it('shows a released pupil locked with the reason before typing, until withheld', async () => {
    const admin = await signedIn(browser, portal.url, 'admin');
    const endOfTerm = { ...term, period: 'Second Half', class_id: classId, sub_class: 'A' };
    // The demo school released both halves of the First Term: only the end of term stays released.
    const midTerm = { ...endOfTerm, period: 'First Half' };
    const reason = 'Checking the scores';
    expect((await api(admin, 'PATCH', '/withhold/result', { ...midTerm, reason })).status).toBe(
      200,
    );
    expect((await api(admin, 'PATCH', '/release/result', endOfTerm)).status).toBe(200);

    const address = new URLSearchParams({ ...term, period: 'First Half' });
    const grid = async () => {
      const teacher = await signedIn(browser, portal.url, 'teacher');
      await teacher.goto(`${portal.url}/academic-works/results/compute?${address}`);
      await choose(teacher, 'Class and subject', /Civic Education/);
      await teacher.getByRole('textbox', { name: /^First Assessment for Adeyemi Bola/ }).waitFor();
      return teacher;
    };
    const teacher = await grid();
    const cell = (name: string) =>
      teacher.getByRole('textbox', { name: new RegExp(`^First Assessment for ${name}`) });
    // The demo pupil's end-of-term result is released: the assessments are locked too.
    expect(await cell('Danjuma Chidi').getAttribute('readonly')).not.toBeNull();
    await teacher
      .getByRole('row', { name: /Danjuma Chidi/ })
      .getByText('End-of-term result released: withhold it to change these scores')
      .waitFor();
    expect(await cell('Adeyemi Bola').getAttribute('readonly')).toBeNull();
    await teacher.context().close();

    expect((await api(admin, 'PATCH', '/withhold/result', { ...endOfTerm, reason })).status).toBe(
      200,
    );
    await admin.context().close();
    const again = await grid();
    expect(
      await again
        .getByRole('textbox', { name: /^First Assessment for Danjuma Chidi/ })
        .getAttribute('readonly'),
    ).toBeNull();
    await again.context().close();
  }, 120_000);
});
