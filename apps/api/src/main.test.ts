/**
 * `pnpm start` at a terminal, stopped with Ctrl-C: the terminal sends SIGINT to the whole
 * process group (pnpm, its shell and the server). The server closes, or drops a half-seeded
 * demo, and every process exits 0, so nothing prints `ELIFECYCLE Command failed`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it, onTestFinished } from 'vitest';
import { openDatabase, pgliteDirFor } from './db/client.ts';
import { isEmpty, seedDemo } from './seed/demo.ts';
import { SERVER_KEY_FILE } from './server-key.ts';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `pnpm --filter @schoolmates/api start` on `dataDir`, as its own process group. */
async function start(dataDir: string) {
  const child = spawn('pnpm', ['--filter', '@schoolmates/api', 'start'], {
    cwd: new URL('../../..', import.meta.url).pathname,
    detached: true, // its own process group, as a terminal's foreground job
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(await freePort()) },
  });
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk) => {
    output.stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output.stderr += chunk;
  });
  const exited = new Promise<[number | null, string | null]>((resolve) =>
    child.on('exit', (code, signal) => resolve([code, signal])),
  );
  return {
    output,
    exited,
    /** Resolves once the server has printed `text`. */
    printed: (text: string) =>
      new Promise<void>((resolve, reject) => {
        const seen = () => output.stdout.includes(text) && resolve();
        child.stdout.on('data', seen);
        seen();
        void exited.then(() =>
          reject(new Error(`exited before "${text}":\n${output.stdout}\n${output.stderr}`)),
        );
      }),
    /** Ctrl-C at the terminal. */
    interrupt: () => process.kill(-(child.pid ?? 0), 'SIGINT'),
  };
}

// On a machine busy with the rest of the suite, pnpm's own signal relay sometimes ends it
// with SIGINT before it hears the server's exit 0 (seen once in a full PostgreSQL run, never
// alone): a second try tells a flaky relay from a server that does not stop cleanly.
it('stops on Ctrl-C: exit code 0, no error output', { retry: 2, timeout: 180_000 }, async () => {
  // A database that is not empty, so the server starts without seeding the whole demo.
  const dataDir = mkdtempSync(join(tmpdir(), 'schoolmates-start-'));
  onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
  const database = await openDatabase({ databaseUrl: undefined, pgliteDir: pgliteDirFor(dataDir) });
  await database.migrate();
  await seedDemo(database.db);
  await database.close();

  const server = await start(dataDir);
  await server.printed('SchoolMates is running at');
  server.interrupt();
  const [code, signal] = await server.exited;
  expect({ code, signal, stderr: server.output.stderr }).toEqual({
    code: 0,
    signal: null,
    stderr: '',
  });
  expect(server.output.stdout).not.toMatch(/ELIFECYCLE|ERR_PNPM|Command failed/);

  // Nothing configured on the embedded default: the first start made the server's key in the
  // data folder (server-key.ts), and the next start reads it rather than make another.
  const keyFile = join(dataDir, SERVER_KEY_FILE);
  expect(server.output.stdout).toContain(`made the server's key in ${keyFile}`);
  expect(statSync(keyFile).mode & 0o777).toBe(0o600);
  const key = readFileSync(keyFile, 'utf8');
  const again = await start(dataDir);
  await again.printed('SchoolMates is running at');
  again.interrupt();
  await again.exited;
  expect(again.output.stdout).not.toContain("made the server's key");
  expect(readFileSync(keyFile, 'utf8')).toBe(key);
});

it('stops on Ctrl-C while seeding the demo, and the next start seeds it again', async () => {
  const empty = mkdtempSync(join(tmpdir(), 'schoolmates-seeding-'));
  try {
    const server = await start(empty);
    await server.printed('Seeding the demo school: 2/');
    server.interrupt();
    const [code, signal] = await server.exited;
    expect({ code, signal, stderr: server.output.stderr }).toEqual({
      code: 0,
      signal: null,
      stderr: '',
    });
    expect(server.output.stdout).toContain('the next start seeds it again');
    // What was made is gone: the next start finds an empty database and seeds.
    const database = await openDatabase({ databaseUrl: undefined, pgliteDir: pgliteDirFor(empty) });
    try {
      await database.migrate();
      expect(await isEmpty(database.db)).toBe(true);
    } finally {
      await database.close();
    }
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
}, 180_000);
