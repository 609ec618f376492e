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
// On a machine with PostgreSQL (TEST_DATABASE_URL, as CI sets it) each portal runs on a database
// cloned from the seeded demo's: native PostgreSQL answers the pages' reads for less CPU than the
// embedded PGlite, which a school without the variable runs and the portals use otherwise.
import {
  adminQuery,
  newDatabaseName,
  postgresDatabaseUrl,
  postgresUrl,
} from '../../api/src/test/postgres.ts';

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
 * The seeded demo school: its data folder and, on PostgreSQL, its database and the server key
 * that sealed its secrets (PGlite keeps that key in the data folder; see apps/api server-key.ts).
 */
interface DemoTemplate {
  folder: string;
  postgres?: { database: string; secretKey: string };
}

/**
 * A data folder (and on PostgreSQL a database) holding the seeded demo school, made once for the
 * code as it is now and copied for each portal: seeding takes about 25 s of CPU, and every
 * browser test file starts a portal. The name carries a fingerprint of the server's and the
 * domain's sources and of the database in use, so a change to them seeds again; the first test
 * file to need it seeds, the others wait for it.
 */
async function demoTemplate(): Promise<DemoTemplate> {
  const fingerprint = createHash('sha256').update(`${postgresUrl() ?? 'pglite'}\n`);
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
  const id = fingerprint.digest('hex').slice(0, 16);
  const template: DemoTemplate = {
    folder: join(tmpdir(), `schoolmates-e2e-demo-${id}`),
    ...(postgresUrl()
      ? {
          postgres: {
            database: `e2e_demo_${id}`,
            secretKey: createHash('sha256').update(`e2e demo ${id}`).digest('base64'),
          },
        }
      : {}),
  };
  const ready = join(template.folder, 'READY');
  const lock = `${template.folder}.lock`;
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
      // Templates of older code are no longer wanted.
      for (const old of readdirSync(tmpdir())) {
        if (old.startsWith('schoolmates-e2e-demo-') && !old.endsWith('.lock')) {
          rmSync(join(tmpdir(), old), { recursive: true, force: true });
        }
      }
      if (template.postgres) {
        const old = await adminQuery(
          `select datname from pg_database where datname like 'e2e\\_demo\\_%'`,
        );
        for (const { datname } of old.rows) {
          await adminQuery(`drop database "${datname}" with (force)`);
        }
        await adminQuery(`create database "${template.postgres.database}"`);
      }
      const seeding = mkdtempSync(join(tmpdir(), 'schoolmates-e2e-seeding-'));
      // Dated as it was written (DEMO_WRITTEN_FOR, demo-calendar.ts): the same school every day.
      const seed = spawn(
        join(apiDir, 'node_modules/.bin/tsx'),
        ['src/seed/main.ts', '--today', '2026-01-23'],
        {
          cwd: apiDir,
          env: {
            ...process.env,
            DATA_DIR: seeding,
            ...databaseEnv(template, template.postgres?.database),
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let log = '';
      seed.stdout?.on('data', (d) => (log += d));
      seed.stderr?.on('data', (d) => (log += d));
      const status = await new Promise((resolve) => seed.on('close', resolve));
      if (status !== 0) throw new Error(`seeding failed:\n${log}`);
      renameSync(seeding, template.folder);
      writeFileSync(ready, '');
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return template;
}

/** The seed's or a portal's database: `database` on PostgreSQL, else the embedded PGlite. */
function databaseEnv({ postgres }: DemoTemplate, database: string | undefined) {
  return postgres && database
    ? { DATABASE_URL: postgresDatabaseUrl(database), MESSAGES_SECRET_KEY: postgres.secretKey }
    : { DATABASE_URL: '' };
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
  const template = await demoTemplate();
  const dataDir = mkdtempSync(join(tmpdir(), 'schoolmates-e2e-'));
  cpSync(template.folder, dataDir, { recursive: true });
  const database = template.postgres && newDatabaseName('e2e');
  if (database) {
    await adminQuery(`create database "${database}" template "${template.postgres?.database}"`);
  }
  const port = await freePort();
  const child: ChildProcess = spawn(join(apiDir, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: join(webDir, 'dist'),
      ...databaseEnv(template, database),
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
      if (database) await adminQuery(`drop database if exists "${database}" with (force)`);
    },
  };
}
