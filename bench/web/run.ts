/**
 * Web bench: the production bundle's size (gzip) for the initial route and the largest lazy
 * chunk, and the time to first render of /sign-in and of /home with its data, in Chromium
 * against the real server on a fresh PGlite database. Prints figures; asserts nothing.
 *   pnpm --filter @schoolmates/web bench
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startPortal } from '../../apps/web/e2e/server.ts';

const webDir = new URL('../../apps/web/', import.meta.url).pathname;
const dist = join(webDir, 'dist');
// playwright-core is a dependency of the web app, resolved from there.
const { chromium } = createRequire(join(webDir, 'package.json'))(
  'playwright-core',
) as typeof import('playwright-core');
const runs = Number(process.env.BENCH_RUNS ?? 5);

const build = spawnSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'error'], {
  cwd: webDir,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initialJs = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
  (m) => m[1] as string,
);
const initialCss = [...html.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map((m) => m[1] as string);
const allJs = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => `assets/${f}`);
const lazy = allJs
  .filter((f) => !initialJs.includes(f))
  .map((f) => ({ f, size: gz(f) }))
  .sort((a, b) => b.size - a.size);
const jsTotal = initialJs.reduce((sum, f) => sum + gz(f), 0);
const cssTotal = initialCss.reduce((sum, f) => sum + gz(f), 0);

console.log('\nBundle (gzip -9)');
console.log(`  initial JavaScript   ${kb(jsTotal)}  (${initialJs.length} files; budget 170 kB)`);
console.log(`  initial CSS          ${kb(cssTotal)}`);
console.log(`  initial JS + CSS     ${kb(jsTotal + cssTotal)}`);
console.log(`  largest lazy chunk   ${kb(lazy[0]?.size ?? 0)}  (${lazy[0]?.f ?? '-'})`);
console.log(`  lazy chunks          ${lazy.length}`);

const portal = await startPortal();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
try {
  const signIn: number[] = [];
  const home: number[] = [];
  const homeData: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${portal.url}/sign-in`);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    signIn.push(await page.evaluate(() => performance.now()));
    await page.getByLabel('Username').fill('superadmin');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/home');
    // A fresh load of /home, signed in, until its figures (not placeholders) are on screen.
    await page.goto(`${portal.url}/home`);
    await page.getByText('School population').waitFor();
    await page.locator('.rt-Card .rt-r-size-6').first().waitFor();
    await page.getByRole('heading', { name: 'Announcements' }).waitFor();
    // every placeholder (period, figures, chart, announcements) has given way to data
    await page.waitForFunction(() => !document.querySelector('#main .rt-Skeleton'));
    home.push(await page.evaluate(() => performance.now()));
    // when the page asked for its first figures: before the fix, only once Home's code had loaded
    homeData.push(
      await page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .find((e) => e.name.includes('/api/schoolpopulation'))?.startTime ?? Number.NaN,
      ),
    );
    await context.close();
  }
  console.log(`\nTime to first render in Chromium (median of ${runs}, cold context each)`);
  console.log(`  /sign-in            ${median(signIn).toFixed(0)} ms`);
  console.log(`  /home with data     ${median(home).toFixed(0)} ms  (target 1500 ms)`);
  console.log(`  /home data asked at ${median(homeData).toFixed(0)} ms`);
} finally {
  await browser.close();
  await portal.stop();
}
