// @vitest-environment node
/**
 * Accessibility and phone widths in a real browser: axe-core (injected from its own source)
 * finds nothing on the screens a school uses most, in light and dark, and at 390×844 no page
 * is wider than the phone.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contrastOverPseudo, uncheckedContrast } from '../src/test/contrast.ts';
import {
  choose,
  describeInBrowser,
  launchChromium,
  type PageOptions,
  pick,
  signedIn,
} from './browser.ts';
import { type RunningPortal, startPortal } from './server.ts';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

let portal: RunningPortal;
let browser: Browser;

interface Violation {
  id: string;
  impact: string | null;
  nodes: string[];
}

/**
 * axe's violations on the page as it stands (rule, impact and the offending elements), and text
 * below its contrast threshold that axe could not measure (`contrastOverPseudo`).
 */
async function axeViolations(page: Page): Promise<Violation[]> {
  // evaluated through DevTools, which the page's Content-Security-Policy does not govern
  await page.evaluate(axeSource);
  const { violations, incomplete } = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (c: Document) => Promise<{
            violations: {
              id: string;
              impact: string | null;
              nodes: { target: unknown[]; failureSummary?: string }[];
            }[];
            incomplete: { id: string; nodes: { target: unknown[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document);
    return {
      violations: result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
      })),
      incomplete: result.incomplete.map((r) => ({
        id: r.id,
        nodes: r.nodes.map((n) => ({ target: n.target })),
      })),
    };
  });
  // axe leaves text over a pseudo-element's background (every Radix card) unchecked.
  const unchecked = uncheckedContrast(incomplete);
  const contrast =
    unchecked.length > 0
      ? await page.evaluate<string[]>(`(${contrastOverPseudo})(${JSON.stringify(unchecked)})`)
      : [];
  return contrast.length > 0
    ? [...violations, { id: 'color-contrast', impact: 'serious', nodes: contrast }]
    : violations;
}

/** Whether the element is wholly inside the window as the page stands (nothing scrolled). */
async function inWindow(page: Page, locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

/** Whether the element is what a click at its centre reaches: nothing is drawn over it. */
async function uncovered(locator: ReturnType<Page['locator']>) {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top !== null && (el === top || el.contains(top));
  });
}

/** How far the document reaches beyond the window, in CSS pixels (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

type Screen = { name: string; user: string | null; open: (page: Page) => Promise<void> };

const screens: Screen[] = [
  {
    name: 'sign-in',
    user: null,
    open: async (page) => {
      await page.goto(`${portal.url}/sign-in`);
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
    },
  },
  {
    name: 'home',
    user: 'admin',
    open: async (page) => {
      await page.goto(`${portal.url}/home`);
      await page.getByRole('heading', { name: /Welcome,/ }).waitFor();
    },
  },
  {
    name: 'students',
    user: 'admin',
    open: async (page) => {
      await page.goto(`${portal.url}/people/students/students`);
      await page.getByRole('rowheader').first().waitFor();
    },
  },
  {
    name: 'guardians',
    user: 'admin',
    open: async (page) => {
      await page.goto(`${portal.url}/people/guardians`);
      await page.getByRole('rowheader').first().waitFor();
    },
  },
  {
    name: 'add guardian',
    user: 'admin',
    open: async (page) => {
      await page.goto(`${portal.url}/people/guardians`);
      await page.getByRole('button', { name: 'Add guardian' }).click();
      await page.getByLabel('Find a student').fill('Chidi');
      await page.getByRole('button', { name: /^Choose .*Chidi/ }).click();
      await page.getByRole('combobox', { name: /^What they are to/ }).waitFor();
    },
  },
  {
    name: 'score grid',
    user: 'teacher',
    open: async (page) => {
      await page.goto(`${portal.url}/academic-works/results/compute`);
      await choose(page, 'Class and subject', /Basic Science/);
      await page.getByRole('table', { name: 'Scores' }).waitFor();
    },
  },
  {
    name: 'report card',
    user: 'admin',
    open: async (page) => {
      await page.goto(`${portal.url}/academic-works/results/view`);
      await choose(page, 'Class', /JSS 1 A/);
      await choose(page, 'Student', /Not released/);
      await page.getByRole('article', { name: /^Report card of / }).waitFor();
    },
  },
  {
    name: 'broadsheet',
    user: 'admin',
    open: async (page) => {
      await page.goto(`${portal.url}/academic-works/results/broadsheet`);
      await pick(page, 'Class', 'JSS 1 A');
      await page.getByRole('table', { name: 'Broadsheet' }).waitFor();
    },
  },
];

/** A screen of the list by its name (the list grows: an index would open another screen). */
const screenNamed = (name: string): Screen => {
  const found = screens.find((screen) => screen.name === name);
  if (!found) throw new Error(`no screen named ${name}`);
  return found;
};

/**
 * Each demo user signs in once, in a browser context of its own (one more for no one signed in);
 * each check opens a new page of it, in its own theme and width.
 */
const contexts = new Map<string | null, Promise<BrowserContext>>();

async function pageAs(user: string | null, options: PageOptions = {}): Promise<Page> {
  let context = contexts.get(user);
  if (!context) {
    context = user
      ? signedIn(browser, portal.url, user).then(async (page) => {
          await page.close();
          return page.context();
        })
      : browser.newContext();
    contexts.set(user, context);
  }
  const page = await (await context).newPage();
  await page.setViewportSize(options.viewport ?? { width: 1280, height: 800 });
  await page.addInitScript(
    (appearance) => localStorage.setItem('theme', JSON.stringify({ appearance })),
    options.dark ? 'dark' : 'light',
  );
  return page;
}

async function openScreen(screen: Screen, options: PageOptions): Promise<Page> {
  const page = await pageAs(screen.user, options);
  await screen.open(page);
  return page;
}

describeInBrowser('accessibility and phone widths in a real browser', () => {
  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it.each(screens.flatMap((s) => [[s.name, 'light', s] as const, [s.name, 'dark', s] as const]))(
    '%s in %s has no axe violations',
    async (_name, appearance, screen) => {
      const page = await openScreen(screen, { dark: appearance === 'dark' });
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    },
    90_000,
  );

  it.each(screens.map((s) => [s.name, s] as const))(
    '%s fits a 390×844 phone',
    async (_name, screen) => {
      const page = await openScreen(screen, { viewport: { width: 390, height: 844 } });
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.close();
    },
    90_000,
  );

  it("keeps a phone's student actions in view and the grid's total and grade reachable", async () => {
    const phone = { viewport: { width: 390, height: 844 } };
    const students = await openScreen(screenNamed('students'), phone);
    const actions = students
      .getByRole('row')
      .filter({ has: students.getByRole('link', { name: /^Edit / }) })
      .first()
      .locator('a, button');
    expect(await actions.count()).toBeGreaterThan(1);
    for (const action of await actions.all()) expect(await inWindow(students, action)).toBe(true);
    await students.close();

    const grid = await openScreen(screenNamed('score grid'), phone);
    for (const heading of [/^Total/, /^Grade/]) {
      const cell = grid.getByRole('columnheader', { name: heading });
      await cell.scrollIntoViewIfNeeded();
      expect(await inWindow(grid, cell)).toBe(true);
    }
    expect(await overflow(grid)).toBeLessThanOrEqual(0);
    await grid.close();
  }, 90_000);

  it("keeps an invoice's actions clear of its status at 1366 px, and its student, class and balance in view on a phone", async () => {
    const invoices = async (viewport: { width: number; height: number }) => {
      const page = await pageAs('account', { viewport });
      await page.goto(`${portal.url}/finance/account/invoices`);
      await page.getByRole('rowheader').first().waitFor();
      const headers = await page.getByRole('columnheader').allTextContents();
      const row = page.getByRole('row').nth(1);
      const column = (name: string) => {
        const at = headers.indexOf(name);
        return at === 0 ? row.getByRole('rowheader') : row.getByRole('cell').nth(at - 1);
      };
      return { page, row, column };
    };

    const desktop = await invoices({ width: 1366, height: 768 });
    const status = await desktop.column('Status').locator('span').first().boundingBox();
    for (const link of await desktop.row.getByRole('link').all()) {
      const box = await link.boundingBox();
      const apart =
        !!box &&
        !!status &&
        (box.x >= status.x + status.width || box.y >= status.y + status.height);
      expect(apart, `${await link.textContent()} clear of the status`).toBe(true);
      expect(await uncovered(link), (await link.textContent()) ?? '').toBe(true);
    }
    await desktop.page.close();

    const phone = await invoices({ width: 390, height: 844 });
    for (const shown of [phone.column('Student'), phone.column('Balance')]) {
      expect(await inWindow(phone.page, shown)).toBe(true);
      expect(await uncovered(shown)).toBe(true);
    }
    // The class (and invoice number) under the student's name, where the hidden columns were.
    expect(await phone.column('Student').textContent()).toMatch(/\S · INV\//);
    // Every row's status whole, left of the actions that stay at the right edge ("Partly paid").
    const rows = phone.page.getByRole('row').filter({ has: phone.page.getByRole('cell') });
    for (const row of await rows.all()) {
      const status = row.getByText(/^(Not|Partly|Fully) paid$/).filter({ visible: true });
      const actions = await row.getByRole('cell').last().boundingBox();
      const box = await status.boundingBox();
      expect(
        box && actions && box.x + box.width <= actions.x,
        (await row.textContent()) ?? '',
      ).toBe(true);
    }
    await phone.page.close();
  }, 90_000);

  it("keeps a student's class and admission number clear of the actions on a phone's Students Account", async () => {
    const page = await pageAs('account', {
      viewport: { width: 390, height: 844 },
    });
    await page.goto(`${portal.url}/people/students/students-account`);
    await page.getByRole('rowheader').first().waitFor();
    const row = page.getByRole('row').nth(1);
    for (const shown of [/^\S.* · DEMO\/\d+$/, /DEMO\/\d+/]) {
      const text = row.getByText(shown).filter({ visible: true }).first();
      expect(await inWindow(page, text), String(shown)).toBe(true);
      expect(await uncovered(text), String(shown)).toBe(true);
    }
    await page.close();
  }, 90_000);

  it("keeps a bank account's number clear of the actions on a phone's Banks", async () => {
    const page = await pageAs('account', {
      viewport: { width: 390, height: 844 },
    });
    await page.goto(`${portal.url}/finance/account/bank`);
    await page.getByRole('rowheader').first().waitFor();
    const row = page.getByRole('row').nth(1);
    const number = await row
      .getByText(/\d{10}$/)
      .filter({ visible: true })
      .first()
      .boundingBox();
    const actions = await row.getByRole('cell').last().boundingBox();
    expect(number && actions && number.x + number.width <= actions.x).toBe(true);
    await page.close();
  }, 90_000);

  it("keeps a fee's term clear of the actions on a phone's Fees", async () => {
    const page = await pageAs('account', {
      viewport: { width: 390, height: 844 },
    });
    await page.goto(`${portal.url}/finance/account/fees`);
    await page.getByRole('rowheader').first().waitFor();
    const row = page.getByRole('row').nth(1);
    const term = row
      .getByText(/Term \d{4}\/\d{4}$/)
      .filter({ visible: true })
      .first();
    const box = await term.boundingBox();
    const actions = await row.getByRole('cell').last().boundingBox();
    expect(box && actions && box.x + box.width <= actions.x).toBe(true);
    await page.close();
  }, 90_000);

  it("shows a student's invoices on a phone: each fee's net and each payment's receipt in view", async () => {
    const page = await pageAs('student', {
      viewport: { width: 390, height: 844 },
    });
    await page.goto(`${portal.url}/invoices/my-invoice`);
    await page.getByRole('columnheader', { name: 'Net' }).first().waitFor();
    const shown = [
      ...(await page.getByRole('columnheader', { name: 'Net' }).all()),
      ...(await page.getByRole('button', { name: 'Download receipt' }).all()),
    ];
    expect(shown.length).toBeGreaterThan(2);
    // nothing scrolled sideways: in view as the page opens
    for (const locator of shown) {
      expect(await inWindow(page, locator), (await locator.textContent()) ?? '').toBe(true);
    }
    await page.close();
  }, 90_000);

  it("lines a row's actions up: a ghost button (Delete) level with the soft one beside it", async () => {
    const page = await pageAs('admin');
    await page.goto(`${portal.url}/announcements`);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: /^Delete/ }) });
    const centre = async (role: 'link' | 'button', name: RegExp) => {
      const box = await row.first().getByRole(role, { name }).boundingBox();
      return box ? box.y + box.height / 2 : null;
    };
    expect(await centre('button', /^Delete/)).toBe(await centre('link', /^Edit/));
    await page.close();
  }, 90_000);

  it("shows each home shortcut's label whole, on a phone and at 1024 px", async () => {
    for (const width of [390, 1024]) {
      const page = await pageAs('superadmin', {
        viewport: { width, height: 800 },
      });
      await page.goto(`${portal.url}/home`);
      await page.getByRole('heading', { name: 'Shortcuts' }).waitFor();
      const cut = await page.evaluate(() =>
        [...document.querySelectorAll('.sm-shortcut')].flatMap((link) => {
          const card = link.firstElementChild?.getBoundingClientRect();
          const label = link.querySelector('.rt-Text')?.getBoundingClientRect();
          return card && label && label.right > card.right ? [link.textContent] : [];
        }),
      );
      expect(cut, `${width} px`).toEqual([]);
      await page.close();
    }
  }, 90_000);

  it('keeps the broadsheet’s names and positions in view while the subjects scroll', async () => {
    const page = await openScreen(screenNamed('broadsheet'), {});
    const region = page.getByRole('region', { name: /^Broadsheet/ });
    await region.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
    });
    const view = await region.boundingBox();
    const row = page.getByRole('table', { name: 'Broadsheet' }).locator('tbody tr').first();
    for (const cell of [row.locator('th'), row.locator('td').first()]) {
      const box = await cell.boundingBox();
      expect(box && view && box.x >= view.x && box.x + box.width <= view.x + view.width).toBe(true);
    }
    expect(await row.locator('td').first().textContent()).toMatch(/^\d+(st|nd|rd|th)$|^–$/);
    for (const cell of ['th', 'td']) {
      expect(
        await row
          .locator(cell)
          .first()
          .evaluate((el) => getComputedStyle(el).position),
      ).toBe('sticky');
    }
    await page.close();
  }, 90_000);
});
