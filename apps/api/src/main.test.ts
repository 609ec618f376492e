/**
 * `pnpm start` at a terminal, stopped with Ctrl-C: the terminal sends SIGINT to the whole
 * process group (pnpm, its shell, tsx and the server). The server closes and every process
 * exits 0, so nothing prints `ELIFECYCLE Command failed`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, pgliteDirFor } from './db/client.ts';
import { seedDemo } from './seed/demo.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'schoolmates-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

it('stops on Ctrl-C: exit code 0, no error output', async () => {
  // A database that is not empty, so the server starts without seeding the whole demo.
  const database = await openDatabase({ databaseUrl: undefined, pgliteDir: pgliteDirFor(dataDir) });
  await database.migrate();
  await seedDemo(database.db);
  await database.close();

  const child = spawn('pnpm', ['--filter', '@schoolmates/api', 'start'], {
    cwd: new URL('../../..', import.meta.url).pathname,
    detached: true, // its own process group, as a terminal's foreground job
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(await freePort()) },
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<[number | null, string | null]>((resolve) =>
    child.on('exit', (code, signal) => resolve([code, signal])),
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (stdout.includes('SchoolMates is running at')) resolve();
    });
    void exited.then(() => reject(new Error(`the server did not start:\n${stdout}\n${stderr}`)));
  });
  process.kill(-(child.pid ?? 0), 'SIGINT');
  const [code, signal] = await exited;
  expect({ code, signal, stderr }).toEqual({ code: 0, signal: null, stderr: '' });
  expect(stdout).not.toMatch(/ELIFECYCLE|ERR_PNPM|Command failed/);
}, 180_000);
