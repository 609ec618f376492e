import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const webDir = new URL('..', import.meta.url).pathname;
const apiDir = new URL('../../api', import.meta.url).pathname;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningPortal {
  url: string;
  stop: () => Promise<void>;
}

/**
 * A data folder holding the seeded demo school, made once for the code as it is now and copied
 * for each portal: seeding takes about 25 s of CPU, and every browser test file starts a portal.
 * The folder's name carries a fingerprint of the server's and the domain's sources, so a change
 * to them seeds again; the first test file to need it seeds, the others wait for it.
 */
async function demoTemplate(): Promise<string> {
  const fingerprint = createHash('sha256');
  for (const dir of [
    join(apiDir, 'src'),
    join(apiDir, 'drizzle'),
    join(apiDir, '../../packages/domain/src'),
  ]) {
    for (const file of readdirSync(dir, { recursive: true }).map(String).sort()) {
      const stat = statSync(join(dir, file));
      if (stat.isFile()) fingerprint.update(`${file}:${stat.size}:${stat.mtimeMs}\n`);
    }
  }
  const template = join(tmpdir(), `schoolmates-e2e-demo-${fingerprint.digest('hex').slice(0, 16)}`);
  const ready = join(template, 'READY');
  const lock = `${template}.lock`;
  const deadline = Date.now() + 600_000;
  while (!existsSync(ready)) {
    try {
      mkdirSync(lock);
    } catch {
      // Another test file is seeding it, or one that was stopped left its lock behind.
      const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (since < Date.now() - 300_000) {
        rmSync(lock, { recursive: true, force: true });
      }
      if (Date.now() > deadline) throw new Error(`no demo template after 600 s (${lock})`);
      await new Promise((r) => setTimeout(r, 500));
      continue;
    }
    try {
      const seeding = mkdtempSync(join(tmpdir(), 'schoolmates-e2e-seeding-'));
      // Dated as it was written (DEMO_WRITTEN_FOR, demo-calendar.ts): the same school every day.
      const seed = spawn(
        join(apiDir, 'node_modules/.bin/tsx'),
        ['src/seed/main.ts', '--today', '2026-01-23'],
        {
          cwd: apiDir,
          env: { ...process.env, DATA_DIR: seeding, DATABASE_URL: '' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let log = '';
      seed.stdout?.on('data', (d) => (log += d));
      seed.stderr?.on('data', (d) => (log += d));
      const status = await new Promise((resolve) => seed.on('close', resolve));
      if (status !== 0) throw new Error(`seeding failed:\n${log}`);
      // Templates of older code are no longer wanted.
      for (const old of readdirSync(tmpdir())) {
        if (old.startsWith('schoolmates-e2e-demo-') && !old.endsWith('.lock')) {
          rmSync(join(tmpdir(), old), { recursive: true, force: true });
        }
      }
      renameSync(seeding, template);
      writeFileSync(ready, '');
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return template;
}

/**
 * Builds the web app when needed and starts the real server on a copy of the seeded demo school;
 * `env` adds to the server's environment (`SMTP_URL` for a test mail server).
 */
export async function startPortal(env: Record<string, string> = {}): Promise<RunningPortal> {
  if (!existsSync(join(webDir, 'dist/index.html'))) {
    const build = spawnSync('pnpm', ['exec', 'vite', 'build'], { cwd: webDir, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'schoolmates-e2e-'));
  cpSync(await demoTemplate(), dataDir, { recursive: true });
  const port = await freePort();
  const child: ChildProcess = spawn(join(apiDir, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: join(webDir, 'dist'),
      // A browser test file signs in dozens of times a minute from one address; the server's
      // per-address sign-in limit (30 a minute) is tested on its own (apps/api auth tests).
      SIGN_IN_PER_MINUTE: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  // Seeding the demo school takes seconds on an idle machine, minutes on a crowded one.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log}`);
    try {
      const answer = await fetch(`${url}/api/school`);
      if (answer.status > 0) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
