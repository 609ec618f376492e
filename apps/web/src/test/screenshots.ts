/**
 * Screenshot comparison and in-browser accessibility check of every story (issue 18).
 *
 * Serves a built Storybook, opens each story in Debian's Chromium in the light and dark themes,
 * lets Storybook run its play function and the accessibility addon's axe check (every rule in
 * the first theme, the colour rules again in the second; colour contrast needs a real browser;
 * text over a pseudo-element's background, which axe leaves unchecked, is measured by
 * `contrastOverPseudo`), screenshots it at desktop and phone widths and compares each image
 * with the approved PNG in `approved-screenshots/`. A changed image is written beside the
 * approved one as `<name>.actual.png` with `<name>.diff.png`; `approve` overwrites the approved
 * images instead (`pnpm --filter @schoolmates/web screenshots:approve`).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import pixelmatch from 'pixelmatch';
import { type Browser, chromium, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { fullChromium } from './chromium.ts';
import { type AxeIncomplete, contrastOverPseudo, uncheckedContrast } from './contrast.ts';

export const approvedDir = new URL('../../approved-screenshots/', import.meta.url).pathname;

export const themes = ['light', 'dark'] as const;
export const widths = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
type Width = keyof typeof widths;
type Theme = (typeof themes)[number];

/** Fixed clock for every story: dates on screen do not move from day to day. */
const storyTime = new Date('2026-03-02T09:30:00Z');
/** Differences smaller than this share of an image's pixels pass (anti-aliasing noise). */
const tolerance = 0.001;
/** Stories open in this many tabs of one browser at once. */
const tabs = 4;

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

export interface Outcome {
  stories: number;
  screenshots: number;
  changed: string[];
  added: string[];
  removed: string[];
  accessibility: string[];
  /** Stories whose render or play function failed. */
  failedToRender: string[];
  bytes: number;
  /** Images whose first shot did not match and were shot again until steady. */
  retaken: number;
  /** Images shot again in a freshly loaded preview because the steady shot did not match. */
  reloaded: number;
}

const mime: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = normalize(join(dir, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': mime[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}` });
    }),
  );
}

/** What Storybook reports when a story has rendered and run its play function and afterEach. */
interface StoryFinished {
  status: 'success' | 'error';
  reporters: {
    type: string;
    status: string;
    result?: { violations?: AxeViolation[]; incomplete?: AxeIncomplete[] };
  }[];
  errors: string[];
}
interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}
type PreviewWindow = {
  __STORYBOOK_ADDONS_CHANNEL__?: {
    emit(event: string, payload: unknown): void;
    on(event: string, listener: (payload: never) => void): void;
  };
  storyOutcomes: Record<string, StoryFinished>;
  storyErrors: string[];
};

/**
 * Records, per story, Storybook's `storyFinished` event and the play function's errors. A string,
 * not a function: the test's transform would add helpers the page does not have.
 */
const listenToStorybook = `
  window.storyOutcomes = {};
  window.storyErrors = [];
  const attach = () => {
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) return setTimeout(attach, 5);
    const failed = (error) => window.storyErrors.push(String(error && error.message));
    channel.on('playFunctionThrewException', failed);
    channel.on('storyThrewException', failed);
    channel.on('storyErrored', (e) => window.storyErrors.push(e && e.title + ': ' + e.description));
    channel.on('storyFinished', (event) => {
      window.storyOutcomes[event.storyId] = { ...event, errors: window.storyErrors.splice(0) };
    });
  };
  attach();
`;

/**
 * Shows a story in the tab's preview without reloading it, as the sidebar does, or the story on
 * screen in the other theme, as the toolbar does: Storybook draws it again with the new theme
 * and keeps what its play function opened. Waits until Storybook has rendered it and run its
 * play function (a new story only) and the accessibility addon's axe check. Answers what
 * failed: the render or play function's errors and the axe violations.
 */
async function showStory(
  page: Page,
  storyId: string,
  theme?: Theme,
): Promise<{ errors: string[]; axe: string[] }> {
  await page.evaluate(
    ({ id, theme }) => {
      const w = window as unknown as PreviewWindow;
      const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
      if (theme) {
        delete w.storyOutcomes[id];
        // The story's other rules were checked in the first theme (test/preview.tsx).
        channel?.emit('updateGlobals', { globals: { appearance: theme, axeColourOnlyFor: id } });
      } else if (!w.storyOutcomes[id]) {
        // (a story with an outcome is the one the tab opened on)
        channel?.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }
    },
    { id: storyId, theme },
  );
  const outcome = await page
    // Only a story that never finishes should run out: a play function that types into a long
    // form took over 30 s in a CI run with both cores saturated.
    .waitForFunction((id) => (window as unknown as PreviewWindow).storyOutcomes[id], storyId, {
      timeout: 120_000,
      polling: 50,
    })
    .then((handle) => handle.jsonValue() as Promise<StoryFinished>)
    .catch(
      (error: Error): StoryFinished => ({
        status: 'error',
        reporters: [],
        errors: [error.message],
      }),
    );
  const a11y = outcome.reporters.filter((report) => report.type === 'a11y');
  const axe = a11y
    .filter((report) => report.status === 'failed')
    .flatMap((report) => report.result?.violations ?? [])
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  // Text axe left unchecked because a pseudo-element paints its background (every Radix card).
  const unchecked = uncheckedContrast(a11y.flatMap((report) => report.result?.incomplete ?? []));
  axe.push(
    ...(unchecked.length > 0
      ? await page.evaluate<string[]>(`(${contrastOverPseudo})(${JSON.stringify(unchecked)})`)
      : []),
  );
  const errors =
    outcome.status === 'error' && outcome.errors.length === 0 && axe.length === 0
      ? ['the story failed']
      : outcome.errors;
  await settle(page);
  return { errors, axe };
}

async function settle(page: Page) {
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Pixels of `actual` that differ from `expected` beyond the tolerance (0: they match). */
function changedPixels(expected: Buffer, actual: Buffer): { count: number; diff?: PNG } {
  if (expected.equals(actual)) return { count: 0 };
  const a = PNG.sync.read(expected);
  const b = PNG.sync.read(actual);
  if (a.width !== b.width || a.height !== b.height) return { count: a.width * a.height };
  const diff = new PNG({ width: a.width, height: a.height });
  const count = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0.1 });
  return { count: count / (a.width * a.height) <= tolerance ? 0 : count, diff };
}

function compare(name: string, actual: Buffer, approve: boolean, outcome: Outcome) {
  const approvedFile = join(approvedDir, `${name}.png`);
  const actualFile = join(approvedDir, `${name}.actual.png`);
  const diffFile = join(approvedDir, `${name}.diff.png`);
  rmSync(actualFile, { force: true });
  rmSync(diffFile, { force: true });
  if (approve) {
    writeFileSync(approvedFile, actual);
    outcome.bytes += actual.length;
    return;
  }
  if (!existsSync(approvedFile)) {
    writeFileSync(actualFile, actual);
    outcome.added.push(name);
    return;
  }
  const expected = readFileSync(approvedFile);
  outcome.bytes += expected.length;
  const { count, diff } = changedPixels(expected, actual);
  if (count === 0) return;
  writeFileSync(actualFile, actual);
  if (diff) writeFileSync(diffFile, PNG.sync.write(diff));
  outcome.changed.push(`${name} (${count} pixels)`);
}

/** Whether `actual` differs from an approved image of `name` (none approved: no). */
function differsFromApproved(name: string, actual: Buffer): boolean {
  const approvedFile = join(approvedDir, `${name}.png`);
  return existsSync(approvedFile) && changedPixels(readFileSync(approvedFile), actual).count > 0;
}

/** The story as it is drawn now. */
function screenshot(page: Page): Promise<Buffer> {
  // A third-party frame (a lesson video) is not ours to compare: it draws a loading or an
  // offline page depending on timing, so it is covered by a fixed box.
  return page.screenshot({
    animations: 'disabled',
    caret: 'hide',
    mask: [page.locator('iframe')],
    maskColor: '#9e9e9e',
  });
}

/**
 * Screenshots until two shots in a row are the same, starting from `last`: right after a story
 * switch the previous story's layout can linger for a frame or two.
 */
async function steadyScreenshot(page: Page, last: Buffer): Promise<Buffer> {
  for (let attempt = 0; attempt < 6; attempt += 1) {
    await page.waitForTimeout(100);
    const next = await screenshot(page);
    if (next.equals(last)) return next;
    last = next;
  }
  return last;
}

/** Opens the tab on a story of a theme in a freshly loaded preview. */
async function openPreview(page: Page, url: string, theme: Theme, storyId: string) {
  await page.goto(`${url}/iframe.html?id=${storyId}&viewMode=story&globals=appearance:${theme}`);
  await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
}

/**
 * Shows a story and compares its images: a new story on the tab (`switchTheme` false), or the
 * story on screen switched to `theme`.
 */
async function shoot(
  page: Page,
  url: string,
  story: IndexEntry,
  theme: Theme,
  switchTheme: boolean,
  approve: boolean,
  outcome: Outcome,
) {
  await page.setViewportSize(widths.desktop);
  const { errors, axe } = await showStory(page, story.id, switchTheme ? theme : undefined);
  for (const error of errors) {
    outcome.failedToRender.push(`${story.id} (${theme}): ${error.slice(0, 300)}`);
  }
  for (const violation of axe) outcome.accessibility.push(`${story.id} (${theme}) ${violation}`);
  for (const width of Object.keys(widths) as Width[]) {
    const name = `${story.id}.${theme}.${width}`;
    if (width !== 'desktop') {
      await page.setViewportSize(widths[width]);
      await settle(page);
    }
    // A first shot that matches the approved image is the story drawn: a lingering frame of
    // the previous story would not match. Only a new or changed image waits for a steady one.
    let image = await screenshot(page);
    if (approve || differsFromApproved(name, image)) {
      image = await steadyScreenshot(page, image);
      outcome.retaken += 1;
    }
    if (!approve && differsFromApproved(name, image)) {
      outcome.reloaded += 1;
      // A busy machine can catch a story switched in place half drawn (two copies of a
      // screen were seen): a change counts only if a freshly loaded preview shows it too.
      await openPreview(page, url, theme, story.id);
      await showStory(page, story.id);
      image = await steadyScreenshot(page, await screenshot(page));
    }
    compare(name, image, approve, outcome);
    outcome.screenshots += 1;
  }
}

/** Opens every story of the Storybook built in `staticDir`; `approve` rewrites the approved images. */
export async function compareStories(staticDir: string, approve: boolean): Promise<Outcome> {
  mkdirSync(approvedDir, { recursive: true });
  const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  const outcome: Outcome = {
    stories: stories.length,
    screenshots: 0,
    changed: [],
    added: [],
    removed: [],
    accessibility: [],
    failedToRender: [],
    bytes: 0,
    retaken: 0,
    reloaded: 0,
  };
  const { server, url } = await serve(normalize(staticDir));
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: fullChromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--font-render-hinting=none',
        '--disable-lcd-text',
      ],
    });
    const context = await browser.newContext({
      viewport: widths.desktop,
      deviceScaleFactor: 1,
      locale: 'en-GB',
      timezoneId: 'Africa/Lagos',
      reducedMotion: 'reduce',
    });
    await context.clock.setFixedTime(storyTime);
    // Stories never reach the network: anything not served from the build fails at once.
    await context.route(
      (target) => !target.href.startsWith(url),
      (route) => route.abort('internetdisconnected'),
    );
    await context.addInitScript({ content: listenToStorybook });
    // Stories that draw random values get the same sequence on every run.
    await context.addInitScript(() => {
      let seed = 18;
      Math.random = () => {
        seed = (seed * 16807) % 2147483647;
        return (seed - 1) / 2147483646;
      };
    });
    // Each tab switches stories and themes in place, as Storybook's sidebar and toolbar do:
    // reloading the preview costs more than the story itself. A story opens in the theme the
    // tab is in and is then switched to the other, so a tab alternates themes from story to
    // story and each story costs one switch.
    const queue = [...stories];
    await Promise.all(
      Array.from({ length: tabs }, async (_, tab) => {
        let story = queue.shift();
        if (!story) return;
        let theme = themes[tab % themes.length] ?? 'light';
        const page = await context.newPage();
        await openPreview(page, url, theme, story.id);
        for (; story; story = queue.shift()) {
          await shoot(page, url, story, theme, false, approve, outcome);
          theme = theme === 'light' ? 'dark' : 'light';
          await shoot(page, url, story, theme, true, approve, outcome);
        }
        await page.close();
      }),
    );
  } finally {
    await browser?.close();
    server.close();
  }
  const expected = new Set(
    stories.flatMap((s) =>
      themes.flatMap((t) => Object.keys(widths).map((w) => `${s.id}.${t}.${w}.png`)),
    ),
  );
  for (const file of readdirSync(approvedDir)) {
    if (!file.endsWith('.png') || file.endsWith('.actual.png') || file.endsWith('.diff.png')) {
      continue;
    }
    if (expected.has(file)) continue;
    if (approve) rmSync(join(approvedDir, file));
    else outcome.removed.push(file);
  }
  return outcome;
}
